#!/usr/bin/env node
/** Type-checks the whole tree (strict, noUncheckedIndexedAccess) in two TypeScript programs side by side: every
 *  package but the e2e journeys in one (tsconfig.check.json), since they all use tsconfig.base.json's options
 *  unchanged, and the journeys in their own (Playwright's globals, no Jest). One program reads the shared packages
 *  and the type libraries once, where a program per package read them nine times (decision 0083). A team checks its
 *  own package alone with `tsc -p <package>`. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROGRAMS = [
  { name: 'every package but e2e', config: 'tsconfig.check.json' },
  { name: 'e2e', config: 'e2e' },
];

const codes = await Promise.all(
  PROGRAMS.map(
    ({ name, config }) =>
      new Promise((resolve) => {
        const child = spawn(path.join(root, 'node_modules/.bin/tsc'), ['-p', config, '--noEmit'], {
          cwd: root,
          stdio: 'inherit',
        });
        child.on('error', () => resolve(-1));
        child.on('exit', (code) => {
          console.log(`typecheck ${name}: ${code === 0 ? 'ok' : 'FAILED'}`);
          resolve(code);
        });
      }),
  ),
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
