import { getProfileApi, PROFILE_TAG } from '../../../api/get-profile.ts';

const cancelEmailChangeApi = getProfileApi.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /api/users/me/profile/email/cancelUpdate: the pending address is dropped, the confirmed one stays. */
    cancelEmailChange: build.mutation<null, void>({
      query: () => ({ url: '/api/users/me/profile/email/cancelUpdate', method: 'DELETE' }),
      invalidatesTags: [PROFILE_TAG],
    }),
  }),
});

export const { useCancelEmailChangeMutation } = cancelEmailChangeApi;
