/** A store for @fastify/rate-limit that keeps the counts in the database, so API instances sharing one PostgreSQL
 *  share their limits without Redis. A count is one row per route and client key; one atomic upsert counts a
 *  request and starts a new window once the old one has passed, on the database's clock so instances agree.
 *  Rows of past windows are swept now and then. */
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

export type Count = { current: number; ttl: number };

/** How often one instance deletes the rows of windows that have passed. */
const SWEEP_EVERY_MS = 60_000;

/** Counts one request under `key`: 1 in a new window (none yet, or the last one has passed), else one more.
 *  `ttl` is what is left of the window in milliseconds. */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<Count> {
  const table = rateLimitCounters;
  const expired = sql`${table.expiresAt} <= now()`;
  const [row] = await db
    .insert(table)
    .values({ key, count: 1, expiresAt: sql`now() + make_interval(secs => ${windowMs}::float8 / 1000)` })
    .onConflictDoUpdate({
      target: table.key,
      set: {
        count: sql`case when ${expired} then 1 else ${table.count} + 1 end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${table.expiresAt} end`,
      },
    })
    .returning({
      current: table.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${table.expiresAt} - now()) * 1000))::float8`.mapWith(
        Number,
      ),
    });
  if (!row) throw new Error('the rate-limit upsert returned no row');
  return row;
}

/** What @fastify/rate-limit hands to `child`: the merged route options, with the route itself in `routeInfo`
 *  (its types say RouteOptions; the plugin really passes this). */
const ChildOptionsSchema = v.object({
  routeInfo: v.object({
    method: v.optional(v.union([v.string(), v.array(v.string())])),
    url: v.optional(v.string()),
  }),
});

/** The key prefix of a route's child store, `<METHOD><url>-`, so routes keep separate counts as with the memory
 *  store (the Redis store uses it too). */
export function routePrefix(options: unknown): string {
  const parsed = v.safeParse(ChildOptionsSchema, options);
  if (!parsed.success) return '';
  const { method, url } = parsed.output.routeInfo;
  return `${[method ?? ''].flat().join(',')}${url ?? ''}-`;
}

/** The store class for @fastify/rate-limit's `store` option. Each route gets a child whose keys start with its
 *  method and URL, so routes keep separate counts as with the memory store. A database error is logged and given
 *  to the plugin: most routes let the request through, the few that must not answer 503 (rate-limit.ts). */
export function databaseRateLimitStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  function sweepNowAndThen() {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    db.delete(rateLimitCounters)
      .where(lt(rateLimitCounters.expiresAt, sql`now()`))
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error }, 'expired rate-limit counts could not be swept'),
      );
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      sweepNowAndThen();
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => {
          log.warn({ err: error }, 'a rate-limit count failed');
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore({}, `${this.prefix}${routePrefix(routeOptions)}`);
    }
  }
  return DatabaseRateLimitStore;
}
