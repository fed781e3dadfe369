import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ApiErrorSchema } from '@salon/contracts/api';

/** GET /api/health: the API answers and reaches its database (for load balancers and start-up checks). */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        operationId: 'getHealth',
        summary: 'The API answers and reaches its database',
        security: [],
        // 401 only for a bearer token that does not verify: the auth hook refuses it on every route.
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }), 401: ApiErrorSchema },
      },
    },
    async () => {
      await sql`SELECT 1`.execute(app.db);
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};

export default healthRoutes;
