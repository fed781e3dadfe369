import type { BirthdayUpdate, UserProfile } from '@salon/contracts/identity-api';
import { profileApi } from '../../../app/api.ts';

export type { BirthdayUpdate };

const updateBirthdayApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PUT /api/users/me/profile/birthday `{ day, month }`, both or neither (400
     * ONE_OF_IS_NULL otherwise; INVALID_VALUE on `day` for a day the month lacks).
     * Answers the saved profile.
     */
    updateBirthday: build.mutation<UserProfile, BirthdayUpdate>({
      query: (body) => ({ url: '/api/users/me/profile/birthday', method: 'PUT', body }),
    }),
  }),
});

export const { useUpdateBirthdayMutation } = updateBirthdayApi;
