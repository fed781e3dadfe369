/** @fastify/rate-limit's Redis store, which the package ships without types (rate-limit.ts wraps it). */
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  export type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];
  /** The library's store type plus `read`, which its Redis store has and its types omit. */
  export interface RateLimitStore extends FastifyRateLimitStore {
    read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): RateLimitStore;
  }
  const RedisStore: new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, nameSpace: string) => RateLimitStore;
  export default RedisStore;
}
