import type { ApiError } from '@salon/contracts/api';
import { IDEMPOTENCY_KEY_HEADER, type BookedVisit, type CreateVisit } from '@salon/contracts/reservations-api';
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

/** One booking as the form sends it: the visit and the key its retries share. */
export interface CreateVisitRequest {
  visit: CreateVisit;
  /** From newIdempotencyKey(); the same for every try of this booking (decision 0036). */
  idempotencyKey: string;
}

/** A fresh Idempotency-Key: 32 random hex digits. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A failure that says nothing about whether the visit was booked: no answer at all (the
 * connection cut), or the load balancer's 502, 503 or 504 (an API instance stopped or
 * restarting mid-request). Tried again with the same key, which makes it safe.
 */
export function leftUnanswered(error: ApiError): boolean {
  if (error.aborted === true) return false;
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}

/** Pauses before the second and the third try: the other API instance takes over within a second. */
export const RETRY_DELAYS_MS = [500, 1500] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const createVisitApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/visits (spec part 1, section 7) with an Idempotency-Key, tried up to three
     * times while it is left unanswered: the API answers a retry with the visit the first
     * try booked, so a lost answer never becomes a double booking or a "slot taken" for the
     * customer's own slot. The new id comes from the Location header, as the spec says;
     * the body's id only stands in if a proxy dropped it. The answer's `accessToken` is
     * kept for the visit (`src/lib/visit-access.ts`): without it the visit's page, its
     * edit and its cancel would answer 404 to a guest.
     */
    createVisit: build.mutation<CreatedVisit, CreateVisitRequest>({
      async queryFn({ visit, idempotencyKey }, _api, _extraOptions, baseQuery) {
        const send = () => baseQuery({ url: '/api/visits', method: 'POST', body: visit, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
        let result = await send();
        for (const delay of RETRY_DELAYS_MS) {
          if (!result.error || !leftUnanswered(result.error as ApiError)) break;
          await sleep(delay);
          result = await send();
        }
        if (result.error) return { error: result.error as ApiError };
        const response = result.data as BookedVisit | null;
        const meta = result.meta as ApiQueryMeta | undefined;
        return {
          data: {
            visitId: visitIdFromLocation(meta?.headers?.get('location')) ?? response?.id ?? null,
            access: response?.accessToken ? { token: response.accessToken, endDateTime: response.endDateTime } : null,
          },
        };
      },
      async onQueryStarted(_request, { queryFulfilled }) {
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
