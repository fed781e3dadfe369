import { isApiError } from '@salon/contracts/api';

/** What the page shows after a refused cancel (spec part 1, section 8 "Cancel visit"). */
export type CancelFailure = 'already-cancelled' | 'expired' | 'error';

/**
 * 400 RESERVATION_CANCELLED: the already-cancelled modal; RESERVATION_EXPIRED (the API's
 * answer for a visit that has started, so also "in progress"): the expired modal;
 * anything else: the generic error.
 */
export function cancelFailure(error: unknown): CancelFailure {
  if (!isApiError(error)) return 'error';
  if (error.status === 400 && error.code === 'RESERVATION_CANCELLED') return 'already-cancelled';
  if (error.code === 'RESERVATION_EXPIRED') return 'expired';
  return 'error';
}
