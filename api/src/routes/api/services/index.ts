import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  ServiceDetailsSchema,
  ServiceIdParamsSchema,
  ServiceSchema,
  ServicesQuerySchema,
  type ServicesQuery,
} from '@salon/contracts/catalog-api';
import { invalidValue, notFound } from '../../../lib/errors.ts';
import { AREA_SELECTORS } from '../../../plugins/app/catalog/catalog-repository.ts';

/**
 * GET /api/services and GET /api/services/{id} (spec part 1, section 7; API version 3,
 * which changes nothing here). The list is priced for one salon, an area (lowest price
 * there, "from" when its salons differ) or the whole chain.
 */
const servicesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/services',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'listServices',
        summary: 'Services with their price in a salon, an area or the chain',
        security: [],
        querystring: ServicesQuerySchema,
        response: { 200: Type.Array(ServiceSchema), 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const query: ServicesQuery = request.query;
      if (query.salonId !== undefined) {
        // A salon and an area at once is ambiguous: refuse the area, as the slot search does.
        const area = AREA_SELECTORS.find((key) => query[key] !== undefined && query[key] !== false);
        if (area) throw invalidValue(area);
        if (!(await app.catalog.salonExists(query.salonId))) throw notFound('salonId');
        return app.catalog.pricedServices([query.salonId], request.language);
      }
      const salonIds = await app.catalog.salonIdsInArea(query);
      return app.catalog.pricedServices(salonIds, request.language);
    },
  );

  app.get(
    '/services/:id',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getService',
        summary: 'A service with the areas and salons that offer it',
        security: [],
        params: ServiceIdParamsSchema,
        response: { 200: ServiceDetailsSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const service = await app.catalog.serviceDetails(request.params.id, request.language);
      if (!service) throw notFound('id');
      return service;
    },
  );
};

export default servicesRoutes;
