/** The one table of the portal's apps: each folder, its Module Federation container name and the port it is served
 *  on locally (decision 0037), defined once in shared-contracts/src/apps.ts. start.mjs, start-cluster.mjs, the release/deploy/rollback commands and the static
 *  servers read it, so a new remote is one line here. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_APPS, SHELL_APP } from '../shared-contracts/src/apps.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The shell and the remotes, from the one table (shared-contracts/src/apps.ts, loaded through Node's type
 *  stripping). */
export const SHELL = SHELL_APP;

/** @typedef {{ dir: string, name: string, port: number }} RemoteApp */

/** @type {readonly RemoteApp[]} */
export const REMOTES = REMOTE_APPS;

/** Where the shell is served: remotes allow cross-origin reads (CORS) from here only. */
export const SHELL_ORIGIN = process.env.SHELL_ORIGIN ?? `http://localhost:${SHELL.port}`;

/** The remote a command names, by folder (`mf-public`) or container name (`mf_public`); undefined if none. */
export function findRemote(nameOrDir) {
  return REMOTES.find((app) => app.dir === nameOrDir || app.name === nameOrDir);
}

/** Whether the app's folder is in this checkout (a remote being added may not be yet). */
export function isPresent(app, root = ROOT) {
  return fs.existsSync(path.join(root, app.dir, 'package.json'));
}

/** The remotes whose folder exists. */
export function presentRemotes(root = ROOT) {
  return REMOTES.filter((app) => isPresent(app, root));
}
