import type { OpeningHoursEntry, OpeningHoursQuery } from '@salon/contracts/catalog-api';
import { salonsApi } from '../../../app/api.ts';

export type { OpeningHoursEntry, OpeningHoursQuery };

const getOpeningHoursApi = salonsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/opening-hours?salonId&dateFrom&dateTo: the salon's hours on each day of the
     * range, both ends included (salon details asks for today to today + 7).
     */
    getOpeningHours: build.query<OpeningHoursEntry[], OpeningHoursQuery>({
      query: ({ salonId, dateFrom, dateTo }) => ({
        url: '/api/opening-hours',
        params: { salonId, dateFrom, dateTo },
        auth: false,
      }),
    }),
  }),
});

export const { useGetOpeningHoursQuery } = getOpeningHoursApi;
