/** Work after the response, through HTTP on a bare app: the answer never waits for it, a failure is logged with
 *  its label instead of vanishing, and closing the app waits for what is still running. */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { App } from '../http/types';
import type { ValibotTypeProvider } from '../http/valibot';
import { registerAfterResponse } from './after-response';

type LogLine = { level: number; msg: string; task?: string; err?: { message: string } };

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** An app with one route that schedules `task` and answers at once, logging into `lines`. */
function appScheduling(task: () => Promise<unknown>) {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString('utf8')) as LogLine);
      callback();
    },
  });
  const app: App = Fastify({ logger: { level: 'error', stream } }).withTypeProvider<ValibotTypeProvider>();
  registerAfterResponse(app);
  app.post('/work', async (_request, reply) => {
    app.afterResponse.schedule(reply, 'test work', task);
    return { accepted: true };
  });
  return { app, lines };
}

test('the answer goes out while the work is still held, and settled() waits for the work', async () => {
  const hold = deferred();
  let finished = false;
  const { app } = appScheduling(async () => {
    await hold.promise;
    finished = true;
  });

  const res = await app.inject({ method: 'POST', url: '/work' });

  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ accepted: true });
  expect(finished).toBe(false);
  hold.resolve();
  await app.afterResponse.settled();
  expect(finished).toBe(true);
  await app.close();
});

test('a failing task is logged with its label and the app keeps answering', async () => {
  const { app, lines } = appScheduling(() => Promise.reject(new Error('mail server unreachable')));

  const first = await app.inject({ method: 'POST', url: '/work' });
  await app.afterResponse.settled();
  const second = await app.inject({ method: 'POST', url: '/work' });
  await app.afterResponse.settled();

  expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({
    level: 50,
    msg: 'work after the response failed',
    task: 'test work',
    err: { message: 'mail server unreachable' },
  });
  await app.close();
});

test('closing the app waits for work still running', async () => {
  const hold = deferred();
  let finished = false;
  const { app } = appScheduling(async () => {
    await hold.promise;
    finished = true;
  });
  await app.inject({ method: 'POST', url: '/work' });

  let closed = false;
  const closing = app.close().then(() => {
    closed = true;
  });
  // Without the wait, closing a bare app takes a few turns of the event loop; give it plenty.
  for (let turn = 0; turn < 50; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(closed).toBe(false);
  hold.resolve();
  await closing;

  expect(finished).toBe(true);
});
