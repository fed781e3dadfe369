import type { DateTime } from 'luxon';
import type { Price } from '@salon/contracts/catalog-api';
import type { LastVisit, Visit } from '@salon/contracts/reservations-api';
import { fromLocalIso, salonNow } from '@salon/i18n';

/*
 * What the visit's page offers on a visit, by its state (spec part 1, section 4: a
 * cancelled visit cannot be cancelled again; a visit already in progress cannot be
 * cancelled), and what "book again" starts from a cancelled one (decision 0026).
 */

/** Whether a visit can still be cancelled: active, and not started (salon time). */
export function canCancelVisit(visit: Pick<Visit, 'status' | 'startDateTime'>, now: DateTime = salonNow()): boolean {
  return visit.status === 'ACTIVE' && now < fromLocalIso(visit.startDateTime);
}

/**
 * What "book again" repeats of a visit, in the shape the repeat-visit hook takes: its
 * salon, its first service (the booking flow books one service at a time) and the
 * hairdresser the customer chose, none when any was fine. Null for a visit without
 * services.
 */
export function bookAgainFrom(visit: Visit): LastVisit | null {
  const first = visit.reservations[0];
  if (!first) return null;
  return {
    id: visit.id,
    salon: visit.salon,
    service: first.service,
    startDateTime: visit.startDateTime,
    hairdresserId: visit.selectedHairdresser,
    hairdresserName: visit.selectedHairdresser ? visit.selectedHairdresserName : null,
  };
}

/**
 * The visit's price: the sum of its services' prices; null without services or when
 * they are in different currencies (no sum to show).
 */
export function visitTotalPrice(visit: Pick<Visit, 'reservations'>): Price | null {
  const [first, ...rest] = visit.reservations;
  if (!first) return null;
  if (rest.some((reservation) => reservation.price.currency !== first.price.currency)) return null;
  // In grosze, so that 0.1 + 0.2 stays 0.30.
  const minor = visit.reservations.reduce((sum, reservation) => sum + Math.round(reservation.price.value * 100), 0);
  return { value: minor / 100, currency: first.price.currency };
}
