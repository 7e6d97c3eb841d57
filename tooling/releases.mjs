/** Releases, deploys and rollbacks of one remote (decision 0037). A release is an immutable copy of the remote's
 *  build in `releases/<app-dir>/<version>/`, its version a hash of its files; a deploy points the served
 *  `deploy/remotes.json` at a release, atomically, and records it in `deploy/history.json`; a rollback returns to
 *  the version deployed before. Nothing here builds or touches the shell: the shell reads remotes.json at start-up. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

export const RELEASES_DIR = path.join(ROOT, 'releases');
export const DEPLOY_DIR = path.join(ROOT, 'deploy');
const DEPLOY_ENTRY = 'deploy-entry.json';
/** The release log of one remote, beside its versions; the newest release is its last line. */
const RELEASE_LOG = 'releases.json';

/** A mistake in what the command was asked (unknown remote or version): the CLIs exit 2 on it. */
export class UsageError extends Error {
  name = 'UsageError';
}

/** A release or deploy that cannot be made as asked (a missing build file, nothing to roll back to): exit 1. */
export class DeliveryError extends Error {
  name = 'DeliveryError';
}

function readJson(file, fallback) {
  if (!fs.existsSync(file)) return fallback;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Writes JSON so a reader sees the old file or the new one, never half of one: a temporary file, then rename. */
export function writeJsonAtomically(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}`);
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

function filesOf(dir, prefix = '') {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...filesOf(path.join(dir, entry.name), relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

/** The version of a build: the first 12 hex digits of a SHA-256 over every file's path and content, so the same
 *  files always give the same version and any change gives another. */
export function contentVersion(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(dir)) {
    hash.update(file);
    hash.update('\0');
    hash.update(
      crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(dir, file)))
        .digest(),
    );
  }
  return hash.digest('hex').slice(0, 12);
}

function checkBuild(remote, buildDir) {
  for (const file of ['mf-manifest.json', 'remoteEntry.js'])
    if (!fs.existsSync(path.join(buildDir, file)))
      throw new DeliveryError(`${buildDir} is not a build of ${remote.dir}: it has no ${file}`);
  const entry = readJson(path.join(buildDir, DEPLOY_ENTRY), null);
  if (entry && entry.name !== remote.name)
    throw new DeliveryError(`${buildDir} is a build of ${entry.name}, not of ${remote.name}`);
}

/** Copies a build (by default the remote's dist/) into its immutable release folder. An existing version is never
 *  written again: the same files are already there. Returns `{ version, dir, created }`. */
export function releaseBuild(remote, { buildDir, releasesDir = RELEASES_DIR, now = new Date() }) {
  checkBuild(remote, buildDir);
  const version = contentVersion(buildDir);
  const appDir = path.join(releasesDir, remote.dir);
  const dir = path.join(appDir, version);
  const created = !fs.existsSync(dir);
  if (created) {
    fs.mkdirSync(appDir, { recursive: true });
    // Copied aside, then renamed into place, so a half-copied folder is never served under a version.
    const temporary = path.join(appDir, `.incoming-${version}-${process.pid}`);
    fs.rmSync(temporary, { recursive: true, force: true });
    fs.cpSync(buildDir, temporary, { recursive: true });
    fs.renameSync(temporary, dir);
  }
  const logFile = path.join(appDir, RELEASE_LOG);
  const log = readJson(logFile, []).filter((line) => line.version !== version);
  writeJsonAtomically(logFile, [...log, { version, releasedAt: now.toISOString() }]);
  return { version, dir, created };
}

/** The remote's releases, oldest first (a version released again counts from its last release). */
export function listReleases(remote, releasesDir = RELEASES_DIR) {
  const appDir = path.join(releasesDir, remote.dir);
  return readJson(path.join(appDir, RELEASE_LOG), []).filter((line) =>
    fs.existsSync(path.join(appDir, line.version)),
  );
}

/** Where a remote's releases are published: `baseUrl` (`{remote}` becomes the app folder), else its local server. */
export function publicBase(remote, baseUrl = process.env.REMOTE_BASE_URL) {
  const base = baseUrl ? baseUrl.replaceAll('{remote}', remote.dir) : `http://localhost:${remote.port}`;
  return base.replace(/\/+$/, '');
}

function isDeployEntry(value) {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.name === 'string' &&
    typeof value.manifest === 'string' &&
    typeof value.contracts === 'string' &&
    Array.isArray(value.routes)
  );
}

/** The remotes.json entry of one release: its deploy entry, with the manifest resolved against the public URL. */
export function remotesEntryOf(remote, version, { releasesDir = RELEASES_DIR, baseUrl } = {}) {
  const dir = path.join(releasesDir, remote.dir, version);
  if (!/^[0-9a-f]{12}$/.test(version) || !fs.existsSync(dir)) {
    const known = listReleases(remote, releasesDir).map((line) => line.version);
    const newest = known.length > 8 ? `…, ${known.slice(-8).join(', ')}` : known.join(', ');
    throw new UsageError(
      `${remote.dir} has no release ${version}; its releases, newest last: ${newest || 'none (run release first)'}`,
    );
  }
  const file = path.join(dir, DEPLOY_ENTRY);
  if (!fs.existsSync(file))
    throw new DeliveryError(
      `release ${remote.dir}/${version} has no ${DEPLOY_ENTRY}: its build predates deploy entries; build and release it again`,
    );
  const entry = readJson(file, null);
  if (!isDeployEntry(entry) || entry.name !== remote.name)
    throw new DeliveryError(`${file} is not a deploy entry of ${remote.name}`);
  const manifest = new URL(entry.manifest, `${publicBase(remote, baseUrl)}/${version}/`).href;
  return { manifest, contracts: entry.contracts, routes: entry.routes };
}

/** The deploy history of a remote, walked once: `stack` is the versions deployed now and before, newest last (each
 *  deploy pushes one, each rollback takes one off); `leftAt` maps each version to when it stopped being the deployed
 *  one, without the version deployed now (it has not stopped). */
function walkHistory(history, remote) {
  const stack = [];
  const leftAt = new Map();
  for (const line of history[remote.dir] ?? []) {
    const before = stack.at(-1)?.version;
    if (line.action === 'rollback') stack.pop();
    else stack.push(line);
    const after = stack.at(-1)?.version;
    if (before && before !== after) leftAt.set(before, Date.parse(line.at));
  }
  const current = stack.at(-1)?.version;
  if (current) leftAt.delete(current);
  return { stack, leftAt };
}

/** The versions deployed now and before, newest last: each deploy pushes one, each rollback takes one off. */
export function deployedStack(history, remote) {
  return walkHistory(history, remote).stack;
}

function record(deployDir, remote, line) {
  const historyFile = path.join(deployDir, 'history.json');
  const history = readJson(historyFile, {});
  history[remote.dir] = [...(history[remote.dir] ?? []), line];
  writeJsonAtomically(historyFile, history);
}

function setRemotesEntry(deployDir, remote, entry) {
  const file = path.join(deployDir, 'remotes.json');
  const remotes = readJson(file, {});
  if (entry) remotes[remote.name] = entry;
  else delete remotes[remote.name];
  writeJsonAtomically(file, remotes);
}

/** Runs one read-change-write of deploy/ at a time, so two teams deploying at once cannot lose each other's entry:
 *  a lock folder, waited for up to 10 s, taken over when older than 30 s (its holder has died). */
function withDeployLock(deployDir, change) {
  fs.mkdirSync(deployDir, { recursive: true });
  const lock = path.join(deployDir, '.lock');
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 30_000) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline)
        throw new DeliveryError(`another deploy holds ${lock}; try again, or remove it if none runs`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return change();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Points remotes.json at a release of the remote (the newest when no version is given) and records it. */
export function deployRelease(
  remote,
  { version, releasesDir = RELEASES_DIR, deployDir = DEPLOY_DIR, baseUrl, now = new Date() } = {},
) {
  const chosen = version ?? listReleases(remote, releasesDir).at(-1)?.version;
  if (!chosen) throw new UsageError(`${remote.dir} has no release yet: run release first`);
  const entry = remotesEntryOf(remote, chosen, { releasesDir, baseUrl });
  return withDeployLock(deployDir, () => {
    setRemotesEntry(deployDir, remote, entry);
    const history = readJson(path.join(deployDir, 'history.json'), {});
    const current = deployedStack(history, remote).at(-1);
    // Deploying what is already deployed (every `pnpm start`) adds no step for a rollback to return through.
    if (current?.version !== chosen || JSON.stringify(current.entry) !== JSON.stringify(entry))
      record(deployDir, remote, { action: 'deploy', version: chosen, entry, at: now.toISOString() });
    return { version: chosen, entry };
  });
}

/** Returns the remote to the version deployed before the current one (the same entry it had then). */
export function rollbackRemote(remote, { deployDir = DEPLOY_DIR, now = new Date() } = {}) {
  return withDeployLock(deployDir, () => rollBack(remote, deployDir, now));
}

function rollBack(remote, deployDir, now) {
  const history = readJson(path.join(deployDir, 'history.json'), {});
  const stack = deployedStack(history, remote);
  const [previous, current] = stack.slice(-2);
  if (!current || !previous) throw new DeliveryError(`${remote.dir} has no earlier deploy to roll back to`);
  setRemotesEntry(deployDir, remote, previous.entry);
  record(deployDir, remote, {
    action: 'rollback',
    version: previous.version,
    from: current.version,
    at: now.toISOString(),
  });
  return { version: previous.version, from: current.version, entry: previous.entry };
}

/** Takes a remote out of remotes.json (start.mjs `--without`): the shell no longer knows it. */
export function withdrawRemote(remote, { deployDir = DEPLOY_DIR } = {}) {
  withDeployLock(deployDir, () => setRemotesEntry(deployDir, remote, null));
}

/** Removes the releases of a remote that nothing can need any more (decision 0073). Kept: every version a rollback
 *  can return to (the deployed stack, the deployed one included), the `keepNewest` newest releases (one released and
 *  not yet deployed among them), and every version that was deployed until less than `graceDays` ago, since pages
 *  opened while it was live still load its chunks. `dryRun` only answers what would go. Under the deploy lock, so
 *  no deploy picks a version while it is removed; each goes by a rename first, so no half-removed folder is served
 *  under its version. Returns `{ removed, kept }`, version lists, oldest first. */
export function pruneReleases(
  remote,
  {
    releasesDir = RELEASES_DIR,
    deployDir = DEPLOY_DIR,
    keepNewest = 3,
    graceDays = 7,
    dryRun = false,
    now = new Date(),
  } = {},
) {
  return withDeployLock(deployDir, () => {
    const history = readJson(path.join(deployDir, 'history.json'), {});
    const { stack, leftAt } = walkHistory(history, remote);
    const needed = new Set(stack.map((line) => line.version));
    const releases = listReleases(remote, releasesDir).map((line) => line.version);
    for (const version of releases.slice(-keepNewest)) needed.add(version);
    const graceStart = now.getTime() - graceDays * 24 * 3600 * 1000;
    for (const [version, at] of leftAt) if (!(at < graceStart)) needed.add(version);
    const removed = releases.filter((version) => !needed.has(version));
    const kept = releases.filter((version) => needed.has(version));
    if (!dryRun && removed.length > 0) {
      const appDir = path.join(releasesDir, remote.dir);
      for (const version of removed) {
        const leaving = path.join(appDir, `.removing-${version}-${process.pid}`);
        fs.renameSync(path.join(appDir, version), leaving);
        fs.rmSync(leaving, { recursive: true, force: true });
      }
      const logFile = path.join(appDir, RELEASE_LOG);
      writeJsonAtomically(
        logFile,
        readJson(logFile, []).filter((line) => !removed.includes(line.version)),
      );
    }
    return { removed, kept };
  });
}
