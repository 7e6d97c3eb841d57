/** Who may see which page (SPEC §2 "Access"): dashboard paths need a signed-in advertiser, otherwise /signin with
 *  the wanted page as ?redirect=; a signed-in advertiser on /signin goes there (when safe) or to the dashboard.
 *  With no stored record the check waits for the server behind a spinner, so a returning advertiser is not
 *  bounced to sign in while the session loads. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ROUTES, isDashboardPath, useShellServices } from 'shared-contracts';
import { PageSpinner } from '../layout/page-spinner';
import { pathAfterSignIn, signInHref } from './sign-in-redirect';

export function AuthGuard({
  pathname,
  search,
  children,
}: {
  pathname: string;
  search: string;
  children: ReactNode;
}) {
  const { session } = useShellServices();
  const { advertiser, isLoading } = session.useSession();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

  if (isDashboardPath(path)) {
    if (advertiser) return children;
    if (isLoading) return <PageSpinner />;
    return <Navigate to={signInHref(`${pathname}${search}`)} replace />;
  }
  if (path === ROUTES.signIn && advertiser) return <Navigate to={pathAfterSignIn(search)} replace />;
  return children;
}
