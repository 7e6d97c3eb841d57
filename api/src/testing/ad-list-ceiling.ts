/** The ceiling of the `load` bench (e2e/bench/load.mjs): a bare Fastify route that runs the same SQL as the
 *  signed-in ad list (GET /api/ads/advertiser: listOwnAds, then toAd) through the same pool the API opens
 *  (openDatabase, DATABASE_URL), with no session, limits, hooks or proxy. `GET /ceiling/:advertiserId`.
 *  Run by the bench: `node --import tsx src/testing/ad-list-ceiling.ts` in api/, PORT and DATABASE_URL set. */
import Fastify from 'fastify';
import { openDatabase } from '../db/client';
import { listOwnAds, toAd } from '../services/ad-applications';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '' });
const app = Fastify({ logger: false });
app.get<{ Params: { advertiserId: string } }>('/ceiling/:advertiserId', async (request) =>
  (await listOwnAds(database.db, Number(request.params.advertiserId))).map((row) => toAd(row)),
);
app.addHook('onClose', () => database.close());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
