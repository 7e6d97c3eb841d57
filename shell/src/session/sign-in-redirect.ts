/** Where a visitor goes when their session ends while they look at a page (product.md, Pages): /signin naming the
 *  page when it needs the session (its access in the runtime route table is signed-in), so signing in again leads
 *  back there; plain /signin from anywhere else. The ?redirect= round trip itself (signInHref, pathAfterSignIn)
 *  is the route manifest's, in shared-contracts. */
import { ROUTES, signInHref, type RouteAccess } from 'shared-contracts';

/** The access of a path in the route table the shell runs with; null when no page has it or none is read yet. */
export type AccessOf = (pathname: string) => RouteAccess | null;

export function signInHrefFrom(location: { pathname: string; search: string }, accessOf: AccessOf): string {
  const { pathname, search } = location;
  return accessOf(pathname) === 'signed-in' ? signInHref(`${pathname}${search}`) : ROUTES.signIn;
}
