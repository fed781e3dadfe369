import { mergedProfile, type MarketingConsent, type UpdateProfile, type UserProfile } from '@salon/contracts/identity-api';
import { bookingApi } from '../app/api.ts';

export type { UpdateProfile };

const updateProfileApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PUT /api/users/me (version 3): the whole profile merged with the changes. 400
     * INVALID_VALUE on `preferredSalon.id` (unknown or closed salon) or
     * `marketingConsents` (the e-mail consent without a confirmed e-mail).
     */
    updateProfile: build.mutation<UserProfile, UpdateProfile>({
      query: (body) => ({ url: '/api/users/me', method: 'PUT', body, apiVersion: 3 }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;

/** The save body with these consents granted or not; channels not named keep their value. */
export function withMarketingConsents(profile: UserProfile, consents: readonly MarketingConsent[]): UpdateProfile {
  const channels = new Set(consents.map((consent) => consent.channel));
  return mergedProfile(profile, {
    marketingConsents: [...profile.marketingConsents.filter((consent) => !channels.has(consent.channel)), ...consents],
  });
}
