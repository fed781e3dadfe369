/**
 * `@salon/ui/slots`: the pieces of a slot choice that booking's date steps and the salon
 * details' service panel share: the date strip over the booking horizon, the
 * hairdresser filter, the HH:mm times, the chips they are made of, and their rules (the
 * days on offer, the move to a later day when a day has no time, the hairdresser's
 * times). A separate entry so a page that books nothing does not pull them in.
 */
export { DateStrip, type DateStripProps } from './slots/date-strip.tsx';
export { Chip, ChipGroup } from './slots/chip.tsx';
export { SlotTimes, type SlotTimesProps } from './slots/slot-times.tsx';
export { HairdresserFilter, type HairdresserFilterProps } from './slots/hairdresser-filter.tsx';
export {
  hairdresserOptions,
  hairdresserOptionsInView,
  hairdresserSlots,
  resolveHairdresser,
  type HairdresserChoice,
  type HairdresserOption,
  type LastVisitHairdresser,
} from './slots/hairdresser-options.ts';
export { bookingDays, dayOf, initialSlotDay, type SlotDay } from './slots/slot-days.ts';
export { couldHaveSlotsAnotherDay, fallbackDay, hasAnySlots, MAX_FALLBACK_STEPS, type FallbackInput } from './slots/day-fallback.ts';
export { useDayFallback, useSlotDay, type SlotDayState } from './slots/use-slot-day.ts';
