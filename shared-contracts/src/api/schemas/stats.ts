/** Results over time: an ad's impressions and clicks per day (in the account's time zone, decision 0118),
 *  placement and creative language, the range they cover, and the
 *  query of the statistics and CSV export calls. Counts are whole numbers; CTR is derived, never sent. */
import * as v from 'valibot';
import { LANGUAGES } from '../../language';
import { PLACEMENTS } from '../../plans';
import { IdSchema } from './common';

/** The ranges an advertiser can pick: the last 7 days, the last 30 days (both ending today, UTC), or the whole run
 *  (the ad's start date up to its end date or today, whichever comes first). */
export const STATS_RANGES = ['7d', '30d', 'run'] as const;
export type StatsRange = (typeof STATS_RANGES)[number];
export const DEFAULT_STATS_RANGE: StatsRange = '30d';

export const StatsRangeSchema = v.picklist(STATS_RANGES);

/** `?range=7d|30d|run` on GET /ads/{id}/stats, GET /ads/{id}/stats.csv and GET /ads/stats.csv; 30 days when absent. */
export const StatsQuerySchema = v.object({ range: v.optional(StatsRangeSchema, DEFAULT_STATS_RANGE) });
export type StatsQuery = v.InferOutput<typeof StatsQuerySchema>;

/** '2026-11-22': a calendar day in the account's time zone (or in UTC for a day counted before hours). */
const IsoDateSchema = v.pipe(v.string(), v.isoDate());
const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

const CountsSchema = v.object({ impressions: CountSchema, clicks: CountSchema });

/** One day in one placement. Days without any count are still listed (zeros), so a chart has no gaps.
 *  `byLanguage` splits the counts by the language of the creative served (they add up to the day's counts).
 *  `utcDay` marks a day counted before hourly statistics existed: its counts are those of the UTC day, whatever
 *  the account's time zone. */
export const StatsDaySchema = v.object({
  date: IsoDateSchema,
  placement: v.picklist(PLACEMENTS),
  impressions: CountSchema,
  clicks: CountSchema,
  byLanguage: v.object({ en: CountsSchema, ja: CountsSchema }),
  utcDay: v.boolean(),
});
export type StatsDay = v.InferOutput<typeof StatsDaySchema>;

/** GET /ads/{id}/stats (signed in, the owner only): the days of the range, oldest first, lobby before exhibition
 *  within a day (only the placements the ad's plan runs in), and their totals. `from` is after `to` when the ad has
 *  not started yet (then `days` is empty). */
export const AdStatsSchema = v.object({
  adId: IdSchema,
  range: StatsRangeSchema,
  /** The IANA time zone the days are in: the account's. */
  timeZone: v.string(),
  from: IsoDateSchema,
  to: IsoDateSchema,
  days: v.array(StatsDaySchema),
  totals: v.object({ impressions: CountSchema, clicks: CountSchema }),
});
export type AdStats = v.InferOutput<typeof AdStatsSchema>;

/** GET /ads/stats?range=… (signed in): each of one's own ads' impressions and clicks over the range (its own days
 *  of it: the last 7 or 30 days, or its whole run), so the dashboard's table and summary count the period the
 *  advertiser chose, the same days the CSV export of that period lists. */
export const AdPeriodTotalsSchema = v.object({
  range: StatsRangeSchema,
  /** The IANA time zone the period's days are in: the account's. */
  timeZone: v.string(),
  ads: v.array(v.object({ adId: IdSchema, impressions: CountSchema, clicks: CountSchema })),
});
export type AdPeriodTotals = v.InferOutput<typeof AdPeriodTotalsSchema>;

/** The columns of every CSV export, in order (the product's names; the header row is English so spreadsheets and
 *  scripts read one format whatever the interface language). The date column names the time zone, e.g.
 *  `date (Asia/Tokyo)`; `day in` says per row which zone its day is in (UTC for a day counted before hours); the
 *  totals are followed by the same counts per creative language. */
export function statsCsvColumns(timeZone: string): string[] {
  return [
    `date (${timeZone})`,
    'day in',
    'ad id',
    'ad title',
    'placement',
    'impressions',
    'clicks',
    'CTR',
    ...LANGUAGES.flatMap((language) => [`impressions ${language}`, `clicks ${language}`]),
  ];
}

/** The answer of both CSV downloads: text/csv (the content type travels as metadata, which OpenAPI shows and the
 *  API's serializer reads to send the text as it is). */
export const StatsCsvSchema = v.pipe(
  v.string(),
  v.metadata({ contentMediaType: 'text/csv' }),
  v.description(
    'UTF-8 with a byte-order mark; columns date (in the account’s time zone), day in, ad id, ad title, placement, impressions, clicks, CTR, impressions en, clicks en, impressions ja, clicks ja',
  ),
);
