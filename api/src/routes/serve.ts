/** The exhibition system's two calls (docs/architecture.md "The API and its defaults"): GET /api/serve gives the
 *  next running ad for a lobby or an exhibition with a signed impression id in its click address; GET /api/click/:id
 *  sends the visitor to the ad's approved link, counting the click once per valid impression. Neither needs the
 *  API key (exhibition pages call them from anywhere), neither writes to the database per request (the ad server
 *  of services/ad-serving.ts counts in memory and flushes every few seconds), and neither logs each request:
 *  they are the API's busiest routes, and only problems are logged. */
import { ENDPOINTS } from 'shared-contracts/api';
import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from '../http/client-address';
import { registerEndpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import type { App, RoutePlugin } from '../http/types';
import { createAdServer, type AdServer, type Visitor } from '../services/ad-serving';

declare module 'fastify' {
  interface FastifyInstance {
    adServer: AdServer;
  }
}

/** The ad server lives as long as the app: counts are flushed every few seconds from the moment the app is ready,
 *  and once more when it closes (after in-flight requests, before the database closes). */
export function registerAdServer(app: App): void {
  app.decorate(
    'adServer',
    createAdServer({
      db: app.db,
      config: app.config,
      log: app.log,
      nowMs: () => app.clock.now().getTime(),
    }),
  );
  app.addHook('onReady', async () => {
    app.adServer.counts.start(app.config.adServing.flushSeconds * 1000);
  });
  app.addHook('onClose', async () => {
    const pending = app.adServer.counts.pending();
    try {
      await app.adServer.counts.stop();
    } catch (error) {
      app.log.error({ err: error, lost: pending }, 'the last counts could not be written while closing');
    }
  });
}

const visitorOf = (request: FastifyRequest): Visitor => ({
  userAgent: request.headers['user-agent'],
  address: clientAddressKey(request),
});

export const serveRoutes: RoutePlugin = async (app) => {
  // Warnings and errors only: two log lines per request would cost more than the serve itself. Helmet's dozen
  // headers are for pages: these answers carry only what applies to a JSON body or a redirect, set below.
  const lean = { logLevel: 'warn', helmet: false } as const;
  const SECURITY_HEADERS = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'cross-origin',
  } as const;

  registerEndpoint(
    app,
    ENDPOINTS.serving.serve,
    async (request, reply) => {
      // Every answer is a new impression: nothing may cache it. Any site may embed ads, so any origin may read it.
      reply
        .headers(SECURITY_HEADERS)
        .header('cache-control', 'no-store')
        .header('access-control-allow-origin', '*');
      const { placement, lang } = request.query;
      const ad = await app.adServer.serve(placement, visitorOf(request), lang);
      if (!ad) return reply.status(204).send(undefined);
      return {
        id: ad.id,
        imageUrl: ad.imageUrl,
        language: ad.language,
        clickUrl: `${app.config.portalOrigin}/api/click/${ad.id}?imp=${ad.impressionId}`,
        impressionId: ad.impressionId,
      };
    },
    lean,
  );

  registerEndpoint(
    app,
    ENDPOINTS.serving.click,
    async (request, reply) => {
      const target = await app.adServer.click(request.params.id, request.query.imp, visitorOf(request));
      if (!target) throw notFound();
      if (target === 'unfollowable') {
        request.log.warn(
          { adId: request.params.id },
          'an ad’s stored link breaks the link rule; not redirected',
        );
        throw notFound();
      }
      return reply
        .headers(SECURITY_HEADERS)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(target.linkUrl, 302);
    },
    lean,
  );
};
