/** Request limits with @fastify/rate-limit. Where the counts live: Redis when REDIS_URL is set, else the database
 *  when it is PostgreSQL (instances behind one balancer share it, `rate-limit-store.ts`), else memory (the embedded
 *  database serves one instance); RATE_LIMIT_STORE can force memory or the database. Only abuse-prone routes are
 *  limited: the account routes per client address (`strictRateLimit`; the session refresh with its own, higher
 *  `refreshRateLimit`), contact per address, uploads per advertiser (`uploadRateLimit`); a 429 carries en+ja text. */
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { httpError } from '../http/errors';
import type { App } from '../http/types';
import { databaseRateLimitStore } from './rate-limit-store';

export type RateLimitStoreKind = 'redis' | 'database' | 'memory';

/** Which store the configuration and the database engine choose. */
export function rateLimitStoreKind(config: Config, engine: App['databaseEngine']): RateLimitStoreKind {
  if (config.rateLimit.store !== 'auto') return config.rateLimit.store;
  if (config.redisUrl) return 'redis';
  return engine === 'postgres' ? 'database' : 'memory';
}

function storeOptions(app: App, config: Config): Partial<RateLimitPluginOptions> {
  const kind = rateLimitStoreKind(config, app.databaseEngine);
  if (kind === 'database') return { store: databaseRateLimitStore(app.db, app.log) };
  if (kind === 'memory' || !config.redisUrl) return {};
  const redis = new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  app.addHook('onClose', async () => void (await redis.quit()));
  return { redis, nameSpace: 'portal-api-rate-limit-' };
}

export async function registerRateLimit(app: App, config: Config): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...storeOptions(app, config),
    // Keep answering when the store is briefly unreachable rather than locking everyone out.
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

/** Route config for POST /advertisers/refresh: per client address, higher than the strict limit because every
 *  open tab refreshes when its access cookie runs out, often at the same moment. */
export function refreshRateLimit(config: Config) {
  return {
    rateLimit: { max: config.rateLimit.refreshMax, timeWindow: config.rateLimit.refreshWindowSeconds * 1000 },
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

/** The limits of POST /advertisers/change-email (`strictMax` per strict window each), counted in the handler once
 *  the session and the body are known: per account, so one session cannot probe addresses or send links at full
 *  speed, and per address asked for, whoever asks, so many accounts together cannot flood one mailbox. Resolves
 *  to the wait when either is exceeded, else null. */
export function changeEmailLimits(app: App, config: Config) {
  const window = { max: config.rateLimit.strictMax, timeWindow: config.rateLimit.strictWindowSeconds * 1000 };
  const keys = new WeakMap<FastifyRequest, { account: string; address: string }>();
  const limits = (['account', 'address'] as const).map((kind) =>
    app.createRateLimit({ ...window, keyGenerator: (request) => keys.get(request)?.[kind] ?? request.ip }),
  );
  return async (
    request: FastifyRequest,
    subject: { advertiserId: number; newEmail: string },
  ): Promise<{ retryAfterSeconds: number } | null> => {
    keys.set(request, {
      account: `change-email-account-${subject.advertiserId}`,
      address: `change-email-address-${subject.newEmail.toLowerCase()}`,
    });
    for (const limit of limits) {
      const count = await limit(request);
      if (!count.isAllowed && count.isExceeded) return { retryAfterSeconds: count.ttlInSeconds };
    }
    return null;
  };
}
