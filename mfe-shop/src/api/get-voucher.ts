import type { ShopVoucher } from '@salon/contracts/shop-api';
import { shopApi } from '../app/api.ts';
import type { ShopRequestContext } from './shop-request.ts';

const getVoucherApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/shop/vouchers/{id}: a voucher for sale, in the asked language. Public.
     * The voucher page and the checkout read it (one cached answer for both).
     */
    getVoucher: build.query<ShopVoucher, { voucherId: string; language: ShopRequestContext['language'] }>({
      query: ({ voucherId }) => ({ url: `/api/shop/vouchers/${encodeURIComponent(voucherId)}`, auth: false }),
    }),
  }),
});

export const { useGetVoucherQuery } = getVoucherApi;
