import type { ShopProduct } from '@salon/contracts/shop-api';
import { shopApi } from '../../../app/api.ts';
import type { ShopRequestContext } from '../../../api/shop-request.ts';

const getFavouritesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users/me/favorite-products: the signed-in customer's favourite products, newest first. */
    getFavourites: build.query<ShopProduct[], ShopRequestContext['language']>({
      query: () => ({ url: '/api/users/me/favorite-products' }),
      providesTags: ['Favourites'],
    }),
  }),
});

export const { useGetFavouritesQuery } = getFavouritesApi;
