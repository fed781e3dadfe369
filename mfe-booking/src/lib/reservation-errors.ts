import { isApiError } from '@salon/contracts/api';
import '../features/reservation-form/reservation-form-copy.ts';

/*
 * The answers to a failed POST /api/visits (final form) or PUT
 * /api/visits/{visitId}/reservations/{reservationId} (edit confirm), spec part 1,
 * section 8 "Reservation create or edit". Each known code has a message and an
 * explanation; the spec lets message keys carry the field name, which is how
 * INVALID_VALUE on the phone gets its own text. Anything else is the generic error.
 */

/** The codes the form explains; every other failure is generic. */
export const RESERVATION_ERROR_CODES = [
  'INVALID_VALUE',
  'DIFFERENT_PHONE_NUMBER',
  'MINIMUM_DISTANCE_NOT_MET',
  'OTHER_RESERVATION_IN_PROGRESS',
  'RESERVATION_LIMIT_EXCEEDED',
  'SLOT_NOT_AVAILABLE',
] as const;
export type ReservationErrorCode = (typeof RESERVATION_ERROR_CODES)[number];

/** An i18n key of the booking namespace with its parameters. */
export interface CopyKey {
  key: string;
  params?: Record<string, string | number>;
}

export interface ReservationErrorCopy {
  /** The code the copy was chosen for; null for the generic error. */
  code: ReservationErrorCode | null;
  /** The API's code as it came (for tracking and the generic text). */
  apiCode: string;
  message: CopyKey;
  /** Null for the generic error: its explanation is the common text of the code. */
  explanation: CopyKey | null;
  /** The form field the error belongs to, shown under it as well. */
  field: 'phone' | null;
  /** The slot is gone: offer the way back to the date step. */
  backToDate: boolean;
}

const copy = (code: ReservationErrorCode, suffix = '', params?: Record<string, string | number>) => ({
  message: { key: `reservationForm.errors.${code}${suffix}.message`, params },
  explanation: { key: `reservationForm.errors.${code}${suffix}.explanation`, params },
});

/** What the final form shows for a failed booking call (`error` as RTK Query hands it over). */
export function reservationErrorCopy(error: unknown): ReservationErrorCopy {
  const apiCode = isApiError(error) ? error.code : 'UNKNOWN_ERROR';
  const base = { apiCode, field: null, backToDate: false } as const;
  if (!isApiError(error)) return { ...base, code: null, message: { key: 'reservationForm.errors.generic.message' }, explanation: null };

  switch (error.code) {
    case 'INVALID_VALUE':
      // Only the phone has its own text; other fields are checked by the form before sending.
      if (error.field === 'contact.phone') return { ...base, code: 'INVALID_VALUE', ...copy('INVALID_VALUE', '_phone'), field: 'phone' };
      break;
    case 'MINIMUM_DISTANCE_NOT_MET': {
      const min = typeof error.minimumDistanceInDays === 'number' ? error.minimumDistanceInDays : 0;
      return { ...base, code: error.code, ...copy(error.code, '', { min }) };
    }
    case 'DIFFERENT_PHONE_NUMBER':
      return { ...base, code: error.code, ...copy(error.code), field: 'phone' };
    case 'OTHER_RESERVATION_IN_PROGRESS':
    case 'RESERVATION_LIMIT_EXCEEDED':
      return { ...base, code: error.code, ...copy(error.code) };
    case 'SLOT_NOT_AVAILABLE':
      return { ...base, code: error.code, ...copy(error.code), backToDate: true };
  }
  return { ...base, code: null, message: { key: 'reservationForm.errors.generic.message' }, explanation: null };
}

/** The visit id at the end of the Location header (`/api/visits/{id}`), or null. */
export function visitIdFromLocation(location: string | null | undefined): string | null {
  if (!location) return null;
  const path = location.split(/[?#]/, 1)[0] ?? '';
  const match = /\/visits\/([^/]+)\/?$/.exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
