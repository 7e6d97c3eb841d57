/** Refuses requests without a valid `x-api-key` (ARCHITECTURE "Data flow"): the portal's client sends a fixed
 *  key, anything else gets a clear 401 INVALID_API_KEY. Routes that browsers or the exhibition system reach
 *  directly (health, files, ad serving, clicks, checkout pages, dev pages) opt out with `config: { apiKey: false }`. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from 'shared-contracts/api';
import { httpError } from '../http/errors';
import type { App } from '../http/types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route is reachable without the API key. */
    apiKey?: boolean;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export function registerApiKey(app: App, apiKeys: readonly string[]): void {
  const accepted = apiKeys.map(digest);
  const isAccepted = (presented: string) => {
    const candidate = digest(presented);
    // Compare every key in constant time so timing tells nothing about how close a guess was.
    return accepted.reduce((found, key) => timingSafeEqual(key, candidate) || found, false);
  };

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.method === 'OPTIONS') return; // CORS preflights never carry custom headers
    if (request.routeOptions.config.apiKey === false) return;
    const presented = request.headers[API_KEY_HEADER];
    if (typeof presented !== 'string' || !isAccepted(presented)) throw httpError(401, 'INVALID_API_KEY');
  });
}
