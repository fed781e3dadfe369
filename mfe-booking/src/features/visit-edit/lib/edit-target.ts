import type { DateTime } from 'luxon';
import { fromLocalIso } from '@salon/i18n';
import type { Visit, VisitReservation } from '../../../api/get-visit.ts';

/** Why a visit cannot be changed: cancelled, already started (or past), or holding no reservation. */
export type EditRefusal = 'cancelled' | 'started' | 'empty';

/** The reservation the edit flow changes, with the visit's other active ones (left as they are). */
export interface EditableReservation {
  reservation: VisitReservation;
  others: VisitReservation[];
}

export type EditTarget = EditableReservation | { refusal: EditRefusal };

/**
 * What the edit flow may change in a visit. The spec's edit call moves one reservation
 * (PUT /api/visits/{visitId}/reservations/{reservationId}); a visit of several services
 * is changed through its first active one, the others stay. A cancelled visit cannot be
 * changed, nor one that has started: the API would answer RESERVATION_CANCELLED or
 * RESERVATION_EXPIRED, so the flow says so before the customer picks anything.
 */
export function editTarget(visit: Visit, now: DateTime): EditTarget {
  if (visit.status === 'CANCELLED') return { refusal: 'cancelled' };
  const active = visit.reservations
    .filter((reservation) => reservation.status === 'ACTIVE')
    .sort((a, b) => a.startDateTime.localeCompare(b.startDateTime));
  const [first, ...others] = active;
  if (!first) return { refusal: visit.reservations.length > 0 ? 'cancelled' : 'empty' };
  if (fromLocalIso(first.startDateTime) <= now) return { refusal: 'started' };
  return { reservation: first, others };
}

export const isRefusal = (target: EditTarget): target is { refusal: EditRefusal } => 'refusal' in target;
