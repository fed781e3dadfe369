import type { Visit, VisitReservation } from '@salon/contracts/reservations-api';
import { bookingApi } from '../app/api.ts';

/** GET /api/visits/{id} (spec part 1, section 7); the shape is the API's contract. */
export type { Visit, VisitReservation };

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

/**
 * Puts a visit the API has just returned (after an edit) into the cache of `getVisit`,
 * so that its details page shows the new time at once instead of the cached old one.
 */
export const visitUpdated = (visit: Visit) => getVisitApi.util.upsertQueryData('getVisit', visit.id, visit);
