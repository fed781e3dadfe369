import type { Area, CityDetails } from '@salon/contracts/catalog-api';
import { salonsApi } from '../app/api.ts';

export type { Area, CityDetails };

const getCitiesApi = salonsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/cities: the cities with salons (suggested ones first, by `order`), plus the virtual area. */
    getCities: build.query<Area[], void>({
      query: () => ({ url: '/api/cities', auth: false }),
    }),
    /** GET /api/cities/{code}: one city's page copy; 404 NOT_FOUND for an unknown slug. */
    getCity: build.query<CityDetails, string>({
      query: (code) => ({ url: `/api/cities/${encodeURIComponent(code)}`, auth: false }),
    }),
  }),
});

export const { useGetCitiesQuery, useGetCityQuery } = getCitiesApi;
