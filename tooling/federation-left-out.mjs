/** What two federation modules the portal never runs become in production builds (decision 0057): the runtime core's
 *  asset preloading (`utils/preload.js`), used only by `preloadRemote` and the snapshot plugin, which the portal
 *  leaves out (it preloads remotes itself, decisions 0047 and 0053), and the SDK's Node script loading
 *  (`dist/node.js`), which a browser build (`target: 'web'`) never takes. Their importers still import them (about
 *  14 KB before minifying, in the shell's main.js). Called anyway, each function fails with a clear error. */
const leftOut = (name) => () => {
  throw new Error(`Module Federation: ${name} is not part of this browser build (decision 0057)`);
};

export const defaultPreloadArgs = leftOut('preloadRemote');
export const formatPreloadArgs = leftOut('preloadRemote');
export const normalizePreloadExposes = leftOut('preloadRemote');
export const preloadAssets = leftOut('preloadRemote');
export const createScriptNode = leftOut('loading a script through Node');
export const loadScriptNode = leftOut('loading a script through Node');
