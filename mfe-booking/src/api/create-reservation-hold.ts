import type { Hold, HoldRequest } from '@salon/contracts/reservations-api';
import { bookingApi } from '../app/api.ts';

export type { Hold, HoldRequest };

const createReservationHoldApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/reservation-holds: keeps the picked time for the customer while the final
     * form is filled in; `replacesHoldId` releases their previous pick in the same step.
     * Fails with 400 SLOT_NOT_AVAILABLE when someone took the time meanwhile.
     */
    createReservationHold: build.mutation<Hold, HoldRequest>({
      query: (body) => ({ url: '/api/reservation-holds', method: 'POST', body }),
    }),
  }),
});

export const { useCreateReservationHoldMutation } = createReservationHoldApi;
