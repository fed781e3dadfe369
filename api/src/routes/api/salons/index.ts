import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { SalonDetailsSchema, SalonIdParamsSchema, SalonSchema, SalonsQuerySchema, type Salon } from '@salon/contracts/catalog-api';
import { distanceInKm } from '@salon/contracts/geo';
import { invalidValue, notFound } from '../../../lib/errors.ts';
import { parseLocation, roundKm } from '../../../lib/geo.ts';

/**
 * Nearest first by the exact distance (the rounded one shown would tie neighbours);
 * salons without coordinates (virtual) after them, by name. Sets distanceInKm.
 */
function byDistanceFrom(salons: Salon[], from: { latitude: number; longitude: number }): Salon[] {
  const distance = new Map<string, number>();
  for (const salon of salons) {
    if (!salon.coordinates) continue;
    const km = distanceInKm(from, salon.coordinates);
    distance.set(salon.id, km);
    salon.distanceInKm = roundKm(km);
  }
  return salons.sort(
    (a, b) =>
      (distance.get(a.id) ?? Infinity) - (distance.get(b.id) ?? Infinity) || a.name.localeCompare(b.name, 'pl') || a.id.localeCompare(b.id),
  );
}

/** Every route here may answer 400 (a bad header or query) and 401 (a bearer token that does not verify). */
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

/**
 * GET /api/salons, /api/salons/suggested and /api/salons/{id} (spec part 2, section 7).
 * Lists hold enabled salons (disabled ones too with disabled=true); one salon is found
 * even when disabled, its `enabled: false` telling the page. Only one salon carries its
 * page copy: lists stay small.
 */
const salonsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/salons',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'listSalons',
        summary: 'Salons, by city and name or nearest first',
        security: [],
        querystring: SalonsQuerySchema,
        response: { 200: Type.Array(SalonSchema), ...errors },
      },
    },
    async (request) => {
      const { location, disabled } = request.query;
      const from = location === undefined ? null : parseLocation(location);
      if (location !== undefined && !from) throw invalidValue('location');
      const salons = await app.catalog.listSalons({ includeDisabled: disabled === true }, request.language);
      return from ? byDistanceFrom(salons, from) : salons;
    },
  );

  app.get(
    '/salons/suggested',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'listSuggestedSalons',
        summary: 'Suggested salons, by city and name',
        security: [],
        response: { 200: Type.Array(SalonSchema), ...errors },
      },
    },
    async (request) => app.catalog.listSalons({ suggestedOnly: true }, request.language),
  );

  app.get(
    '/salons/:id',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getSalon',
        summary: 'One salon with its page copy, disabled ones included',
        description: 'The salon as the lists have it, plus `seo`: its search-engine copy in the language of Accept-Language (Polish when missing), null when it has none.',
        security: [],
        params: SalonIdParamsSchema,
        response: { 200: SalonDetailsSchema, ...errors, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const salon = await app.catalog.salonDetails(request.params.id, request.language);
      if (!salon) throw notFound('id');
      return salon;
    },
  );
};

export default salonsRoutes;
