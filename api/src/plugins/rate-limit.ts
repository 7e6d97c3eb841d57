/** Request limits with @fastify/rate-limit: in memory on one instance, in Redis when REDIS_URL is set so every
 *  instance shares the counts. Only abuse-prone routes are limited: sign-up, sign-in, forgot-password, resends and
 *  contact per client address (`strictRateLimit`), uploads per advertiser (`uploadRateLimit`); a 429 carries
 *  en+ja text. */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { httpError } from '../http/errors';
import type { App } from '../http/types';

export async function registerRateLimit(app: App, config: Config): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'portal-api-rate-limit-' } : {}),
    // Keep answering when Redis is briefly unreachable rather than locking everyone out.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => httpError(context.statusCode, 'RATE_LIMITED'),
  });
}

/** Route config for the strict limit: `app.post(url, { config: strictRateLimit(config) }, …)`. */
export function strictRateLimit(config: Config) {
  return {
    rateLimit: { max: config.rateLimit.strictMax, timeWindow: config.rateLimit.strictWindowSeconds * 1000 },
  };
}

/** Route config for POST /s3/: `uploadMax` uploads per window per advertiser. The count runs as a preHandler
 *  after the route's `requireAdvertiser`, so it is keyed by the account (advertisers behind one office address do
 *  not share it, and changing networks does not reset it) and requests without a session are refused uncounted. */
export function uploadRateLimit(config: Config) {
  return {
    rateLimit: {
      max: config.rateLimit.uploadMax,
      timeWindow: config.rateLimit.uploadWindowSeconds * 1000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        request.advertiser ? `advertiser-${request.advertiser.id}` : request.ip,
    },
  };
}
