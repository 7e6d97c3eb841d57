/** The three monthly plans (product.md, Plans and prices): labels, prices in integer cents, and where each plan's ads
 *  appear. The application form, the checkout and the ad server all read this one catalogue. */
import type { LocalizedText } from './language';
import { MAX_DURATION_MONTHS, MIN_DURATION_MONTHS } from './limits';

export const PLANS = ['LOBBIES', 'EXHIBITIONS', 'COMPREHENSIVE'] as const;
export type Plan = (typeof PLANS)[number];

export const DEFAULT_PLAN: Plan = 'LOBBIES';

/** Where an ad can be shown: exhibition lobbies or exhibition spaces (`GET /api/serve?placement=…`). */
export const PLACEMENTS = ['lobby', 'exhibition'] as const;
export type Placement = (typeof PLACEMENTS)[number];

export type PlanDetails = {
  label: LocalizedText;
  /** Excluding sales tax (product.md, Rules shown to advertisers). */
  monthlyPriceCents: number;
  placements: readonly Placement[];
};

export const PLAN_CATALOGUE = {
  LOBBIES: {
    label: { en: 'Lobbies Plan', ja: 'ロビープラン' },
    monthlyPriceCents: 3200,
    placements: ['lobby'],
  },
  EXHIBITIONS: {
    label: { en: 'Exhibitions Plan', ja: '展示会場プラン' },
    monthlyPriceCents: 5200,
    placements: ['exhibition'],
  },
  COMPREHENSIVE: {
    label: { en: 'Comprehensive Plan', ja: '総合プラン' },
    monthlyPriceCents: 7200,
    placements: ['lobby', 'exhibition'],
  },
} as const satisfies Record<Plan, PlanDetails>;

/** Duration options in months, 1 to 12 (product.md, Plans and prices). */
export const DURATIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type Duration = (typeof DURATIONS)[number];
/** The same options as the duration select holds them: strings. */
export const DURATION_OPTIONS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type DurationOption = (typeof DURATION_OPTIONS)[number];

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

export function isDuration(months: unknown): months is Duration {
  return typeof months === 'number' && (DURATIONS as readonly number[]).includes(months);
}

export function planCoversPlacement(plan: Plan, placement: Placement): boolean {
  return (PLAN_CATALOGUE[plan].placements as readonly Placement[]).includes(placement);
}

/** The price before sales tax. Only whole durations of 1–12 months exist, so anything else is a bug. */
export function subtotalCents(plan: Plan, months: number): number {
  if (!isDuration(months)) {
    throw new RangeError(
      `duration must be a whole number of months from ${MIN_DURATION_MONTHS} to ${MAX_DURATION_MONTHS}, got ${months}`,
    );
  }
  return PLAN_CATALOGUE[plan].monthlyPriceCents * months;
}
