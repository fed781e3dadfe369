import type { ApiError } from '@salon/contracts/api';

export { apiErrorOf } from '@salon/contracts/api';

/** Codes every stage shows the same way (the `errors.*` keys of the auth namespace). */
const COMMON_CODES = new Set([
  'UNKNOWN_ERROR',
  'GOOGLE_RECAPTCHA_ERROR',
  'RATE_LIMITED',
  'INVALID_TOKEN_TOO_MANY_TIMES',
  'DUPLICATE_VALUE',
  'ACCOUNT_REGISTER_BY_SOCIAL_LOGIN',
]);

/**
 * The `auth` namespace key of a message for an error no stage handles itself: the
 * common codes by name, a network failure (status 0) as such, anything else as the
 * generic "unexpected error" (spec part 1, section 8: UNKNOWN_ERROR).
 */
export function commonErrorKey(error: ApiError): string {
  if (COMMON_CODES.has(error.code) && !(error.code === 'UNKNOWN_ERROR' && error.status === 0)) return `errors.${error.code}`;
  if (error.status === 0) return 'errors.network';
  return 'errors.UNKNOWN_ERROR';
}
