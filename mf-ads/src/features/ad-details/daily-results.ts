/** The numbers of the Results section, from an ad's statistics (one entry per day and placement, oldest first):
 *  one row per day with the counts of each placement the plan runs in, of each creative language and the day's
 *  total, plus the totals of the range. Days are in the account's time zone, except those counted before hourly
 *  statistics, which are UTC days and say so (decision 0118). The table and the chart both read these rows, so they always show the same numbers. */
import { LANGUAGES, PLACEMENTS, type AdStats, type Language, type Placement } from 'shared-contracts';

export type Counts = { impressions: number; clicks: number };

export type DailyRow = {
  /** '2026-11-22' */
  date: string;
  byPlacement: Partial<Record<Placement, Counts>>;
  byLanguage: Record<Language, Counts>;
  total: Counts;
  /** A UTC day counted before hourly statistics, whatever the account's zone. */
  utcDay: boolean;
};

export type DailyResults = {
  /** The placements the statistics list, in the portal's order (lobby first). */
  placements: Placement[];
  /** The creative languages with any count in the range, in the portal's order. */
  languages: Language[];
  rows: DailyRow[];
  totals: {
    byPlacement: Partial<Record<Placement, Counts>>;
    byLanguage: Record<Language, Counts>;
    total: Counts;
  };
  /** The IANA time zone the days are in. */
  timeZone: string;
  /** Whether any day is a UTC day counted before hourly statistics. */
  hasUtcDays: boolean;
};

const add = (a: Counts, b: Counts): Counts => ({
  impressions: a.impressions + b.impressions,
  clicks: a.clicks + b.clicks,
});
const ZERO: Counts = { impressions: 0, clicks: 0 };

export function dailyResults(stats: AdStats): DailyResults {
  const byDate = new Map<string, DailyRow>();
  const present = new Set<Placement>();
  const placementTotals: Partial<Record<Placement, Counts>> = {};
  const languageTotals: Record<Language, Counts> = { en: ZERO, ja: ZERO };
  for (const day of stats.days) {
    const row = byDate.get(day.date) ?? {
      date: day.date,
      byPlacement: {},
      byLanguage: { en: ZERO, ja: ZERO },
      total: ZERO,
      utcDay: false,
    };
    const counts = { impressions: day.impressions, clicks: day.clicks };
    row.byPlacement[day.placement] = add(row.byPlacement[day.placement] ?? ZERO, counts);
    for (const language of LANGUAGES) {
      row.byLanguage[language] = add(row.byLanguage[language], day.byLanguage[language]);
      languageTotals[language] = add(languageTotals[language], day.byLanguage[language]);
    }
    row.total = add(row.total, counts);
    if (day.utcDay) row.utcDay = true;
    byDate.set(day.date, row);
    present.add(day.placement);
    placementTotals[day.placement] = add(placementTotals[day.placement] ?? ZERO, counts);
  }
  const rows = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    placements: PLACEMENTS.filter((placement) => present.has(placement)),
    languages: LANGUAGES.filter(
      (language) => languageTotals[language].impressions > 0 || languageTotals[language].clicks > 0,
    ),
    rows,
    totals: {
      byPlacement: placementTotals,
      byLanguage: languageTotals,
      total: rows.reduce((sum, row) => add(sum, row.total), ZERO),
    },
    timeZone: stats.timeZone,
    hasUtcDays: rows.some((row) => row.utcDay),
  };
}

/** True when the range holds at least one impression or click. */
export function hasCounts(results: DailyResults): boolean {
  return results.totals.total.impressions > 0 || results.totals.total.clicks > 0;
}
