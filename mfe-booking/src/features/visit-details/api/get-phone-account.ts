import type { PhoneAccountInfo } from '@salon/contracts/identity-api';
import { bookingApi } from '../../../app/api.ts';

/** `{ registered, hasPassword }` of a phone number. */
export type { PhoneAccountInfo };

const getPhoneAccountApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/users/public?phone= (docs/decisions/0013-identity-api.md): whether the
     * phone has an account (a password or a social login), for the account suggestion
     * after a guest's booking. Rate-limited per IP (429).
     */
    getPhoneAccount: build.query<PhoneAccountInfo, string>({
      query: (phone) => ({ url: '/api/users/public', params: { phone } }),
    }),
  }),
});

/** Pass `skipToken` until a guest's booking asks for it. */
export const { useGetPhoneAccountQuery } = getPhoneAccountApi;
