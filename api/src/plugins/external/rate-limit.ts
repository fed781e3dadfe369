import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

/**
 * Rate limits per client IP, opted into per route (`config: { rateLimit: { max, timeWindow } }`),
 * answering 429 in the API's error shape.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
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
