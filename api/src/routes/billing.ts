/** The advertiser's money (decision 0033): the billing history and one receipt (GET /billing, GET
 *  /billing/receipts/:number), the billing details (GET and PATCH /advertisers/billing-details) and the refund of
 *  a rejected ad (POST /ads/:id/refund). Every call needs the session; another advertiser's receipt or ad is a
 *  404. The rules live in services/billing.ts and services/refunds.ts. */
import { ENDPOINTS } from 'shared-contracts/api';
import { localizeAnswer } from 'shared-contracts/answers';
import { registerEndpoint } from '../http/endpoint';
import { HttpError, notFound } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { signedIn } from '../plugins/session';
import * as billing from '../services/billing';
import { toAd } from '../services/ad-applications';
import { toRefund } from '../services/receipts';
import * as refunds from '../services/refunds';

/** A refused refund, in both languages: not refundable (409), or the provider failed (503, nothing changed). */
export function refundFailure(result: refunds.RefundFailure): HttpError {
  if (result.code === 'NOT_FOUND') return notFound();
  if (result.code === 'REFUND_NOT_ALLOWED')
    return new HttpError(409, 'TRANSITION_NOT_ALLOWED', localizeAnswer('api.refund-not-allowed'));
  return new HttpError(503, 'UNAVAILABLE', localizeAnswer('api.refund-failed'));
}

export const billingRoutes: RoutePlugin = async (app) => {
  const refundDeps: refunds.RefundDeps = {
    db: app.db,
    payments: app.adapters.payments,
    config: app.config,
    log: app.log,
  };
  const { billing: entries } = ENDPOINTS;

  registerEndpoint(app, entries.history, async (request) =>
    billing.billingHistory(app.db, signedIn(request).id),
  );

  registerEndpoint(app, entries.receipt, async (request) => {
    const receipt = await billing.receiptOf(app.db, signedIn(request).id, request.params.number);
    if (!receipt) throw notFound();
    return receipt;
  });

  registerEndpoint(app, entries.details, async (request) => billing.detailsOf(app.db, signedIn(request).id));

  registerEndpoint(app, entries.updateDetails, async (request) => {
    const details = await billing.updateDetails(app.db, signedIn(request).id, request.body);
    if (!details) throw notFound();
    return details;
  });

  registerEndpoint(app, ENDPOINTS.ads.requestRefund, async (request) => {
    const result = await refunds.refundAd(refundDeps, request.params.id, {
      actor: 'advertiser',
      advertiserId: signedIn(request).id,
    });
    if (!result.ok) throw refundFailure(result);
    return { ad: toAd(result.ad), refund: toRefund(result.refund, result.receiptNumber) };
  });
};
