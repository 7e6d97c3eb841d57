/** A store for @fastify/rate-limit that keeps the counts in Redis, written against the plugin's documented `store`
 *  interface (`incr` and `child`) and ioredis alone, so no upgrade of the plugin can move it away. One Lua script
 *  counts a request atomically: INCR, the window's expiry set on the first request, else what is left of it.
 *  It keeps a plain fixed window, as the memory store does (no `continueExceeding`, no `exponentialBackoff`). */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis, Result } from 'ioredis';
import * as v from 'valibot';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** Defined by `RedisRateLimitStore` with `defineCommand`: counts one request under `key` in a window of
     *  `windowMs`, answering `[current, ttl]`. */
    portalRateLimitCount(key: string, windowMs: number): Result<unknown, Context>;
  }
}

// A key left without an expiry (written by hand, or by another client) would keep its count for ever, locking the
// client out: it is given a new window instead.
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ttl)
else
  ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    ttl = tonumber(ARGV[1])
    redis.call('PEXPIRE', KEYS[1], ttl)
  end
end
return { current, ttl }
`;

const CountReplySchema = v.pipe(
  v.tuple([v.number(), v.number()]),
  v.transform(([current, ttl]) => ({ current, ttl })),
);

/** What @fastify/rate-limit hands to `child`: the merged route options, with the route itself in `routeInfo`
 *  (its types say RouteOptions; the plugin really passes this). */
const ChildOptionsSchema = v.object({
  routeInfo: v.object({
    method: v.optional(v.union([v.string(), v.array(v.string())])),
    url: v.optional(v.string()),
  }),
});

/** The key prefix of a route's child store, `<METHOD><url>-`, so routes keep separate counts as with the memory
 *  store. */
export function routePrefix(options: unknown): string {
  const parsed = v.safeParse(ChildOptionsSchema, options);
  if (!parsed.success) return '';
  const { method, url } = parsed.output.routeInfo;
  return `${[method ?? ''].flat().join(',')}${url ?? ''}-`;
}

export class RedisRateLimitStore implements FastifyRateLimitStore {
  /** The root store, its keys under `prefix`; defines the count script on `redis` for it and its children. */
  static open(redis: Redis, prefix: string): RedisRateLimitStore {
    redis.defineCommand('portalRateLimitCount', { numberOfKeys: 1, lua: COUNT_SCRIPT });
    return new RedisRateLimitStore(redis, prefix);
  }

  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.redis.portalRateLimitCount(`${this.prefix}${key}`, timeWindow).then(
      (reply) => {
        const count = v.safeParse(CountReplySchema, reply);
        if (count.success) callback(null, count.output);
        else callback(new Error('the rate-limit script answered an unexpected reply'));
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: object): FastifyRateLimitStore {
    return new RedisRateLimitStore(this.redis, `${this.prefix}${routePrefix(routeOptions)}`);
  }
}
