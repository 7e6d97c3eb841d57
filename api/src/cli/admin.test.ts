/** The operator CLI as an operator runs it, as its own process on another machine: nothing but OPERATOR_TOKEN and
 *  API_URL in its environment (no token file in its DATA_DIR, no API on its own HOST and PORT). */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildAdTestApp, insertAd, type AdTestApp } from '../testing/ad-factories';
import { createAdvertiser } from '../testing/build-test-app';

// Building the app and starting the CLI (TypeScript compiled on the fly) each take seconds on a busy machine.
jest.setTimeout(90_000);

const API_DIR = path.resolve(import.meta.dirname, '..', '..');
const OPERATOR_TOKEN = 'the-operators-shared-secret-0123456789abcdef';

let t: AdTestApp;
let apiUrl: string;
let elsewhere: string;
beforeAll(async () => {
  t = await buildAdTestApp({ config: { operatorToken: OPERATOR_TOKEN } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  elsewhere = await mkdtemp(path.join(os.tmpdir(), 'portal-operator-machine-'));
});
afterAll(async () => {
  await t.close();
  await rm(elsewhere, { recursive: true, force: true });
});

function admin(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
      cwd: API_DIR,
      // The operator's machine: its own empty DATA_DIR, and no API on its default address.
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: elsewhere, PORT: '9', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

test('with OPERATOR_TOKEN and API_URL alone, the CLI lists the ads waiting for review', async () => {
  const owner = await createAdvertiser(t.app);
  await insertAd(t.app, owner.id, { status: 'PENDING', title: 'Reviewed from afar' });

  const { code, stdout, stderr } = await admin({ OPERATOR_TOKEN, API_URL: apiUrl }, 'ads:pending');

  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  expect(stdout).toContain('Reviewed from afar');
});

test('a wrong OPERATOR_TOKEN is refused and the command exits 1', async () => {
  const { code, stderr } = await admin(
    { OPERATOR_TOKEN: 'not-the-shared-secret-0123456789abcdef', API_URL: apiUrl },
    'ads:pending',
  );
  expect(code).toBe(1);
  expect(stderr).toContain('the API refused the operator token. Set OPERATOR_TOKEN');
});
