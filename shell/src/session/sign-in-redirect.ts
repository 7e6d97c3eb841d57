/** The ?redirect= round trip of SPEC §2 "Access": the guard, and a session that expires on a dashboard page, send
 *  the visitor to /signin naming the page they wanted, and a signed-in visitor on /signin goes back there. Only a
 *  path on this origin is ever followed, so a crafted sign-in link cannot send anyone to another site. */
import { ROUTES, isDashboardPath, safeRedirectPath } from 'shared-contracts';

export const REDIRECT_PARAM = 'redirect';

/** /signin carrying the wanted page (path and query), encoded. */
export function signInHref(wanted: string): string {
  return `${ROUTES.signIn}?${REDIRECT_PARAM}=${encodeURIComponent(wanted)}`;
}

/** Where a visitor whose session has just ended goes from `location`: /signin naming the page when it is a
 *  dashboard page (the pages that need the session), plain /signin from anywhere else. */
export function signInHrefFrom(location: { pathname: string; search: string }): string {
  const { pathname, search } = location;
  return isDashboardPath(pathname) ? signInHref(`${pathname}${search}`) : ROUTES.signIn;
}

// Any origin works as the base: a value that resolves to another one would leave the portal.
const BASE = 'https://portal.invalid';

/** Where a signed-in visitor on /signin goes: the ?redirect= path when it is safe, otherwise the dashboard. */
export function pathAfterSignIn(search: string): string {
  const path = safeRedirectPath(new URLSearchParams(search).get(REDIRECT_PARAM));
  if (!path) return ROUTES.dashboard;
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' passes the prefix check yet means
  // '//evil.example'; resolving the path the way the browser will settles it.
  const url = new URL(path, BASE);
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : ROUTES.dashboard;
}
