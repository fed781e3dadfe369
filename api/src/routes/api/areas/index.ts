import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AreaSchema } from '@salon/contracts/catalog-api';
import type { AreaKind } from '../../../plugins/app/catalog/catalog-repository.ts';

const KINDS: Record<AreaKind, string> = {
  departments: 'Departments (voivodeships) with their enabled salons counted',
  cities: 'Cities with their enabled salons counted',
};

/**
 * GET /api/departments and GET /api/cities (spec part 1, section 7: "GET /api/{areas}",
 * the name coming from configuration): the areas of the booking flow's first step,
 * suggested ones first in their order, then the others by name.
 */
const areasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of Object.keys(KINDS) as AreaKind[]) {
    app.get(
      `/${kind}`,
      {
        schema: {
          tags: ['catalog'],
          summary: KINDS[kind],
          response: { 200: Type.Array(AreaSchema) },
        },
      },
      async () => app.catalog.areas(kind),
    );
  }
};

export default areasRoutes;
