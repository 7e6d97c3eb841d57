/** Paying for an ad (SPEC §4 UNPAID → PENDING): open a checkout priced from the stored ad (plan × months plus
 *  Canadian sales tax by the advertiser's province), record it, and complete it exactly once when the provider
 *  says it was paid. The test checkout's Pay button (adapters/payments/test-checkout/) and Stripe's webhook both
 *  end in completePayment. */
import type { FastifyBaseLogger } from 'fastify';
import {
  canTransition,
  checkoutAmounts,
  hrefs,
  subtotalCents,
  type CheckoutAmounts,
  type CheckoutRequest,
  type Plan,
} from 'shared-contracts';
import type { PaymentProvider } from '../adapters/payments/payments';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { PaymentStatus } from '../db/schema';
import { updateAdIfStatus } from '../repositories/ads';
import type { AdvertiserRow } from '../repositories/advertisers';
import * as paymentRepository from '../repositories/payments';
import { issueReceipt } from './receipts';
import {
  findOwnAd,
  fixedTermsChanged,
  hasUsableCountry,
  type AdFailure,
  type AdRow,
} from './ad-applications';
import { refuse, type Failure, type Outcome } from './outcome';

export type PaymentDeps = { db: Db; payments: PaymentProvider; config: Config; log: FastifyBaseLogger };
export type PaymentRow = paymentRepository.PaymentRow;

export type CheckoutStarted = Outcome<{ url: string }, AdFailure | Failure<'PROVIDER_FAILED'>>;

/** The home the sales tax is computed for: the account's, or the one given on the application when the account
 *  has none (both are the applicant's home; the account is the more recent). */
function taxHome(advertiser: AdvertiserRow, ad: AdRow): { country: string; region: string | null } {
  if (hasUsableCountry(advertiser) && advertiser.country)
    return { country: advertiser.country, region: advertiser.region };
  return { country: ad.country ?? '', region: ad.region };
}

export function amountsFor(
  plan: Plan,
  months: number,
  home: { country: string; region: string | null },
): CheckoutAmounts {
  return checkoutAmounts(subtotalCents(plan, months), home.country, home.region);
}

/** Older open checkouts of the ad are closed first, so one ad can never be paid twice through two pages. */
async function closeOpenCheckouts(deps: PaymentDeps, adId: number): Promise<void> {
  const closed = await paymentRepository.expireOpenPaymentsOfAd(deps.db, adId);
  for (const row of closed)
    if (row.provider === deps.payments.kind) await deps.payments.expireCheckout(row.sessionId);
}

/** POST /stripe/checkout/ad: only the signed-in advertiser's own UNPAID ad, for the plan and months it was applied with. */
export async function startCheckout(
  deps: PaymentDeps,
  advertiser: AdvertiserRow,
  request: CheckoutRequest,
): Promise<CheckoutStarted> {
  // Another account's id is answered like another account's ad: as if it did not exist.
  if (request.userId !== advertiser.id) return refuse('NOT_FOUND');
  const ad = await findOwnAd(deps.db, advertiser.id, request.adId);
  if (!ad) return refuse('NOT_FOUND');
  if (!canTransition(ad.status, 'PENDING', 'payment')) return refuse('TRANSITION_NOT_ALLOWED');
  const fixed = fixedTermsChanged(ad, request);
  if (fixed) return fixed;

  const home = taxHome(advertiser, ad);
  const amounts = amountsFor(ad.plan, ad.duration, home);
  await closeOpenCheckouts(deps, ad.id);
  const origin = deps.config.portalOrigin;
  const session = await deps.payments.createCheckout({
    adId: ad.id,
    advertiserId: advertiser.id,
    email: advertiser.email,
    language: advertiser.language,
    plan: ad.plan,
    months: ad.duration,
    amounts,
    successUrl: `${origin}${hrefs.dashboardWithCheckoutStatus('success')}`,
    cancelUrl: `${origin}${hrefs.dashboardWithCheckoutStatus('failed')}`,
  });
  if (!session.ok) {
    deps.log.error({ adId: ad.id, reason: session.reason }, 'the payment provider did not open a checkout');
    return refuse('PROVIDER_FAILED');
  }
  await paymentRepository.insertPayment(deps.db, {
    adId: ad.id,
    advertiserId: advertiser.id,
    provider: deps.payments.kind,
    providerSessionId: session.sessionId,
    plan: ad.plan,
    duration: ad.duration,
    currency: 'usd',
    subtotalCents: amounts.subtotalCents,
    taxCents: amounts.taxCents,
    totalCents: amounts.totalCents,
    taxRegion: amounts.taxCents > 0 ? home.region : null,
  });
  return { ok: true, url: session.url };
}

export type Completion = { outcome: 'completed' | 'already-completed' | 'unknown'; adMoved: boolean };

/**
 * The provider says this checkout was paid. The payment row turns COMPLETED once (a guarded UPDATE: a second
 * call, even a concurrent one, finds nothing to update) and its ad moves UNPAID → PENDING once. The provider's
 * word wins over an EXPIRED mark of ours, since the money was taken.
 */
export async function completePayment(
  db: Db,
  providerSessionId: string,
  log?: FastifyBaseLogger,
): Promise<Completion> {
  return db.transaction(async (tx): Promise<Completion> => {
    const payment = await paymentRepository.completePaymentOfSession(tx, providerSessionId);
    if (!payment) {
      const known = await paymentRepository.paymentOfSessionExists(tx, providerSessionId);
      return { outcome: known ? 'already-completed' : 'unknown', adMoved: false };
    }
    // The receipt (and its mail) commits with the completion, or neither does.
    await issueReceipt(tx, payment);
    if (payment.adId === null) {
      log?.warn(
        { paymentId: payment.id },
        'a payment completed for an ad that was deleted: refund it by hand',
      );
      return { outcome: 'completed', adMoved: false };
    }
    const moved = await updateAdIfStatus(tx, payment.adId, 'UNPAID', { status: 'PENDING' });
    if (!moved)
      log?.warn(
        { paymentId: payment.id, adId: payment.adId },
        'a payment completed for an ad that was no longer unpaid',
      );
    return { outcome: 'completed', adMoved: moved !== null };
  });
}

/** The provider says this checkout ended without payment (expired, failed); only an OPEN row changes. */
export async function closePayment(
  db: Db,
  providerSessionId: string,
  status: Extract<PaymentStatus, 'EXPIRED' | 'FAILED'>,
): Promise<boolean> {
  return paymentRepository.closeOpenPaymentOfSession(db, providerSessionId, status);
}
