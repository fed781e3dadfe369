import type { CreateVisit, Visit } from '@salon/contracts/reservations-api';
import type { ApiQueryMeta } from '@salon/platform';
import { bookingApi } from '../../../app/api.ts';
import { visitIdFromLocation } from '../../../lib/reservation-errors.ts';

export type { CreateVisit };

/** What the booking gives back: the new visit's id (null only if the API named none). */
export interface CreatedVisit {
  visitId: string | null;
}

const createVisitApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/visits (spec part 1, section 7). The new id comes from the Location
     * header, as the spec says; the body's id only stands in if a proxy dropped it.
     */
    createVisit: build.mutation<CreatedVisit, CreateVisit>({
      query: (body) => ({ url: '/api/visits', method: 'POST', body }),
      transformResponse: (response: Visit | null, meta: ApiQueryMeta | undefined) => ({
        visitId: visitIdFromLocation(meta?.headers?.get('location')) ?? response?.id ?? null,
      }),
    }),
  }),
});

export const { useCreateVisitMutation } = createVisitApi;
