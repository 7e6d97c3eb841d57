import {
  DURATIONS,
  DURATION_OPTIONS,
  PLANS,
  PLAN_CATALOGUE,
  planCoversPlacement,
  subtotalCents,
} from './plans';

describe('plans', () => {
  test('three plans are sold at 32, 52 and 72 dollars a month, in cents', () => {
    expect(PLANS).toEqual(['LOBBIES', 'EXHIBITIONS', 'COMPREHENSIVE']);
    expect(PLANS.map((plan) => PLAN_CATALOGUE[plan].monthlyPriceCents)).toEqual([3200, 5200, 7200]);
  });

  test('each plan has an English and a Japanese label', () => {
    expect(PLAN_CATALOGUE.LOBBIES.label.en).toBe('Lobbies Plan');
    expect(PLAN_CATALOGUE.EXHIBITIONS.label.en).toBe('Exhibitions Plan');
    expect(PLAN_CATALOGUE.COMPREHENSIVE.label.en).toBe('Comprehensive Plan');
    for (const plan of PLANS) expect(PLAN_CATALOGUE[plan].label.ja).toMatch(/プラン/);
  });

  test('lobbies covers only lobbies, exhibitions only exhibitions, comprehensive both', () => {
    expect(planCoversPlacement('LOBBIES', 'lobby')).toBe(true);
    expect(planCoversPlacement('LOBBIES', 'exhibition')).toBe(false);
    expect(planCoversPlacement('EXHIBITIONS', 'exhibition')).toBe(true);
    expect(planCoversPlacement('EXHIBITIONS', 'lobby')).toBe(false);
    expect(planCoversPlacement('COMPREHENSIVE', 'lobby')).toBe(true);
    expect(planCoversPlacement('COMPREHENSIVE', 'exhibition')).toBe(true);
  });

  test('durations run from 1 to 12 months, as numbers and as select options', () => {
    expect(DURATIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(DURATION_OPTIONS).toEqual(DURATIONS.map(String));
  });

  test('the subtotal is the monthly price times the months', () => {
    expect(subtotalCents('LOBBIES', 1)).toBe(3200);
    expect(subtotalCents('EXHIBITIONS', 3)).toBe(15600);
    expect(subtotalCents('COMPREHENSIVE', 12)).toBe(86400);
  });

  test('a duration outside 1–12 whole months is refused as a bug', () => {
    expect(() => subtotalCents('LOBBIES', 0)).toThrow(RangeError);
    expect(() => subtotalCents('LOBBIES', 13)).toThrow(RangeError);
    expect(() => subtotalCents('LOBBIES', 1.5)).toThrow(RangeError);
  });
});
