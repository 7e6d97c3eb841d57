/** Results over time for the signed-in advertiser (the issue "Results over time"): an ad's days as JSON for the
 *  details chart and table, and CSV downloads of one ad or of all their ads. Only one's own ads: another
 *  advertiser's ad is a 404 like a missing one. The rules and the CSV live in services/ad-stats.ts. */
import { ENDPOINTS } from 'shared-contracts/api';
import type { FastifyReply } from 'fastify';
import { registerEndpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { signedIn } from '../plugins/session';
import { allOwnAdStats, csvFilename, ownAdStats, statsCsv } from '../services/ad-stats';

/** A CSV download: UTF-8 with its byte-order mark, saved under `filename` (only ASCII letters, digits, - _ .). */
function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

export const adStatsRoutes: RoutePlugin = async (app) => {
  registerEndpoint(app, ENDPOINTS.ads.periodTotals, async (request) => {
    const viewer = signedIn(request);
    const { ads } = await allOwnAdStats(app.db, viewer, request.query.range);
    return {
      range: request.query.range,
      timeZone: viewer.timeZone,
      ads: ads.map(({ ad, stats }) => ({ adId: ad.id, ...stats.totals })),
    };
  });

  registerEndpoint(app, ENDPOINTS.ads.stats, async (request) => {
    const result = await ownAdStats(app.db, signedIn(request), request.params.id, request.query.range);
    if (!result) throw notFound();
    return result.stats;
  });

  registerEndpoint(app, ENDPOINTS.ads.statsCsv, async (request, reply) => {
    const viewer = signedIn(request);
    const result = await ownAdStats(app.db, viewer, request.params.id, request.query.range);
    if (!result) throw notFound();
    const { ad, stats } = result;
    return sendCsv(
      reply,
      csvFilename({ adId: ad.id }, stats, viewer.timeZone),
      statsCsv([{ ad, stats }], viewer.timeZone),
    );
  });

  registerEndpoint(app, ENDPOINTS.ads.allStatsCsv, async (request, reply) => {
    const viewer = signedIn(request);
    const { ads, dates } = await allOwnAdStats(app.db, viewer, request.query.range);
    return sendCsv(reply, csvFilename('all-ads', dates, viewer.timeZone), statsCsv(ads, viewer.timeZone));
  });
};
