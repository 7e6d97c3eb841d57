/** The runtime route table (decision 0036) as React reads it: bootstrap provides the remotes.json loader, the tests
 *  a ready one. The route table, the guard and the layout ask here which remote owns a path and how it is framed;
 *  nothing in the shell reads the compiled route manifest for that. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { LEGACY_SIGN_IN_PATH, type RouteRule } from 'shared-contracts';
import type { ManifestLoader, ManifestState } from './load-manifest';

export const ManifestContext = createContext<ManifestLoader | null>(null);

export function useManifest(): ManifestLoader {
  const manifest = useContext(ManifestContext);
  if (!manifest) throw new Error('useManifest() needs a ManifestContext provider');
  return manifest;
}

/** remotes.json's state, re-rendering when it is read, fails or is read again. */
export function useManifestState(): ManifestState {
  const manifest = useManifest();
  return useSyncExternalStore(manifest.subscribe, manifest.getState);
}

/** The route of a path from a state: undefined while remotes.json is not read, null where no remote has the path. */
export function routeIn(state: ManifestState, pathname: string): RouteRule | null | undefined {
  return state.status === 'ready' ? state.directory.table.routeFor(pathname) : undefined;
}

/** Whether `pathname` is the older sign-in path, which lands on /signin (product.md, Pages). */
export function isLegacySignInPath(pathname: string): boolean {
  return pathname === LEGACY_SIGN_IN_PATH || pathname === `${LEGACY_SIGN_IN_PATH}/`;
}

/** Whether the start checks the session before the page paints, from the route of its path (null where no remote
 *  has it): a signed-in or sign-in page (the older sign-in path lands on /signin) waits for the check. A public page
 *  does not, and neither does a path no remote has (the not-found page): their check runs once the page has painted,
 *  so the API layer, which the check loads, stays off their first paint (decision 0054). */
export function checksSessionBeforePaint(route: RouteRule | null, pathname: string): boolean {
  if (isLegacySignInPath(pathname)) return true;
  return route !== null && route.access !== 'public';
}
