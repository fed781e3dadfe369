import type { Salon } from '@salon/contracts/catalog-api';
import type { BirthdayUpdate, UpdateProfile, UserProfile } from '@salon/contracts/identity-api';
import { authApi } from '../app/api.ts';

/**
 * The signed-in customer's account as the auth remote uses it: the profile after sign-in,
 * the personal-data modal's updates and the suggested salons fetched after login (spec
 * part 1, section 4). The e-mail verification modal's calls are in email-verification.ts.
 */
const profileApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserProfile, void>({
      query: () => ({ url: '/api/users/me', apiVersion: 3 }),
      providesTags: ['Profile'],
    }),
    /** PUT /api/users/me (v3): the full profile merged with the changes. */
    updateProfile: build.mutation<UserProfile, UpdateProfile>({
      query: (body) => ({ url: '/api/users/me', method: 'PUT', body, apiVersion: 3 }),
      invalidatesTags: ['Profile'],
    }),
    updateBirthday: build.mutation<unknown, BirthdayUpdate>({
      query: (body) => ({ url: '/api/users/me/profile/birthday', method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
    getSuggestedSalons: build.query<Salon[], void>({
      query: () => ({ url: '/api/users/me/suggested-salons' }),
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useUpdateBirthdayMutation,
  useGetSuggestedSalonsQuery,
} = profileApi;
export const { getProfile, getSuggestedSalons } = profileApi.endpoints;
