/** The scheduled job that ends ads past their end date: running and paused ads end on their end date and their
 *  advertisers are mailed, nothing else changes, and with several API instances on one database each ad is ended
 *  and mailed once. */
import { runExclusively } from '../db/advisory-locks';
import { endExpiredAds } from '../services/ad-review';
import { buildAdTestApp, findAd, insertAd, type AdTestApp } from '../testing/ad-factories';
import { buildTestCluster, createAdvertiser, mailsTo, type TestCluster } from '../testing/build-test-app';
import { endExpiredAdsDeps, endExpiredAdsTick, startEndingExpiredAds } from './end-expired-ads';
import { parseIsoDate, todayUtc } from 'shared-contracts/dates';

// Building the app starts an in-memory PostgreSQL, which takes seconds on a busy machine.
jest.setTimeout(30_000);

const onPostgres = process.env.API_TEST_DATABASE === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const monthAgo = () => todayUtc().subtract({ months: 1 });
const endedMails = async (app: AdTestApp['app'], to: string) =>
  (await mailsTo(app, to)).filter((mail) => /ended|終了/.test(mail.subject));

describe('one instance', () => {
  let t: AdTestApp;
  beforeAll(async () => {
    t = await buildAdTestApp();
  });
  afterAll(() => t.close());

  test('ends running and paused ads whose end date has come, and nothing else', async () => {
    const owner = await createAdvertiser(t.app);
    const expiredActive = await insertAd(t.app, owner.id, { status: 'ACTIVE', start: monthAgo() });
    const expiredPaused = await insertAd(t.app, owner.id, {
      status: 'PAUSED',
      start: monthAgo().subtract({ days: 3 }),
    });
    // Started ten days ago, so a month's run ends weeks from now on any day of the year. (A month ago plus a day
    // does not: on 30 November that start is 31 October, whose month ends on 30 November, today.)
    const running = await insertAd(t.app, owner.id, {
      status: 'ACTIVE',
      start: todayUtc().subtract({ days: 10 }),
    });
    const expiredPending = await insertAd(t.app, owner.id, { status: 'PENDING', start: monthAgo() });
    const expiredRejected = await insertAd(t.app, owner.id, { status: 'REJECTED', start: monthAgo() });
    const deps = endExpiredAdsDeps(t.app);

    const ended = await endExpiredAds(deps);
    expect(ended.sort()).toEqual([expiredActive.id, expiredPaused.id].sort());
    expect((await findAd(t.app, expiredActive.id))?.status).toBe('ENDED');
    expect((await findAd(t.app, expiredPaused.id))?.status).toBe('ENDED');
    expect((await findAd(t.app, running.id))?.status).toBe('ACTIVE');
    expect((await findAd(t.app, expiredPending.id))?.status).toBe('PENDING');
    expect((await findAd(t.app, expiredRejected.id))?.status).toBe('REJECTED');

    // Running it again changes nothing; on its own end date the running one ends too.
    expect(await endExpiredAds(deps)).toEqual([]);
    const runningEnd = parseIsoDate(running.endDate);
    if (!runningEnd) throw new Error(`unreadable end date ${running.endDate}`);
    expect(await endExpiredAds(deps, runningEnd.subtract({ days: 1 }))).toEqual([]);
    expect(await endExpiredAds(deps, runningEnd)).toEqual([running.id]);
  });

  test('the advertiser is mailed in the ad’s language with a link to the ad', async () => {
    const owner = await createAdvertiser(t.app);
    const ad = await insertAd(t.app, owner.id, { start: monthAgo(), language: 'ja', title: '冬の展示' });

    await endExpiredAds(endExpiredAdsDeps(t.app));

    const [mail, ...more] = await endedMails(t.app, owner.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^【Virtual Art Exhibition】広告の掲載期間が終了しました/);
    expect(mail?.text).toContain('冬の展示');
    expect(mail?.links).toContain(`${t.config.portalOrigin}/dashboard/ads/${ad.id}`);
  });

  test('the schedule runs the job at once, and stops', async () => {
    const owner = await createAdvertiser(t.app);
    const expired = await insertAd(t.app, owner.id, { start: monthAgo() });
    const stop = startEndingExpiredAds(endExpiredAdsDeps(t.app), 60_000);
    try {
      for (let i = 0; i < 100 && (await findAd(t.app, expired.id))?.status !== 'ENDED'; i += 1)
        await new Promise((r) => setTimeout(r, 20));
      expect((await findAd(t.app, expired.id))?.status).toBe('ENDED');
    } finally {
      await stop();
    }
  });
});

describe('two instances on one database', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await buildTestCluster();
  });
  afterAll(() => cluster.close());
  const instance = (index: number) => {
    const found = cluster.instances[index];
    if (!found) throw new Error(`no instance ${index}`);
    return found.app;
  };

  test('ticking at the same time, they end an expired ad once and mail its advertiser once', async () => {
    const [a, b] = [instance(0), instance(1)];
    const owner = await createAdvertiser(a);
    const expired = await insertAd(a, owner.id, { start: monthAgo() });

    const ticks = await Promise.all([
      endExpiredAdsTick(endExpiredAdsDeps(a)),
      endExpiredAdsTick(endExpiredAdsDeps(b)),
    ]);

    const endedBy = ticks.flatMap((tick) => (tick.ran ? tick.value : []));
    expect(endedBy).toEqual([expired.id]);
    expect((await findAd(b, expired.id))?.status).toBe('ENDED');
    expect(await endedMails(b, owner.email)).toHaveLength(1);
  });

  (onPostgres ? test : test.skip)(
    'an instance skips the tick while another holds the job’s lock',
    async () => {
      const [a, b] = [instance(0), instance(1)];
      const owner = await createAdvertiser(a);
      const expired = await insertAd(a, owner.id, { start: monthAgo() });
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held = () => {};
      const holding = new Promise<void>((resolve) => {
        held = resolve;
      });
      // Instance A is in the middle of its tick, holding the lock.
      const busy = runExclusively(a.db, a.databaseEngine, 'endExpiredAds', async () => {
        held();
        await released;
      });
      await holding;

      const skipped = await endExpiredAdsTick(endExpiredAdsDeps(b));
      release();
      await busy;

      expect(skipped).toEqual({ ran: false });
      expect((await findAd(b, expired.id))?.status).toBe('ACTIVE');
      // The next tick, with the lock free, does the work.
      expect(await endExpiredAdsTick(endExpiredAdsDeps(b))).toEqual({ ran: true, value: [expired.id] });
    },
  );
});
