import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { SalonIdParamsSchema, SalonSchema, SalonsQuerySchema, type Salon } from '@salon/contracts/catalog-api';
import { invalidValue, notFound } from '../../../lib/errors.ts';
import { distanceInKm, parseLocation, roundKm } from '../../../lib/geo.ts';

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

/**
 * GET /api/salons, /api/salons/suggested and /api/salons/{id} (spec part 2, section 7).
 * Lists hold enabled salons (disabled ones too with disabled=true); one salon is found
 * even when disabled, its `enabled: false` telling the page.
 */
const salonsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/salons',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Salons, by city and name or nearest first',
        querystring: SalonsQuerySchema,
        response: { 200: Type.Array(SalonSchema), 400: ApiErrorSchema },
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
        summary: 'Suggested salons, by city and name',
        response: { 200: Type.Array(SalonSchema) },
      },
    },
    async (request) => app.catalog.listSalons({ suggestedOnly: true }, request.language),
  );

  app.get(
    '/salons/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One salon, disabled ones included',
        params: SalonIdParamsSchema,
        response: { 200: SalonSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const [salon] = await app.catalog.salonsByIds([request.params.id], request.language);
      if (!salon) throw notFound('id');
      return salon;
    },
  );
};

export default salonsRoutes;
