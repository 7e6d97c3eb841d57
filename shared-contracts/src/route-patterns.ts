/** How a path finds its page: the one matcher of the portal. The shell's route table (from remotes.json), the
 *  manifest's lookups and the deploy tooling (tooling/first-route.mjs, which reads this file through Node's type
 *  stripping) all decide with it. It imports nothing, so plain Node can load it. */

/** The shell's own not-found page. */
export const NOT_FOUND_PATH = '/404';

/** The older sign-in path that some notes mention; it lands on /signin (docs/product.md "Access"). */
export const LEGACY_SIGN_IN_PATH = '/login';

/** '/dashboard/' and '/dashboard' are the same page; '/' stays itself. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function segments(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/');
}

/** A path's segments, as the route table reads them: trailing slashes dropped, `/` none. */
export function pathSegments(path: string): string[] {
  return segments(normalisePath(path));
}

function isParam(segment: string): boolean {
  return segment.startsWith(':');
}

/** Whether a concrete path is one of a pattern's pages: same number of segments, static ones equal (case
 *  matters), each `:name` one non-empty segment. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const actual = segments(normalisePath(pathname));
  if (wanted.length !== actual.length) return false;
  return wanted.every((segment, i) => {
    const part = actual[i] ?? '';
    return isParam(segment) ? part.length > 0 : segment === part;
  });
}

/** How many static segments a pattern has; where two patterns match, the more specific one wins, as in
 *  react-router ('/dashboard/ads/application' before '/dashboard/ads/:id'). */
function specificity(pattern: string): number {
  return segments(pattern).filter((segment) => !isParam(segment)).length;
}

/** Whether two patterns would leave a table unable to choose: same number of segments, same specificity, and a
 *  URL both match ('/review/:id' and '/review/:key', or '/a/:x' and '/:y/b'). */
export function patternsOverlap(a: string, b: string): boolean {
  const left = segments(a);
  const right = segments(b);
  if (left.length !== right.length || specificity(a) !== specificity(b)) return false;
  return left.every((segment, i) => {
    const other = right[i] ?? '';
    return isParam(segment) || isParam(other) || segment === other;
  });
}

/** A table of entries with path patterns: the manifest's, or the routes each remote declares in remotes.json. */
export type PatternTable<E extends { readonly path: string }> = {
  readonly entries: readonly E[];
  /** The entry whose pattern matches the path (the most specific one), or null: the shell's not-found page. */
  routeFor(pathname: string): E | null;
};

export function createRouteTable<E extends { readonly path: string }>(
  entries: readonly E[],
): PatternTable<E> {
  const ranked = [...entries].sort((a, b) => specificity(b.path) - specificity(a.path));
  return {
    entries,
    routeFor: (pathname) => ranked.find((entry) => matchesPattern(entry.path, pathname)) ?? null,
  };
}
