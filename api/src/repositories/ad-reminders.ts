/** The reads behind the mails about ads (services/ad-reminders.ts): the ads starting or nearing their end, with
 *  their open accounts, and for the weekly results the opted-in accounts, their ads and their weeks of counts.
 *  Closed accounts never appear. Nothing here changes a row. */
import { and, between, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adDailyStats, adHourlyStats, ads, advertisers, memberships, people } from '../db/schema';
import type { AdRow } from './ads';
import { memberColumns, type AccountRow, type AdvertiserRow } from './advertisers';

export type AdWithAccount = { ad: AdRow; advertiser: AccountRow };

function adsWithOpenAccounts(db: Db) {
  return db
    .select({ ad: ads, advertiser: advertisers })
    .from(ads)
    .innerJoin(advertisers, eq(advertisers.id, ads.advertiserId));
}

/** ACTIVE ads whose start date is between `from` and `today` (ISO, inclusive) and which run on `today`. */
export function listAdsStartedBetween(db: Db, from: string, today: string): Promise<AdWithAccount[]> {
  return adsWithOpenAccounts(db)
    .where(
      and(
        eq(ads.status, 'ACTIVE'),
        isNull(advertisers.closedAt),
        between(ads.startDate, from, today),
        gt(ads.endDate, today),
      ),
    )
    .orderBy(ads.id);
}

/** ACTIVE or PAUSED ads that have been live and end after `today` and no later than `until` (ISO). */
export function listAdsEndingBetween(db: Db, today: string, until: string): Promise<AdWithAccount[]> {
  return adsWithOpenAccounts(db)
    .where(
      and(
        inArray(ads.status, ['ACTIVE', 'PAUSED']),
        isNull(advertisers.closedAt),
        isNotNull(ads.wentLiveAt),
        gt(ads.endDate, today),
        lte(ads.endDate, until),
      ),
    )
    .orderBy(ads.id);
}

/** The members of open accounts, confirmed, who asked for the weekly results (decision 0121: each member who
 *  opted in gets their own). */
export function listWeeklyResultsAccounts(db: Db): Promise<AdvertiserRow[]> {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(advertisers, eq(advertisers.id, memberships.advertiserId))
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(
      and(
        eq(memberships.weeklyResults, true),
        isNull(advertisers.closedAt),
        isNull(people.closedAt),
        isNotNull(people.confirmedAt),
      ),
    )
    .orderBy(memberships.id);
}

/** The advertiser's ads that have been live and whose run overlaps the days from `from` up to `before` (ISO,
 *  `before` excluded), oldest first. */
export function listAdsRunningWithin(
  db: Db,
  advertiserId: number,
  from: string,
  before: string,
): Promise<AdRow[]> {
  return db
    .select()
    .from(ads)
    .where(
      and(
        eq(ads.advertiserId, advertiserId),
        inArray(ads.status, ['ACTIVE', 'PAUSED', 'ENDED']),
        isNotNull(ads.wentLiveAt),
        sql`${ads.startDate} < ${before}`,
        gt(ads.endDate, from),
      ),
    )
    .orderBy(ads.startDate, ads.id);
}

export type WeekTotals = { adId: number; impressions: number; clicks: number };

/** Each ad's impressions and clicks over a week, all placements and languages together: the hours from `from`
 *  (included) to `until` (excluded), and the UTC days `fromDay` to `toDay` (inclusive) counted before hours. */
export async function sumCountsOfAds(
  db: Db,
  adIds: number[],
  range: { from: Date; until: Date; fromDay: string; toDay: string },
): Promise<Map<number, WeekTotals>> {
  if (adIds.length === 0) return new Map();
  const hours = await db
    .select({
      adId: adHourlyStats.adId,
      impressions: sql<number>`coalesce(sum(${adHourlyStats.impressions}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${adHourlyStats.clicks}), 0)::int`,
    })
    .from(adHourlyStats)
    .where(
      and(
        inArray(adHourlyStats.adId, adIds),
        gte(adHourlyStats.hour, range.from),
        lt(adHourlyStats.hour, range.until),
      ),
    )
    .groupBy(adHourlyStats.adId);
  const days = await db
    .select({
      adId: adDailyStats.adId,
      impressions: sql<number>`coalesce(sum(${adDailyStats.impressions}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${adDailyStats.clicks}), 0)::int`,
    })
    .from(adDailyStats)
    .where(
      and(
        inArray(adDailyStats.adId, adIds),
        gte(adDailyStats.day, range.fromDay),
        lte(adDailyStats.day, range.toDay),
      ),
    )
    .groupBy(adDailyStats.adId);
  const totals = new Map<number, WeekTotals>();
  for (const row of [...hours, ...days]) {
    const total = totals.get(row.adId) ?? { adId: row.adId, impressions: 0, clicks: 0 };
    total.impressions += Number(row.impressions);
    total.clicks += Number(row.clicks);
    totals.set(row.adId, total);
  }
  return totals;
}
