/** GET /api/bot-check/challenge: what the sign-up and contact forms need to make their bot-check token. With the
 *  embedded check it is a fresh signed proof-of-work challenge; with reCAPTCHA configured it is the public site
 *  key, with which the browser loads Google's script and asks it for a token. */
import { ENDPOINTS } from 'shared-contracts/api';
import { registerEndpoint } from '../http/endpoint';
import type { RoutePlugin } from '../http/types';

export const botCheckRoutes: RoutePlugin = async (app) => {
  registerEndpoint(app, ENDPOINTS.botCheck.challenge, async (_request, reply) => {
    // Each challenge is single-use; a cached one would only ever be refused as a replay. A cached site key
    // would outlive a change of keys.
    void reply.header('cache-control', 'no-store');
    return app.adapters.botCheck.challenge();
  });
};
