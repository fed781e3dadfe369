import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * Rate limits per client IP, opted into per route (`config: { rateLimit: { max, timeWindow } }`),
 * answering 429 in the API's error shape. In-process by default; with `redisUrl` the
 * counters live in Redis, so every API instance behind the load balancer shares them.
 * A Redis that does not answer fails the request (skipOnError false): throttles guard
 * codes and passwords, so they fail closed rather than open.
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
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace, skipOnError: false } : {}),
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
