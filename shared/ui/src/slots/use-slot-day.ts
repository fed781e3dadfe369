import { useCallback, useEffect, useState } from 'react';
import type { SalonSlots } from '@salon/contracts/reservations-api';
import type { SlotDay } from './slot-days.ts';
import { fallbackDay } from './day-fallback.ts';

export interface SlotDayState {
  day: SlotDay;
  /** Picked in the strip by the customer: an empty day then stays. */
  chosen: boolean;
  /** Fall-backs made since the step opened or the last choice. */
  steps: number;
  /** The customer picked a day in the strip. */
  chooseDay: (day: SlotDay) => void;
  /** Moves on from `from` to `to`, unless the day changed meanwhile. */
  fallBack: (from: SlotDay, to: SlotDay) => void;
}

/** The day of a slot list: where it opened, or what the customer or the fall-back chose. */
export function useSlotDay(initialDay: SlotDay): SlotDayState {
  const [state, setState] = useState({ day: initialDay, chosen: false, steps: 0 });
  const chooseDay = useCallback((day: SlotDay) => setState({ day, chosen: true, steps: 0 }), []);
  const fallBack = useCallback(
    (from: SlotDay, to: SlotDay) =>
      setState((current) => (current.day === from && !current.chosen ? { day: to, chosen: false, steps: current.steps + 1 } : current)),
    [],
  );
  return { ...state, chooseDay, fallBack };
}

/**
 * The fall-back of spec part 1, section 4 (and the salon panel's move to the second
 * day, spec part 2): when the search of a day the customer did not choose has no time
 * anywhere, move on (see `fallbackDay`; `maxSteps` bounds the moves). `results` is the
 * settled answer for the current day, undefined while it loads. Returns whether the list
 * is moving on, so that it shows as loading rather than empty meanwhile.
 */
export function useDayFallback(
  state: SlotDayState,
  days: readonly SlotDay[],
  results: readonly SalonSlots[] | undefined,
  maxSteps?: number,
): boolean {
  const next = results
    ? fallbackDay({ results, day: state.day, days, chosen: state.chosen, stepsTaken: state.steps, ...(maxSteps === undefined ? {} : { maxSteps }) })
    : null;
  const { day, fallBack } = state;
  useEffect(() => {
    if (next !== null) fallBack(day, next);
  }, [next, day, fallBack]);
  return next !== null;
}
