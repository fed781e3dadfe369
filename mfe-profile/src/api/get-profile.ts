import type { UserProfile } from '@salon/contracts/identity-api';
import { profileApi } from '../app/api.ts';

export type { UserProfile };

const getProfileApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users/me: the profile with the points balance (the ledger's sum) and account types. */
    getProfile: build.query<UserProfile, void>({
      query: () => ({ url: '/api/users/me' }),
    }),
  }),
});

export const { useGetProfileQuery } = getProfileApi;
