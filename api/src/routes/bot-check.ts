/** GET /api/bot-check/challenge: what the sign-up and contact forms need to make their bot-check token. With the
 *  embedded check it is a fresh signed proof-of-work challenge; with reCAPTCHA configured it is the public site
 *  key, with which the browser loads Google's script and asks it for a token. */
import { BotCheckChallengeResponseSchema } from 'shared-contracts';
import type { RoutePlugin } from '../http/types';

export const botCheckRoutes: RoutePlugin = async (app) => {
  app.get(
    '/bot-check/challenge',
    {
      config: { summary: 'What the browser needs to make a bot-check token for sign-up or contact' },
      schema: { response: { 200: BotCheckChallengeResponseSchema } },
    },
    async (_request, reply) => {
      // Each challenge is single-use; a cached one would only ever be refused as a replay. A cached site key
      // would outlive a change of keys.
      void reply.header('cache-control', 'no-store');
      return app.adapters.botCheck.challenge();
    },
  );
};
