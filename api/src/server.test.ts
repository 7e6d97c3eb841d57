/** Graceful shutdown of the real server process (server.ts, spawned as production runs it): on SIGTERM it drains
 *  (/api/ready 503 in both languages while health stays 200), then refuses new connections, still answers the
 *  request it was in the middle of, and exits 0 within 10 seconds. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { ApiErrorBodySchema } from 'shared-contracts';
import { API_KEY_HEADER } from 'shared-contracts/api';
import { TEST_API_KEY } from './testing/build-test-app';
import { freePort } from './testing/free-port';

// Starting a server process (TypeScript compiled on the fly, then PGlite) takes several seconds on a busy machine.
jest.setTimeout(90_000);

const API_DIR = path.resolve(import.meta.dirname, '..');
const DRAIN_SECONDS = 1;

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

/** One request on a fresh connection (no keep-alive), so each shows what a new client would get. */
function request(port: number, pathname: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
  });
}

/** One request on `agent`'s kept-alive connection; also says whether the server closed that connection after it. */
function keptAlive(port: number, pathname: string, agent: http.Agent): Promise<Answer & { closed: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
      const socket = res.socket;
      res.resume();
      res.on('end', () => {
        const answer = { status: res.statusCode ?? 0, body: '', headers: res.headers };
        // A socket the server keeps open goes back to the agent's pool; one it closes ends.
        const timer = setTimeout(() => resolve({ ...answer, closed: false }), 500);
        socket.once('close', () => {
          clearTimeout(timer);
          resolve({ ...answer, closed: true });
        });
      });
    });
    req.on('error', reject);
  });
}

/** A sign-in whose body arrives in two parts: the request is in flight until `finish` sends the rest. */
function slowSignIn(port: number): { finish(): void; answer: Promise<Answer> } {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Not-the-password-1' });
  const half = Math.floor(body.length / 2);
  let req: http.ClientRequest | undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/advertisers/signin',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [API_KEY_HEADER]: TEST_API_KEY,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, half));
  });
  // When the test fails before awaiting the answer, the killed server's hang-up must not surface in another test file.
  answer.catch(() => undefined);
  return { finish: () => req?.end(body.slice(half)), answer };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let dataDir: string;
let server: ChildProcess | undefined;
afterEach(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

test('on SIGTERM the server drains, finishes the request in flight, refuses new ones and exits 0 within 10 s', async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-shutdown-'));
  const port = await freePort();
  // Node itself with tsx's loader: one process, so the signal reaches the server (the .bin wrappers would not pass it on).
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await until(async () => ((await request(port, '/api/ready')).status === 200 ? true : undefined), 60_000);

  // A balancer's kept-alive connection stays open while the instance serves.
  const agent = new http.Agent({ keepAlive: true });
  const beforeDrain = await keptAlive(port, '/api/health', agent);
  expect(beforeDrain).toMatchObject({ status: 200, closed: false });
  expect(beforeDrain.headers.connection).toBe('keep-alive');

  const inFlight = slowSignIn(port);
  await new Promise((r) => setTimeout(r, 200));
  const signalled = Date.now();
  server.kill('SIGTERM');

  // Draining: still answering, but telling the load balancer to send nothing new.
  const ready = await until(async () => {
    const answer = await request(port, '/api/ready');
    return answer.status === 503 ? answer : undefined;
  }, 5_000);
  expect(v.parse(ApiErrorBodySchema, JSON.parse(ready.body))).toMatchObject({
    code: 'UNAVAILABLE',
    en: 'This instance is shutting down and takes no new requests.',
    ja: 'このインスタンスは停止処理中のため、新しいリクエストを受け付けていません。',
  });
  expect((await request(port, '/api/health')).status).toBe(200);
  // Still served while draining, and the instance closes the kept-alive connection right after the answer.
  const draining = await keptAlive(port, '/api/health', agent);
  expect(draining).toMatchObject({ status: 200, closed: true });
  expect(draining.headers.connection).toBe('close');
  agent.destroy();

  // After the drain the listener is closed: a new connection is refused, while the request in flight goes on. A
  // connection accepted in the instant the listener closes is reset instead; the next one must be refused.
  const refused = await until(
    () =>
      request(port, '/api/health').then(
        () => undefined,
        (error: { code?: unknown }) => (error.code === 'ECONNREFUSED' ? error : undefined),
      ),
    DRAIN_SECONDS * 1000 + 5_000,
  );
  expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
  expect(server.exitCode).toBeNull();

  inFlight.finish();
  const answer = await inFlight.answer;
  expect(v.parse(ApiErrorBodySchema, JSON.parse(answer.body))).toMatchObject({
    code: 'INVALID_CREDENTIALS',
  });

  expect(await exited(server)).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
});

test('a malformed SMTP_URL stops the start before the database opens, naming the variable without its value or a stack', async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bad-url-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SMTP_URL: 'smtp://mailer:S3cretPass@host:99999',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));

  expect(await exited(server)).toBe(1);
  expect(output).toMatch(/SMTP_URL: must be a URL starting with smtp:\/\/ or smtps:\/\//);
  expect(output).not.toMatch(/S3cretPass|mailer|99999/);
  expect(output).not.toMatch(/^\s+at /m); // no stack trace
  // The embedded database would have been created under DATA_DIR: nothing was opened.
  expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
});
