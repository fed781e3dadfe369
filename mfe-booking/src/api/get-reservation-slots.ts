import type { SalonSlots, SlotsQuery } from '@salon/contracts/reservations-api';
import { bookingApi } from '../app/api.ts';

export type { SalonSlots, SlotsQuery };

const getReservationSlotsApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/reservation-slots (version 3): a day's free times per salon, for the chosen
     * salon or every salon of the area (spec part 1, section 7). Sent with the token when
     * there is one, so the API may recognise the customer's own hold.
     */
    getReservationSlots: build.query<SalonSlots[], SlotsQuery>({
      query: (params) => ({ url: '/api/reservation-slots', params, apiVersion: 3 }),
      // Free times change by the minute: a search is not reused after the step is left.
      keepUnusedDataFor: 30,
    }),
  }),
});

/** Pass `skipToken` while there is nothing to search. */
export const { useGetReservationSlotsQuery } = getReservationSlotsApi;
