import type { UserProfile } from '@salon/contracts/identity-api';
import { bookingApi } from '../app/api.ts';

export type { UserProfile };

const getProfileApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users/me: the signed-in customer's full profile, the base of a profile save. */
    getProfile: build.query<UserProfile, void>({
      query: () => ({ url: '/api/users/me', apiVersion: 3 }),
      providesTags: ['Profile'],
    }),
  }),
});

/**
 * `useGetProfileQuery(skipToken)` when nobody is signed in. Use the lazy hook right
 * before a save, so the merge starts from the current profile.
 */
export const { useGetProfileQuery, useLazyGetProfileQuery } = getProfileApi;
