/** /api/operator/ads: the review an operator does through the CLI (ARCHITECTURE: approve, reject, end). These
 *  routes are the CLI's only way in, so the embedded single-process database is never opened twice. They take no
 *  API key and no session but the operator token, checked once for every operator route (http/operator-access.ts). */
import { AD_STATUS_LABELS, ENDPOINTS, type AdStatus, type LocalizedText } from 'shared-contracts';
import { registerEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import * as adService from '../services/ad-review';
import { adFailure } from './ads';
import { toRefund } from '../services/receipts';
import * as refunds from '../services/refunds';
import { refundFailure } from './billing';

/** The refused move, worded for the operator with the ad's current status. */
function notAllowed(id: number, from: AdStatus | undefined, to: AdStatus): HttpError {
  const text: LocalizedText = from
    ? {
        en: `Ad ${id} is ${from} (${AD_STATUS_LABELS[from].en}); an operator cannot move it to ${to}.`,
        ja: `広告${id}は「${AD_STATUS_LABELS[from].ja}」のため、「${AD_STATUS_LABELS[to].ja}」に変更できません。`,
      }
    : {
        en: `Ad ${id} cannot be moved to ${to}.`,
        ja: `広告${id}は「${AD_STATUS_LABELS[to].ja}」に変更できません。`,
      };
  return new HttpError(400, 'TRANSITION_NOT_ALLOWED', text);
}

function answerFailure(id: number, to: AdStatus, result: adService.AdFailure): HttpError {
  return result.code === 'TRANSITION_NOT_ALLOWED' ? notAllowed(id, result.status, to) : adFailure(result);
}

export const operatorAdRoutes: RoutePlugin = async (app) => {
  const deps: adService.ReviewDeps = {
    db: app.db,
    config: app.config,
    log: app.log,
    mailer: app.adapters.mailer,
  };

  registerEndpoint(app, ENDPOINTS.operator.pendingAds, async () => adService.listPendingAds(app.db));

  registerEndpoint(app, ENDPOINTS.operator.approveAd, async (request) => {
    const result = await adService.approveAd(deps, request.params.id);
    if (!result.ok) throw answerFailure(request.params.id, 'ACTIVE', result);
    return { ad: adService.toAd(result.ad), email: result.email, mailed: result.mailed };
  });

  registerEndpoint(app, ENDPOINTS.operator.rejectAd, async (request) => {
    const result = await adService.rejectAd(deps, request.params.id, request.body.reason);
    if (!result.ok) throw answerFailure(request.params.id, 'REJECTED', result);
    return { ad: adService.toAd(result.ad), email: result.email, mailed: result.mailed };
  });

  // The same rules as the advertiser's request (a REJECTED ad that was never live, once), for exceptional cases.
  registerEndpoint(app, ENDPOINTS.operator.refundAd, async (request) => {
    const result = await refunds.refundAd(
      { db: app.db, payments: app.adapters.payments, config: app.config, log: app.log },
      request.params.id,
      { actor: 'operator' },
    );
    if (!result.ok) throw refundFailure(result);
    return {
      ad: adService.toAd(result.ad),
      refund: toRefund(result.refund, result.receiptNumber),
      email: result.email,
      mailed: result.mailed,
    };
  });

  registerEndpoint(app, ENDPOINTS.operator.endAd, async (request) => {
    const result = await adService.endAd(app.db, request.params.id);
    if (!result.ok) throw answerFailure(request.params.id, 'ENDED', result);
    return { ad: adService.toAd(result.ad) };
  });
};
