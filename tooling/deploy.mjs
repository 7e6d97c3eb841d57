#!/usr/bin/env node
/** `pnpm run deploy <remote> [version]` (decision 0037; `pnpm deploy` is pnpm's own command, hence `run`): points
 *  the served deploy/remotes.json at a release of the remote (the newest by default), atomically, and records it
 *  in deploy/history.json. The shell is not rebuilt; browsers get the release on their next page load. The public
 *  URL is REMOTE_BASE_URL (`{remote}` becomes the app folder) or the remote's local server. Exit 2 for an unknown
 *  remote or version. The deploy's public pages are prerendered from its files before the command ends (decision
 *  0096). */
import { findRemote, REMOTES } from './apps.mjs';
import { prerenderDeployed } from './local-portal.mjs';
import { deployRelease, UsageError } from './releases.mjs';

try {
  const [name, version, ...extra] = process.argv.slice(2);
  const remote = name ? findRemote(name) : undefined;
  if (!remote || extra.length > 0)
    throw new UsageError(
      `usage: pnpm run deploy <remote> [version]; remotes: ${REMOTES.map((r) => r.dir).join(', ')}${name && !remote ? ` (not ${name})` : ''}`,
    );
  const deployed = deployRelease(remote, { version });
  console.log(`Deployed ${remote.dir} ${deployed.version}: ${deployed.entry.manifest}`);
  // The public pages of the new deploy, rendered now from its files, for the shell's server to serve (decision 0096).
  await prerenderDeployed();
} catch (error) {
  console.error(error.message);
  process.exit(error instanceof UsageError ? 2 : 1);
}
