/** Reads remotes.json (remote name → its mf-manifest.json URL), served beside the shell and replaced per
 *  environment, so deploying a remote never rebuilds the shell (ARCHITECTURE "How the shell composes remotes").
 *  It is fetched once at start-up, validated, and registered with the Module Federation runtime; a failed fetch is
 *  not kept, so Retry fetches it again. */
import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';

export type RemoteManifest = Partial<Record<RemoteName, string>>;

export type RemoteRegistration = { name: string; entry: string };

export type ManifestLoaderOptions = {
  /** Where remotes.json is served; the shell's own origin by default. */
  url?: string;
  fetch?: typeof fetch;
  /** registerRemotes from '@module-federation/enhanced/runtime'. */
  register: (remotes: RemoteRegistration[]) => void;
  /** Base for relative entries, so `/remotes/mf_ads/mf-manifest.json` works behind one origin too. */
  baseUrl?: string;
};

export type ManifestLoader = { load(): Promise<RemoteManifest> };

export class ManifestError extends Error {
  override name = 'ManifestError';
}

const ManifestFileSchema = v.record(v.string(), v.pipe(v.string(), v.nonEmpty()));

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** Validates the file: an object of known remote names to http(s) URLs of an mf-manifest.json. */
export function parseRemoteManifest(data: unknown, baseUrl: string): RemoteManifest {
  const parsed = v.safeParse(ManifestFileSchema, data);
  if (!parsed.success) throw new ManifestError('remotes.json must map remote names to manifest URLs');
  const manifest: RemoteManifest = {};
  for (const [name, entry] of Object.entries(parsed.output)) {
    if (!isRemoteName(name)) throw new ManifestError(`remotes.json names an unknown remote: ${name}`);
    let url: URL;
    try {
      url = new URL(entry, baseUrl);
    } catch {
      throw new ManifestError(`remotes.json has an invalid URL for ${name}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ManifestError(`remotes.json has a non-http URL for ${name}`);
    }
    manifest[name] = url.href;
  }
  return manifest;
}

export function createManifestLoader(options: ManifestLoaderOptions): ManifestLoader {
  const url = options.url ?? '/remotes.json';
  const doFetch = options.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  let pending: Promise<RemoteManifest> | null = null;

  async function fetchAndRegister(): Promise<RemoteManifest> {
    let response: Response;
    try {
      response = await doFetch(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
    } catch (cause) {
      throw new ManifestError(`remotes.json could not be fetched`, { cause });
    }
    if (!response.ok) throw new ManifestError(`remotes.json answered HTTP ${response.status}`);
    let data: unknown;
    try {
      data = await response.json();
    } catch (cause) {
      throw new ManifestError('remotes.json is not valid JSON', { cause });
    }
    const manifest = parseRemoteManifest(data, options.baseUrl ?? window.location.href);
    options.register(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
    return manifest;
  }

  return {
    load() {
      pending ??= fetchAndRegister().catch((error: unknown) => {
        pending = null; // not cached: the next load (Retry) asks again
        throw error;
      });
      return pending;
    },
  };
}
