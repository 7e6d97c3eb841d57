/** How the tooling runs pnpm (decision 0085): the pnpm that package.json's `packageManager` names, started directly
 *  when it is on PATH, else through `npx -y`, as the README's commands start it. `npm test` and `npm start` run
 *  their scripts through `npx -y pnpm@<version>`, which puts that pnpm first on PATH, so every step they start finds
 *  it there. Going through npx again costs about 4 s of CPU a call on this project's machines, where pnpm itself
 *  answers in under a second. */
// CommonJS, so the e2e journeys' fixtures, which Playwright loads as CommonJS, can require it too.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** `pnpm@<version>` from the root package.json. */
const PACKAGE_MANAGER = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager;

/** The pnpm script of that version in the first of `dirs` (a PATH split) that has it, or null. npm and npx install
 *  `pnpm` as a link to `…/node_modules/pnpm/bin/pnpm.cjs`, whose package.json tells the version; anything else
 *  (another version, a standalone binary) is passed over. */
function pnpmOnPath(dirs, packageManager = PACKAGE_MANAGER) {
  const wanted = packageManager.replace(/^pnpm@/, '');
  for (const dir of dirs) {
    if (!dir) continue;
    let script;
    try {
      script = fs.realpathSync(path.join(dir, 'pnpm'));
    } catch {
      continue;
    }
    if (path.basename(script) !== 'pnpm.cjs') continue;
    try {
      const { name, version } = JSON.parse(
        fs.readFileSync(path.join(script, '..', '..', 'package.json'), 'utf8'),
      );
      if (name === 'pnpm' && version === wanted) return script;
    } catch {
      // not a pnpm package: look further
    }
  }
  return null;
}

/** The command that starts pnpm, as [command, ...args]: `node <pnpm.cjs>` when that version is on PATH, else
 *  `npx -y pnpm@<version>`. */
function pnpmCommand(env = process.env) {
  const script = pnpmOnPath((env.PATH ?? '').split(path.delimiter));
  return script ? [process.execPath, script] : ['npx', '-y', PACKAGE_MANAGER];
}

module.exports = { PACKAGE_MANAGER, pnpmOnPath, pnpmCommand };
