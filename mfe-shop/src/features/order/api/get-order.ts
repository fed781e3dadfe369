import type { ShopOrder } from '@salon/contracts/shop-api';
import { shopApi } from '../../../app/api.ts';
import type { ShopRequestContext } from '../../../api/shop-request.ts';

const getOrderApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shop/orders/{id} (signed in): the order's state; the order page asks again while it is PENDING. */
    getOrder: build.query<ShopOrder, { orderId: string; language: ShopRequestContext['language'] }>({
      query: ({ orderId }) => ({ url: `/api/shop/orders/${encodeURIComponent(orderId)}` }),
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useGetOrderQuery } = getOrderApi;
