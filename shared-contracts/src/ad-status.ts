/** The ad status machine (product.md, Ad statuses) as data. The dashboard and ad details read it to decide which
 *  buttons to show; the API reads it to refuse transitions. Keep it free of React and I/O so both sides can import
 *  it. */
import type { LocalizedText } from './language';

export const AD_STATUSES = [
  'UNPAID',
  'PENDING',
  'ACTIVE',
  'PAUSED',
  'ENDED',
  'REJECTED',
  'REFUNDED',
] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/** A new application is stored UNPAID, then the advertiser is sent to checkout. */
export const INITIAL_AD_STATUS: AdStatus = 'UNPAID';

export const AD_STATUS_LABELS = {
  UNPAID: { en: 'Failed Payment', ja: 'お支払い未完了' },
  PENDING: { en: 'Pending Review', ja: '審査中' },
  ACTIVE: { en: 'Active', ja: '有効' },
  PAUSED: { en: 'Paused', ja: '一時停止中' },
  ENDED: { en: 'Ended', ja: '掲載終了' },
  REJECTED: { en: 'Rejected', ja: '不承認' },
  REFUNDED: { en: 'Refunded', ja: '返金済み' },
} as const satisfies Record<AdStatus, LocalizedText>;

/**
 * Who moves an ad: the advertiser through the portal, the payment provider's callback, an operator through the
 * CLI, or the scheduled end-date job.
 */
export const AD_STATUS_ACTORS = ['advertiser', 'payment', 'operator', 'system'] as const;
export type AdStatusActor = (typeof AD_STATUS_ACTORS)[number];

export type AdStatusTransition = { from: AdStatus; to: AdStatus; actor: AdStatusActor };

/**
 * Every allowed move (product.md, Ad statuses): the advertiser's, the operator's and the system's. An operator
 * approves, rejects or ends an ad, and the job ends ads past their end date, whether running or paused.
 */
export const AD_STATUS_TRANSITIONS = [
  { from: 'ACTIVE', to: 'PAUSED', actor: 'advertiser' },
  { from: 'PAUSED', to: 'ACTIVE', actor: 'advertiser' },
  // Resubmitting a rejected ad sends it back to review.
  { from: 'REJECTED', to: 'PENDING', actor: 'advertiser' },
  { from: 'UNPAID', to: 'PENDING', actor: 'payment' },
  { from: 'PENDING', to: 'ACTIVE', actor: 'operator' },
  { from: 'PENDING', to: 'REJECTED', actor: 'operator' },
  { from: 'ACTIVE', to: 'ENDED', actor: 'operator' },
  { from: 'PAUSED', to: 'ENDED', actor: 'operator' },
  { from: 'ACTIVE', to: 'ENDED', actor: 'system' },
  { from: 'PAUSED', to: 'ENDED', actor: 'system' },
  // product.md, Rules shown to advertisers: "A rejected ad can be changed and resubmitted, or refunded" — by its
  // advertiser, or by an operator for exceptional cases. REFUNDED is terminal. The API also refuses ads that were
  // ever live ("Once an ad has been live there is no refund."), which the status alone cannot tell.
  { from: 'REJECTED', to: 'REFUNDED', actor: 'advertiser' },
  { from: 'REJECTED', to: 'REFUNDED', actor: 'operator' },
] as const satisfies readonly AdStatusTransition[];

export function isAdStatus(value: unknown): value is AdStatus {
  return typeof value === 'string' && (AD_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: AdStatus, to: AdStatus, actor: AdStatusActor): boolean {
  return AD_STATUS_TRANSITIONS.some((t) => t.from === from && t.to === to && t.actor === actor);
}

export type AdActions = {
  /** The pause/resume button of the details screen, or null when the ad is neither running nor paused. */
  pauseResume: 'pause' | 'resume' | null;
  resubmit: boolean;
  /** "Request refund" beside "Resubmit ad" (the API still refuses an ad that was ever live). */
  refund: boolean;
  retryPayment: boolean;
  delete: boolean;
};

/** The buttons the ad details screen offers for a status (product.md, Ad statuses). */
export function actionsFor(status: AdStatus): AdActions {
  return {
    pauseResume: status === 'ACTIVE' ? 'pause' : status === 'PAUSED' ? 'resume' : null,
    resubmit: status === 'REJECTED',
    refund: status === 'REJECTED',
    retryPayment: status === 'UNPAID',
    delete: status !== 'ENDED',
  };
}

/** The dashboard's status switch is enabled only for running or paused ads. */
export function canToggleStatus(status: AdStatus): boolean {
  return status === 'ACTIVE' || status === 'PAUSED';
}

/** The status a pause/resume toggle sends, or null when the switch is disabled. */
export function toggledStatus(status: AdStatus): 'ACTIVE' | 'PAUSED' | null {
  if (status === 'ACTIVE') return 'PAUSED';
  if (status === 'PAUSED') return 'ACTIVE';
  return null;
}
