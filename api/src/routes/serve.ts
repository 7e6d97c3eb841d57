/** The exhibition system's two calls (ARCHITECTURE "The API and its defaults"): GET /api/serve picks one running ad
 *  for a lobby or an exhibition and counts its impression; GET /api/click/:id counts the click and sends the visitor
 *  to the ad's approved link. Neither needs the API key: exhibition pages call them from anywhere. */
import * as v from 'valibot';
import { IdParamsSchema, IdSchema, normalizeLinkUrl, PLACEMENTS } from 'shared-contracts';
import { notFound } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { recordClick, serveAd } from '../services/ads';

const ServeQuerySchema = v.object({ placement: v.picklist(PLACEMENTS) });

/** What the exhibition system shows: the banner, and the address its click goes through. */
export const ServedAdSchema = v.object({ id: IdSchema, imageUrl: v.string(), clickUrl: v.string() });
/** 204: no ad runs for this placement right now; the exhibition shows none. */
const NoContentSchema = v.undefined();
export type ServedAdResponse = v.InferOutput<typeof ServedAdSchema>;

export const serveRoutes: RoutePlugin = async (app) => {
  app.get(
    '/serve',
    {
      config: {
        apiKey: false,
        summary: 'One running ad for a placement, counting an impression (204 when none)',
      },
      schema: { querystring: ServeQuerySchema, response: { 200: ServedAdSchema, 204: NoContentSchema } },
    },
    async (request, reply) => {
      // Every answer is a new impression: nothing may cache it. Any site may embed ads, so any origin may read it.
      reply.header('cache-control', 'no-store').header('access-control-allow-origin', '*');
      const ad = await serveAd(app.db, request.query.placement);
      if (!ad) return reply.status(204).send(undefined);
      return { id: ad.id, imageUrl: ad.imageUrl, clickUrl: `${app.config.portalOrigin}/api/click/${ad.id}` };
    },
  );

  app.get(
    '/click/:id',
    {
      config: { apiKey: false, summary: 'Count a click on a served ad and redirect to its link' },
      schema: { params: IdParamsSchema },
    },
    async (request, reply) => {
      const stored = await recordClick(app.db, request.params.id);
      if (!stored) throw notFound();
      // Links saved before the link rule normalised them may hold characters a Location header cannot carry, or
      // forms the rule now refuses: they are normalised here the same way, and one that cannot be is not followed.
      const linkUrl = normalizeLinkUrl(stored);
      if (!linkUrl) {
        request.log.warn(
          { adId: request.params.id },
          'an ad’s stored link breaks the link rule; not redirected',
        );
        throw notFound();
      }
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(linkUrl, 302);
    },
  );
};
