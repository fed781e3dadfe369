import type { Visit } from '@salon/contracts/reservations-api';
import { bookingApi } from '../app/api.ts';

/** GET /api/visits/{id} (spec part 1, section 7); the shape is the API's contract. */
export type { Visit };

const getVisitApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /** A visit by id; public (the details page has no role check in the spec). */
    getVisit: build.query<Visit, string>({
      query: (visitId) => ({ url: `/api/visits/${encodeURIComponent(visitId)}` }),
    }),
  }),
});

/** Loads a visit; pass `skipToken` when there is no id. */
export const { useGetVisitQuery } = getVisitApi;
