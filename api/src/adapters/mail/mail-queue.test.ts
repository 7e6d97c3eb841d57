/** Mail survives an SMTP outage: stored first, kept when the transport refuses it, retried with a growing delay,
 *  delivered once the server is back, and never delivered twice when several loops (instances) run at once. */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Database } from '../../db/client';
import { outboxMails } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { MailMessage, MailResult, MailTransport } from './mail';
import {
  createQueuedMailer,
  deliverDueMails,
  retryDelayMs,
  startMailRetryLoop,
  type MailQueueDeps,
} from './mail-queue';

jest.setTimeout(60_000);

let testDatabase: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDatabase = await openTestDatabase('/tmp');
  database = testDatabase.database;
  await database.migrate();
});
afterAll(() => testDatabase.dispose());
beforeEach(() => database.db.delete(outboxMails));

/** A transport that refuses while `down`, and remembers every mail it took (by subject). */
function fakeTransport(options: { down?: boolean; deliverMs?: number } = {}) {
  const state = { down: options.down ?? false, tries: 0, delivered: [] as string[], busy: 0, mostBusy: 0 };
  const transport: MailTransport = {
    kind: 'smtp',
    description: 'a fake SMTP server',
    async deliver(message: MailMessage): Promise<MailResult> {
      state.tries += 1;
      state.busy += 1;
      state.mostBusy = Math.max(state.mostBusy, state.busy);
      try {
        if (options.deliverMs) await new Promise((resolve) => setTimeout(resolve, options.deliverMs));
        if (state.down) return { ok: false, reason: 'ECONNREFUSED: connect refused' };
        state.delivered.push(message.subject);
        return { ok: true };
      } finally {
        state.busy -= 1;
      }
    },
  };
  return { transport, state };
}

function controllableClock() {
  let now = Date.now();
  return { clock: () => new Date(now), advanceSeconds: (seconds: number) => void (now += seconds * 1000) };
}

const mail = (subject: string): MailMessage => ({
  to: 'mika@example.com',
  subject,
  text: `Reset: http://localhost:3000/reset-password?token=secret-${subject}`,
  html: '<p>Reset</p>',
  links: [`http://localhost:3000/reset-password?token=secret-${subject}`],
});

function depsWith(transport: MailTransport, extra: Partial<MailQueueDeps> = {}): MailQueueDeps {
  return {
    db: database.db,
    transport,
    log: Fastify({ logger: false }).log,
    policy: { retryIntervalSeconds: 5, maxAttempts: 4 },
    ...extra,
  };
}

async function rowOf(subject: string) {
  const [row] = await database.db.select().from(outboxMails).where(eq(outboxMails.subject, subject));
  if (!row) throw new Error(`no mail "${subject}"`);
  return row;
}

test('a mail the server refuses stays queued and is delivered once the server is back', async () => {
  const { transport, state } = fakeTransport({ down: true });
  const { clock, advanceSeconds } = controllableClock();
  const deps = depsWith(transport, { clock });

  expect(await createQueuedMailer(deps).send(mail('Reset your password'))).toEqual({ ok: true });
  expect(state.tries).toBe(1);
  expect(await rowOf('Reset your password')).toMatchObject({
    status: 'QUEUED',
    attempts: 1,
    deliveredAt: null,
    lastError: 'ECONNREFUSED: connect refused',
  });

  // Not due before its delay has passed, then refused again: the next delay doubles.
  expect(await deliverDueMails(deps)).toEqual({ delivered: 0, refused: 0 });
  advanceSeconds(5);
  expect(await deliverDueMails(deps)).toEqual({ delivered: 0, refused: 1 });
  advanceSeconds(5);
  expect(await deliverDueMails(deps)).toEqual({ delivered: 0, refused: 0 });

  state.down = false;
  advanceSeconds(5);
  expect(await deliverDueMails(deps)).toEqual({ delivered: 1, refused: 0 });
  expect(state.delivered).toEqual(['Reset your password']);
  // Delivered: the body and its links (live tokens) are no longer kept.
  expect(await rowOf('Reset your password')).toMatchObject({
    status: 'DELIVERED',
    attempts: 3,
    lastError: null,
    text: '',
    html: '',
    links: [],
  });

  advanceSeconds(3600);
  expect(await deliverDueMails(deps)).toEqual({ delivered: 0, refused: 0 });
  expect(state.delivered).toHaveLength(1);
});

test('a mail that still cannot be delivered after its last attempt is marked failed and left alone', async () => {
  const { transport, state } = fakeTransport({ down: true });
  const { clock, advanceSeconds } = controllableClock();
  const deps = depsWith(transport, { clock, policy: { retryIntervalSeconds: 5, maxAttempts: 2 } });
  await createQueuedMailer(deps).send(mail('Your ad has been approved'));
  advanceSeconds(5);
  await deliverDueMails(deps);
  expect(await rowOf('Your ad has been approved')).toMatchObject({ status: 'FAILED', attempts: 2 });
  advanceSeconds(24 * 3600);
  await deliverDueMails(deps);
  expect(state.tries).toBe(2);
});

test('the delay between attempts doubles from the interval up to 30 minutes', () => {
  expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 5))).toEqual([5000, 10_000, 20_000, 40_000]);
  expect(retryDelayMs(40, 5)).toBe(30 * 60_000);
});

test('a mail that could not be stored is reported as not sent', async () => {
  const { transport, state } = fakeTransport();
  const result = await createQueuedMailer(depsWith(transport)).send({
    ...mail('Broken'),
    to: null as unknown as string,
  });
  expect(result).toEqual({ ok: false, reason: 'the mail could not be stored' });
  expect(state.tries).toBe(0);
});

test('two loops working the same queue at once deliver every mail exactly once', async () => {
  const { transport: down } = fakeTransport({ down: true });
  const { clock, advanceSeconds } = controllableClock();
  const mailer = createQueuedMailer(depsWith(down, { clock }));
  const subjects = Array.from({ length: 12 }, (_, index) => `Mail ${index}`);
  for (const subject of subjects) await mailer.send(mail(subject));

  advanceSeconds(5);
  const { transport, state } = fakeTransport({ deliverMs: 5 });
  // Two instances: each its own loop, both on the same database.
  const runs = await Promise.all([
    deliverDueMails(depsWith(transport, { clock })),
    deliverDueMails(depsWith(transport, { clock })),
    deliverDueMails(depsWith(transport, { clock })),
  ]);
  expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(subjects.length);
  expect([...state.delivered].sort()).toEqual([...subjects].sort());
  const rows = await database.db.select().from(outboxMails);
  expect(rows.every((row) => row.status === 'DELIVERED' && row.attempts === 2)).toBe(true);
});

test('the retry loop delivers queued mail by itself, one run at a time, and stops when asked', async () => {
  const { transport, state } = fakeTransport({ down: true, deliverMs: 1500 });
  const deps = depsWith(transport, { policy: { retryIntervalSeconds: 1, maxAttempts: 10 } });
  await createQueuedMailer(deps).send(mail('Confirm your email address'));
  await createQueuedMailer(deps).send(mail('Confirm your new email address'));
  state.down = false;

  const loop = startMailRetryLoop(deps);
  const deadline = Date.now() + 20_000;
  while (state.delivered.length < 2 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await loop.stop();

  expect([...state.delivered].sort()).toEqual([
    'Confirm your email address',
    'Confirm your new email address',
  ]);
  // Each delivery takes longer than the interval, yet runs never overlapped.
  expect(state.mostBusy).toBe(1);
  const triesAtStop = state.tries;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(state.tries).toBe(triesAtStop);
});
