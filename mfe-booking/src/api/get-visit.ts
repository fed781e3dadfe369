import type { Visit, VisitReservation } from '@salon/contracts/reservations-api';
import { bookingApi } from '../app/api.ts';
import { forgetVisitToken, isVisitNotFound, visitTokenHeaders, visitTokenSeen } from '../lib/visit-access.ts';

/** GET /api/visits/{id} (spec part 1, section 7); the shape is the API's contract. */
export type { Visit, VisitReservation };

const getVisitApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A visit by id, for whoever holds its token (the booking's answer, a message's link:
     * `src/lib/visit-access.ts`) or is its signed-in owner; anyone else gets 404, the
     * same as for an unknown id (decision 0024). A token the API refuses (the visit is
     * over) is forgotten; a visit seen keeps its token until the visit's end.
     */
    getVisit: build.query<Visit, string>({
      query: (visitId) => ({ url: `/api/visits/${encodeURIComponent(visitId)}`, headers: visitTokenHeaders(visitId) }),
      async onQueryStarted(visitId, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          visitTokenSeen(visitId, data.endDateTime);
        } catch (failure) {
          // `queryFulfilled` rejects with `{ error }`: the API's answer.
          if (isVisitNotFound((failure as { error?: unknown } | null)?.error)) forgetVisitToken(visitId);
        }
      },
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
