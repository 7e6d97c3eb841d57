/** The names the webpack glue of @module-federation/enhanced 2.9 imports from the federation runtime core, and only
 *  those (decision 0029): tooling/federation-runtime-core.mjs hands this module's namespace to the remotes, so the
 *  list is written once and webpack keeps no other export of the core. Check it when upgrading enhanced. */
export {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from 'portal-federation-runtime-core';
