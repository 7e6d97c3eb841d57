/** The portal's static origins on one machine, as independent deploys run them (decision 0037), shared by
 *  `pnpm start` and `pnpm start:cluster`: every remote's build is released and deployed (or only released, for
 *  the ones named `--without`), the deploy output is written (tooling/site.mjs, decision 0104), then the shell is
 *  served on :3000 and each remote serves its releases folder on its own port, readable from the shell's origin
 *  only: by tooling/serve.mjs for `pnpm start`, by nginx for `pnpm start:cluster`. */
import fs from 'node:fs';
import path from 'node:path';
import { findRemote, presentRemotes, REMOTES, ROOT, SHELL, SHELL_ORIGIN } from './apps.mjs';
import { prerenderDeploy } from './prerender.mjs';
import {
  deployRelease,
  DEPLOY_DIR,
  publicBase,
  releaseBuild,
  RELEASES_DIR,
  UsageError,
  withdrawRemote,
} from './releases.mjs';
import { NGINX_PID_FILE, nginxSiteSnippet, reloadRunningNginx } from './nginx.mjs';
import { startSiteServer } from './serve.mjs';
import { writeSite } from './site.mjs';

export const REMOTES_FILE = path.join(DEPLOY_DIR, 'remotes.json');
/** The deploys' prerendered pages, written by each deploy beside remotes.json (decision 0096). */
export const PICTURES_DIR = path.join(DEPLOY_DIR, 'prerendered');

/** Renders the public pages of what deploy/remotes.json and the shell's build now make into PICTURES_DIR, from the
 *  shell's build and the remotes' releases on disk (decision 0096), then writes the deploy output with them and
 *  names it as the one served (decision 0104), reloading this checkout's nginx if one runs; nothing when the shell
 *  has no build. Returns the prerender's `{ key, rendered, failed }` with `site`, the output's `{ key, dir }`. */
export async function prerenderDeployed({ log = console.log } = {}) {
  if (!hasBuild(SHELL)) {
    log('  the shell has no build: no page prerendered');
    return null;
  }
  const shellDir = path.join(ROOT, SHELL.dir, 'dist');
  const remoteDirs = presentRemotes().map((remote) => [
    `${publicBase(remote)}/`,
    path.join(RELEASES_DIR, remote.dir),
  ]);
  const done = await prerenderDeploy({
    shellDir,
    remotesFile: REMOTES_FILE,
    dir: PICTURES_DIR,
    shellOrigin: SHELL_ORIGIN,
    remotes: remoteDirs,
    log,
  });
  const site = writeSite({
    shellDir,
    remotesFile: REMOTES_FILE,
    deployDir: DEPLOY_DIR,
    picturesDir: PICTURES_DIR,
    remoteDirs,
    nginxSnippet: nginxSiteSnippet,
  });
  log(`  deploy output written: ${path.relative(ROOT, site.dir)} (headers.json, nginx.conf)`);
  if (await reloadRunningNginx({ key: site.key, shellOrigin: `http://127.0.0.1:${SHELL.port}` }))
    log(`  nginx (${path.relative(ROOT, NGINX_PID_FILE)}) reloaded: it serves this deploy`);
  return { ...done, site };
}

/** The remotes named by each `--without <remote>` (repeatable, or comma-separated); unknown names are usage errors. */
export function remotesWithout(argv) {
  const names = [];
  argv.forEach((arg, i) => {
    if (arg === '--without') names.push(...(argv[i + 1] ?? '').split(','));
  });
  return names.map((name) => {
    const remote = findRemote(name);
    if (!remote)
      throw new UsageError(
        `--without names no remote: ${name || '(nothing)'}; remotes: ${REMOTES.map((r) => r.dir).join(', ')}`,
      );
    return remote;
  });
}

function hasBuild(app) {
  return fs.existsSync(path.join(ROOT, app.dir, 'dist', app === SHELL ? 'index.html' : 'mf-manifest.json'));
}

/** Whether the shell and every remote in this checkout have a production build. */
export function hasBuilds() {
  return [SHELL, ...presentRemotes()].every(hasBuild);
}

/** Releases every present remote's dist and deploys it, except the `without` ones, which leave remotes.json (a
 *  journey deploys them into the running portal), then prerenders the deploy's public pages. Prints one line per
 *  remote, and one for the pictures. */
export async function releaseAndDeployAll({ without = [], log = console.log } = {}) {
  for (const remote of presentRemotes()) {
    const skipped = without.includes(remote);
    if (!hasBuild(remote)) {
      if (skipped) {
        withdrawRemote(remote);
        log(`  ${remote.dir}: no build, not released`);
        continue;
      }
      throw new Error(`${remote.dir} has no build: run without --no-build`);
    }
    const { version } = releaseBuild(remote, { buildDir: path.join(ROOT, remote.dir, 'dist') });
    if (skipped) {
      withdrawRemote(remote);
      log(`  ${remote.dir}: released ${version}, not deployed (--without)`);
    } else {
      deployRelease(remote, { version });
      log(`  ${remote.dir}: released and deployed ${version}`);
    }
  }
  await prerenderDeployed({ log });
}

/** Starts the shell's and the remotes' Node servers on the deploy output; resolves with the servers once all listen. */
export async function startPortalServers({ apiOrigin }) {
  if (!hasBuild(SHELL)) throw new Error('shell has no build: run without --no-build');
  const servers = [
    await startSiteServer({ deployDir: DEPLOY_DIR, port: SHELL.port, apiOrigin, quiet: true }),
  ];
  for (const remote of presentRemotes()) {
    fs.mkdirSync(path.join(RELEASES_DIR, remote.dir), { recursive: true });
    servers.push(
      await startSiteServer({ deployDir: DEPLOY_DIR, port: remote.port, app: remote.name, quiet: true }),
    );
  }
  return servers;
}
