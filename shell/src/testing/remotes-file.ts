/** remotes.json for the shell's tests, in the deployed format (decision 0036): the portal's own remotes from the
 *  route manifest's deploy entries, or any entry a test needs, and a manifest loader that is ready at once. */
import {
  CONTRACTS_VERSION,
  REMOTE_NAMES,
  type DeployedRoute,
  type RemotesFile,
  type RouteAccess,
} from 'shared-contracts';
import { REMOTE_APPS } from 'shared-contracts/apps';
import { deployEntryOf } from 'shared-contracts/deploy';
import {
  parseRemotesFile,
  type ManifestLoader,
  type ManifestState,
  type RemoteDirectory,
} from '../remotes/load-manifest';
import { routeIn } from '../remotes/runtime-routes';

const PORTS: Record<string, number> = Object.fromEntries(REMOTE_APPS.map((app) => [app.name, app.port]));

/** One remote's entry: this build's contracts version and a manifest URL on its own port unless given. */
export function aRemotesEntry(
  name: string,
  routes: DeployedRoute[],
  overrides: { manifest?: string; contracts?: string } = {},
): RemotesFile[string] {
  return {
    manifest: overrides.manifest ?? `http://localhost:${PORTS[name] ?? 3009}/mf-manifest.json`,
    contracts: overrides.contracts ?? CONTRACTS_VERSION,
    routes,
  };
}

/** Every remote of this repository with the routes its build declares, as deploying all of them would write. */
export function portalRemotesFile(): RemotesFile {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, aRemotesEntry(name, deployEntryOf(name).routes)]),
  );
}

/** A manifest loader whose remotes.json is already read: the route table is there on the first render. */
export function readyManifest(file: unknown = portalRemotesFile()): ManifestLoader {
  const directory: RemoteDirectory = parseRemotesFile(file, 'http://localhost/');
  const state: ManifestState = { status: 'ready', directory };
  return {
    load: () => Promise.resolve(directory),
    getState: () => state,
    subscribe: () => () => undefined,
  };
}

/** Who may see a path in the portal's deployed table, as bootstrap reads it from the loaded remotes.json. */
export function portalAccessOf(pathname: string): RouteAccess | null {
  return routeIn(readyManifest().getState(), pathname)?.access ?? null;
}
