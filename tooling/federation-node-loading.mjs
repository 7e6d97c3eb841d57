/** What the federation SDK's Node loading code becomes in production builds (decision 0057). Every portal bundle
 *  runs in a browser (`target: 'web'`), where the runtime never takes the Node branch, but the SDK's index still
 *  imports it (about 8 KB before minifying, in the shell's main.js). Called anyway, it fails with a clear error. */
function unavailable() {
  throw new Error('Module Federation: loading a script through Node is not part of this browser build');
}

export const createScriptNode = unavailable;
export const loadScriptNode = unavailable;
