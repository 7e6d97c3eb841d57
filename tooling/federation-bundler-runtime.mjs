/** What a remote's production entry imports instead of the webpack glue of @module-federation/enhanced 2.9
 *  (`webpack-bundler-runtime/dist/bundler.js`, decision 0057). That glue is a set of functions that keep their state
 *  on the container's own `__webpack_require__` (passed to every call) and a `federation` record per container. The
 *  functions are the same in every container, so the shell hands over its own (federation-runtime-core.mjs) and each
 *  remote entry builds only its record: its own runtime module, share scope object and `initContainerEntry`, which
 *  the shell, exposing nothing, builds without. About 5 KB (gzip) less in every remote entry. Like the runtime core
 *  (`externalRuntime`), it is there only when the entry runs inside the portal shell's production build. */
import * as runtime from 'portal-federation-runtime';
import { initContainerEntry } from 'portal-federation-bundler-runtime-dist/initContainerEntry.js';

const provided = globalThis._PORTAL_FEDERATION_BUNDLER_RUNTIME;
if (!provided)
  throw new Error(
    'Module Federation: this remote entry runs inside the portal shell, which provides its webpack glue',
  );

// The glue's entry imports only this record (the default export of its bundler.js).
export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
