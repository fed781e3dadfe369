import type { EditReservation, Visit } from '@salon/contracts/reservations-api';
import { bookingApi } from '../../../app/api.ts';
import { visitUpdated } from '../../../api/get-visit.ts';
import { visitTokenHeaders, visitTokenSeen } from '../../../lib/visit-access.ts';

export type { EditReservation };

/** The path parameters and the spec's edit payload. */
export interface EditReservationInput {
  visitId: string;
  reservationId: string;
  body: EditReservation;
}

const editReservationApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PUT /api/visits/{visitId}/reservations/{reservationId} (spec part 1, section 7):
     * moves one reservation (service, time, hairdresser) and answers the whole visit,
     * which then replaces the cached one of the details page. Sends the visit's token
     * when one is kept, which then lasts until the visit's new end.
     */
    editReservation: build.mutation<Visit, EditReservationInput>({
      query: ({ visitId, reservationId, body }) => ({
        url: `/api/visits/${encodeURIComponent(visitId)}/reservations/${encodeURIComponent(reservationId)}`,
        method: 'PUT',
        body,
        headers: visitTokenHeaders(visitId),
      }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          visitTokenSeen(data.id, data.endDateTime);
          void dispatch(visitUpdated(data));
        } catch {
          // A failure is the confirm step's to show.
        }
      },
    }),
  }),
});

export const { useEditReservationMutation } = editReservationApi;
