/** Refuses requests without a valid `x-api-key` (docs/architecture.md "Data flow"): the portal's client sends a fixed
 *  key, anything else gets a clear 401 INVALID_API_KEY. Routes that browsers or the exhibition system reach
 *  directly (health, files, ad serving, clicks, checkout pages, dev pages) opt out with `config: { apiKey: false }`. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from 'shared-contracts/api';
import { httpError, notFound, type HttpError } from '../http/errors';
import type { App } from '../http/types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route is reachable without the API key. */
    apiKey?: boolean;
  }
  interface FastifyInstance {
    /** The answer an unknown route gives this request: the API key's 401 without a valid key, else the 404. */
    unknownRouteError: (request: FastifyRequest) => HttpError;
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

  const presentsKey = (request: FastifyRequest) => {
    const presented = request.headers[API_KEY_HEADER];
    return typeof presented === 'string' && isAccepted(presented);
  };

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.method === 'OPTIONS') return; // CORS preflights never carry custom headers
    if (request.routeOptions.config.apiKey === false) return;
    if (!presentsKey(request)) throw httpError(401, 'INVALID_API_KEY');
  });

  // An unknown route answers its 404 here, before its body is read, as the operator routes and the desk's answer
  // without their credential: a malformed or oversized body must not tell an unknown path from a hidden route.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.is404 && request.method !== 'OPTIONS') throw notFound();
  });

  // Unknown routes ask for the API key (their route config has no `apiKey: false`), then answer 404.
  app.decorate('unknownRouteError', (request: FastifyRequest) =>
    request.method !== 'OPTIONS' && !presentsKey(request) ? httpError(401, 'INVALID_API_KEY') : notFound(),
  );
}
