/** The queries behind the ad counts (decision 0017), and nothing else: ad_hourly_stats (one row per ad, UTC hour,
 *  placement and creative language, decision 0118), ad_daily_stats (the UTC days counted before hours, read only), clicked_impressions (one row per impression clicked, so a click counts once across instances),
 *  count_flushes (one row per flush written, so a retried flush writes once, decision 0099) and the ads' running
 *  totals. services/ad-counts.ts decides what to write and in which order; statements here are
 *  cut into chunks that stay far below PostgreSQL's 65,535 parameters per query. */
import { and, asc, between, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Language, Placement } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import { adDailyStats, adHourlyStats, ads, clickedImpressions, countFlushes } from '../db/schema';

export type DailyStatRow = {
  adId: number;
  day: string;
  placement: Placement;
  impressions: number;
  clicks: number;
};

export type HourlyStatRow = {
  adId: number;
  /** The start of the UTC hour, as an ISO instant. */
  hour: string;
  placement: Placement;
  language: Language;
  impressions: number;
  clicks: number;
};

/** Rows per statement. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += CHUNK) out.push(items.slice(index, index + CHUNK));
  return out;
}

/** Records clicked impressions, in the order given, skipping those already recorded; the ones recorded now. */
export async function insertClickedImpressions(
  tx: Tx,
  rows: readonly { impression: string; expiresAt: Date }[],
): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (const part of chunks(rows)) {
    const added = await tx
      .insert(clickedImpressions)
      .values(part.map(({ impression, expiresAt }) => ({ impression, expiresAt })))
      .onConflictDoNothing()
      .returning({ impression: clickedImpressions.impression });
    for (const row of added) inserted.add(row.impression);
  }
  return inserted;
}

/** Records these flush ids as written; the ones recorded now (an id already there was written by an earlier try). */
export async function claimFlushIds(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  const claimed = new Set<string>();
  for (const part of chunks(ids)) {
    const added = await tx
      .insert(countFlushes)
      .values(part.map((id) => ({ id })))
      .onConflictDoNothing()
      .returning({ id: countFlushes.id });
    for (const row of added) claimed.add(row.id);
  }
  return claimed;
}

/** Removes the ids of flushes written before `before`. */
export async function deleteFlushIdsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(countFlushes).where(lt(countFlushes.flushedAt, before));
}

/** Removes clicked impressions that expired before `before`. */
export async function deleteClickedImpressionsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(clickedImpressions).where(lt(clickedImpressions.expiresAt, before));
}

/** Locks the ads of these ids, in the order given, until the transaction ends; the ids that still exist. */
export async function lockAds(tx: Tx, ids: readonly number[]): Promise<Set<number>> {
  const existing = new Set<number>();
  for (const part of chunks(ids)) {
    const rows = await tx
      .select({ id: ads.id })
      .from(ads)
      .where(inArray(ads.id, part))
      .orderBy(asc(ads.id))
      .for('update');
    for (const row of rows) existing.add(row.id);
  }
  return existing;
}

/** Adds to ads.impressions and ads.clicks, leaving updated_at alone: counting is not an edit of the ad. */
export async function addToAdTotals(
  tx: Tx,
  totals: readonly (readonly [id: number, total: { impressions: number; clicks: number }])[],
): Promise<void> {
  for (const part of chunks(totals)) {
    const values = sql.join(
      part.map(
        ([id, total]) => sql`(${id}::integer, ${total.impressions}::integer, ${total.clicks}::integer)`,
      ),
      sql`, `,
    );
    // Raw SQL so updated_at keeps its value.
    await tx.execute(sql`
      update ads set impressions = ads.impressions + d.impressions, clicks = ads.clicks + d.clicks
      from (values ${values}) as d(id, impressions, clicks)
      where ads.id = d.id`);
  }
}

/** Adds each row to its ad's hour, placement and language, in the order given (inserting the hour when it is new). */
export async function addToHourlyStats(tx: Tx, rows: readonly HourlyStatRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    await tx
      .insert(adHourlyStats)
      .values(part.map((row) => ({ ...row, hour: new Date(row.hour) })))
      .onConflictDoUpdate({
        target: [adHourlyStats.adId, adHourlyStats.hour, adHourlyStats.placement, adHourlyStats.language],
        set: {
          impressions: sql`${adHourlyStats.impressions} + excluded.impressions`,
          clicks: sql`${adHourlyStats.clicks} + excluded.clicks`,
        },
      });
  }
}

/** The stored hours of these ads from `from` (included) to `to` (excluded), by ad and hour. */
export async function listHourlyStats(
  db: Db,
  adIds: readonly number[],
  from: Date,
  to: Date,
): Promise<HourlyStatRow[]> {
  const rows = await db
    .select({
      adId: adHourlyStats.adId,
      hour: adHourlyStats.hour,
      placement: adHourlyStats.placement,
      language: adHourlyStats.language,
      impressions: adHourlyStats.impressions,
      clicks: adHourlyStats.clicks,
    })
    .from(adHourlyStats)
    .where(
      and(inArray(adHourlyStats.adId, [...adIds]), gte(adHourlyStats.hour, from), lt(adHourlyStats.hour, to)),
    )
    .orderBy(asc(adHourlyStats.adId), asc(adHourlyStats.hour));
  return rows.map((row) => ({ ...row, hour: row.hour.toISOString() }));
}

/** The stored UTC days (counted before hours) of these ads from `from` to `to` (ISO dates, both included), by ad and day. */
export function listDailyStats(
  db: Db,
  adIds: readonly number[],
  from: string,
  to: string,
): Promise<DailyStatRow[]> {
  return db
    .select({
      adId: adDailyStats.adId,
      day: adDailyStats.day,
      placement: adDailyStats.placement,
      impressions: adDailyStats.impressions,
      clicks: adDailyStats.clicks,
    })
    .from(adDailyStats)
    .where(and(inArray(adDailyStats.adId, [...adIds]), between(adDailyStats.day, from, to)))
    .orderBy(asc(adDailyStats.adId), asc(adDailyStats.day));
}
