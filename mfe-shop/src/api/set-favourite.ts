import { shopApi } from '../app/api.ts';

const setFavouriteApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST (mark) or DELETE (unmark) /api/users/me/favorite-products/{id}: idempotent, 204.
     * The hearts show the change before the answer (lib/favourite-marks.ts); a success
     * makes the favourites list stale.
     */
    setFavourite: build.mutation<null, { productId: string; favourite: boolean }>({
      query: ({ productId, favourite }) => ({
        url: `/api/users/me/favorite-products/${encodeURIComponent(productId)}`,
        method: favourite ? 'POST' : 'DELETE',
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Favourites']),
    }),
  }),
});

export const { useSetFavouriteMutation } = setFavouriteApi;
