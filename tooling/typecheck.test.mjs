/** The whole-tree type check (decision 0083) covers what each package's own tsconfig.json covers: every workspace
 *  package but e2e has its folders in tsconfig.check.json and no compiler options of its own, which one program
 *  could not honour. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A tsconfig file as TypeScript reads it (comments and trailing commas allowed). */
function readConfig(file) {
  const { config, error } = ts.readConfigFile(path.join(root, file), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config;
}

function workspacePackages() {
  const text = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  return [...text.matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((match) => match[1]);
}

test('every workspace package but e2e is in the one program, with the base options unchanged', () => {
  const whole = readConfig('tsconfig.check.json');
  assert.equal(whole.extends, './tsconfig.base.json');
  const covered = new Set(whole.include);
  // e2e and its fixture packages (e2e/fixtures/…) have their own program.
  const packages = workspacePackages().filter((name) => name !== 'e2e' && !name.startsWith('e2e/'));
  assert.ok(packages.length >= 10, `read ${packages.length} packages from pnpm-workspace.yaml`);
  for (const name of packages) {
    const own = readConfig(path.join(name, 'tsconfig.json'));
    assert.equal(own.extends, '../tsconfig.base.json', `${name} extends the base options`);
    assert.equal(own.compilerOptions, undefined, `${name} sets compiler options one program cannot honour`);
    for (const folder of own.include)
      assert.ok(covered.has(`${name}/${folder}`), `${name}/${folder} is missing from tsconfig.check.json`);
  }
});
