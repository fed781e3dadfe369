import type { CreateOrderBody, CreatedOrder } from '@salon/contracts/shop-api';
import { shopApi } from '../../../app/api.ts';

const createOrderApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/shop/orders (signed in): the voucher's id and the terms' acceptance,
     * nothing else; the amount comes from the server. Answers the order and the
     * provider's payment page.
     */
    createOrder: build.mutation<CreatedOrder, CreateOrderBody>({
      query: (body) => ({ url: '/api/shop/orders', method: 'POST', body }),
    }),
  }),
});

export const { useCreateOrderMutation } = createOrderApi;
