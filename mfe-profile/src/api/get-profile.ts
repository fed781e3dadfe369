import type { UserProfile } from '@salon/contracts/identity-api';
import { profileApi } from '../app/api.ts';

export type { UserProfile };

/** The profile's cache tag: a change made elsewhere (another remote, the auth dialogs) invalidates it. */
export const PROFILE_TAG = 'Profile' as const;

/** `profileApi` with `getProfile`, for writing its cache after a save. */
export const getProfileApi = profileApi.enhanceEndpoints({ addTagTypes: [PROFILE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users/me: the profile with the points balance (the ledger's sum) and account types. */
    getProfile: build.query<UserProfile, void>({
      query: () => ({ url: '/api/users/me' }),
      providesTags: [PROFILE_TAG],
    }),
  }),
});

export const { useGetProfileQuery } = getProfileApi;
