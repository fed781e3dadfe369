import type { ShopFacets } from '@salon/contracts/shop-api';
import { shopApi } from '../../../app/api.ts';
import type { ShopRequestContext } from '../../../api/shop-request.ts';

const getFacetsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shop/facets: every filter's options over the whole catalogue, names in the asked language. Public. */
    getFacets: build.query<ShopFacets, ShopRequestContext['language']>({
      query: () => ({ url: '/api/shop/facets', auth: false }),
    }),
  }),
});

export const { useGetFacetsQuery } = getFacetsApi;
