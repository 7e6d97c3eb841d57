/** Loads a remote's `./routes` module on demand (never before a page needs it), checks its shape, and merges its
 *  en/ja catalogues into the shared Lingui instance once. Only a remote remotes.json deploys on this shell's
 *  contracts major is ever loaded. A success is kept per remote; a failure is forgotten so the error boundary's
 *  Retry makes a fresh attempt. */
import type { I18n, Messages } from '@lingui/core';
import type { RemoteModule } from 'shell-runtime';
import type { ManifestLoader } from './load-manifest';
import { track } from './settled';

/** Loads a remote by its name in remotes.json. */
export type RemoteRoutesLoader = (name: string) => Promise<RemoteModule>;

export type RemoteRoutesLoaderOptions = {
  manifest: Pick<ManifestLoader, 'load'>;
  /** loadRemote from '@module-federation/enhanced/runtime'. */
  loadRemote: (id: string) => Promise<unknown>;
  i18n: Pick<I18n, 'load'>;
};

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The exposed module is `export default remoteModule`; an unexpected shape is a deploy mistake, named as such. */
export function toRemoteModule(name: string, exported: unknown): RemoteModule {
  const candidate = isObject(exported) && 'default' in exported ? exported.default : exported;
  if (!isObject(candidate) || !Array.isArray(candidate.routes)) {
    throw new RemoteLoadError(`${name}/routes does not export a RemoteModule`);
  }
  const messages = candidate.messages;
  if (!isObject(messages) || !isObject(messages.en) || !isObject(messages.ja)) {
    throw new RemoteLoadError(`${name}/routes has no en/ja messages`);
  }
  // Checked above: routes is an array and both catalogues are objects, which is what RemoteModule promises.
  return { routes: candidate.routes, messages: { en: messages.en as Messages, ja: messages.ja as Messages } };
}

export function createRemoteRoutesLoader({
  manifest,
  loadRemote,
  i18n,
}: RemoteRoutesLoaderOptions): RemoteRoutesLoader {
  const cache = new Map<string, Promise<RemoteModule>>();

  async function load(name: string): Promise<RemoteModule> {
    const remote = (await manifest.load()).remotes.get(name);
    if (!remote) throw new RemoteLoadError(`remotes.json has no entry for ${name}`);
    if (!remote.compatible) {
      throw new RemoteLoadError(`${name} was built on shared-contracts ${remote.contracts}, another major`);
    }
    const exported = await loadRemoteAgain(name);
    if (exported === null || exported === undefined)
      throw new RemoteLoadError(`${name}/routes could not be loaded`);
    const module = toRemoteModule(name, exported);
    // A remote whose pages load their own catalogue gives none (decision 0061): loading nothing would still make
    // every translated component re-render.
    const { en, ja } = module.messages;
    if (Object.keys(en).length > 0 || Object.keys(ja).length > 0) i18n.load({ en, ja });
    return module;
  }

  /** Remotes that failed to load in this page. The page's preload hints for a remote that was down failed too,
   *  and Chromium answers the next request for such a URL with that same failure, without asking the network
   *  (decision 0047): after a failure, an attempt that fails is made once more, which reaches the network. */
  const failed = new Set<string>();
  async function loadRemoteAgain(name: string): Promise<unknown> {
    const id = `${name}/routes`;
    if (!failed.has(name)) return loadRemote(id);
    try {
      return await loadRemote(id);
    } catch {
      return loadRemote(id);
    }
  }

  return (name) => {
    let pending = cache.get(name);
    if (!pending) {
      // Tracked, so a page can render a remote that has already loaded without waiting a turn (settled.ts).
      pending = track(load(name));
      cache.set(name, pending);
      pending.catch(() => {
        cache.delete(name);
        failed.add(name);
      });
    }
    return pending;
  };
}
