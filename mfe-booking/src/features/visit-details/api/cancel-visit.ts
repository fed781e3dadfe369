import { bookingApi } from '../../../app/api.ts';
import { visitTokenHeaders } from '../../../lib/visit-access.ts';

const cancelVisitApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * DELETE /api/visits/{id} (spec part 1, section 7): cancels the visit and all its
     * reservations; 204 on success, 400 RESERVATION_CANCELLED or RESERVATION_EXPIRED.
     * Sends the visit's token when one is kept (kept after the cancel: the cancelled
     * visit's page still shows it).
     */
    cancelVisit: build.mutation<null, string>({
      query: (visitId) => ({ url: `/api/visits/${encodeURIComponent(visitId)}`, method: 'DELETE', headers: visitTokenHeaders(visitId) }),
    }),
  }),
});

export const { useCancelVisitMutation } = cancelVisitApi;
