import type { ShopItemsPage } from '@salon/contracts/shop-api';
import { shopApi } from '../../../app/api.ts';
import type { ShopRequestContext } from '../../../api/shop-request.ts';
import { itemsParams, type ShopFilters } from '../lib/list-query.ts';

export interface ItemsRequest extends ShopRequestContext {
  filters: ShopFilters;
}

const getItemsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/shop/items: products and vouchers matching the filters, SHOP_PAGE_SIZE a
     * page; "load more" asks for the next page while the pages so far hold fewer than
     * `total`. Public, sent with the session when there is one (products' `favourite`).
     */
    getItems: build.infiniteQuery<ShopItemsPage, ItemsRequest, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => (lastPage.page * lastPage.pageSize < lastPage.total ? lastPage.page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({ url: '/api/shop/items', params: itemsParams(queryArg.filters, pageParam) }),
    }),
  }),
});

export const { useGetItemsInfiniteQuery } = getItemsApi;
