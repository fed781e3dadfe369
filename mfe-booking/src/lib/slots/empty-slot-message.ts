import type { SalonSlots } from '@salon/contracts/reservations-api';
import { hairdresserSlots } from '@salon/ui/slots';
import type { SalonInView } from './salons-in-view.ts';
import type { TimeOfDay } from './time-of-day.ts';
import '../../features/slot-selection/slot-selection-copy.ts';

/*
 * Which empty-slot message to show (spec part 1, section 8, "Empty-slot messages"). The
 * copy lives under `slotSelection.empty.*` and `slotSelection.overall.*`, keyed by these
 * reasons.
 */

/** Why one salon shows no start time. */
export type SalonEmptyReason =
  /** `open` is false: temporarily closed. */
  | 'CLOSED'
  /** NO_CUSTOMER_RESERVATIONS_ACCEPTED: contact the salon (its phone as a link). */
  | 'NO_RESERVATIONS'
  /** SERVICE_NOT_AVAILABLE: the salon does not do the service. */
  | 'SERVICE_NOT_AVAILABLE'
  /** A hairdresser is chosen and has no time that day. */
  | 'HAIRDRESSER_HAS_NONE'
  /** A hairdresser is chosen and has times that day, but none in the chosen time of day. */
  | 'HAIRDRESSER_NONE_IN_TIME_OF_DAY'
  /** The salon has times, but none in the chosen time of day. */
  | 'NONE_IN_TIME_OF_DAY'
  /** No time online, but the salon takes walk-ins (canComeWithoutReservation). */
  | 'WALK_IN'
  /** No time that day. */
  | 'NO_SLOTS';

export interface SalonEmptyInput {
  result: SalonSlots;
  /** The start times left by the filters. */
  slots: readonly string[];
  hairdresserId: string | null;
  timeOfDay: TimeOfDay | null;
}

/**
 * The message of a salon with no start time to show, or null when it has some. What the
 * salon is comes first (closed, takes no bookings, lacks the service), then the filter
 * that hides its times (the message names that one, not every filter on screen), then
 * whether walking in is an option.
 */
export function salonEmptyReason({ result, slots, hairdresserId, timeOfDay }: SalonEmptyInput): SalonEmptyReason | null {
  if (slots.length > 0) return null;
  if (!result.salon.open) return 'CLOSED';
  if (result.slotStatus === 'NO_CUSTOMER_RESERVATIONS_ACCEPTED') return 'NO_RESERVATIONS';
  if (result.slotStatus === 'SERVICE_NOT_AVAILABLE') return 'SERVICE_NOT_AVAILABLE';
  // With a hairdresser chosen, that choice is what the customer can change first; the
  // time of day is named only when it is what hides the hairdresser's times.
  if (hairdresserId !== null) {
    const hairdresserHasTimes = hairdresserSlots(result, hairdresserId).length > 0;
    return timeOfDay !== null && hairdresserHasTimes ? 'HAIRDRESSER_NONE_IN_TIME_OF_DAY' : 'HAIRDRESSER_HAS_NONE';
  }
  if (timeOfDay !== null && result.slots.length > 0) return 'NONE_IN_TIME_OF_DAY';
  if (result.salon.canComeWithoutReservation) return 'WALK_IN';
  return 'NO_SLOTS';
}

/** The message above the list when no listed salon shows a start time. */
export type OverallEmptyReason =
  /** Some salon has times, the filters (hairdresser, time of day) hide them: see `activeFilters`. */
  | 'FILTERED'
  /** No salon has a time; at least one welcomes walk-ins. */
  | 'NO_SLOTS_WALK_IN'
  /** No salon has a time. */
  | 'NO_SLOTS';

/**
 * Null while any listed salon shows a time; else the reason, chosen by filters and
 * walk-ins. FILTERED comes only with a filter on (`activeFilters` is then not null).
 */
export function overallEmptyReason(inView: readonly SalonInView[], filters: SalonFilterState): OverallEmptyReason | null {
  if (inView.length === 0) return 'NO_SLOTS';
  if (inView.some((salon) => salon.slots.length > 0)) return null;
  if (activeFilters(filters) !== null && inView.some((salon) => salon.result.slots.length > 0)) return 'FILTERED';
  const walkIn = inView.some((salon) => salon.result.salon.open && salon.result.salon.canComeWithoutReservation);
  return walkIn ? 'NO_SLOTS_WALK_IN' : 'NO_SLOTS';
}

/** The hairdresser (resolved, null: any) and time-of-day filters. */
export interface SalonFilterState {
  hairdresserId: string | null;
  timeOfDay: TimeOfDay | null;
}

/** Which of the hairdresser and time-of-day filters are on, for copy that names them. */
export type ActiveFilters = 'hairdresser' | 'timeOfDay' | 'both';

/**
 * The filters that are on, so that a message names those and no other ("none in the
 * evening", not "none for the chosen hairdresser or time of day"); null when none is.
 */
export function activeFilters({ hairdresserId, timeOfDay }: SalonFilterState): ActiveFilters | null {
  if (hairdresserId !== null) return timeOfDay !== null ? 'both' : 'hairdresser';
  return timeOfDay !== null ? 'timeOfDay' : null;
}

export interface OtherSalonsHintInput {
  /** `features.encourageForOtherSalons`. */
  encourage: boolean;
  /** The list is narrowed to one salon: the salon filter, or a salon chosen on purpose. */
  salonFiltered: boolean;
  /** The salons in view. */
  inView: readonly SalonInView[];
  /** Whether salons outside the filter have times; null when the search did not ask them. */
  othersHaveSlots: boolean | null;
}

/**
 * The hint to try other salons: when the feature is on, a salon filter is on, nothing in
 * view has a time, and the other salons are not known to be empty.
 */
export function showOtherSalonsHint({ encourage, salonFiltered, inView, othersHaveSlots }: OtherSalonsHintInput): boolean {
  if (!encourage || !salonFiltered) return false;
  if (inView.some((salon) => salon.slots.length > 0)) return false;
  return othersHaveSlots !== false;
}
