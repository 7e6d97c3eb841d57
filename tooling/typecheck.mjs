#!/usr/bin/env node
/** Type-checks every package with its own tsconfig (strict, noUncheckedIndexedAccess), two at a time. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, SHELL } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['shared-contracts', 'shared-ui', SHELL.dir, ...REMOTES.map((app) => app.dir), 'api', 'e2e'];
const failed = [];
const queue = [...PACKAGES];

async function worker() {
  for (let name = queue.shift(); name; name = queue.shift()) {
    const code = await new Promise((resolve) => {
      const child = spawn(path.join(root, 'node_modules/.bin/tsc'), ['-p', name, '--noEmit'], {
        cwd: root,
        stdio: 'inherit',
      });
      child.on('exit', resolve);
    });
    console.log(`typecheck ${name}: ${code === 0 ? 'ok' : 'FAILED'}`);
    if (code !== 0) failed.push(name);
  }
}

await Promise.all([worker(), worker()]);
process.exit(failed.length ? 1 : 0);
