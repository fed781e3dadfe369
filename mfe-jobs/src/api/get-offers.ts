import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { jobsApi } from '../app/api.ts';

export type { RecruitmentOffer };

const getOffersApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/recruitment: every open offer. The list, a city and an offer page all read
     * this one cached answer (the chain has tens of offers, not thousands), so moving
     * between them costs no call.
     */
    getOffers: build.query<RecruitmentOffer[], void>({
      query: () => ({ url: '/api/recruitment', auth: false }),
    }),
  }),
});

export const { useGetOffersQuery } = getOffersApi;
