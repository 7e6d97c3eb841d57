/** Request limits with @fastify/rate-limit. Where the counts live: Redis when REDIS_URL is set (our own store,
 *  `redis-rate-limit-store.ts`; instances behind one balancer share it, and production on PostgreSQL requires it,
 *  decision 0102), else memory (development, the embedded database); RATE_LIMIT_STORE=memory forces memory.
 *  Only abuse-prone routes are
 *  limited: the account routes per client address (`strictRateLimit`; the session refresh with its own, higher
 *  `refreshRateLimit`), contact per address, uploads per advertiser (`uploadRateLimit`); a 429 carries en+ja text.
 *  An address is the client's as TRUST_PROXY derives it, IPv6 by its /64 (`http/client-address.ts`). When the
 *  store fails, most limits let requests through; the ones guarding sign-in, sign-up, forgot-password and the
 *  operators' sign-in refuse them with a 503 instead (docs/security.md says which). */
import fastifyRateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { clientAddressKey } from '../http/client-address';
import { httpError, HttpError } from '../http/errors';
import type { App } from '../http/types';
import { RedisRateLimitStore } from './redis-rate-limit-store';

export type RateLimitStoreKind = 'redis' | 'memory';

/** Which store the configuration chooses: Redis whenever REDIS_URL is set, unless RATE_LIMIT_STORE=memory. */
export function rateLimitStoreKind(config: Config): RateLimitStoreKind {
  if (config.rateLimit.store === 'memory' || !config.redisUrl) return 'memory';
  return 'redis';
}

/** A failed count, as the plugin receives it from every store: a route that lets requests through on a failure
 *  ignores it; one that refuses them answers it as it is, 503 with the shared body in both languages. */
export class RateLimitStoreDown extends HttpError {
  constructor(cause: unknown) {
    super(503, 'UNAVAILABLE');
    this.cause = cause;
  }
}

/** Wraps a store so each failed count reaches the plugin as RateLimitStoreDown, whatever the store threw. */
function reportingFailures(inner: FastifyRateLimitStore): FastifyRateLimitStore {
  return {
    incr(key, callback, timeWindow, max) {
      inner.incr(
        key,
        (error, result) => (error ? callback(new RateLimitStoreDown(error)) : callback(null, result)),
        timeWindow,
        max,
      );
    },
    child(routeOptions) {
      return reportingFailures(inner.child(routeOptions));
    },
  };
}

/** A store class for the plugin's `store` option around the store `open` makes (the plugin constructs it). */
function storeClass(
  open: (options: FastifyRateLimitOptions) => FastifyRateLimitStore,
): FastifyRateLimitStoreCtor {
  return class {
    private readonly inner: FastifyRateLimitStore;
    constructor(options: FastifyRateLimitOptions) {
      this.inner = reportingFailures(open(options));
    }
    incr(...args: Parameters<FastifyRateLimitStore['incr']>) {
      this.inner.incr(...args);
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return this.inner.child(routeOptions);
    }
  };
}

function storeOptions(app: App, config: Config): Partial<RateLimitPluginOptions> {
  // The memory store cannot fail.
  if (rateLimitStoreKind(config) === 'memory' || !config.redisUrl) return {};
  // A count that waits longer than commandTimeout fails: while Redis is away, a guarded route answers 503 within
  // half a second instead of holding the request through every reconnection.
  const redis = new Redis(config.redisUrl, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    // Closing while Redis is away: nothing to wait for (ioredis would keep a 2 s timer for a socket already gone).
    disconnectTimeout: 100,
  });
  redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'the rate-limit store (Redis) failed'));
  app.addHook('onClose', async () => {
    // quit() would wait for a connection that may never come back.
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  });
  return { store: storeClass(() => RedisRateLimitStore.open(redis, 'portal-api-rate-limit-')) };
}

export async function registerRateLimit(app: App, config: Config): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...storeOptions(app, config),
    keyGenerator: clientAddressKey,
    // By default a limit keeps answering when its store is briefly unreachable rather than lock everyone out;
    // `strictRateLimit(config, { whenStoreFails: 'refuse' })` turns that off for a route.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => httpError(context.statusCode, 'RATE_LIMITED'),
  });
}

/** Route config for the strict limit: `app.post(url, { config: strictRateLimit(config) }, …)`. With
 *  `whenStoreFails: 'refuse'`, a failed count answers 503 instead of letting the request through: for the routes an
 *  attacker would flood the moment the store is down (guessing passwords, making accounts, sending reset mail). */
export function strictRateLimit(
  config: Config,
  options: { whenStoreFails: 'let-through' | 'refuse' } = { whenStoreFails: 'let-through' },
) {
  return {
    rateLimit: {
      max: config.rateLimit.strictMax,
      timeWindow: config.rateLimit.strictWindowSeconds * 1000,
      skipOnError: options.whenStoreFails === 'let-through',
    },
  };
}

/** The two strict limits as route options, for a plugin whose routes take either:
 *  `strict` lets requests through when the store fails, `strictEvenWhenStoreFails` refuses them. */
export function strictLimits(config: Config) {
  return {
    strict: { config: strictRateLimit(config) },
    strictEvenWhenStoreFails: { config: strictRateLimit(config, { whenStoreFails: 'refuse' }) },
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
        request.advertiser ? `advertiser-${request.advertiser.id}` : clientAddressKey(request),
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
