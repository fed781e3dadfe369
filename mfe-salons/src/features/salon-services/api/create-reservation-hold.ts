import type { Hold, HoldRequest } from '@salon/contracts/reservations-api';
import { salonsApi } from '../../../app/api.ts';

export type { Hold, HoldRequest };

const createReservationHoldApi = salonsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/reservation-holds: keeps the picked time for ten minutes while the
     * customer fills in booking's final form. 400 SLOT_NOT_AVAILABLE when someone took
     * the time meanwhile.
     */
    createReservationHold: build.mutation<Hold, HoldRequest>({
      query: (body) => ({ url: '/api/reservation-holds', method: 'POST', body, auth: false }),
    }),
  }),
});

export const { useCreateReservationHoldMutation } = createReservationHoldApi;
