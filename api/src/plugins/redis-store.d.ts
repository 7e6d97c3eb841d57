/** The Redis store of @fastify/rate-limit, which the package ships without types. rate-limit.ts builds it itself
 *  (instead of passing `redis` to the plugin) so its failures can be told apart from the limit's answers. */
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    keyPrefix?: string,
  ) => FastifyRateLimitStore;
  export default RedisStore;
}
