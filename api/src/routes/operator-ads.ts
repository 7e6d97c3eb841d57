/** /api/operator/ads: the review an operator does through the CLI (ARCHITECTURE: approve, reject, end). These
 *  routes are the CLI's only way in, so the embedded single-process database is never opened twice. They take no
 *  API key and no session: `Authorization: Bearer <OPERATOR_TOKEN or DATA_DIR/operator-token>` instead. */
import * as v from 'valibot';
import {
  AD_STATUS_LABELS,
  AdSchema,
  IdParamsSchema,
  PLANS,
  requiredTextSchema,
  type AdStatus,
  type LocalizedText,
} from 'shared-contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import * as adService from '../services/ad-review';
import {
  ensureOperatorToken,
  isSameToken,
  operatorTokenPath,
  readOperatorToken,
} from '../services/operator-token';
import { adFailure } from './ads';

export const REJECTION_REASON_MAX_LENGTH = 1000;

export const PendingAdSchema = v.object({
  id: v.number(),
  email: v.string(),
  plan: v.picklist(PLANS),
  duration: v.number(),
  startDate: v.string(),
  title: v.string(),
  imageUrl: v.string(),
  linkUrl: v.string(),
});
export const PendingAdListSchema = v.array(PendingAdSchema);
export type PendingAdList = v.InferOutput<typeof PendingAdListSchema>;

/** After approve or reject: the ad, and whether its advertiser's mail went out. */
export const ReviewAnswerSchema = v.object({ ad: AdSchema, email: v.string(), mailed: v.boolean() });
export type ReviewAnswer = v.InferOutput<typeof ReviewAnswerSchema>;
export const EndAnswerSchema = v.object({ ad: AdSchema });
export type EndAnswer = v.InferOutput<typeof EndAnswerSchema>;

const RejectBodySchema = v.object({
  reason: requiredTextSchema('field.rejection-reason', REJECTION_REASON_MAX_LENGTH, { multiline: true }),
});

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
  const { dataDir } = app.config;
  const deps: adService.ReviewDeps = {
    db: app.db,
    config: app.config,
    log: app.log,
    mailer: app.adapters.mailer,
  };
  // OPERATOR_TOKEN (required in production, so every instance accepts the same secret), else DATA_DIR's file.
  let token: string | null = app.config.operatorToken ?? null;

  // Written when the server starts listening (never for injected test requests), where the CLI reads it.
  app.addHook('onListen', async () => {
    if (app.config.operatorToken) return;
    token = await ensureOperatorToken(dataDir);
    app.log.info(`operator CLI token: ${operatorTokenPath(dataDir)}`);
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    token ??= await readOperatorToken(dataDir);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!token || !match?.[1] || !isSameToken(match[1], token)) throw unauthorized();
  });

  const operatorOnly = { apiKey: false } as const;

  app.get(
    '/pending',
    {
      config: { ...operatorOnly, summary: 'Ads waiting for review (operator)' },
      schema: { response: { 200: PendingAdListSchema } },
    },
    async () => adService.listPendingAds(app.db),
  );

  app.post(
    '/:id/approve',
    {
      config: { ...operatorOnly, summary: 'Approve a PENDING ad and mail its advertiser (operator)' },
      schema: { params: IdParamsSchema, response: { 200: ReviewAnswerSchema } },
    },
    async (request) => {
      const result = await adService.approveAd(deps, request.params.id);
      if (!result.ok) throw answerFailure(request.params.id, 'ACTIVE', result);
      return { ad: adService.toAd(result.ad), email: result.email, mailed: result.mailed };
    },
  );

  app.post(
    '/:id/reject',
    {
      config: {
        ...operatorOnly,
        summary: 'Reject a PENDING ad with a reason and mail its advertiser (operator)',
      },
      schema: { params: IdParamsSchema, body: RejectBodySchema, response: { 200: ReviewAnswerSchema } },
    },
    async (request) => {
      const result = await adService.rejectAd(deps, request.params.id, request.body.reason);
      if (!result.ok) throw answerFailure(request.params.id, 'REJECTED', result);
      return { ad: adService.toAd(result.ad), email: result.email, mailed: result.mailed };
    },
  );

  app.post(
    '/:id/end',
    {
      config: { ...operatorOnly, summary: 'End an ACTIVE or PAUSED ad now (operator)' },
      schema: { params: IdParamsSchema, response: { 200: EndAnswerSchema } },
    },
    async (request) => {
      const result = await adService.endAd(app.db, request.params.id);
      if (!result.ok) throw answerFailure(request.params.id, 'ENDED', result);
      return { ad: adService.toAd(result.ad) };
    },
  );
};
