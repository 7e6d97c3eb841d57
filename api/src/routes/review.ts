/** /api/review: the review desk (decision 0038). Every route needs the signed-in operator (`operatorSession` in
 *  the endpoint table: the unknown-route 404 without one). Reads are the desk's own; the moves are the CLI's
 *  services, so the advertiser gets the same mails, with the operator written to the audit log in the move's
 *  transaction. Each move answers the ad as it is now with its history; a move the ad's status does not allow,
 *  or one another operator made first, is a 409. */
import type { ReviewAdAnswer } from 'shared-contracts';
import { ENDPOINTS } from 'shared-contracts/api';
import { registerEndpoint } from '../http/endpoint';
import { notFound, type HttpError } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { signedInOperator } from '../plugins/operator-session';
import * as adService from '../services/ad-review';
import * as refunds from '../services/refunds';
import * as desk from '../services/review-desk';
import { refundFailure } from './billing';
import { refusedMove } from './operator-ads';

export const reviewRoutes: RoutePlugin = async (app) => {
  const deps: adService.ReviewDeps = {
    db: app.db,
    config: app.config,
    log: app.log,
    mailer: app.adapters.mailer,
  };
  const { review } = ENDPOINTS;

  async function answer(id: number): Promise<ReviewAdAnswer> {
    const found = await desk.reviewAd(deps, id);
    if (!found) throw notFound();
    return found;
  }

  function conflict(
    id: number,
    to: Parameters<typeof refusedMove>[1],
    result: adService.AdFailure,
  ): HttpError {
    return refusedMove(id, to, result, 409);
  }

  registerEndpoint(app, review.queue, async () => ({
    ads: await desk.reviewQueue(deps),
    attention: await desk.paymentsNeedingAttention(deps),
  }));

  registerEndpoint(app, review.auditLog, async (request) => desk.auditLog(deps, request.query.operatorId));

  registerEndpoint(app, review.ad, async (request) => answer(request.params.id));

  registerEndpoint(app, review.approve, async (request) => {
    const by = { operatorId: signedInOperator(request).id };
    const result = await adService.approveAd(deps, request.params.id, by);
    if (!result.ok) throw conflict(request.params.id, 'ACTIVE', result);
    return answer(request.params.id);
  });

  registerEndpoint(app, review.reject, async (request) => {
    const by = { operatorId: signedInOperator(request).id };
    const result = await adService.rejectAd(
      deps,
      request.params.id,
      request.body.reason,
      by,
      request.body.reasonLanguage,
      request.body.creatives,
    );
    if (!result.ok) throw conflict(request.params.id, 'REJECTED', result);
    return answer(request.params.id);
  });

  registerEndpoint(app, review.end, async (request) => {
    const by = { operatorId: signedInOperator(request).id };
    const result = await adService.endAd(app.db, request.params.id, by);
    if (!result.ok) throw conflict(request.params.id, 'ENDED', result);
    return answer(request.params.id);
  });

  registerEndpoint(app, review.refund, async (request) => {
    const result = await refunds.refundAd(
      { db: app.db, payments: app.adapters.payments, config: app.config, log: app.log },
      request.params.id,
      { actor: 'operator', by: { operatorId: signedInOperator(request).id } },
    );
    if (!result.ok) throw refundFailure(result);
    return answer(request.params.id);
  });

  registerEndpoint(app, review.refundHeld, async (request) => {
    const result = await refunds.refundHeldPayment(
      { db: app.db, payments: app.adapters.payments, config: app.config, log: app.log },
      request.params.id,
      signedInOperator(request).id,
    );
    if (!result.ok) throw refundFailure(result);
    return { attention: await desk.paymentsNeedingAttention(deps) };
  });
};
