import type { DateTime } from 'luxon';

/** A calendar day as the slots API takes it: `yyyy-MM-dd`, in the salon's zone. */
export type SlotDay = string;

/**
 * The days the date strip offers: `count` days starting with `today` (the salon's today,
 * `salonNow()`), as `yyyy-MM-dd`. The spec's "date picker over a configured number of
 * days from today" (`booking.maxReservationBoundaryInDays`); at least one day.
 */
export function bookingDays(today: DateTime, count: number): SlotDay[] {
  const start = today.startOf('day');
  return Array.from({ length: Math.max(1, Math.floor(count)) }, (_, index) => start.plus({ days: index }).toISODate()!);
}

/** The day of a local ISO date-time (`2026-11-23T09:30:00` → `2026-11-23`). */
export function dayOf(localDateTime: string): SlotDay {
  return localDateTime.slice(0, 10);
}

/**
 * The day the step opens on: the day of the slot already in the draft when it lies in
 * the range (the customer came back to change the time), else the first day.
 */
export function initialSlotDay(days: readonly SlotDay[], draftDate: string | null): SlotDay {
  const fromDraft = draftDate ? dayOf(draftDate) : null;
  if (fromDraft && days.includes(fromDraft)) return fromDraft;
  return days[0]!;
}
