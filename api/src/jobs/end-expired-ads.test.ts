/** The scheduled job that ends ads past their end date: running and paused ads end on their end date, nothing
 *  else changes, and the ended ad disappears from the exhibitions. */
import { parseIsoDate, todayUtc } from 'shared-contracts';
import { buildAdTestApp, findAd, insertAd, type AdTestApp } from '../testing/ad-factories';
import { createAdvertiser } from '../testing/build-test-app';
import { endExpiredAds, startEndingExpiredAds } from './end-expired-ads';

// Building the app starts an in-memory PostgreSQL, which takes seconds on a busy machine.
jest.setTimeout(30_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());

const monthAgo = () => todayUtc().subtract({ months: 1 });

test('ends running and paused ads whose end date has come, and nothing else', async () => {
  const owner = await createAdvertiser(t.app);
  const expiredActive = await insertAd(t.app, owner.id, { status: 'ACTIVE', start: monthAgo() });
  const expiredPaused = await insertAd(t.app, owner.id, {
    status: 'PAUSED',
    start: monthAgo().subtract({ days: 3 }),
  });
  const running = await insertAd(t.app, owner.id, { status: 'ACTIVE', start: monthAgo().add({ days: 1 }) });
  const expiredPending = await insertAd(t.app, owner.id, { status: 'PENDING', start: monthAgo() });
  const expiredRejected = await insertAd(t.app, owner.id, { status: 'REJECTED', start: monthAgo() });

  const ended = await endExpiredAds(t.app.db);
  expect(ended.sort()).toEqual([expiredActive.id, expiredPaused.id].sort());
  expect((await findAd(t.app, expiredActive.id))?.status).toBe('ENDED');
  expect((await findAd(t.app, expiredPaused.id))?.status).toBe('ENDED');
  expect((await findAd(t.app, running.id))?.status).toBe('ACTIVE');
  expect((await findAd(t.app, expiredPending.id))?.status).toBe('PENDING');
  expect((await findAd(t.app, expiredRejected.id))?.status).toBe('REJECTED');

  // Running it again changes nothing; on its own end date the running one ends too.
  expect(await endExpiredAds(t.app.db)).toEqual([]);
  const runningEnd = parseIsoDate(running.endDate);
  if (!runningEnd) throw new Error(`unreadable end date ${running.endDate}`);
  expect(await endExpiredAds(t.app.db, runningEnd.subtract({ days: 1 }))).toEqual([]);
  expect(await endExpiredAds(t.app.db, runningEnd)).toEqual([running.id]);
});

test('the schedule runs the job at once, and stops', async () => {
  const owner = await createAdvertiser(t.app);
  const expired = await insertAd(t.app, owner.id, { start: monthAgo() });
  const stop = startEndingExpiredAds(t.app.db, t.app.log, 60_000);
  try {
    for (let i = 0; i < 100 && (await findAd(t.app, expired.id))?.status !== 'ENDED'; i += 1)
      await new Promise((r) => setTimeout(r, 20));
    expect((await findAd(t.app, expired.id))?.status).toBe('ENDED');
  } finally {
    stop();
  }
});
