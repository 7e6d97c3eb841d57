/** Where sign-in leads (SPEC §2 "Access"): back to the page the shell's guard named in ?redirect=, when it is a
 *  path on this origin, otherwise the dashboard. A crafted sign-in link must never send anyone to another site. */
import { ROUTES, safeRedirectPath } from 'shared-contracts';

// Any origin works as the base: a value that resolves to another one would leave the portal.
const BASE = 'https://portal.invalid';

export function pathAfterSignIn(search: string): string {
  const path = safeRedirectPath(new URLSearchParams(search).get('redirect'));
  if (!path) return ROUTES.dashboard;
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' passes the prefix check yet means
  // '//evil.example'; resolving the path the way the browser will settles it.
  const url = new URL(path, BASE);
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : ROUTES.dashboard;
}
