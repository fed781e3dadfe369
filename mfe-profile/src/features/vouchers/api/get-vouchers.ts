import type { Voucher, VouchersQuery } from '@salon/contracts/vouchers-api';
import { profileApi } from '../../../app/api.ts';

export type { Voucher, VouchersQuery };

const getVouchersApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/vouchers (signed in): the active vouchers; with `active: false` the used up
     * and expired ones, asked for only when the customer wants them. Paper vouchers are
     * never listed.
     */
    getVouchers: build.query<Voucher[], VouchersQuery>({
      // The API's default is the active list, so only the inactive one sends the parameter.
      query: ({ active = true }) => (active ? { url: '/api/vouchers' } : { url: '/api/vouchers', params: { active: false } }),
    }),
  }),
});

export const { useGetVouchersQuery } = getVouchersApi;
