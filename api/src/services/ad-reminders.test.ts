/** The mails about ads (product.md, Mails about ads), through the job's tick at a chosen time: "Your ad is live" on
 *  the start day and "Ending in 7 days" with Run again, each once however many ticks run at once; the weekly results
 *  on a Monday morning with each ad's week and its change, one-click unsubscribe headers, once per account and week,
 *  and never to a closed account or one that did not ask. */
import { eq } from 'drizzle-orm';
import { calculateEndDate, PlainDate } from 'shared-contracts';
import { adDailyStats, adHourlyStats, ads, advertisers, memberships } from '../db/schema';
import { adRemindersDeps, adRemindersTick } from '../jobs/ad-reminders';
import { buildAdTestApp, insertAd, type AdOverrides, type AdTestApp } from '../testing/ad-factories';
import { createAdvertiser, mailsTo, type AdvertiserOverrides } from '../testing/build-test-app';

jest.setTimeout(60_000);

let t: AdTestApp;
beforeAll(async () => {
  t = await buildAdTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);
const tick = (now: Date) => adRemindersTick(adRemindersDeps(t.app), now);

async function liveAdOf(owner: { id: number }, overrides: AdOverrides) {
  const ad = await insertAd(t.app, owner.id, { title: 'Harbour lights', ...overrides });
  await t.app.db.update(ads).set({ wentLiveAt: new Date() }).where(eq(ads.id, ad.id));
  return ad;
}

async function owner(overrides: AdvertiserOverrides = {}) {
  return createAdvertiser(t.app, { name: 'Hana Sato', ...overrides });
}

describe('Your ad is live', () => {
  test('goes out on the start day, once, even when two ticks run at the same moment', async () => {
    const hana = await owner({ language: 'ja' });
    const start = PlainDate.from('2031-03-10');
    const ad = await liveAdOf(hana, { start, duration: 2 });

    expect(await mailsTo(t.app, hana.email)).toHaveLength(0);
    await tick(at('2031-03-09T12:00:00Z'));
    expect(await mailsTo(t.app, hana.email)).toHaveLength(0);

    await Promise.all([tick(at('2031-03-10T01:00:00Z')), tick(at('2031-03-10T01:00:00Z'))]);
    await tick(at('2031-03-10T02:00:00Z'));

    const mails = await mailsTo(t.app, hana.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('【Virtual Art Exhibition】広告の掲載が始まりました');
    expect(mails[0]?.text).toContain('Hana Sato 様');
    // The dates as the approval mail and every screen give them: the start date to the end date.
    expect(mails[0]?.text).toContain('2031年3月10日〜2031年5月10日（2\u00a0ヶ月）');
    // It says which zone its dates and the results use.
    expect(mails[0]?.text).toContain(
      '掲載期間の日付はUTCの日付です。成果はアカウントのタイムゾーン（UTC）で',
    );
    expect(mails[0]?.links).toContain(`${t.config.portalOrigin}/dashboard/ads/${ad.id}`);
  });

  test('is not sent for a paused ad, nor for an ad of a closed account', async () => {
    const paused = await owner();
    await liveAdOf(paused, { start: PlainDate.from('2031-04-01'), status: 'PAUSED' });
    const closed = await owner();
    await liveAdOf(closed, { start: PlainDate.from('2031-04-01') });
    await t.app.db.update(advertisers).set({ closedAt: new Date() }).where(eq(advertisers.id, closed.id));

    await tick(at('2031-04-01T09:00:00Z'));

    expect(await mailsTo(t.app, paused.email)).toHaveLength(0);
    expect(await mailsTo(t.app, closed.email)).toHaveLength(0);
  });
});

describe('Ending in 7 days', () => {
  test('goes out 7 days before the end, once, with Run again and the ad’s results', async () => {
    const hana = await owner();
    const start = PlainDate.from('2031-05-01');
    const ad = await liveAdOf(hana, { start, duration: 1, status: 'PAUSED' });
    const end = calculateEndDate(start, 1);

    await tick(at(`${end.subtract({ days: 8 }).toString()}T12:00:00Z`));
    expect(await mailsTo(t.app, hana.email)).toHaveLength(0);
    await tick(at(`${end.subtract({ days: 7 }).toString()}T00:30:00Z`));
    await tick(at(`${end.subtract({ days: 6 }).toString()}T00:30:00Z`));

    const mails = await mailsTo(t.app, hana.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your ad ends in 7 days | Virtual Art Exhibition Advertising',
    ]);
    expect(mails[0]?.text).toContain('Run again');
    // The end date the dashboard and the ended mail give, not another day.
    expect(mails[0]?.text).toContain('Ends on: Jun 1, 2031');
    expect(mails[0]?.links).toEqual([
      `${t.config.portalOrigin}/dashboard/ads/application?runAgain=${ad.id}`,
      `${t.config.portalOrigin}/dashboard/ads/${ad.id}`,
    ]);
  });
});

describe('the weekly results', () => {
  // 2031-06-09 is a Monday.
  const monday = '2031-06-09';

  async function subscribedWithAd(overrides: AdvertiserOverrides = {}) {
    const advertiser = await owner(overrides);
    await t.app.db
      .update(memberships)
      .set({ weeklyResults: true })
      .where(eq(memberships.advertiserId, advertiser.id));
    const ad = await liveAdOf(advertiser, { start: PlainDate.from('2031-05-20'), duration: 2 });
    const day = (date: string, impressions: number, clicks: number) =>
      t.app.db
        .insert(adDailyStats)
        .values({ adId: ad.id, day: date, placement: 'lobby', impressions, clicks });
    // The week reported (Jun 2 to Jun 8) and the one before (May 26 to Jun 1).
    await day('2031-06-02', 600, 9);
    await day('2031-06-08', 600, 9);
    await day('2031-05-27', 1000, 10);
    await day('2031-06-09', 5000, 50); // Monday itself belongs to the next week.
    return { advertiser, ad };
  }

  test('on Monday morning: each ad’s week with its change, a link to its results and one-click unsubscribe', async () => {
    const { advertiser, ad } = await subscribedWithAd();

    await tick(at(`${monday}T05:59:00Z`));
    expect(await mailsTo(t.app, advertiser.email)).toHaveLength(0);
    await Promise.all([tick(at(`${monday}T06:00:00Z`)), tick(at(`${monday}T06:00:00Z`))]);
    await tick(at(`${monday}T07:00:00Z`));

    const mails = await mailsTo(t.app, advertiser.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(
      "Your ads' week: Jun 2, 2031 to Jun 8, 2031 | Virtual Art Exhibition Advertising",
    );
    expect(mail?.text).toContain('Impressions: 1,200 (+20%)');
    expect(mail?.text).toContain('Clicks: 18 (+80%)');
    expect(mail?.text).toContain('CTR: 1.50% (+0.50 pt)');
    expect(mail?.links).toContain(`${t.config.portalOrigin}/dashboard/ads/${ad.id}`);
    const unsubscribe = mail?.headers['List-Unsubscribe'] ?? '';
    expect(unsubscribe).toMatch(/^<http:\/\/localhost:3000\/api\/mail\/unsubscribe\?token=[^>]+>$/);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.links).toContain(unsubscribe.slice(1, -1));
  });

  test('is in the account’s language', async () => {
    const { advertiser } = await subscribedWithAd({ language: 'ja' });
    await tick(at(`${monday}T08:00:00Z`));
    const [mail] = await mailsTo(t.app, advertiser.email);
    expect(mail?.subject).toBe('【Virtual Art Exhibition】広告の週間レポート（2031年6月2日〜2031年6月8日）');
    expect(mail?.text).toContain('表示回数：1,200（+20%）');
  });

  test('goes on the account’s own Monday morning in its time zone, and names the zone', async () => {
    const { advertiser, ad } = await subscribedWithAd();
    await t.app.db
      .update(advertisers)
      .set({ timeZone: 'Asia/Tokyo' })
      .where(eq(advertisers.id, advertiser.id));
    // In Tokyo, 2031-06-09 01:00 is Sunday 16:00 UTC: an hour of the week after, not of the week reported.
    await t.app.db.insert(adHourlyStats).values({
      adId: ad.id,
      hour: new Date('2031-06-08T16:00:00Z'),
      placement: 'lobby',
      language: 'en',
      impressions: 777,
      clicks: 7,
    });

    await tick(at('2031-06-08T20:59:00Z')); // Monday 05:59 in Tokyo
    expect(await mailsTo(t.app, advertiser.email)).toHaveLength(0);
    await tick(at('2031-06-08T21:00:00Z')); // Monday 06:00 in Tokyo
    const [mail] = await mailsTo(t.app, advertiser.email);
    expect(mail?.text).toContain('from Jun 2, 2031 to Jun 8, 2031 (Asia/Tokyo)');
    expect(mail?.text).toContain('Impressions: 1,200 (+20%)');
    await tick(at(`${monday}T06:00:00Z`));
    expect(await mailsTo(t.app, advertiser.email)).toHaveLength(1);
  });

  test('is not sent on another day, to an account that did not ask, or to a closed account', async () => {
    const { advertiser: sunday } = await subscribedWithAd();
    await tick(at('2031-06-15T09:00:00Z'));
    expect(await mailsTo(t.app, sunday.email)).toHaveLength(0);

    const { advertiser: closed } = await subscribedWithAd();
    await t.app.db.update(advertisers).set({ closedAt: new Date() }).where(eq(advertisers.id, closed.id));
    const { advertiser: quiet } = await subscribedWithAd();
    await t.app.db
      .update(memberships)
      .set({ weeklyResults: false })
      .where(eq(memberships.advertiserId, quiet.id));

    await tick(at('2031-06-16T09:00:00Z'));

    expect(await mailsTo(t.app, closed.email)).toHaveLength(0);
    expect(await mailsTo(t.app, quiet.email)).toHaveLength(0);
    expect(await mailsTo(t.app, sunday.email)).toHaveLength(1);
  });
});
