#!/usr/bin/env node
/** `pnpm prune-releases [<remote>…] [--keep <n>] [--grace-days <d>] [--dry-run]` (decision 0073): removes the
 *  releases nothing can need any more, of the remotes named (all of them by default). Kept: every version a rollback
 *  can return to, the <n> newest releases (3), and every version deployed until less than <d> days ago (7), since
 *  pages opened while it was live still load its chunks. --dry-run only lists what would go. Exit 2 on a usage
 *  mistake. */
import { findRemote, REMOTES } from './apps.mjs';
import { pruneReleases, UsageError } from './releases.mjs';

const USAGE = `usage: pnpm prune-releases [<remote>…] [--keep <n>] [--grace-days <d>] [--dry-run]; remotes: ${REMOTES.map((r) => r.dir).join(', ')}`;

function count(flag, value, least) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < least)
    throw new UsageError(`${flag} needs a whole number from ${least}; ${USAGE}`);
  return n;
}

export function parseArgs(argv) {
  const options = { remotes: [], keepNewest: 3, graceDays: 7, dryRun: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--keep') options.keepNewest = count(arg, argv[++i], 1);
    else if (arg === '--grace-days') options.graceDays = count(arg, argv[++i], 0);
    else {
      const remote = findRemote(arg);
      if (!remote) throw new UsageError(`${USAGE} (not ${arg})`);
      options.remotes.push(remote);
    }
  }
  if (options.remotes.length === 0) options.remotes = REMOTES;
  return options;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { remotes, ...options } = parseArgs(process.argv.slice(2));
    for (const remote of remotes) {
      const { removed, kept } = pruneReleases(remote, options);
      const verb = options.dryRun ? 'would remove' : 'removed';
      console.log(
        `${remote.dir}: ${verb} ${removed.length} release(s)${removed.length ? ` (${removed.join(', ')})` : ''}; kept ${kept.join(', ') || 'none'}`,
      );
    }
  } catch (error) {
    console.error(error.message);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}
