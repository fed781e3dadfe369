import type { UpdateProfile, UserProfile } from '@salon/contracts/identity-api';
import { profileApi } from '../../../app/api.ts';

export type { UpdateProfile };

const updateProfileApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PUT /api/users/me (version 3): the whole profile merged with the changes (build the
     * body with `mergedProfile`). Answers the saved profile. 400 INVALID_VALUE names the
     * field it refuses (`firstName`, `lastName`, `marketingConsents`: the e-mail consent
     * without a confirmed e-mail).
     */
    updateProfile: build.mutation<UserProfile, UpdateProfile>({
      query: (body) => ({ url: '/api/users/me', method: 'PUT', body, apiVersion: 3 }),
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
