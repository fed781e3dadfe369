import type { Campaign } from '@salon/contracts/loyalty-api';
import { profileApi } from '../../../app/api.ts';

export type { Campaign };

const getCampaignsApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/campaigns (signed in): every campaign with the customer's progress, the
     * running ones first. Dates are salon-local days (yyyy-MM-dd).
     */
    getCampaigns: build.query<Campaign[], void>({
      query: () => ({ url: '/api/campaigns' }),
    }),
  }),
});

export const { useGetCampaignsQuery } = getCampaignsApi;
