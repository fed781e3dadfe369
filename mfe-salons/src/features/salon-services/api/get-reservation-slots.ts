import type { SalonSlots, SlotsQuery } from '@salon/contracts/reservations-api';
import { salonsApi } from '../../../app/api.ts';

export type { SalonSlots, SlotsQuery };

const getReservationSlotsApi = salonsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/reservation-slots (API version 3): one day's free start times of a service
     * in this salon, per hairdresser. A public call: the panel works signed out.
     */
    getReservationSlots: build.query<SalonSlots[], SlotsQuery>({
      query: (params) => ({ url: '/api/reservation-slots', params, apiVersion: 3, auth: false }),
      // Free times change by the minute: an answer is not reused once the panel closes.
      keepUnusedDataFor: 30,
    }),
  }),
});

/** Pass `skipToken` while there is nothing to search. */
export const { useGetReservationSlotsQuery } = getReservationSlotsApi;
