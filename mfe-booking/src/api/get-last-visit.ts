import type { LastVisit } from '@salon/contracts/reservations-api';
import { bookingApi } from '../app/api.ts';

export type { LastVisit };

const getLastVisitApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/visits/last for the signed-in customer; null when there is none (the API
     * answers 404, which the spec reads as "no last visit", not as an error).
     */
    getLastVisit: build.query<LastVisit | null, void>({
      providesTags: ['LastVisit'],
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/api/visits/last' });
        if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
        return { data: result.data as LastVisit };
      },
    }),
  }),
});

/** Pass `skipToken` when nobody is signed in. */
export const { useGetLastVisitQuery } = getLastVisitApi;
