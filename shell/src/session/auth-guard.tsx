/** Who may see which page (product.md, Pages), as the page's entry in remotes.json says: a signed-in page needs a
 *  signed-in advertiser, otherwise /signin with the wanted page as ?redirect=; a signed-in advertiser on an
 *  auth-only page (/signin) goes there (when safe) or to the dashboard. With no stored record the check waits for
 *  the server behind a spinner, so a returning advertiser is not bounced to sign in while the session loads. An
 *  operator page passes: the advertiser session says nothing there, and mf-review checks its own operator session. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { pathAfterSignIn, signInHref, type RouteAccess } from 'shared-contracts';
import { useShellServices } from 'shell-runtime';
import { PageSpinner } from '../layout/page-spinner';

export function AuthGuard({
  access,
  pathname,
  search,
  children,
}: {
  access: RouteAccess;
  pathname: string;
  search: string;
  children: ReactNode;
}) {
  const { session } = useShellServices();
  const { advertiser, isLoading } = session.useSession();

  if (access === 'signed-in') {
    if (advertiser) return children;
    if (isLoading) return <PageSpinner />;
    return <Navigate to={signInHref(`${pathname}${search}`)} replace />;
  }
  if (access === 'auth-only' && advertiser) return <Navigate to={pathAfterSignIn(search)} replace />;
  return children;
}
