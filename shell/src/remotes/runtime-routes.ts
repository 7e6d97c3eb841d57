/** The runtime route table (decision 0036) as React reads it: bootstrap provides the remotes.json loader, the tests
 *  a ready one. The route table, the guard and the layout ask here which remote owns a path and how it is framed;
 *  nothing in the shell reads the compiled route manifest for that. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RouteLayout, RouteRule } from 'shared-contracts';
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

/** The frame of a path: auth-minimal for the pages that declare it; full elsewhere, and while remotes.json loads. */
export function useLayoutForPath(pathname: string): RouteLayout {
  return routeIn(useManifestState(), pathname)?.layout ?? 'full';
}
