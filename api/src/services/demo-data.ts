/** Demo data for development (`pnpm admin demo`): a confirmed advertiser with an ad in every status (one of them
 *  with a Japanese banner and title beside its English ones, another with campaign tags), and 30 days of
 *  impressions and clicks, hour by hour (UTC hours, decision 0118), for each ad that has run, written through the ad server's own flush (flushCounts), so
 *  the days and the ads' totals agree exactly as real counting leaves them. Every ad past UNPAID was paid: its
 *  payment is recorded as the test checkout completes one, dated before the ad started, with the receipt the
 *  payments service issues (and mails); the REFUNDED ad was rejected, then refunded through the refunds service.
 *  So the billing page, the receipts and a rejected ad's refund work as they do for a real account. Running it
 *  again with the same email address resets that account's ads, banners, statistics and the payments it made.
 *  Never available in production (the route refuses there). Knows nothing of HTTP. */
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import {
  calculateEndDate,
  PLAN_CATALOGUE,
  PROVIDER_CURRENCY,
  subtotalCents,
  todayUtc,
  type AdStatus,
  type Plan,
  PlainDate,
} from 'shared-contracts';
import { canRunAgain, orderAmounts } from 'shared-contracts/api';
import type { PaymentProvider } from '../adapters/payments/payments';
import { createTestCheckout } from '../adapters/payments/test-checkout/provider';
import type { FileStorage } from '../adapters/storage/storage';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { deleteAllAdsOf, insertAdRow, listAdsOf, type AdRow } from '../repositories/ads';
import {
  findMember,
  findOpenAdvertiserByEmail,
  findOpenPersonByEmail,
  insertAdvertiser,
  insertMembership,
  insertPerson,
  updateAccount,
  updatePerson,
} from '../repositories/advertisers';
import { deletePaymentsOfSessionPrefix, insertPayment } from '../repositories/payments';
import { deleteUploadsOf } from '../repositories/uploads';
import { flushCounts, type HourlyCount } from './ad-counts';
import { issueReceipt, receiptContext } from './receipts';
import { refundAd } from './refunds';
import { hashPassword } from './secrets';
import { storeUpload } from './uploads';

export type DemoDeps = { db: Db; storage: FileStorage; config: Config; log: FastifyBaseLogger };

/** The demo's payments are the test checkout's (no money moves), their session ids marked as the demo's own, so
 *  that running it again deletes them and nothing else. */
export const DEMO_SESSION_PREFIX = 'demo_';
/** The demo's ads are paid this many days before they start (or before today, for one that starts later). */
const PAID_DAYS_BEFORE_START = 2;

export type DemoAd = {
  id: number;
  title: string;
  status: AdStatus;
  plan: Plan;
  startDate: string;
  endDate: string;
  impressions: number;
  clicks: number;
};
export type DemoData = { advertiserId: number; email: string; ads: DemoAd[] };

/** How many days of statistics an ad that has run gets. */
export const DEMO_DAYS = 30;

type DemoAdSpec = {
  title: string;
  /** Written on the banner (ASCII: banners are drawn without Japanese fonts). */
  label: string;
  colour: string;
  status: AdStatus;
  plan: Plan;
  months: number;
  /** Days from today to the start date (negative: started in the past). */
  startInDays: number;
  /** The last day with counts, in days before today (a paused ad stopped getting them). */
  countsUntilDaysAgo?: number;
  rejectionReason?: string;
  /** A second creative, in Japanese (the ad's own is in English): its title and its banner's label. */
  japanese?: { title: string; label: string; colour: string };
  /** Campaign tags on the click redirect: the utm_campaign value. */
  campaignName?: string;
};

/** Titles exercise what the exports must get right: commas, quotes, Japanese. */
const DEMO_ADS: readonly DemoAdSpec[] = [
  {
    title: 'Autumn exhibition, main hall',
    label: 'Autumn exhibition',
    colour: '#8c3b1f',
    status: 'ACTIVE',
    plan: 'COMPREHENSIVE',
    months: 3,
    startInDays: -(DEMO_DAYS - 1),
    japanese: { title: '秋の展覧会、本館', label: 'Aki no tenrankai', colour: '#a04a26' },
  },
  {
    title: '秋の特別展「光と影」',
    label: 'Light and shadow',
    colour: '#1f4e79',
    status: 'ACTIVE',
    plan: 'LOBBIES',
    months: 2,
    startInDays: -(DEMO_DAYS - 1),
    campaignName: '光と影-autumn',
  },
  {
    title: 'Winter preview "members only"',
    label: 'Winter preview',
    colour: '#3b5e3b',
    status: 'PAUSED',
    plan: 'EXHIBITIONS',
    months: 3,
    startInDays: -(DEMO_DAYS + 9),
    countsUntilDaysAgo: 10,
  },
  {
    title: 'Summer lobby',
    label: 'Summer lobby',
    colour: '#b5862a',
    status: 'ENDED',
    plan: 'LOBBIES',
    months: 1,
    startInDays: -(DEMO_DAYS + 20),
  },
  {
    title: 'Spring preview',
    label: 'Spring preview',
    colour: '#6b3f8c',
    status: 'PENDING',
    plan: 'COMPREHENSIVE',
    months: 1,
    startInDays: 7,
  },
  {
    title: 'New year lobby',
    label: 'New year lobby',
    colour: '#7a1f3d',
    status: 'REJECTED',
    plan: 'LOBBIES',
    months: 1,
    startInDays: 10,
    rejectionReason: 'The banner text is too small to read. Please use larger letters.',
  },
  {
    title: 'Harbour lights',
    label: 'Harbour lights',
    colour: '#4a6b7a',
    status: 'REFUNDED',
    plan: 'EXHIBITIONS',
    months: 1,
    startInDays: 12,
    rejectionReason: 'The link does not lead to an exhibition page.',
  },
  {
    title: 'Gallery night',
    label: 'Gallery night',
    colour: '#2d2d2d',
    status: 'UNPAID',
    plan: 'EXHIBITIONS',
    months: 2,
    startInDays: 14,
  },
];

/** A 960x150 PNG banner: a colour, a circle and the label. */
async function bannerPng(spec: Pick<DemoAdSpec, 'label' | 'colour'>): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="150">
  <rect width="960" height="150" fill="${spec.colour}"/>
  <circle cx="860" cy="75" r="56" fill="#ffffff" fill-opacity="0.18"/>
  <text x="40" y="92" font-family="sans-serif" font-size="44" fill="#ffffff">${spec.label}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The same numbers on every run (a tiny seeded generator), so screenshots and journeys can rely on them. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How a day's visits spread over its 24 UTC hours: quiet at night, busiest in the afternoon (weights sum to 1). */
const HOUR_WEIGHTS = (() => {
  const raw = Array.from(
    { length: 24 },
    (_, hour) => 0.2 + Math.max(0, Math.sin(((hour - 6) / 24) * 2 * Math.PI)),
  );
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((weight) => weight / sum);
})();

/** The share of an ad's visits that see its Japanese creative, when it has one. */
const JAPANESE_SHARE = 0.4;

/** Up to DEMO_DAYS days from the start date, before the end date and not after the last counted day, hour by hour
 *  up to `nowMs`: visits with a weekly rhythm (more at weekends) and a daily one, a click-through rate of about
 *  0.5–3 %, counted in the language of the ad's creative (split between the two when it has a Japanese one). */
function demoCounts(
  ad: Pick<AdRow, 'id' | 'creativeLanguage'>,
  spec: DemoAdSpec,
  range: { start: PlainDate; end: PlainDate; today: PlainDate; nowMs: number },
  index: number,
): HourlyCount[] {
  const random = seeded(index + 1);
  const last = range.today.subtract({ days: spec.countsUntilDaysAgo ?? 0 });
  const counts: HourlyCount[] = [];
  for (let offset = 0; offset < DEMO_DAYS; offset += 1) {
    const day = range.start.add({ days: offset });
    if (PlainDate.compare(day, range.end) >= 0 || PlainDate.compare(day, last) > 0) break;
    const weekend = day.dayOfWeek >= 6 ? 1.4 : 1;
    for (const placement of PLAN_CATALOGUE[spec.plan].placements) {
      const daily = (400 + random() * 800) * weekend * (placement === 'lobby' ? 1.2 : 1);
      const rate = 0.005 + random() * 0.025;
      for (const [hour, weight] of HOUR_WEIGHTS.entries()) {
        const at = Date.parse(`${day.toString()}T00:00:00Z`) + hour * 3_600_000;
        if (at > range.nowMs) break;
        const impressions = Math.round(daily * weight);
        const shares = spec.japanese
          ? ([
              ['en', impressions - Math.round(impressions * JAPANESE_SHARE)],
              ['ja', Math.round(impressions * JAPANESE_SHARE)],
            ] as const)
          : ([[ad.creativeLanguage, impressions]] as const);
        for (const [creativeLanguage, seen] of shares) {
          const clicks = Math.round(seen * rate);
          if (seen === 0 && clicks === 0) continue;
          counts.push({
            adId: ad.id,
            hour: new Date(at).toISOString(),
            placement,
            creativeLanguage,
            impressions: seen,
            clicks,
          });
        }
      }
    }
  }
  return counts;
}

/** The demo advertiser's home, which their payments are taxed for (no sales tax outside Canada). */
const DEMO_HOME = { country: 'JP', region: null };

/** Finds the open account with this address and resets it, or creates it: confirmed, with this password. */
async function resetAdvertiser(deps: DemoDeps, email: string, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  const profile = { passwordHash, name: 'Demo Advertiser', language: 'en' as const };
  const existing = await findOpenAdvertiserByEmail(deps.db, email);
  if (!existing) {
    const row = await deps.db.transaction((tx) =>
      insertAdvertiser(tx, { email, ...profile, ...DEMO_HOME, confirmedAt: new Date() }),
    );
    return row.id;
  }
  await updatePerson(deps.db, existing.personId, {
    ...profile,
    pendingEmail: null,
    confirmedAt: existing.confirmedAt ?? new Date(),
  });
  await updateAccount(deps.db, existing.id, DEMO_HOME);
  // The payments the demo made go with their receipts and refunds; its ads with their statistics (cascade); its
  // banners are then used by nothing.
  await deps.db.transaction((tx) => deletePaymentsOfSessionPrefix(tx, existing.id, DEMO_SESSION_PREFIX));
  await deleteAllAdsOf(deps.db, existing.id);
  const old = await deleteUploadsOf(deps.db, existing.id);
  await Promise.all(old.map((key) => deps.storage.delete(key)));
  return existing.id;
}

async function insertDemoAd(
  deps: DemoDeps,
  advertiserId: number,
  spec: DemoAdSpec,
  today: PlainDate,
): Promise<{ row: AdRow; start: PlainDate; end: PlainDate }> {
  const stored = await storeUpload(deps, advertiserId, await bannerPng(spec));
  if (!stored.ok) throw new Error(`the demo banner was refused (${stored.code})`);
  // The Japanese creative's banner goes through the same upload and checks as the first.
  const japanese = spec.japanese
    ? await storeUpload(deps, advertiserId, await bannerPng(spec.japanese))
    : null;
  if (japanese && !japanese.ok) throw new Error(`the demo's Japanese banner was refused (${japanese.code})`);
  const start = today.add({ days: spec.startInDays });
  const end = calculateEndDate(start, spec.months);
  const row = await insertAdRow(deps.db, {
    advertiserId,
    title: spec.title,
    linkUrl: `https://example.com/demo/${spec.label.toLowerCase().replaceAll(' ', '-')}`,
    imageUrl: stored.url,
    plan: spec.plan,
    // The refunded ad was rejected first; the refund moves it on (payForDemoAd).
    status: spec.status === 'REFUNDED' ? 'REJECTED' : spec.status,
    startDate: start.toString(),
    endDate: end.toString(),
    duration: spec.months,
    language: 'en',
    creativeLanguage: 'en',
    secondTitle: spec.japanese?.title ?? null,
    secondImageUrl: japanese?.ok ? japanese.url : null,
    campaignName: spec.campaignName ?? null,
    name: 'Demo Advertiser',
    ...DEMO_HOME,
    rejectionReason: spec.rejectionReason ?? null,
    // An ad that has been live, as an operator's approval and its start day leave it: it can run again, and is
    // never refunded.
    wentLiveAt: canRunAgain(spec.status) ? new Date(`${start.toString()}T00:00:00.000Z`) : null,
    reviewRequestedAt: spec.status === 'PENDING' ? new Date() : null,
  });
  return { row, start, end };
}

/** The ad's payment as the test checkout completes one, at `paidAt`, with its receipt (and mail) in the same
 *  transaction; then, for the REFUNDED ad, the advertiser's refund through the refunds service. */
async function payForDemoAd(
  deps: DemoDeps & { payments: PaymentProvider },
  spec: DemoAdSpec,
  ad: AdRow,
  paidAt: Date,
): Promise<void> {
  const order = orderAmounts(subtotalCents(ad.plan, ad.duration), DEMO_HOME.country, DEMO_HOME.region);
  await deps.db.transaction(async (tx) => {
    const payment = await insertPayment(tx, {
      adId: ad.id,
      advertiserId: ad.advertiserId,
      provider: deps.payments.kind,
      providerSessionId: `${DEMO_SESSION_PREFIX}${ad.id}`,
      plan: ad.plan,
      duration: ad.duration,
      currency: PROVIDER_CURRENCY,
      subtotalCents: order.subtotalCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      taxLines: order.taxLines,
      status: 'COMPLETED',
      paidAmountCents: order.totalCents,
      paidCurrency: PROVIDER_CURRENCY,
      livemode: false,
      completedAt: paidAt,
      createdAt: paidAt,
    });
    await issueReceipt(tx, payment, receiptContext(deps.config));
  });
  if (spec.status !== 'REFUNDED') return;
  const refunded = await refundAd(deps, ad.id, {
    actor: 'advertiser',
    advertiserId: ad.advertiserId,
  });
  if (!refunded.ok) throw new Error(`the demo ad's refund was refused (${refunded.code})`);
}

/** The demo account's second member, a viewer (decision 0121): `name+viewer@domain`, with the same password. */
export function demoViewerEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, at)}+viewer${email.slice(at)}`;
}

/** Creates (or resets) the demo account's viewer and makes them a member of it. */
async function ensureDemoViewer(deps: DemoDeps, advertiserId: number, email: string, password: string) {
  const passwordHash = await hashPassword(password);
  const profile = { passwordHash, name: 'Demo Viewer', language: 'en' as const, pendingEmail: null };
  let person = await findOpenPersonByEmail(deps.db, email);
  if (person)
    await updatePerson(deps.db, person.id, { ...profile, confirmedAt: person.confirmedAt ?? new Date() });
  else person = await insertPerson(deps.db, { email, ...profile, confirmedAt: new Date() });
  const personId = person.id;
  if (!(await findMember(deps.db, { advertiserId, personId })))
    await insertMembership(deps.db, { personId, advertiserId, role: 'viewer' });
}

/** Creates (or resets) the demo advertiser `email` with `password`, its ads and their statistics, and a second
 *  member who only reads (`demoViewerEmail`). */
export async function makeDemoData(
  deps: DemoDeps,
  input: { email: string; password: string },
  today: PlainDate = todayUtc(),
  nowMs: number = Date.now(),
): Promise<DemoData> {
  const advertiserId = await resetAdvertiser(deps, input.email, input.password);
  await ensureDemoViewer(deps, advertiserId, demoViewerEmail(input.email), input.password);
  const counts: HourlyCount[] = [];
  const purchases: { spec: DemoAdSpec; row: AdRow; paidOn: PlainDate }[] = [];
  for (const [index, spec] of DEMO_ADS.entries()) {
    const ad = await insertDemoAd(deps, advertiserId, spec, today);
    if (spec.status !== 'UNPAID') {
      const paidOn = ad.start.subtract({ days: PAID_DAYS_BEFORE_START });
      const yesterday = today.subtract({ days: 1 });
      purchases.push({
        spec,
        row: ad.row,
        paidOn: PlainDate.compare(paidOn, today) < 0 ? paidOn : yesterday,
      });
    }
    if (spec.status === 'ACTIVE' || spec.status === 'PAUSED' || spec.status === 'ENDED')
      counts.push(...demoCounts(ad.row, spec, { start: ad.start, end: ad.end, today, nowMs }, index));
  }
  // Paid in the order of their days, so the receipts' numbers follow their dates as a real account's do.
  purchases.sort((a, b) => PlainDate.compare(a.paidOn, b.paidOn));
  // The test checkout's own payments, whatever provider the API is configured with: no money moved.
  const payments = createTestCheckout(deps.config.portalOrigin);
  for (const [minute, { spec, row, paidOn }] of purchases.entries()) {
    const paidAt = new Date(`${paidOn.toString()}T09:30:00Z`);
    paidAt.setUTCMinutes(paidAt.getUTCMinutes() + minute);
    await payForDemoAd({ ...deps, payments }, spec, row, paidAt);
  }
  // The same write the ad server's buffer makes: hours upserted and the ads' totals raised in one transaction.
  await flushCounts(deps.db, { counts, clicks: [] });
  const rows = (await listAdsOf(deps.db, advertiserId)).sort((a, b) => a.id - b.id);
  return {
    advertiserId,
    email: input.email,
    ads: rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      plan: row.plan,
      startDate: row.startDate,
      endDate: row.endDate,
      impressions: row.impressions,
      clicks: row.clicks,
    })),
  };
}
