/*
 * The time-of-day filter (spec part 1, sections 4 and 9): morning is an hour below 12,
 * afternoon 12 to under 18, evening 18 to under 24. Slots are local ISO date-times
 * (`2026-11-23T09:30:00`), already in the salon's zone, so the hour is read as written.
 */

export const TIMES_OF_DAY = ['MORNING', 'AFTERNOON', 'EVENING'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** The time of day a slot starts in. */
export function timeOfDayOf(slot: string): TimeOfDay {
  const hour = Number(slot.slice(11, 13));
  if (hour < 12) return 'MORNING';
  if (hour < 18) return 'AFTERNOON';
  return 'EVENING';
}

/** The slots of each time of day, in their order. */
export function groupByTimeOfDay(slots: readonly string[]): Record<TimeOfDay, string[]> {
  const groups: Record<TimeOfDay, string[]> = { MORNING: [], AFTERNOON: [], EVENING: [] };
  for (const slot of slots) groups[timeOfDayOf(slot)].push(slot);
  return groups;
}

/** The slots in a time of day; all of them when no time of day is chosen. */
export function slotsInTimeOfDay(slots: readonly string[], timeOfDay: TimeOfDay | null): string[] {
  return timeOfDay === null ? [...slots] : slots.filter((slot) => timeOfDayOf(slot) === timeOfDay);
}

/** Clicking a time of day chooses it; clicking the active one clears the filter. */
export function toggleTimeOfDay(current: TimeOfDay | null, clicked: TimeOfDay): TimeOfDay | null {
  return current === clicked ? null : clicked;
}
