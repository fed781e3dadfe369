import type { Salon, SalonsQuery } from '@salon/contracts/catalog-api';
import { bookingApi } from '../app/api.ts';

export type { Salon, SalonsQuery };

const getSalonsApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/salons, optionally sorted by distance from `location` (lat,lng). */
    getSalons: build.query<Salon[], SalonsQuery | void>({
      query: (params) => ({ url: '/api/salons', params: params ?? undefined, auth: false }),
    }),
    /** GET /api/salons/{id}. */
    getSalon: build.query<Salon, string>({
      query: (id) => ({ url: `/api/salons/${encodeURIComponent(id)}`, auth: false }),
    }),
  }),
});

export const { useGetSalonsQuery, useGetSalonQuery } = getSalonsApi;
export const { getSalons, getSalon } = getSalonsApi.endpoints;
