import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { MAX_OPENING_HOURS_DAYS, OpeningHoursEntrySchema, OpeningHoursQuerySchema, type OpeningHoursEntry } from '@salon/contracts/catalog-api';
import { invalidValue, notFound } from '../../../lib/errors.ts';
import { parseLocalDate } from '../../../lib/local-time.ts';
import { hoursOn } from '../../../lib/opening-hours.ts';

/**
 * GET /api/opening-hours?salonId&dateFrom&dateTo (spec part 2, section 7; the pages ask
 * for today plus 7 days): one entry per day, both ends included.
 */
const openingHoursRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/opening-hours',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'listOpeningHours',
        summary: "A salon's hours on each day of a range",
        security: [],
        querystring: OpeningHoursQuerySchema,
        response: { 200: Type.Array(OpeningHoursEntrySchema), 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { salonId, dateFrom, dateTo } = request.query;
      // The schema checks the shape only; 2026-02-30 has the shape of a date.
      const from = parseLocalDate(dateFrom);
      if (!from) throw invalidValue('dateFrom');
      const to = parseLocalDate(dateTo);
      if (!to) throw invalidValue('dateTo');
      // Calendar days, not 24-hour periods: a range over a clock change is still whole days.
      const days = Math.round(to.diff(from, 'days').days) + 1;
      if (days < 1 || days > MAX_OPENING_HOURS_DAYS) throw invalidValue('dateTo');

      const hours = await app.catalog.salonHours(salonId, dateFrom, dateTo);
      if (!hours) throw notFound('salonId');
      const entries: OpeningHoursEntry[] = [];
      for (let i = 0; i < days; i += 1) {
        const day = from.plus({ days: i });
        entries.push({ date: day.toISODate() ?? '', ...hoursOn(day, hours.weekly, hours.exceptions, hours.open) });
      }
      return entries;
    },
  );
};

export default openingHoursRoutes;
