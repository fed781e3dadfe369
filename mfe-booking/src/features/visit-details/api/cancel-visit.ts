import { bookingApi } from '../../../app/api.ts';

const cancelVisitApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * DELETE /api/visits/{id} (spec part 1, section 7): cancels the visit and all its
     * reservations; 204 on success, 400 RESERVATION_CANCELLED or RESERVATION_EXPIRED.
     */
    cancelVisit: build.mutation<null, string>({
      query: (visitId) => ({ url: `/api/visits/${encodeURIComponent(visitId)}`, method: 'DELETE' }),
    }),
  }),
});

export const { useCancelVisitMutation } = cancelVisitApi;
