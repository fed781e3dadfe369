import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { AreaSchema, CityCodeParamsSchema, CityDetailsSchema } from '@salon/contracts/catalog-api';
import { notFound } from '../../../lib/errors.ts';
import type { AreaKind } from '../../../plugins/app/catalog/catalog-repository.ts';

const KINDS: Record<AreaKind, { summary: string; operationId: string }> = {
  departments: { summary: 'Departments (voivodeships) with their enabled salons counted', operationId: 'listDepartments' },
  cities: { summary: 'Cities with their enabled salons counted', operationId: 'listCities' },
};

/** Every route here may answer 400 (a bad header) and 401 (a bearer token that does not verify). */
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

/**
 * GET /api/departments and GET /api/cities (spec part 1, section 7: "GET /api/{areas}",
 * the name coming from configuration): the areas of the booking flow's first step,
 * suggested ones first in their order, then the others by name. GET /api/cities/{code}:
 * one city's page.
 */
const areasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of Object.keys(KINDS) as AreaKind[]) {
    app.get(
      `/${kind}`,
      {
        schema: {
          tags: ['catalog'],
          operationId: KINDS[kind].operationId,
          summary: KINDS[kind].summary,
          security: [],
          response: { 200: Type.Array(AreaSchema), ...errors },
        },
      },
      async () => app.catalog.areas(kind),
    );
  }

  app.get(
    '/cities/:code',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getCity',
        summary: "A city's page: the city, how to say \"in <city>\", its search-engine copy",
        description:
          'The city as GET /api/cities lists it, plus `inCity` and `seo` in the language of Accept-Language (Polish when missing). The virtual area of services at the customer\'s place has no page: 404.',
        security: [],
        params: CityCodeParamsSchema,
        response: { 200: CityDetailsSchema, ...errors, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const city = await app.catalog.cityDetails(request.params.code, request.language);
      if (!city) throw notFound('code');
      return city;
    },
  );
};

export default areasRoutes;
