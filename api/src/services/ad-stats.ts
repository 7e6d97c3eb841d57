/** Results over time for an advertiser's own ads: the days of a range (the last 7 or 30 days, or the ad's whole
 *  run) per placement the ad's plan runs in, zeros included so a chart has no gaps, their totals, and the same rows
 *  as CSV (a byte-order mark so spreadsheets read UTF-8, CRLF lines, fields quoted by csv-stringify, formulas
 *  escaped). Days are built in the account's time zone from the UTC hours the ad server's flush wrote to
 *  ad_hourly_stats, with temporal-polyfill (decision 0118); days counted before hours existed come from
 *  ad_daily_stats as they were, UTC days, and are marked so. Knows nothing of HTTP. */
import { stringify } from 'csv-stringify/sync';
import {
  clickThroughRate,
  LANGUAGES,
  PLAN_CATALOGUE,
  type AdStats,
  type Language,
  type Placement,
  type StatsDay,
  type StatsRange,
} from 'shared-contracts';
import { statsCsvColumns } from 'shared-contracts/api';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../db/client';
import { listDailyStats, listHourlyStats } from '../repositories/ad-daily-stats';
import { listOwnAds, findOwnAd, type AdRow } from './ad-applications';

export type DateRange = { from: Temporal.PlainDate; to: Temporal.PlainDate };

const DAYS_IN_RANGE = { '7d': 7, '30d': 30 } as const;

/** The calendar date of `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();
}

/** The instant `date` begins in `timeZone` (its first instant: on a day that skips midnight, the first that exists). */
export function startOfDayIn(date: Temporal.PlainDate, timeZone: string): Date {
  const start = date.toZonedDateTime({ timeZone });
  return new Date(start.epochMilliseconds);
}

/** The calendar date, in `timeZone`, of the instant `iso`. */
export function dateIn(iso: string, timeZone: string): string {
  return Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** The days a range covers for an ad: the last 7 or 30 days ending today (in the account's zone), or its run, from
 *  its start date up to its end date or today, whichever comes first. `from` is after `to` when the run has not
 *  started yet. */
export function rangeDates(
  range: StatsRange,
  ad: Pick<AdRow, 'startDate' | 'endDate'>,
  today: Temporal.PlainDate,
): DateRange {
  if (range !== 'run') return { from: today.subtract({ days: DAYS_IN_RANGE[range] - 1 }), to: today };
  const end = Temporal.PlainDate.from(ad.endDate);
  return {
    from: Temporal.PlainDate.from(ad.startDate),
    to: Temporal.PlainDate.compare(end, today) < 0 ? end : today,
  };
}

/** Every date from `from` to `to`, oldest first (none when `from` is after `to`). */
function datesOf({ from, to }: DateRange): string[] {
  const dates: string[] = [];
  for (let day = from; Temporal.PlainDate.compare(day, to) <= 0; day = day.add({ days: 1 }))
    dates.push(day.toString());
  return dates;
}

/** What one ad got on one day in one placement with one creative language; `utcDay` when it is a UTC day counted
 *  before hours. */
type StoredDay = {
  adId: number;
  day: string;
  placement: Placement;
  language: Language | null;
  impressions: number;
  clicks: number;
  utcDay: boolean;
};

/** The stored counts of these ads over the range, by date in `timeZone`: the hours of each day in the zone, and the
 *  UTC days of the range counted before hours (language unknown). */
async function storedDays(
  db: Db,
  adIds: readonly number[],
  { from, to }: DateRange,
  timeZone: string,
): Promise<StoredDay[]> {
  if (adIds.length === 0 || Temporal.PlainDate.compare(from, to) > 0) return [];
  const hours = await listHourlyStats(
    db,
    adIds,
    startOfDayIn(from, timeZone),
    startOfDayIn(to.add({ days: 1 }), timeZone),
  );
  const days = await listDailyStats(db, adIds, from.toString(), to.toString());
  return [
    ...hours.map((row) => ({ ...row, day: dateIn(row.hour, timeZone), utcDay: false })),
    ...days.map((row) => ({ ...row, language: null, utcDay: true })),
  ];
}

const noCounts = () => ({ impressions: 0, clicks: 0 });

/** One row per date and placement of the ad's plan (lobby before exhibition), counts where any were stored. */
function fillDays(ad: AdRow, range: DateRange, stored: readonly StoredDay[]): StatsDay[] {
  const byKey = new Map<string, StatsDay>();
  const placements = PLAN_CATALOGUE[ad.plan].placements;
  const days = datesOf(range).flatMap((date) =>
    placements.map((placement) => {
      const day: StatsDay = {
        date,
        placement,
        impressions: 0,
        clicks: 0,
        byLanguage: { en: noCounts(), ja: noCounts() },
        utcDay: false,
      };
      byKey.set(`${date}|${placement}`, day);
      return day;
    }),
  );
  for (const row of stored) {
    const day = byKey.get(`${row.day}|${row.placement}`);
    if (!day) continue;
    day.impressions += row.impressions;
    day.clicks += row.clicks;
    if (row.utcDay) day.utcDay = true;
    if (row.language) {
      day.byLanguage[row.language].impressions += row.impressions;
      day.byLanguage[row.language].clicks += row.clicks;
    }
  }
  return days;
}

function statsOf(
  ad: AdRow,
  range: StatsRange,
  dates: DateRange,
  stored: readonly StoredDay[],
  timeZone: string,
): AdStats {
  const days = fillDays(ad, dates, stored);
  return {
    adId: ad.id,
    range,
    timeZone,
    from: dates.from.toString(),
    to: dates.to.toString(),
    days,
    totals: days.reduce(
      (sum, day) => ({ impressions: sum.impressions + day.impressions, clicks: sum.clicks + day.clicks }),
      { impressions: 0, clicks: 0 },
    ),
  };
}

/** Whose results, and in which zone: the signed-in advertiser's id and time zone. */
export type StatsViewer = { id: number; timeZone: string };

/** The statistics of one of the advertiser's own ads; null for another advertiser's ad or a missing one. */
export async function ownAdStats(
  db: Db,
  viewer: StatsViewer,
  adId: number,
  range: StatsRange,
  now: Date = new Date(),
): Promise<{ ad: AdRow; stats: AdStats } | null> {
  const ad = await findOwnAd(db, viewer.id, adId);
  if (!ad) return null;
  const dates = rangeDates(range, ad, todayIn(viewer.timeZone, now));
  return {
    ad,
    stats: statsOf(ad, range, dates, await storedDays(db, [ad.id], dates, viewer.timeZone), viewer.timeZone),
  };
}

/** The statistics of every ad of the advertiser, oldest ad first, and the dates the whole set covers. */
export async function allOwnAdStats(
  db: Db,
  viewer: StatsViewer,
  range: StatsRange,
  now: Date = new Date(),
): Promise<{ ads: { ad: AdRow; stats: AdStats }[]; dates: DateRange }> {
  const today = todayIn(viewer.timeZone, now);
  const own = (await listOwnAds(db, viewer.id)).sort((a, b) => a.id - b.id);
  const ranges = own.map((ad) => rangeDates(range, ad, today));
  const started = ranges.filter(({ from, to }) => Temporal.PlainDate.compare(from, to) <= 0);
  const dates: DateRange =
    range !== 'run'
      ? rangeDates(range, { startDate: today.toString(), endDate: today.toString() }, today)
      : started.length > 0
        ? {
            from: started.map((r) => r.from).sort(Temporal.PlainDate.compare)[0] ?? today,
            to:
              started
                .map((r) => r.to)
                .sort(Temporal.PlainDate.compare)
                .at(-1) ?? today,
          }
        : { from: today, to: today };
  const stored =
    Temporal.PlainDate.compare(dates.from, dates.to) <= 0
      ? await storedDays(
          db,
          own.map((ad) => ad.id),
          dates,
          viewer.timeZone,
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
          viewer.timeZone,
        ),
      };
    }),
    dates,
  };
}

// --- CSV -----------------------------------------------------------------------------------------------------------

/** The file's name: the ad (or all of them), the dates and the time zone ('/' as '_'), e.g.
 *  `ad-42-2026-10-25_2026-11-23-Asia_Tokyo.csv`. */
export function csvFilename(
  subject: { adId: number } | 'all-ads',
  dates: { from: { toString(): string }; to: { toString(): string } },
  timeZone: string,
): string {
  const who = subject === 'all-ads' ? 'all-ads' : `ad-${subject.adId}`;
  const zone = timeZone.replace(/[^A-Za-z0-9_.-]/g, '_');
  return `${who}-${dates.from.toString()}_${dates.to.toString()}-${zone}.csv`;
}

/** The CSV of some ads' days: a byte-order mark (spreadsheets then read UTF-8, Japanese titles included), the
 *  header of statsCsvColumns (the date column names the zone), one row per day and placement, CRLF line ends. A
 *  title starting like a formula (=, +, -, @) is written with a leading apostrophe so no spreadsheet runs it. */
export function statsCsv(
  entries: readonly { ad: Pick<AdRow, 'id' | 'title'>; stats: AdStats }[],
  timeZone: string,
): string {
  const rows = entries.flatMap(({ ad, stats }) =>
    stats.days.map((day) => [
      day.date,
      day.utcDay ? 'UTC' : timeZone,
      String(ad.id),
      ad.title,
      day.placement,
      String(day.impressions),
      String(day.clicks),
      clickThroughRate(day.clicks, day.impressions),
      ...LANGUAGES.flatMap((language) => [
        String(day.byLanguage[language].impressions),
        String(day.byLanguage[language].clicks),
      ]),
    ]),
  );
  const csv = stringify(rows, {
    header: true,
    columns: statsCsvColumns(timeZone),
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  return `\uFEFF${csv}`;
}
