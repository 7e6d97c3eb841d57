/** The tooling starts the pnpm of package.json's packageManager directly when PATH has it, and through npx when it
 *  does not (decision 0085). */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { PACKAGE_MANAGER, pnpmCommand, pnpmOnPath } from './pnpm.cjs';

const made = [];
after(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A folder laid out as npm installs a package's bin: `<dir>/node_modules/.bin/pnpm` → `../pnpm/bin/pnpm.cjs`. */
function installedPnpm(version, { name = 'pnpm', script = 'pnpm.cjs' } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pnpm-on-path-'));
  made.push(dir);
  const pkg = path.join(dir, 'node_modules', 'pnpm');
  fs.mkdirSync(path.join(pkg, 'bin'), { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name, version }));
  fs.writeFileSync(path.join(pkg, 'bin', script), `console.log(${JSON.stringify(version)});\n`);
  const bin = path.join(dir, 'node_modules', '.bin');
  fs.mkdirSync(bin);
  fs.symlinkSync(path.join('..', 'pnpm', 'bin', script), path.join(bin, 'pnpm'));
  return { bin, script: fs.realpathSync(path.join(pkg, 'bin', script)) };
}

test('packageManager names the pnpm that npm start and npm test start, so their steps find it on PATH', () => {
  assert.match(PACKAGE_MANAGER, /^pnpm@\d+\.\d+\.\d+$/);
  const { scripts } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  for (const name of ['start', 'test'])
    assert.ok(scripts[name].startsWith(`npx -y ${PACKAGE_MANAGER} `), name);
});

test('the first PATH folder with that version of pnpm wins; other versions and other packages are passed over', () => {
  const version = PACKAGE_MANAGER.replace('pnpm@', '');
  const older = installedPnpm('9.0.0');
  const impostor = installedPnpm(version, { name: 'not-pnpm' });
  const wanted = installedPnpm(version);
  const later = installedPnpm(version);
  assert.equal(
    pnpmOnPath(['', '/no/such/dir', older.bin, impostor.bin, wanted.bin, later.bin]),
    wanted.script,
  );
  assert.equal(pnpmOnPath([older.bin, impostor.bin]), null);
  assert.equal(pnpmOnPath([]), null);
});

test('the command runs the pnpm found on PATH with this node, and falls back to npx', () => {
  const wanted = installedPnpm(PACKAGE_MANAGER.replace('pnpm@', ''));
  const [command, ...args] = pnpmCommand({ PATH: ['/no/such/dir', wanted.bin].join(path.delimiter) });
  assert.deepEqual([command, ...args], [process.execPath, wanted.script]);
  assert.equal(
    execFileSync(command, args, { encoding: 'utf8' }).trim(),
    PACKAGE_MANAGER.replace('pnpm@', ''),
  );
  assert.deepEqual(pnpmCommand({ PATH: '/no/such/dir' }), ['npx', '-y', PACKAGE_MANAGER]);
  assert.deepEqual(pnpmCommand({}), ['npx', '-y', PACKAGE_MANAGER]);
});
