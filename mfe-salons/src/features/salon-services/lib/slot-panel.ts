import type { DateTime } from 'luxon';
import { isApiError } from '@salon/contracts/api';
import type { BusEvents } from '@salon/contracts/events';
import type { Hold, SalonSlots, SlotsQuery } from '@salon/contracts/reservations-api';
import {
  bookingDays,
  hairdresserOptions,
  hairdresserSlots,
  resolveHairdresser,
  type HairdresserChoice,
  type HairdresserOption,
  type SlotDay,
} from '@salon/ui/slots';

/*
 * The rules of a service's slot panel on salon details (spec part 2, "Salon service
 * slot flow"). The day list, the move to a later day and the hairdresser's times are
 * the ones booking's date step uses (@salon/ui/slots); this file sets them for one salon
 * and one service.
 */

/**
 * The panel moves on once at most: when today has no time the second day is chosen,
 * and an empty second day stays (the spec's "if the selected day is the first day").
 */
export const PANEL_FALLBACK_STEPS = 1;

/** The days on offer: today and the following ones up to the booking horizon (`maxReservationBoundaryInDays`). */
export function panelDays(today: DateTime, maxReservationBoundaryInDays: number): SlotDay[] {
  return bookingDays(today, maxReservationBoundaryInDays);
}

/** GET /api/reservation-slots's query: one day, one service, this salon. */
export function panelSlotsQuery(day: SlotDay, serviceId: string, salonId: string): SlotsQuery {
  return { date: day, services: serviceId, salonId };
}

/** Why a day shows no time. */
export type PanelEmptyReason = 'NO_SLOTS' | 'NOT_ACCEPTED' | 'SERVICE_NOT_AVAILABLE';

export interface PanelView {
  /** The hairdresser filter's entries: those free that day, by name. */
  options: HairdresserOption[];
  /** The chosen hairdresser, or null for any (also when the choice is not free that day). */
  hairdresser: HairdresserOption | null;
  /** The HH:mm times to show (local ISO date-times). */
  slots: string[];
  empty: PanelEmptyReason | null;
}

/**
 * What a day's answer shows: the hairdressers to choose from and the times of the
 * chosen one, or every time when any hairdresser will do (none chosen means any). A
 * choice not free that day counts as any. `result` is this salon's answer (undefined
 * when the API left the salon out).
 */
export function panelView(result: SalonSlots | undefined, choice: HairdresserChoice | null): PanelView {
  if (!result) return { options: [], hairdresser: null, slots: [], empty: 'NO_SLOTS' };
  const options = hairdresserOptions(result.hairdressers, null);
  const hairdresser = resolveHairdresser(choice, options);
  const slots = hairdresserSlots(result, hairdresser?.id ?? null);
  let empty: PanelEmptyReason | null = null;
  if (result.slotStatus === 'NO_CUSTOMER_RESERVATIONS_ACCEPTED') empty = 'NOT_ACCEPTED';
  else if (result.slotStatus === 'SERVICE_NOT_AVAILABLE') empty = 'SERVICE_NOT_AVAILABLE';
  else if (slots.length === 0) empty = 'NO_SLOTS';
  return { options, hairdresser, slots: empty ? [] : slots, empty };
}

/** How a hold failed: the time was taken meanwhile, or anything else (with the API's code). */
export interface HoldFailure {
  kind: 'taken' | 'failed';
  code: string;
}

/** SLOT_NOT_AVAILABLE means someone took the time since the list loaded: reload it. */
export function holdFailure(error: unknown): HoldFailure {
  const code = isApiError(error) ? error.code : 'UNKNOWN_ERROR';
  return { kind: code === 'SLOT_NOT_AVAILABLE' ? 'taken' : 'failed', code };
}

/**
 * What booking's final form needs from a held time: salon, service, the held start, the
 * hold and the hairdresser the customer asked for (null: any, though the hold names the
 * one the API chose).
 */
export function prefillOf(hold: Hold, hairdresser: HairdresserOption | null): BusEvents['booking:prefill'] {
  return {
    salonId: hold.salonId,
    serviceId: hold.serviceId,
    dateTime: hold.startDateTime,
    holdId: hold.id,
    hairdresserId: hairdresser?.id ?? null,
    hairdresserName: hairdresser?.name ?? null,
  };
}
