/** The ceiling of the `load` bench (e2e/bench/load.mjs): bare Fastify routes that run the SQL of the signed-in ad
 *  list (GET /api/ads/advertiser) through the same pool the API opens (openDatabase, DATABASE_URL), with no proxy,
 *  cookie parsing, API key, limits, headers, hooks or response schema.
 *  - `GET /ceiling/:accessToken`: exactly what the route asks the database (decision 0125): the session behind the
 *    access token (findByAccessToken, as the route's requireAdvertiser does), then the advertiser's ads
 *    (listOwnAds, then toAd). The bench's budget is measured against this one.
 *  - `GET /ceiling-list/:advertiserId`: the list alone, without the session lookup; shown for reference.
 *  Run by the bench: `node --import tsx src/testing/ad-list-ceiling.ts` in api/, PORT and DATABASE_URL set. */
import Fastify from 'fastify';
import { openDatabase } from '../db/client';
import { listOwnAds, toAd } from '../services/ad-applications';
import { findByAccessToken } from '../services/sessions';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '' });
const app = Fastify({ logger: false });
app.get<{ Params: { accessToken: string } }>('/ceiling/:accessToken', async (request, reply) => {
  const session = await findByAccessToken(database.db, request.params.accessToken);
  if (!session) return reply.status(401).send({});
  return (await listOwnAds(database.db, session.advertiser.id)).map((row) => toAd(row));
});
app.get<{ Params: { advertiserId: string } }>('/ceiling-list/:advertiserId', async (request) =>
  (await listOwnAds(database.db, Number(request.params.advertiserId))).map((row) => toAd(row)),
);
app.addHook('onClose', () => database.close());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
