import type { SalonSlots } from '@salon/contracts/reservations-api';
import type { SlotDay } from './slot-days.ts';

/**
 * How many days the step walks forward looking for a free time before it gives up and
 * shows the empty message: two weeks covers closed Sundays, holidays and a fully booked
 * week, and bounds the requests a quiet salon costs.
 */
export const MAX_FALLBACK_STEPS = 14;

/** Whether any salon of a search has a start time. */
export function hasAnySlots(results: readonly SalonSlots[]): boolean {
  return results.some((result) => result.slots.length > 0);
}

/**
 * Whether another day could bring a time: some salon is open, takes bookings, offers the
 * service and is merely full (NO_SLOTS_AVAILABLE). A closed salon or one without the
 * service stays so, and walking forward would only cost requests.
 */
export function couldHaveSlotsAnotherDay(results: readonly SalonSlots[]): boolean {
  return results.some((result) => result.salon.open && result.slotStatus === 'NO_SLOTS_AVAILABLE');
}

export interface FallbackInput {
  /** The search's answer for `day`. */
  results: readonly SalonSlots[];
  day: SlotDay;
  days: readonly SlotDay[];
  /** The customer picked the day in the strip: then the step stays on it. */
  chosen: boolean;
  /** Fall-backs already made since the last choice. */
  stepsTaken: number;
  /** How many moves at most: booking walks up to two weeks, the salon panel one day. */
  maxSteps?: number;
}

/**
 * The day to move to when the fetched day has no time anywhere and the customer did not
 * choose it (spec part 1, section 4: "falls back to the first date in the range"). A day
 * later in the range (a slot carried over in the draft) falls back to the first date;
 * from there, the next days are tried one by one, up to `maxSteps`. Null: stay.
 */
export function fallbackDay({ results, day, days, chosen, stepsTaken, maxSteps = MAX_FALLBACK_STEPS }: FallbackInput): SlotDay | null {
  if (chosen || hasAnySlots(results) || !couldHaveSlotsAnotherDay(results)) return null;
  if (stepsTaken >= maxSteps) return null;
  const index = days.indexOf(day);
  if (index > 0 && stepsTaken === 0) return days[0]!;
  if (index < 0) return days[0] ?? null;
  return days[index + 1] ?? null;
}
