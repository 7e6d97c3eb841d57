/** Request limits per client address with @fastify/rate-limit: in memory on one instance, in Redis when REDIS_URL
 *  is set so every instance shares the counts. Only abuse-prone routes (sign-up, sign-in, forgot-password,
 *  resends, contact) are limited, through `config: strictRateLimit(config)`; a 429 carries en+ja text. */
import fastifyRateLimit from '@fastify/rate-limit';
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
