import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import RedisStore, { type RateLimitStore, type StoreCallback } from '@fastify/rate-limit/store/RedisStore.js';
import { ApiFailure } from '../../lib/errors.ts';

/**
 * The Redis store with Redis's own errors (a connection refused, closed, timed out) turned
 * into 503 SERVICE_UNAVAILABLE on `redis`: the request is refused, as it must be, and the
 * customer reads "briefly unavailable, try again" instead of an unexpected error.
 */
function failingClosed(store: RateLimitStore): RateLimitStore {
  const answer =
    (callback: StoreCallback): StoreCallback =>
    (error, result) =>
      callback(error ? new ApiFailure(503, 'SERVICE_UNAVAILABLE', 'redis') : null, result);
  return {
    incr: (key, callback, timeWindow, max) => store.incr(key, answer(callback), timeWindow, max),
    read: (key, callback, timeWindow, max) => store.read(key, answer(callback), timeWindow, max),
    child: (routeOptions) => failingClosed(store.child(routeOptions)),
  };
}

/**
 * Rate limits per client IP, opted into per route (`config: { rateLimit: { max, timeWindow } }`),
 * answering 429 in the API's error shape. In-process by default; with `redisUrl` the
 * counters live in Redis, so every API instance behind the load balancer shares them.
 * A Redis that does not answer fails the request (skipOnError false) with 503
 * SERVICE_UNAVAILABLE: throttles guard codes and passwords, so they fail closed rather
 * than open. Routes without a throttle, booking among them, go on.
 */
export default fp<{ redisUrl?: string; nameSpace?: string }>(
  async (app, { redisUrl, nameSpace = 'salon-rl:' }) => {
    let redis: Redis | undefined;
    if (redisUrl) {
      // Short timeouts and no offline queue (@fastify/rate-limit's README: ioredis'
      // defaults suit a cache, not a limiter): while Redis is away a request fails at once
      // instead of waiting for a reconnection.
      const client = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
      client.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis)'));
      try {
        await client.connect();
      } catch (error) {
        // Stop its reconnection attempts, or the failed start leaves the process running.
        client.disconnect();
        throw new Error(`the rate-limit store (REDIS_URL) does not answer: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
      app.addHook('onClose', async () => {
        await client.quit().catch(() => client.disconnect());
      });
      redis = client;
    }
    app.decorate('rateLimitStore', redis ?? null);
    const shared = redis;
    await app.register(rateLimit, {
      global: false,
      ...(shared
        ? {
            // The library calls `new store(settings)`; a constructor that returns an object
            // hands back that object, here its own Redis store wrapped.
            store: function FailingClosedRedisStore(settings: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
              return failingClosed(new RedisStore(settings.continueExceeding ?? false, settings.exponentialBackoff ?? false, shared, nameSpace));
            } as unknown as FastifyRateLimitStoreCtor,
            skipOnError: false,
          }
        : {}),
      errorResponseBuilder: (_request, context) => ({
        status: 429,
        code: 'RATE_LIMITED',
        statusCode: 429,
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
    });
  },
  { name: 'rate-limit' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis client of the shared rate limits; null when they are in-process. The readiness check pings it. */
    rateLimitStore: Redis | null;
  }
}
