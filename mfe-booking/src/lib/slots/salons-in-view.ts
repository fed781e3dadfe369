import type { SalonSlots } from '@salon/contracts/reservations-api';
import { hairdresserSlots } from '@salon/ui/slots';
import { slotsInTimeOfDay, type TimeOfDay } from './time-of-day.ts';

/** The filters of the slot list. */
export interface SlotFilters {
  /** The salon filter dialog's salon; null: every salon of the search. */
  salonId: string | null;
  /** The resolved hairdresser (see `resolveHairdresser`); null: any hairdresser. */
  hairdresserId: string | null;
  timeOfDay: TimeOfDay | null;
}

/** A salon of the search with the start times the filters leave. */
export interface SalonInView {
  result: SalonSlots;
  slots: string[];
}

/**
 * The customer's preferred salon first, the others in the API's order (spec part 1,
 * section 1: "a preferred salon is always listed first").
 */
export function preferredFirst(results: readonly SalonSlots[], preferredSalonId: string | null): SalonSlots[] {
  const preferred = results.filter((result) => result.salon.id === preferredSalonId);
  return [...preferred, ...results.filter((result) => result.salon.id !== preferredSalonId)];
}

/**
 * The salons the list is about: the one of the salon filter, or all. A filter naming a
 * salon that the search no longer returns is ignored rather than leaving an empty page.
 */
export function listedSalons(results: readonly SalonSlots[], salonId: string | null): SalonSlots[] {
  const filtered = salonId === null ? [] : results.filter((result) => result.salon.id === salonId);
  return filtered.length > 0 ? filtered : [...results];
}

/** A salon's start times under the filters: the chosen hairdresser's, then the time of day's. */
export function visibleSlots(result: SalonSlots, filters: Pick<SlotFilters, 'hairdresserId' | 'timeOfDay'>): string[] {
  return slotsInTimeOfDay(hairdresserSlots(result, filters.hairdresserId), filters.timeOfDay);
}

/** Every listed salon with its visible slots. */
export function salonsInView(results: readonly SalonSlots[], filters: SlotFilters): SalonInView[] {
  return listedSalons(results, filters.salonId).map((result) => ({ result, slots: visibleSlots(result, filters) }));
}

/**
 * Salons without slots are hidden behind the show-without-slots button, unless only one
 * salon is listed or the button was pressed (spec part 1, section 4).
 */
export function showSalonsWithoutSlots(listedCount: number, buttonPressed: boolean): boolean {
  return listedCount === 1 || buttonPressed;
}

/** The salons to draw and how many stay behind the button. */
export function partitionSalons(
  inView: readonly SalonInView[],
  buttonPressed: boolean,
): { shown: SalonInView[]; hiddenCount: number } {
  if (showSalonsWithoutSlots(inView.length, buttonPressed)) return { shown: [...inView], hiddenCount: 0 };
  const shown = inView.filter((salon) => salon.slots.length > 0);
  return { shown, hiddenCount: inView.length - shown.length };
}
