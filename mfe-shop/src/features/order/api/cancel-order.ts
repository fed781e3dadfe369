import type { ShopOrder } from '@salon/contracts/shop-api';
import { shopApi } from '../../../app/api.ts';

const cancelOrderApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/shop/orders/{id}/cancel (signed in): the customer gave up on paying.
     * Idempotent: a PENDING order becomes CANCELLED (or stays PENDING when the provider
     * says it was paid meanwhile), any other is answered as it is. The failure page reads
     * the order afterwards, so a refused cancel (429, offline) still shows where it stands.
     */
    cancelOrder: build.mutation<ShopOrder, string>({
      query: (orderId) => ({ url: `/api/shop/orders/${encodeURIComponent(orderId)}/cancel`, method: 'POST' }),
      invalidatesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useCancelOrderMutation } = cancelOrderApi;
