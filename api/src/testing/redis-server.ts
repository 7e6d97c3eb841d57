/** A throwaway Redis for tests (Debian's redis-server, which .ci/run installs): its own port on 127.0.0.1, nothing
 *  saved to disk. Tests that need one skip, and say so, on a machine without it. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

export const hasRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export type RedisServer = { url: string; port: number; stop(): Promise<void> };

/** Starts redis-server on `port` (a free one by default) and resolves once it answers PING. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${chosen}`;
  // The first ping waits through the reconnections until the server listens (the test's timeout bounds it).
  const probe = new Redis(url, { retryStrategy: () => 100, maxRetriesPerRequest: null });
  await probe.ping();
  probe.disconnect();
  return {
    url,
    port: chosen,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}
