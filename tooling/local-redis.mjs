/** A throwaway Redis for `pnpm start:cluster`: Debian's redis-server (which .ci/run installs) on the first free port
 *  from 56379, bound to 127.0.0.1, saving nothing to disk, stopped with the cluster. The API instances share their
 *  request-limit counts through it, as production shares them through REDIS_URL (decision 0102). */
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function isFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Whether the server answers PING with PONG (in Redis's inline protocol, so no client library is needed). */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

/** Starts a fresh server; resolves with its URL and a stop() that waits for it to exit. */
export async function startLocalRedis({ timeoutMs = 10_000 } = {}) {
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0)
    throw new Error(
      "No redis-server found: install Debian's redis-server (apt-get install redis-server) or set REDIS_URL",
    );
  let port = 56379;
  while (!(await isFree(port))) port += 1;
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server on :${port} did not start (exit ${child.exitCode})`);
    }
    await sleep(100);
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
