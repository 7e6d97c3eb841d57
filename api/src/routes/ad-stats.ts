/** Results over time for the signed-in advertiser (the issue "Results over time"): an ad's days as JSON for the
 *  details chart and table, and CSV downloads of one ad or of all their ads. Only one's own ads: another
 *  advertiser's ad is a 404 like a missing one. The rules and the CSV live in services/ad-stats.ts. */
import { AdStatsSchema, IdParamsSchema, StatsQuerySchema } from 'shared-contracts';
import type { FastifyReply } from 'fastify';
import { notFound } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { textResponseSchema } from '../http/valibot';
import { signedIn } from '../plugins/session';
import { allOwnAdStats, csvFilename, ownAdStats, statsCsv } from '../services/ad-stats';

const CsvSchema = textResponseSchema(
  'text/csv',
  'UTF-8 with a byte-order mark; columns date, ad id, ad title, placement, impressions, clicks, CTR',
);

/** A CSV download: UTF-8 with its byte-order mark, saved under `filename` (only ASCII letters, digits, - _ .). */
function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

export const adStatsRoutes: RoutePlugin = async (app) => {
  const signedInOnly = { preHandler: app.requireAdvertiser };

  app.get(
    '/:id/stats',
    {
      ...signedInOnly,
      config: { summary: 'One’s own ad’s impressions and clicks per day and placement (?range=7d|30d|run)' },
      schema: { params: IdParamsSchema, querystring: StatsQuerySchema, response: { 200: AdStatsSchema } },
    },
    async (request) => {
      const result = await ownAdStats(app.db, signedIn(request).id, request.params.id, request.query.range);
      if (!result) throw notFound();
      return result.stats;
    },
  );

  app.get(
    '/:id/stats.csv',
    {
      ...signedInOnly,
      config: { summary: 'One’s own ad’s days as a CSV download (?range=7d|30d|run)' },
      schema: { params: IdParamsSchema, querystring: StatsQuerySchema, response: { 200: CsvSchema } },
    },
    async (request, reply) => {
      const result = await ownAdStats(app.db, signedIn(request).id, request.params.id, request.query.range);
      if (!result) throw notFound();
      const { ad, stats } = result;
      return sendCsv(reply, csvFilename({ adId: ad.id }, stats), statsCsv([{ ad, stats }]));
    },
  );

  app.get(
    '/stats.csv',
    {
      ...signedInOnly,
      config: { summary: 'The days of all one’s ads as one CSV download (?range=7d|30d|run)' },
      schema: { querystring: StatsQuerySchema, response: { 200: CsvSchema } },
    },
    async (request, reply) => {
      const { ads, dates } = await allOwnAdStats(app.db, signedIn(request).id, request.query.range);
      return sendCsv(reply, csvFilename('all-ads', dates), statsCsv(ads));
    },
  );
};
