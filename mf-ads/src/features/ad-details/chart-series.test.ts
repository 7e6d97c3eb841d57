import type { AdStats } from 'shared-contracts';
import { dailyCtrPercent, stackedSeries, withHeadroom } from './chart-series';
import { dailyResults } from './daily-results';

/** A day's split: all of it from the English creative, none counted before hours. */
const split = (impressions: number, clicks: number) => ({
  byLanguage: { en: { impressions, clicks }, ja: { impressions: 0, clicks: 0 } },
  utcDay: false,
});

const stats: AdStats = {
  adId: 1,
  range: '7d',
  timeZone: 'UTC',
  from: '2026-03-09',
  to: '2026-03-10',
  days: [
    { date: '2026-03-09', placement: 'lobby', impressions: 300, clicks: 6, ...split(300, 6) },
    { date: '2026-03-09', placement: 'exhibition', impressions: 100, clicks: 2, ...split(100, 2) },
    { date: '2026-03-10', placement: 'lobby', impressions: 0, clicks: 0, ...split(0, 0) },
    { date: '2026-03-10', placement: 'exhibition', impressions: 0, clicks: 0, ...split(0, 0) },
  ],
  totals: { impressions: 400, clicks: 8 },
};

test('placements stack: the exhibition bar is drawn first to the day’s total, the lobby bar over its lower part', () => {
  expect(stackedSeries(dailyResults(stats), 'impressions')).toEqual([
    { placement: 'exhibition', tops: [400, 0], values: [100, 0] },
    { placement: 'lobby', tops: [300, 0], values: [300, 0] },
  ]);
  expect(stackedSeries(dailyResults(stats), 'clicks').map((series) => series.tops)).toEqual([
    [8, 0],
    [6, 0],
  ]);
});

test('the daily click-through rate is a percentage, with no point on a day without impressions', () => {
  expect(dailyCtrPercent(dailyResults(stats))).toEqual([2, null]);
});

test('a plan with one placement has one series', () => {
  const lobbyOnly = { ...stats, days: stats.days.filter((day) => day.placement === 'lobby') };
  expect(stackedSeries(dailyResults(lobbyOnly), 'impressions')).toEqual([
    { placement: 'lobby', tops: [300, 0], values: [300, 0] },
  ]);
});

test('the axes leave room above the tallest bar or CTR point', () => {
  expect(withHeadroom(500)).toBeGreaterThan(500);
  expect(withHeadroom(3.2)).toBeCloseTo(3.52);
  expect(withHeadroom(0)).toBe(1);
});
