/** A federation runtime plugin of the shell's production build (decision 0029). Before federation starts it puts
 *  the runtime core the shell already runs where the remotes' entries look for it (`_FEDERATION_RUNTIME_CORE`,
 *  their `experiments.externalRuntime`), with only the names the webpack glue of @module-federation/enhanced 2.9
 *  imports from it (federation-runtime-core-surface.mjs). So no remote entry carries a runtime of its own, and the
 *  shell ships none it does not use (the stock `provideExternalRuntime` hands over the whole module, about 20 KB
 *  more). */
import * as runtimeCore from './federation-runtime-core-surface.mjs';

export default function provideFederationRuntimeCore() {
  return {
    name: 'portal-provide-runtime-core',
    beforeInit(args) {
      runtimeCore.CurrentGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
