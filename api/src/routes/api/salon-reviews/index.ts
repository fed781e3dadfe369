import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { ReviewSchema, SalonIdParamsSchema } from '@salon/contracts/catalog-api';
import { notFound } from '../../../lib/errors.ts';

/** GET /api/salon-reviews/{id} (spec part 2, section 7): the salon's Google reviews, newest first. */
const salonReviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/salon-reviews/:id',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'listSalonReviews',
        summary: "A salon's reviews, newest first",
        security: [],
        params: SalonIdParamsSchema,
        response: { 200: Type.Array(ReviewSchema), 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const reviews = await app.catalog.salonReviews(request.params.id);
      if (!reviews) throw notFound('id');
      return reviews;
    },
  );
};

export default salonReviewsRoutes;
