import type { ApiError } from '@salon/contracts/api';

export { apiErrorOf } from '@salon/contracts/api';

/** The `common` error code for a failure: a network failure (status 0) is NETWORK, the rest keep their code. */
export function commonCodeOf(error: ApiError): string {
  return error.status === 0 ? 'NETWORK' : error.code;
}

/** The fields of the personal-details form, which show the API's errors under themselves. */
export const PERSONAL_DETAILS_FIELDS = ['sex', 'firstName', 'lastName'] as const;
export type PersonalDetailsField = (typeof PERSONAL_DETAILS_FIELDS)[number];

/** The form field an API error is about, or null when it is about something else (shown above the form). */
export function personalDetailsFieldOf(error: ApiError): PersonalDetailsField | null {
  return (PERSONAL_DETAILS_FIELDS as readonly string[]).includes(error.field ?? '') ? (error.field as PersonalDetailsField) : null;
}
