/** Builds one app for production the one way every command does (start.mjs, `pnpm release`): its Lingui
 *  catalogues compiled with --strict, then webpack in production mode into `<app>/dist`. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps.mjs';

function bin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

function run(command, args, cwd, onSpawn) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    onSpawn?.(child);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed in ${cwd} (exit ${code})`)),
    );
  });
}

/** Resolves once `<dir>/dist` holds a production build; `onSpawn` sees each child (so Ctrl+C can stop it). */
export async function buildApp(dir, { onSpawn } = {}) {
  const cwd = path.join(ROOT, dir);
  await run(bin('lingui'), ['compile', '--typescript', '--strict'], cwd, onSpawn);
  await run(bin('webpack'), ['--mode', 'production'], cwd, onSpawn);
}
