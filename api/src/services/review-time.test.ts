/** How long review takes (product.md, How long review takes): GET /api/ads/review-time gives the median wait of the
 *  latest 30 decisions, or no figure below 5; a decision keeps when its review began; the desk's queue dates each
 *  waiting ad from its payment or resubmission; and the operators' daily list of ads waiting past 24 hours goes out
 *  once a day, only when there are some, even when two runs go at the same moment. */
import { eq } from 'drizzle-orm';
import { isLongReviewWait } from 'shared-contracts';
import { adAuditLog, ads, operators } from '../db/schema';
import { adRemindersDeps, adRemindersTick } from '../jobs/ad-reminders';
import { buildAdTestApp, insertAd, type AdTestApp } from '../testing/ad-factories';
import { createAdvertiser, mailsTo, signedInAdvertiser } from '../testing/build-test-app';
import { approveAd } from './ad-review';
import { sendReviewsWaitingMail } from './review-time';

jest.setTimeout(60_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());

const HOUR = 3600 * 1000;
const at = (iso: string) => new Date(iso);

/** A decision at `decidedAt` on a review that began `waitedHours` before it. */
async function decision(decidedAt: Date, waitedHours: number) {
  await t.app.db.insert(adAuditLog).values({
    adId: 999_999,
    action: 'approve',
    cliUser: 'test',
    reviewRequestedAt: new Date(decidedAt.getTime() - waitedHours * HOUR),
    at: decidedAt,
  });
}

async function reviewTimeAs(agent: Awaited<ReturnType<typeof signedInAdvertiser>>['agent']) {
  const res = await agent.inject({ method: 'GET', url: '/api/ads/review-time' });
  expect(res.statusCode).toBe(200);
  return res.json() as { medianMinutes: number | null; decisions: number };
}

describe('GET /api/ads/review-time', () => {
  test('has no figure with fewer than 5 decisions, then the median of the latest 30', async () => {
    const { agent } = await signedInAdvertiser(t.app);
    expect(await reviewTimeAs(agent)).toEqual({ medianMinutes: null, decisions: 0 });

    // Old decisions that waited a week: the latest 30 below push them out of the figure.
    for (let i = 0; i < 10; i += 1) await decision(at(`2030-01-0${(i % 9) + 1}T10:00:00Z`), 168);
    // A decision whose start nobody dated (before decision 0114) never counts.
    await t.app.db
      .insert(adAuditLog)
      .values({ adId: 999_999, action: 'reject', cliUser: 'test', reason: 'x' });

    for (let i = 0; i < 4; i += 1) await decision(at(`2031-02-0${i + 1}T10:00:00Z`), 2);
    // 14 decisions in all now, so a figure: ten weeks and four 2-hour waits.
    expect((await reviewTimeAs(agent)).medianMinutes).toBe(168 * 60);

    // 30 recent decisions: 15 of 3 hours, 15 of 5 hours (the 2-hour ones were older still than these).
    for (let i = 0; i < 30; i += 1)
      await decision(at(`2031-03-${String(i + 1).padStart(2, '0')}T10:00:00Z`), i % 2 ? 3 : 5);
    expect(await reviewTimeAs(agent)).toEqual({ medianMinutes: 4 * 60, decisions: 30 });
  });

  test('counts only a handful of decisions as too few', async () => {
    const fresh = await buildAdTestApp();
    try {
      const { agent } = await signedInAdvertiser(fresh.app);
      for (let i = 0; i < 4; i += 1)
        await fresh.app.db.insert(adAuditLog).values({
          adId: 999_999,
          action: 'reject',
          cliUser: 'test',
          reason: 'x',
          reviewRequestedAt: new Date(Date.now() - HOUR),
        });
      const res = await agent.inject({ method: 'GET', url: '/api/ads/review-time' });
      expect(res.json()).toEqual({ medianMinutes: null, decisions: 4 });
    } finally {
      await fresh.close();
    }
  });

  test('is for signed-in advertisers only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ads/review-time' })).statusCode).toBe(401);
  });
});

describe('when review began', () => {
  test('a decision keeps when its review began, and the ad says when it entered review', async () => {
    const owner = await signedInAdvertiser(t.app);
    const requested = new Date(Date.now() - 30 * HOUR);
    const ad = await insertAd(t.app, owner.advertiser.id, {
      status: 'PENDING',
      reviewRequestedAt: requested,
    });

    const seen = await owner.agent.inject({ method: 'GET', url: `/api/ads/${ad.id}` });
    expect(seen.json()).toMatchObject({ reviewRequestedAt: requested.toISOString() });

    const approved = await approveAd(
      { db: t.app.db, config: t.config, log: t.app.log, mailer: t.app.adapters.mailer },
      ad.id,
      { cliUser: 'test' },
    );
    expect(approved.ok).toBe(true);
    const [entry] = await t.app.db.select().from(adAuditLog).where(eq(adAuditLog.adId, ad.id));
    expect(entry?.reviewRequestedAt?.toISOString()).toBe(requested.toISOString());
  });

  test('the 24-hour mark: past it only after 24 hours', () => {
    const since = '2031-05-01T09:00:00.000Z';
    expect(isLongReviewWait(since, at('2031-05-02T08:59:00Z'))).toBe(false);
    expect(isLongReviewWait(since, at('2031-05-02T09:00:00Z'))).toBe(false);
    expect(isLongReviewWait(since, at('2031-05-02T09:01:00Z'))).toBe(true);
  });
});

describe('the operators’ daily list of ads waiting over 24 hours', () => {
  const deps = () => adRemindersDeps(t.app);

  test('goes out once a day to each active operator, even when two runs go at once, and not when none wait', async () => {
    await t.app.db
      .insert(operators)
      .values([
        { email: 'desk-one@example.com', enrolledAt: new Date() },
        { email: 'desk-two@example.com', enrolledAt: new Date() },
        { email: 'desk-gone@example.com', enrolledAt: new Date(), disabledAt: new Date() },
        { email: 'desk-invited@example.com' },
      ]);
    const advertiser = await createAdvertiser(t.app);
    // The earlier tests' ads are done with: only this one waits.
    await t.app.db.update(ads).set({ status: 'REJECTED' }).where(eq(ads.status, 'PENDING'));
    const waiting = await insertAd(t.app, advertiser.id, {
      status: 'PENDING',
      title: 'Harbour lights',
      reviewRequestedAt: at('2031-06-01T08:00:00Z'),
    });

    // Not yet past the mark, nor exactly at it: nothing.
    expect(await sendReviewsWaitingMail(deps(), at('2031-06-02T07:00:00Z'))).toEqual([]);
    expect(await sendReviewsWaitingMail(deps(), at('2031-06-02T08:00:00Z'))).toEqual([]);
    expect(await mailsTo(t.app, 'desk-one@example.com')).toHaveLength(0);

    // Two runs at once, without the job's lock between them: the key lets one send.
    const runs = await Promise.all([
      sendReviewsWaitingMail(deps(), at('2031-06-02T09:00:00Z')),
      sendReviewsWaitingMail(deps(), at('2031-06-02T09:00:00Z')),
    ]);
    expect(runs.flat()).toEqual([waiting.id]);
    // The hourly job later the same day sends nothing more.
    await adRemindersTick(deps(), at('2031-06-02T15:00:00Z'));

    const mails = await mailsTo(t.app, 'desk-one@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('1 ad has waited over a day for review');
    expect(mails[0]?.text).toContain(`#${waiting.id} Harbour lights (${advertiser.email})`);
    expect(mails[0]?.text).toContain('25 h / 25時間');
    expect(await mailsTo(t.app, 'desk-two@example.com')).toHaveLength(1);
    expect(await mailsTo(t.app, 'desk-gone@example.com')).toHaveLength(0);
    expect(await mailsTo(t.app, 'desk-invited@example.com')).toHaveLength(0);

    // The next day, through the hourly job: a new list.
    const next = await adRemindersTick(deps(), at('2031-06-03T01:00:00Z'));
    expect(next.ran && next.value.reviewsWaiting).toEqual([waiting.id]);
    expect(await mailsTo(t.app, 'desk-one@example.com')).toHaveLength(2);

    // Once it is decided, nothing waits: no mail the day after.
    await t.app.db.update(ads).set({ status: 'ACTIVE' }).where(eq(ads.id, waiting.id));
    await adRemindersTick(deps(), at('2031-06-04T01:00:00Z'));
    expect(await mailsTo(t.app, 'desk-one@example.com')).toHaveLength(2);
  });
});
