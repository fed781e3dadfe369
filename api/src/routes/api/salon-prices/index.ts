import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { SalonIdParamsSchema, SalonPricesSchema } from '@salon/contracts/catalog-api';
import { notFound } from '../../../lib/errors.ts';

/**
 * GET /api/salon-prices/{id} (spec part 2, section 7; API version 4): the salon's price
 * list by category, with its notes and description in the request's language.
 */
const salonPricesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/salon-prices/:id',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getSalonPrices',
        summary: "A salon's price list",
        security: [],
        params: SalonIdParamsSchema,
        response: { 200: SalonPricesSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const prices = await app.catalog.salonPrices(request.params.id, request.language);
      if (!prices) throw notFound('id');
      return prices;
    },
  );
};

export default salonPricesRoutes;
