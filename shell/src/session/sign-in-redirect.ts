/** Where a visitor goes when their session ends while they look at a page (SPEC §2 "Access"): /signin naming the
 *  page when it needs the session, so signing in again leads back there; plain /signin from anywhere else. The
 *  ?redirect= round trip itself (signInHref, pathAfterSignIn) is the route manifest's, in shared-contracts. */
import { ROUTES, isDashboardPath, signInHref } from 'shared-contracts';

export function signInHrefFrom(location: { pathname: string; search: string }): string {
  const { pathname, search } = location;
  return isDashboardPath(pathname) ? signInHref(`${pathname}${search}`) : ROUTES.signIn;
}
