import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ApiErrorSchema } from '@salon/contracts/api';
import { ApiFailure } from '../../../lib/errors.ts';

/** How long a readiness probe waits for the database or Redis before calling it unreachable. */
export const READINESS_TIMEOUT_MS = 1_000;

function withinTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for load balancers and orchestrators (README "Operations"):
 *   - GET /api/health, liveness: the process answers. It does not touch the database, so
 *     an outage of PostgreSQL does not get every instance restarted at once; they
 *     reconnect by themselves when it is back (the pool makes new connections).
 *   - GET /api/health/ready, readiness: this instance can serve now. 503
 *     SERVICE_UNAVAILABLE naming what is missing (`database`, `redis`, or `shutdown`
 *     while it closes) so traffic goes to the other instances meanwhile.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        operationId: 'getHealth',
        summary: 'Liveness: the API process answers (the database is not checked)',
        security: [],
        // 401 only for a bearer token that does not verify: the auth hook refuses it on every route.
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }), 401: ApiErrorSchema },
      },
    },
    async () => ({ status: 'ok' as const, database: app.database.kind }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['ops'],
        operationId: 'getReadiness',
        summary: 'Readiness: the instance reaches its database and Redis and is not shutting down',
        description:
          '503 SERVICE_UNAVAILABLE with `field` naming the first thing missing: `shutdown` (the instance is closing), `database` or `redis` (unreachable within a second).',
        security: [],
        response: {
          200: Type.Object({ status: Type.Literal('ready'), database: Type.String(), redis: Type.Union([Type.Literal('ok'), Type.Literal('not used')]) }),
          401: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      if (app.closing) throw new ApiFailure(503, 'SERVICE_UNAVAILABLE', 'shutdown');
      try {
        await withinTimeout(sql`SELECT 1`.execute(app.db), 'the database');
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: database');
        throw new ApiFailure(503, 'SERVICE_UNAVAILABLE', 'database');
      }
      const redis = app.rateLimitStore;
      if (redis) {
        try {
          await withinTimeout(redis.ping(), 'Redis');
        } catch (error) {
          request.log.warn({ err: error }, 'not ready: redis');
          throw new ApiFailure(503, 'SERVICE_UNAVAILABLE', 'redis');
        }
      }
      return { status: 'ready' as const, database: app.database.kind, redis: redis ? ('ok' as const) : ('not used' as const) };
    },
  );
};

export default healthRoutes;
