import type { SalonPrices } from '@salon/contracts/catalog-api';
import { salonsApi } from '../app/api.ts';

export type { SalonPrices };

const getSalonPricesApi = salonsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/salon-prices/{id} (API version 4): the price list, its notes and
     * description. The details' opening hours show the first note; the service list
     * shows the items.
     */
    getSalonPrices: build.query<SalonPrices, string>({
      query: (id) => ({ url: `/api/salon-prices/${encodeURIComponent(id)}`, apiVersion: 4, auth: false }),
    }),
  }),
});

export const { useGetSalonPricesQuery } = getSalonPricesApi;
