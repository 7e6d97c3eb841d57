/** GET /api/bot-check/challenge: a fresh signed proof-of-work challenge for the sign-up and contact forms. When
 *  reCAPTCHA is the configured bot check there is no challenge to hand out, and the route answers 404. */
import { BotCheckChallengeSchema } from 'shared-contracts';
import { notFound } from '../http/errors';
import type { RoutePlugin } from '../http/types';

export const botCheckRoutes: RoutePlugin = async (app) => {
  app.get(
    '/bot-check/challenge',
    {
      config: { summary: 'A proof-of-work challenge to solve before sign-up or contact' },
      schema: { response: { 200: BotCheckChallengeSchema } },
    },
    async (_request, reply) => {
      const issuer = app.adapters.proofOfWork;
      if (!issuer) throw notFound();
      // Each challenge is single-use; a cached one would only ever be refused as a replay.
      void reply.header('cache-control', 'no-store');
      return issuer.createChallenge();
    },
  );
};
