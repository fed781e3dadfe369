import type { ApiError } from '@salon/contracts/api';

/** The Google codes with a message of their own (spec part 1, section 8). */
const GOOGLE_CODES = new Set(['GOOGLE_FETCH_USER_ERROR', 'GOOGLE_USER_ALREADY_EXIST', 'CANNOT_CONNECT_ACCOUNT_WITH_GOOGLE']);

/** The auth-namespace key of a Google error with its own message; null for the common ones. */
export function googleErrorKey(error: ApiError): string | null {
  return GOOGLE_CODES.has(error.code) ? `social.errors.${error.code}` : null;
}
