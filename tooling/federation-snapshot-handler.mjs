/** What the federation runtime core's snapshot handler becomes in production builds (decision 0057). The portal
 *  registers each remote by its remoteEntry.js and leaves the snapshot plugin out (`disableSnapshot`, decision 0053),
 *  yet the core still builds a SnapshotHandler for every instance, and with it the code that reads manifests into
 *  snapshots (about 14 KB before minifying, in the shell's main.js on every first visit). The core calls only three
 *  things of it on the paths the portal runs: its hooks (when plugins register), its manifest cache and
 *  `getGlobalRemoteInfo` (when a remote is registered again). `preloadRemote`, which the portal never calls, is the
 *  one caller of `loadRemoteSnapshotInfo`; here it fails with a clear error instead of reading a manifest. */
import {
  getGlobalSnapshot,
  getGlobalSnapshotInfoByModuleInfo,
  getInfoWithoutType,
} from 'portal-federation-runtime-core-dist/global.js';
import { PluginSystem } from 'portal-federation-runtime-core-dist/utils/hooks/pluginSystem.js';

/** The core's own function, unchanged: the host's snapshot of a remote, if one was ever recorded. It lives in the
 *  module this one replaces; re-exporting it from there kept the whole handler in main.js (0.5 KB gzip more). */
export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({
    name: origin.name,
    version: origin.options.version,
  });
  const globalRemoteInfo =
    hostGlobalSnapshot &&
    'remotesInfo' in hostGlobalSnapshot &&
    hostGlobalSnapshot.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion)
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
        name: moduleInfo.name,
        version: globalRemoteInfo.matchedVersion,
      }),
    };
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
      name: moduleInfo.name,
      version: 'version' in moduleInfo ? moduleInfo.version : undefined,
    }),
  };
}

export class SnapshotHandler {
  constructor(host) {
    this.manifestCache = new Map();
    // No snapshot hooks: a plugin's snapshot hooks have nothing to run, as with the core's DisabledSnapshotHandler.
    this.hooks = new PluginSystem({});
    this.HostInstance = host;
  }

  async loadRemoteSnapshotInfo({ id }) {
    throw new Error(
      `Module Federation: ${id} asks for a remote's snapshot, which this build leaves out (disableSnapshot)`,
    );
  }
}
