import type { ShopProduct } from '@salon/contracts/shop-api';
import { shopApi } from '../../../app/api.ts';
import type { ShopRequestContext } from '../../../api/shop-request.ts';

const getProductApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shop/products/{id}: a product in the asked language; public, with the session when there is one (`favourite`). */
    getProduct: build.query<ShopProduct, ShopRequestContext & { productId: string }>({
      query: ({ productId }) => ({ url: `/api/shop/products/${encodeURIComponent(productId)}` }),
    }),
  }),
});

export const { useGetProductQuery } = getProductApi;
