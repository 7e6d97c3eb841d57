/** /api/operator/ads: the review an operator does through the CLI (approve, reject, end: docs/architecture.md "The
 *  API and its defaults"), each written to the audit log as the operator CLI's with the machine's user name
 *  (decisions 0038, 0097), and adding and disabling the review desk's operators. These
 *  routes are the CLI's only way in, so the embedded single-process database is never opened twice. They take no
 *  API key and no session but the operator token, checked once for every operator route (http/operator-access.ts);
 *  without it they answer what an unknown route answers. */
import { type AdStatus, type LocalizedText } from 'shared-contracts';
import { AD_STATUS_LABELS, ENDPOINTS } from 'shared-contracts/api';
import { registerEndpoint } from '../http/endpoint';
import { cliActorOf } from '../http/operator-access';
import { HttpError } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import * as adService from '../services/ad-review';
import { adFailure } from './ads';
import { toRefund } from '../services/receipts';
import * as operators from '../services/operators';
import * as refunds from '../services/refunds';
import { refundFailure } from './billing';

const NO_SUCH_OPERATOR: LocalizedText = {
  en: 'No operator has this email.',
  ja: 'このメールアドレスの運用担当者はいません。',
};

/** The refused move, worded for the operator with the ad's current status. */
function notAllowed(id: number, from: AdStatus | undefined, to: AdStatus, status: number): HttpError {
  const text: LocalizedText = from
    ? {
        en: `Ad ${id} is ${from} (${AD_STATUS_LABELS[from].en}); an operator cannot move it to ${to}.`,
        ja: `広告${id}は「${AD_STATUS_LABELS[from].ja}」のため、「${AD_STATUS_LABELS[to].ja}」に変更できません。`,
      }
    : {
        en: `Ad ${id} cannot be moved to ${to}.`,
        ja: `広告${id}は「${AD_STATUS_LABELS[to].ja}」に変更できません。`,
      };
  return new HttpError(status, 'TRANSITION_NOT_ALLOWED', text);
}

/** An operator's refused move: the CLI's routes answer a move its status does not allow with 400 (as they always
 *  did), the review desk with `status` (409); a move another request made first is the shared 409 CONFLICT. */
export function refusedMove(id: number, to: AdStatus, result: adService.AdFailure, status = 400): HttpError {
  return result.code === 'TRANSITION_NOT_ALLOWED'
    ? notAllowed(id, result.status, to, status)
    : adFailure(result);
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
    const result = await adService.approveAd(deps, request.params.id, cliActorOf(request));
    if (!result.ok) throw refusedMove(request.params.id, 'ACTIVE', result);
    return { ad: adService.toAd(result.ad), email: result.email, mailed: result.mailed };
  });

  registerEndpoint(app, ENDPOINTS.operator.rejectAd, async (request) => {
    const result = await adService.rejectAd(
      deps,
      request.params.id,
      request.body.reason,
      cliActorOf(request),
      request.body.reasonLanguage,
      request.body.creatives,
    );
    if (!result.ok) throw refusedMove(request.params.id, 'REJECTED', result);
    return { ad: adService.toAd(result.ad), email: result.email, mailed: result.mailed };
  });

  // The same rules as the advertiser's request (a REJECTED ad that was never live, once), for exceptional cases.
  registerEndpoint(app, ENDPOINTS.operator.refundAd, async (request) => {
    const result = await refunds.refundAd(
      { db: app.db, payments: app.adapters.payments, config: app.config, log: app.log },
      request.params.id,
      { actor: 'operator', by: cliActorOf(request) },
    );
    if (!result.ok) throw refundFailure(result);
    return {
      ad: adService.toAd(result.ad),
      refund: toRefund(result.refund, result.receiptNumber),
      email: result.email,
      mailed: result.mailed,
    };
  });

  registerEndpoint(app, ENDPOINTS.operator.addOperator, async (request) =>
    operators.addOperator(
      { db: app.db, config: app.config, mailer: app.adapters.mailer },
      request.body.email,
      cliActorOf(request),
    ),
  );

  registerEndpoint(app, ENDPOINTS.operator.disableOperator, async (request) => {
    const result = await operators.disableOperator(app, request.body.email, cliActorOf(request));
    if (!result.ok) throw new HttpError(404, 'NOT_FOUND', NO_SUCH_OPERATOR);
    return result;
  });

  registerEndpoint(app, ENDPOINTS.operator.endAd, async (request) => {
    const result = await adService.endAd(app.db, request.params.id, cliActorOf(request));
    if (!result.ok) throw refusedMove(request.params.id, 'ENDED', result);
    return { ad: adService.toAd(result.ad) };
  });
};
