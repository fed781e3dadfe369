import type { Area } from '@salon/contracts/catalog-api';
import { bookingApi } from '../app/api.ts';

export type { Area };

const getAreasApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/{areasEndpoint}: departments or cities, by runtime configuration (spec part 1, section 7). */
    getAreas: build.query<Area[], 'departments' | 'cities'>({
      query: (areasEndpoint) => ({ url: `/api/${areasEndpoint}`, auth: false }),
    }),
  }),
});

export const { useGetAreasQuery } = getAreasApi;
export const { getAreas } = getAreasApi.endpoints;
