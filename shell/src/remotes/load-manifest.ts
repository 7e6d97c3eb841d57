/** Reads remotes.json (decision 0036): per deployed remote, its mf-manifest.json URL, the contracts version it was
 *  built with and the routes it serves; each remote is registered by the remoteEntry.js beside its manifest. The
 *  file is served beside the shell and replaced per deploy, so a new remote or route never rebuilds the shell. It is
 *  fetched once at start-up, validated as a whole (a malformed file shows no page at all rather than a wrong one),
 *  turned into the runtime route table, and the remotes built on this shell's contracts major are registered with
 *  the Module Federation runtime. A failed fetch is not kept, so Retry fetches it again. When the page carries the
 *  file inline (decision 0047) it is read from there, synchronously, and the fetch is only the fallback. */
import * as v from 'valibot';
import {
  CONTRACTS_VERSION,
  RemotesFileSchema,
  createRouteTable,
  describeIssues,
  findRouteOverlaps,
  isCompatibleContracts,
  type RouteRule,
  type RouteTable,
} from 'shared-contracts';
import { readInlineRemotes } from './inline-remotes';

/** One remote as remotes.json deploys it. `compatible` is false when it was built on another contracts major:
 *  its routes stay in the table (they show the refusal), but it is never registered or loaded. */
export type DeployedRemote = {
  name: string;
  manifestUrl: string;
  contracts: string;
  compatible: boolean;
};

/** What the shell knows once remotes.json is read: the remotes by name and the route table over all their routes. */
export type RemoteDirectory = {
  remotes: ReadonlyMap<string, DeployedRemote>;
  table: RouteTable<RouteRule>;
};

export type RemoteRegistration = { name: string; entry: string };

export type ManifestLoaderOptions = {
  /** Where remotes.json is served; the shell's own origin by default. */
  url?: string;
  fetch?: typeof fetch;
  /** registerRemotes from '@module-federation/enhanced/runtime'. */
  register: (remotes: RemoteRegistration[]) => void;
  /** Base for relative entries, so `/remotes/mf_ads/mf-manifest.json` works behind one origin too. */
  baseUrl?: string;
  /** remotes.json as the page carries it, read once before any fetch; the page's data block by default. */
  inline?: () => { data: unknown } | null;
};

export type ManifestState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; directory: RemoteDirectory }
  | { status: 'failed'; error: ManifestError };

/** The loader is also a small store of its state, which the route table, the layout and the guard read. */
export type ManifestLoader = {
  load(): Promise<RemoteDirectory>;
  getState(): ManifestState;
  subscribe(listener: () => void): () => void;
};

/** Every remote's build writes its entry as `remoteEntry.js` beside its mf-manifest.json (tooling/webpack.mjs), and a
 *  deploy copies the build whole. The shell registers that entry, not the manifest: the runtime then needs no
 *  snapshot code to read manifests, and the first visit into a remote fetches one file less (decision 0053). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** The entry beside a remote's manifest. */
function remoteEntryOf(manifestUrl: string): string {
  return new URL(REMOTE_ENTRY_FILE, manifestUrl).href;
}

/** `problems` is set when the file was read but is malformed: nothing to retry, the deploy must be fixed. Without it
 *  the file could not be fetched, and Retry may help. */
export class ManifestError extends Error {
  override name = 'ManifestError';
  readonly problems: readonly string[] | null;

  constructor(message: string, options: { problems?: readonly string[]; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.problems = options.problems ?? null;
  }
}

function invalid(problems: readonly string[]): ManifestError {
  return new ManifestError(`remotes.json is malformed: ${problems.join('; ')}`, { problems });
}

/** Validates the file and builds the runtime table: the shape (names, fields, access, layout, http(s) URLs), then
 *  paths that overlap across the whole file; each remote's contracts version decides whether it may load. */
export function parseRemotesFile(
  data: unknown,
  baseUrl: string,
  ownContracts: string = CONTRACTS_VERSION,
): RemoteDirectory {
  const parsed = v.safeParse(RemotesFileSchema, data);
  if (!parsed.success) throw invalid(describeIssues(parsed.issues));
  const remotes = new Map<string, DeployedRemote>();
  const routes: RouteRule[] = [];
  for (const [name, entry] of Object.entries(parsed.output)) {
    remotes.set(name, {
      name,
      manifestUrl: new URL(entry.manifest, baseUrl).href,
      contracts: entry.contracts,
      compatible: isCompatibleContracts(entry.contracts, ownContracts),
    });
    for (const route of entry.routes) routes.push({ ...route, remote: name });
  }
  const overlaps = findRouteOverlaps(routes);
  if (overlaps.length > 0) {
    throw invalid(
      overlaps.map(([a, b]) => `${a.remote} ${a.path} and ${b.remote} ${b.path} match the same pages`),
    );
  }
  return { remotes, table: createRouteTable(routes) };
}

export function createManifestLoader(options: ManifestLoaderOptions): ManifestLoader {
  const url = options.url ?? '/remotes.json';
  const doFetch = options.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  let pending: Promise<RemoteDirectory> | null = null;
  let state: ManifestState = { status: 'idle' };
  const listeners = new Set<() => void>();
  const setState = (next: ManifestState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  async function fetchAndRegister(): Promise<RemoteDirectory> {
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
      throw new ManifestError('remotes.json is not valid JSON', { problems: ['not valid JSON'], cause });
    }
    return readAndRegister(data);
  }

  function readAndRegister(data: unknown): RemoteDirectory {
    const directory = parseRemotesFile(data, options.baseUrl ?? window.location.href);
    options.register(
      [...directory.remotes.values()]
        .filter((remote) => remote.compatible)
        .map((remote) => ({ name: remote.name, entry: remoteEntryOf(remote.manifestUrl) })),
    );
    return directory;
  }

  const asFailure = (error: unknown) =>
    error instanceof ManifestError
      ? error
      : new ManifestError('remotes.json could not be read', { cause: error });

  /** The inline file, at most once (after a failure, Retry fetches the served one); its state, or null without one. */
  let inline =
    options.inline ?? (() => (typeof document === 'undefined' ? null : readInlineRemotes(document)));
  function readInline(): ManifestState | null {
    const carried = inline();
    inline = () => null;
    if (!carried) return null;
    try {
      return { status: 'ready', directory: readAndRegister(carried.data) };
    } catch (error) {
      return { status: 'failed', error: asFailure(error) };
    }
  }

  return {
    load() {
      if (!pending) {
        const fromPage = readInline();
        if (fromPage?.status === 'ready') {
          setState(fromPage);
          pending = Promise.resolve(fromPage.directory);
          return pending;
        }
        if (fromPage?.status === 'failed') {
          setState(fromPage);
          return Promise.reject(fromPage.error);
        }
        setState({ status: 'loading' });
        pending = fetchAndRegister().then(
          (directory) => {
            setState({ status: 'ready', directory });
            return directory;
          },
          (error: unknown) => {
            pending = null; // not cached: the next load (Retry) asks again
            const failure = asFailure(error);
            setState({ status: 'failed', error: failure });
            throw failure;
          },
        );
      }
      return pending;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
