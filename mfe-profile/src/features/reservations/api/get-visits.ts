import type { RecentVisit, Visit } from '@salon/contracts/reservations-api';
import { profileApi } from '../../../app/api.ts';

export type { RecentVisit, Visit };

/** How many recent visits are asked for; those still listed as upcoming are left out. */
export const RECENT_VISITS_LIMIT = 6;

const getVisitsApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/visits/upcoming: active visits still to come, soonest first (a guest booking under the account's phone included). */
    getUpcomingVisits: build.query<Visit[], void>({
      query: () => ({ url: '/api/visits/upcoming' }),
    }),
    /**
     * GET /api/visits/recentVisits: the latest visits by start, without cancelled ones.
     * The API answers 404 when there are none: that is an empty list here.
     */
    getRecentVisits: build.query<RecentVisit[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/api/visits/recentVisits', params: { limit: RECENT_VISITS_LIMIT } });
        if (result.error) return (result.error as { status?: number }).status === 404 ? { data: [] } : { error: result.error };
        return { data: result.data as RecentVisit[] };
      },
    }),
  }),
});

export const { useGetUpcomingVisitsQuery, useGetRecentVisitsQuery } = getVisitsApi;
