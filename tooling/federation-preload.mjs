/** What the federation runtime core's asset preloading becomes in production builds (decision 0057). Only
 *  `preloadRemote` and the snapshot plugin use it; the portal calls neither (it preloads remotes itself, decision
 *  0047, and leaves the snapshot plugin out, decision 0053), yet the core's remote handler imports it (about 6 KB
 *  before minifying, in the shell's main.js). Called anyway, each function fails with a clear error. */
function unavailable() {
  throw new Error(
    'Module Federation: preloadRemote is not part of this build; the shell preloads remotes itself',
  );
}

export const defaultPreloadArgs = unavailable;
export const formatPreloadArgs = unavailable;
export const normalizePreloadExposes = unavailable;
export const preloadAssets = unavailable;
