import type { BookedVisit, CreateVisit } from '@salon/contracts/reservations-api';
import type { ApiQueryMeta } from '@salon/platform';
import { bookingApi } from '../../../app/api.ts';
import { visitIdFromLocation } from '../../../lib/reservation-errors.ts';
import { keepVisitToken } from '../../../lib/visit-access.ts';

export type { CreateVisit };

/** What the booking gives back: the new visit's id (null only if the API named none). */
export interface CreatedVisit {
  visitId: string | null;
  /** The token that lets this browser see, change and cancel the visit, kept on success; the form needs only the id. */
  access: { token: string; endDateTime: string } | null;
}

const createVisitApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/visits (spec part 1, section 7). The new id comes from the Location
     * header, as the spec says; the body's id only stands in if a proxy dropped it. The
     * answer's `accessToken` is kept for the visit (`src/lib/visit-access.ts`): without
     * it the visit's page, its edit and its cancel would answer 404 to a guest.
     */
    createVisit: build.mutation<CreatedVisit, CreateVisit>({
      query: (body) => ({ url: '/api/visits', method: 'POST', body }),
      transformResponse: (response: BookedVisit | null, meta: ApiQueryMeta | undefined) => ({
        visitId: visitIdFromLocation(meta?.headers?.get('location')) ?? response?.id ?? null,
        access: response?.accessToken ? { token: response.accessToken, endDateTime: response.endDateTime } : null,
      }),
      async onQueryStarted(_body, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Kept before the form navigates to the visit's page, which loads it with the token.
          if (data.visitId && data.access) keepVisitToken(data.visitId, data.access.token, data.access.endDateTime);
        } catch {
          // A failure is the form's to show.
        }
      },
    }),
  }),
});

export const { useCreateVisitMutation } = createVisitApi;
