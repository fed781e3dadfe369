import type { UserProfile } from '@salon/contracts/identity-api';
import { profileApi } from '../../../app/api.ts';

const changePhoneApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PUT /api/users/me/profile/phone `{ phone }`: an SMS code goes to the new number, which
     * waits as `unconfirmedPhone`. 409 DUPLICATE_VALUE when another account has it, 400 on
     * `phone` when it is the current one, 429 within 60 s of the last code.
     */
    startPhoneChange: build.mutation<UserProfile, { phone: string }>({
      query: (body) => ({ url: '/api/users/me/profile/phone', method: 'PUT', body }),
    }),
    /** PUT /api/users/me/profile/phone/confirm `{ phone, token }` (the code as an integer, as the spec sends it). */
    confirmPhoneChange: build.mutation<UserProfile, { phone: string; token: number }>({
      query: (body) => ({ url: '/api/users/me/profile/phone/confirm', method: 'PUT', body }),
    }),
  }),
});

export const { useStartPhoneChangeMutation, useConfirmPhoneChangeMutation } = changePhoneApi;
