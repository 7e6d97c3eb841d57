#!/usr/bin/env node
/** `pnpm release <remote> [--no-build] [--from <dir>]` (decision 0037): builds the remote for production (unless
 *  --no-build: its existing dist/), or takes a build made elsewhere (--from, e.g. a CI artifact), and copies it into
 *  the immutable folder `releases/<app-dir>/<version>/`, the version being a hash of its files. Prints the
 *  version; `pnpm run deploy <remote>` then serves it. Exit 2 for an unknown remote. */
import path from 'node:path';
import { findRemote, REMOTES, ROOT } from './apps.mjs';
import { buildApp } from './build-app.mjs';
import { releaseBuild, UsageError } from './releases.mjs';

function parseArgs(argv) {
  const [name, ...rest] = argv;
  const remote = name ? findRemote(name) : undefined;
  if (!remote)
    throw new UsageError(
      `usage: pnpm release <remote> [--no-build] [--from <dir>]; remotes: ${REMOTES.map((r) => r.dir).join(', ')}${name ? ` (not ${name})` : ''}`,
    );
  const fromIndex = rest.indexOf('--from');
  const from = fromIndex >= 0 ? rest[fromIndex + 1] : undefined;
  if (fromIndex >= 0 && !from) throw new UsageError('--from needs a folder');
  return { remote, build: !rest.includes('--no-build') && !from, from };
}

async function main() {
  const { remote, build, from } = parseArgs(process.argv.slice(2));
  if (build) {
    console.log(`Building ${remote.dir} for production…`);
    await buildApp(remote.dir);
  }
  const buildDir = from
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), from)
    : path.join(ROOT, remote.dir, 'dist');
  const { version, dir, created } = releaseBuild(remote, { buildDir });
  console.log(
    `${created ? 'Released' : 'Already released'} ${remote.dir} ${version} (${path.relative(ROOT, dir)}). Deploy it with: npx -y pnpm@10.34.9 run deploy ${remote.dir} ${version}`,
  );
}

main().catch((error) => {
  console.error(error.message);
  process.exit(error instanceof UsageError ? 2 : 1);
});
