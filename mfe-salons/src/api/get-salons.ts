import type { Salon, SalonDetails } from '@salon/contracts/catalog-api';
import { salonsApi } from '../app/api.ts';

export type { Salon, SalonDetails };

const getSalonsApi = salonsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/salons: every enabled salon, by city then name. */
    getSalons: build.query<Salon[], void>({
      query: () => ({ url: '/api/salons', auth: false }),
    }),
    /** GET /api/salons/suggested: the chain's suggested salons. */
    getSuggestedSalons: build.query<Salon[], void>({
      query: () => ({ url: '/api/salons/suggested', auth: false }),
    }),
    /** GET /api/salons/{id}: one salon with its search-engine copy; 404 NOT_FOUND for an unknown code. */
    getSalon: build.query<SalonDetails, string>({
      query: (id) => ({ url: `/api/salons/${encodeURIComponent(id)}`, auth: false }),
    }),
  }),
});

export const { useGetSalonsQuery, useGetSuggestedSalonsQuery, useGetSalonQuery } = getSalonsApi;
