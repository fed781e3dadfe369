import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';

/**
 * GET /api/metrics: this instance's Prometheus metrics (plugins/app/observability/metrics.ts).
 * Read by Prometheus from each instance's own address; nginx and the gateway answer 404
 * for it, so it is never public (README "Operations").
 */
const metricsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['ops'],
        operationId: 'getMetrics',
        summary: "This instance's Prometheus metrics (text exposition format); not reachable through nginx or the gateway",
        security: [],
        response: { 200: Type.String(), 401: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      const text = await app.metrics.metrics();
      return reply.type(app.metrics.contentType).send(text);
    },
  );
};

export default metricsRoutes;
