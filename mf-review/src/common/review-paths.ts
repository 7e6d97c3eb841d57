/** Where the review desk sends an operator around sign-in: the sign-in page naming the wanted desk page, and back
 *  to that page afterwards. Built on the portal's safe redirect rule (pathAfterSignIn), narrowed to the desk's own
 *  operator pages, so a crafted link can neither leave the portal nor land an operator on an advertiser's page. */
import { REDIRECT_PARAM, ROUTE_LIST, ROUTES, matchesPattern, pathAfterSignIn } from 'shared-contracts';

/** The desk pages that need the operator session (access `operator` in the route manifest). */
const OPERATOR_PATTERNS = ROUTE_LIST.filter(
  (route) => route.remote === 'mf_review' && route.access === 'operator',
).map((route) => route.path);

// Any origin works as the base; pathAfterSignIn has already kept the path on this one.
const BASE = 'https://portal.invalid';

function isOperatorPage(path: string): boolean {
  const { pathname } = new URL(path, BASE);
  return OPERATOR_PATTERNS.some((pattern) => matchesPattern(pattern, pathname));
}

/** The ?redirect= path when it is one of the desk's operator pages on this origin, otherwise the queue. */
export function pathAfterOperatorSignIn(search: string): string {
  const path = pathAfterSignIn(search);
  return isOperatorPage(path) ? path : ROUTES.reviewQueue;
}

/** The desk's sign-in page naming the wanted page (path and query), encoded. */
export function operatorSignInHref(wanted: string): string {
  return `${ROUTES.reviewSignIn}?${REDIRECT_PARAM}=${encodeURIComponent(wanted)}`;
}
