/** What every remote exposes as `./routes` (ARCHITECTURE "How the shell composes remotes"). Route paths are
 *  absolute (from ROUTES) and pages are React.lazy, so loading a remote's entry costs only its route table;
 *  its en/ja catalogues are merged into the shared Lingui instance when the module loads. */
import type { RouteObject } from 'react-router';
import type { Messages } from '@lingui/core';

export const REMOTE_NAMES = ['mf_public', 'mf_auth', 'mf_dashboard', 'mf_ads', 'mf_account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type RemoteModule = {
  routes: RouteObject[];
  messages: { en: Messages; ja: Messages };
};

/** Which remote owns a path (the ownership table of ARCHITECTURE.md), or null for the not-found page. */
export function remoteForPath(pathname: string): RemoteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/contact' || path === '/faqs') return 'mf_public';
  if (path === '/dashboard') return 'mf_dashboard';
  if (path === '/dashboard/account') return 'mf_account';
  if (path.startsWith('/dashboard/ads/')) return 'mf_ads';
  if (
    path === '/signup' ||
    path.startsWith('/signup/') ||
    path === '/signin' ||
    path === '/forgot-password' ||
    path === '/reset-password' ||
    path === '/new-email-confirmation'
  )
    return 'mf_auth';
  return null;
}
