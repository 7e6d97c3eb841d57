/** A federation runtime plugin of the shell's production build (decisions 0029, 0057). Before federation starts it
 *  puts what the shell already runs where the remotes' production entries look for it:
 *  - the runtime core (`_FEDERATION_RUNTIME_CORE`, their `experiments.externalRuntime`), with only the names the
 *    webpack glue of @module-federation/enhanced 2.9 imports from it (federation-runtime-core-surface.mjs), since the
 *    stock `provideExternalRuntime` hands over the whole module, about 20 KB more;
 *  - the functions of that webpack glue (`_PORTAL_FEDERATION_BUNDLER_RUNTIME`), which each remote entry carried a
 *    copy of (federation-bundler-runtime.mjs takes them).
 *  So no remote entry carries a runtime of its own. */
import * as runtimeCore from './federation-runtime-core-surface.mjs';
import { attachShareScopeMap, bundlerRuntime } from 'portal-federation-bundler-runtime';

export default function provideFederationRuntimeCore() {
  return {
    name: 'portal-provide-runtime-core',
    beforeInit(args) {
      runtimeCore.CurrentGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      runtimeCore.CurrentGlobal._PORTAL_FEDERATION_BUNDLER_RUNTIME ??= {
        bundlerRuntime,
        attachShareScopeMap,
      };
      return args;
    },
  };
}
