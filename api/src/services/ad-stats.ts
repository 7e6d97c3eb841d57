/** Results over time for an advertiser's own ads: the days of a range (the last 7 or 30 days, or the ad's whole
 *  run) per placement the ad's plan runs in, zeros included so a chart has no gaps, their totals, and the same rows
 *  as CSV (a byte-order mark so spreadsheets read UTF-8, CRLF lines, fields quoted by csv-stringify, formulas
 *  escaped). Reads what the ad server's flush wrote to ad_daily_stats. Knows nothing of HTTP. */
import { stringify } from 'csv-stringify/sync';
import {
  clickThroughRate,
  PLAN_CATALOGUE,
  todayUtc,
  type AdStats,
  type Placement,
  type StatsDay,
  type StatsRange,
  PlainDate,
} from 'shared-contracts';
import { STATS_CSV_COLUMNS } from 'shared-contracts/api';
import type { Db } from '../db/client';
import { listDailyStats } from '../repositories/ad-daily-stats';
import { listOwnAds, findOwnAd, type AdRow } from './ad-applications';

export type DateRange = { from: PlainDate; to: PlainDate };

const DAYS_IN_RANGE = { '7d': 7, '30d': 30 } as const;

/** The days a range covers for an ad: the last 7 or 30 days ending today (UTC), or its run, from its start date up
 *  to its end date or today, whichever comes first. `from` is after `to` when the run has not started yet. */
export function rangeDates(
  range: StatsRange,
  ad: Pick<AdRow, 'startDate' | 'endDate'>,
  today: PlainDate = todayUtc(),
): DateRange {
  if (range !== 'run') return { from: today.subtract({ days: DAYS_IN_RANGE[range] - 1 }), to: today };
  const end = PlainDate.from(ad.endDate);
  return {
    from: PlainDate.from(ad.startDate),
    to: PlainDate.compare(end, today) < 0 ? end : today,
  };
}

/** Every date from `from` to `to`, oldest first (none when `from` is after `to`). */
function datesOf({ from, to }: DateRange): string[] {
  const dates: string[] = [];
  for (let day = from; PlainDate.compare(day, to) <= 0; day = day.add({ days: 1 }))
    dates.push(day.toString());
  return dates;
}

type StoredDay = { adId: number; day: string; placement: Placement; impressions: number; clicks: number };

async function storedDays(db: Db, adIds: readonly number[], { from, to }: DateRange): Promise<StoredDay[]> {
  if (adIds.length === 0 || PlainDate.compare(from, to) > 0) return [];
  return listDailyStats(db, adIds, from.toString(), to.toString());
}

/** One row per date and placement of the ad's plan (lobby before exhibition), counts where any were stored. */
function fillDays(ad: AdRow, range: DateRange, stored: readonly StoredDay[]): StatsDay[] {
  const byKey = new Map(stored.map((row) => [`${row.day}|${row.placement}`, row]));
  const placements = PLAN_CATALOGUE[ad.plan].placements;
  return datesOf(range).flatMap((date) =>
    placements.map((placement) => {
      const row = byKey.get(`${date}|${placement}`);
      return { date, placement, impressions: row?.impressions ?? 0, clicks: row?.clicks ?? 0 };
    }),
  );
}

function statsOf(ad: AdRow, range: StatsRange, dates: DateRange, stored: readonly StoredDay[]): AdStats {
  const days = fillDays(ad, dates, stored);
  return {
    adId: ad.id,
    range,
    from: dates.from.toString(),
    to: dates.to.toString(),
    days,
    totals: days.reduce(
      (sum, day) => ({ impressions: sum.impressions + day.impressions, clicks: sum.clicks + day.clicks }),
      { impressions: 0, clicks: 0 },
    ),
  };
}

/** The statistics of one of the advertiser's own ads; null for another advertiser's ad or a missing one. */
export async function ownAdStats(
  db: Db,
  advertiserId: number,
  adId: number,
  range: StatsRange,
  today: PlainDate = todayUtc(),
): Promise<{ ad: AdRow; stats: AdStats } | null> {
  const ad = await findOwnAd(db, advertiserId, adId);
  if (!ad) return null;
  const dates = rangeDates(range, ad, today);
  return { ad, stats: statsOf(ad, range, dates, await storedDays(db, [ad.id], dates)) };
}

/** The statistics of every ad of the advertiser, oldest ad first, and the dates the whole set covers. */
export async function allOwnAdStats(
  db: Db,
  advertiserId: number,
  range: StatsRange,
  today: PlainDate = todayUtc(),
): Promise<{ ads: { ad: AdRow; stats: AdStats }[]; dates: DateRange }> {
  const own = (await listOwnAds(db, advertiserId)).sort((a, b) => a.id - b.id);
  const ranges = own.map((ad) => rangeDates(range, ad, today));
  const started = ranges.filter(({ from, to }) => PlainDate.compare(from, to) <= 0);
  const dates: DateRange =
    range !== 'run'
      ? rangeDates(range, { startDate: today.toString(), endDate: today.toString() }, today)
      : started.length > 0
        ? {
            from: started.map((r) => r.from).sort(PlainDate.compare)[0] ?? today,
            to:
              started
                .map((r) => r.to)
                .sort(PlainDate.compare)
                .at(-1) ?? today,
          }
        : { from: today, to: today };
  const stored =
    PlainDate.compare(dates.from, dates.to) <= 0
      ? await storedDays(
          db,
          own.map((ad) => ad.id),
          dates,
        )
      : [];
  return {
    ads: own.map((ad, index) => {
      const adRange = ranges[index] ?? dates;
      return {
        ad,
        stats: statsOf(
          ad,
          range,
          adRange,
          stored.filter((row) => row.adId === ad.id),
        ),
      };
    }),
    dates,
  };
}

// --- CSV -----------------------------------------------------------------------------------------------------------

/** The file's name: the ad (or all of them) and the dates, e.g. `ad-42-2026-10-25_2026-11-23.csv`. */
export function csvFilename(
  subject: { adId: number } | 'all-ads',
  dates: { from: { toString(): string }; to: { toString(): string } },
): string {
  const who = subject === 'all-ads' ? 'all-ads' : `ad-${subject.adId}`;
  return `${who}-${dates.from.toString()}_${dates.to.toString()}.csv`;
}

/** The CSV of some ads' days: a byte-order mark (spreadsheets then read UTF-8, Japanese titles included), the
 *  header of STATS_CSV_COLUMNS, one row per day and placement, CRLF line ends. A title starting like a formula
 *  (=, +, -, @) is written with a leading apostrophe so no spreadsheet runs it. */
export function statsCsv(entries: readonly { ad: Pick<AdRow, 'id' | 'title'>; stats: AdStats }[]): string {
  const rows = entries.flatMap(({ ad, stats }) =>
    stats.days.map((day) => [
      day.date,
      String(ad.id),
      ad.title,
      day.placement,
      String(day.impressions),
      String(day.clicks),
      clickThroughRate(day.clicks, day.impressions),
    ]),
  );
  const csv = stringify(rows, {
    header: true,
    columns: [...STATS_CSV_COLUMNS],
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  return `\uFEFF${csv}`;
}
