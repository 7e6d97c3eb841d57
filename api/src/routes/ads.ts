/** The /ads calls of the endpoint table, all for the signed-in advertiser and only on their own ads: list, read (with
 *  the resubmission page's status filter), apply, pause/resume/resubmit through PATCH, and delete. Validation is the
 *  contract schema on each route; the rules live in services/ad-applications.ts. */
import { createAdRequestSchema, localize, ENDPOINTS } from 'shared-contracts/api';
import { localizeAnswer } from 'shared-contracts/answers';
import { adRequestCalendar } from 'shared-contracts/dates';
import { registerEndpoint } from '../http/endpoint';
import { failure, HttpError, httpError, notFound } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { signedIn } from '../plugins/session';
import * as adService from '../services/ad-applications';
import type { AdStatus } from 'shared-contracts';
import type { Db } from '../db/client';
import type { AdvertiserRow } from '../repositories/advertisers';
import { recordBy } from '../services/members';
import { closeCheckoutsOfAd } from '../services/payments';
import { reviewTime } from '../services/review-time';

/** Another advertiser's ad is a 404 like a missing one (never a 403: nobody learns it exists), a move the status
 *  machine refuses a 400 TRANSITION_NOT_ALLOWED, a lost race a 409, and bad input a 400 naming the fields. */
export function adFailure(result: adService.AdFailure): HttpError {
  switch (result.code) {
    case 'NOT_FOUND':
      return notFound();
    case 'TRANSITION_NOT_ALLOWED':
      return failure('TRANSITION_NOT_ALLOWED');
    case 'CONFLICT':
      return failure('CONFLICT');
    case 'FORBIDDEN':
      return failure('FORBIDDEN');
    case 'VALIDATION':
      return new HttpError(
        400,
        'VALIDATION',
        result.message ? localizeAnswer(result.message) : undefined,
        result.fields,
      );
  }
}

/** POST /ads with its calendar rules (the start-date window, the end date), which the endpoint table's schema leaves
 *  out so that browsers need no calendar arithmetic to call the API (decision 0123). */
const createAd = { ...ENDPOINTS.ads.create, body: createAdRequestSchema(adRequestCalendar) };
/** What the account's audit trail calls a change of status by a member (decision 0121). */
const MOVES: Partial<Record<AdStatus, 'paused' | 'resumed' | 'resubmitted'>> = {
  PAUSED: 'paused',
  ACTIVE: 'resumed',
  PENDING: 'resubmitted',
};

/** Records a member's move on an ad in the account's audit trail. */
function recordMove(
  app: { db: Db },
  me: AdvertiserRow,
  action: 'applied' | 'paused' | 'resumed' | 'resubmitted' | 'deleted',
  ad: { id: number; title: string },
) {
  return recordBy(app.db, me, action, { kind: 'ad', id: ad.id, label: ad.title });
}

export const adRoutes: RoutePlugin = async (app) => {
  const deps: adService.AdDeps = { db: app.db, config: app.config, log: app.log };
  // The hot path (one query besides the session's): the applicants' ids, without their names.
  registerEndpoint(app, ENDPOINTS.ads.list, async (request) =>
    (await adService.listOwnAds(app.db, signedIn(request).id)).map((row) => adService.toAd(row)),
  );

  // How long review usually takes (product.md, How long review takes): the same figure for every advertiser.
  registerEndpoint(app, ENDPOINTS.ads.reviewTime, () => reviewTime(app.db));

  registerEndpoint(app, ENDPOINTS.ads.get, async (request) => {
    const ad = await adService.findOwnAd(
      app.db,
      signedIn(request).id,
      request.params.id,
      request.query.status,
    );
    if (!ad) throw notFound();
    return adService.toAd(ad, await adService.applicantNames(app.db, signedIn(request).id));
  });

  registerEndpoint(app, createAd, async (request, reply) => {
    const me = signedIn(request);
    const result = await adService.createAd(deps, me, request.body);
    if (!result.ok) throw adFailure(result);
    await recordMove(app, me, 'applied', result.ad);
    return reply.status(201).send(adService.toAd(result.ad, await adService.applicantNames(app.db, me.id)));
  });

  registerEndpoint(app, ENDPOINTS.ads.update, async (request) => {
    const me = signedIn(request);
    const before = await adService.findOwnAd(app.db, me.id, request.params.id);
    const result = await adService.updateAd(deps, me.id, request.params.id, request.body);
    if (!result.ok) throw adFailure(result);
    const move = before && before.status !== result.ad.status ? MOVES[result.ad.status] : undefined;
    if (move) await recordMove(app, me, move, result.ad);
    return adService.toAd(result.ad, await adService.applicantNames(app.db, me.id));
  });

  registerEndpoint(app, ENDPOINTS.ads.delete, async (request) => {
    // An unpaid ad's open checkout is expired first, so it cannot be paid in another tab once deleted. When it
    // turns out to have been paid there, the page that asked still showed it unpaid: nothing is deleted, since
    // deleting a paid ad gives no refund, and the delete of an ad found unpaid goes on only while it still is.
    const unpaid = await adService.findOwnAd(app.db, signedIn(request).id, request.params.id, 'UNPAID');
    const doomed = unpaid ?? (await adService.findOwnAd(app.db, signedIn(request).id, request.params.id));
    const settled = unpaid
      ? await closeCheckoutsOfAd({ ...deps, payments: app.adapters.payments }, unpaid.id)
      : null;
    if (settled === 'paid') throw httpError(409, 'CONFLICT', 'api.ad-just-paid');
    const result = await adService.deleteAd(app.db, signedIn(request).id, request.params.id, {
      onlyIfUnpaid: unpaid !== null,
    });
    if (!result.ok && result.code === 'PAID_MEANWHILE') throw httpError(409, 'CONFLICT', 'api.ad-just-paid');
    if (!result.ok) throw adFailure(result);
    if (doomed) await recordMove(app, signedIn(request), 'deleted', doomed);
    return { message: localize('toast-message.success.deleted', { x: 'subject.ad' }) };
  });
};
