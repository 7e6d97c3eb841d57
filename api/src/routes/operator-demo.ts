/** POST /api/operator/ads/demo: the operator CLI's `demo` command, development only (in production it refuses,
 *  saying so, before touching anything). Like the other operator routes it takes no API key
 *  and no session, but `Authorization: Bearer <OPERATOR_TOKEN or DATA_DIR/operator-token>`, and it runs inside the
 *  API because the embedded database is single-process (decision 0017). The data itself: services/demo-data.ts. */
import * as v from 'valibot';
import { AD_STATUSES, emailSchema, PasswordSchema, PLANS } from 'shared-contracts';
import type { FastifyRequest } from 'fastify';
import { isDevelopmentLike } from '../config';
import { HttpError, unauthorized } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { makeDemoData } from '../services/demo-data';
import { isSameToken, readOperatorToken } from '../services/operator-token';

export const DemoRequestSchema = v.object({ email: emailSchema(), password: PasswordSchema });
export type DemoRequest = v.InferOutput<typeof DemoRequestSchema>;

export const DemoAnswerSchema = v.object({
  advertiserId: v.number(),
  email: v.string(),
  ads: v.array(
    v.object({
      id: v.number(),
      title: v.string(),
      status: v.picklist(AD_STATUSES),
      plan: v.picklist(PLANS),
      startDate: v.string(),
      endDate: v.string(),
      impressions: v.number(),
      clicks: v.number(),
    }),
  ),
});
export type DemoAnswer = v.InferOutput<typeof DemoAnswerSchema>;

export const operatorDemoRoutes: RoutePlugin = async (app) => {
  // The token the operator routes accept: OPERATOR_TOKEN, else the file the API writes when it starts listening.
  let token: string | null = app.config.operatorToken ?? null;
  app.addHook('onRequest', async (request: FastifyRequest) => {
    token ??= await readOperatorToken(app.config.dataDir);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!token || !match?.[1] || !isSameToken(match[1], token)) throw unauthorized();
  });

  app.post(
    '/demo',
    {
      config: {
        apiKey: false,
        summary:
          'Create or reset a demo advertiser with an ad in every status and 30 days of statistics (development only)',
      },
      schema: { body: DemoRequestSchema, response: { 200: DemoAnswerSchema } },
    },
    async (request) => {
      if (!isDevelopmentLike(app.config))
        throw new HttpError(403, 'FORBIDDEN', {
          en: 'Demo data is for development only, and this API runs in production (NODE_ENV=production).',
          ja: 'デモデータは開発環境でのみ作成できます。この API は本番環境（NODE_ENV=production）で動作しています。',
        });
      const demo = await makeDemoData(
        { db: app.db, storage: app.adapters.storage, config: app.config },
        request.body,
      );
      // The new ads run at once, not after the serving cache's window.
      app.adServer.invalidate();
      return demo;
    },
  );
};
