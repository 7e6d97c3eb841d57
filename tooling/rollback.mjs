#!/usr/bin/env node
/** `pnpm rollback <remote>` (decision 0037): points deploy/remotes.json back at the version of the remote that was
 *  deployed before the current one, as deploy/history.json records it; run it again to go one further back. Exit 2
 *  for an unknown remote, 1 when there is nothing to roll back to. */
import { findRemote, REMOTES } from './apps.mjs';
import { prerenderDeployed } from './local-portal.mjs';
import { rollbackRemote, UsageError } from './releases.mjs';

try {
  const [name, ...extra] = process.argv.slice(2);
  const remote = name ? findRemote(name) : undefined;
  if (!remote || extra.length > 0)
    throw new UsageError(
      `usage: pnpm rollback <remote>; remotes: ${REMOTES.map((r) => r.dir).join(', ')}${name && !remote ? ` (not ${name})` : ''}`,
    );
  const rolled = rollbackRemote(remote);
  console.log(`Rolled ${remote.dir} back from ${rolled.from} to ${rolled.version}: ${rolled.entry.manifest}`);
  // The public pages of the new deploy, rendered now from its files, for the shell's server to serve (decision 0096).
  await prerenderDeployed();
} catch (error) {
  console.error(error.message);
  process.exit(error instanceof UsageError ? 2 : 1);
}
