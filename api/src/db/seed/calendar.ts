import { DateTime } from 'luxon';
import { SALON_ZONE } from '../../lib/local-time.ts';

/*
 * The Warsaw days the seed works with, relative to its `today`. Each day knows how to
 * turn a time of day into an instant without asking luxon again: the offset of the zone
 * at noon holds for the whole working day (Warsaw changes its clocks at 02:00–03:00).
 */

export interface SeedDay {
  /** Days from today (negative: past). */
  offset: number;
  /** 'yyyy-MM-dd' */
  date: string;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  /** The instant of a time of day ('HH:mm' as minutes since midnight) on this day. */
  at(minutes: number): number;
}

/** Days `from` to `to` days after today (a Warsaw day), both included. */
export function seedDays(today: DateTime, from: number, to: number): SeedDay[] {
  const local = today.setZone(SALON_ZONE);
  return Array.from({ length: to - from + 1 }, (_, i) => {
    const offset = from + i;
    // Calendar arithmetic in UTC (no clock changes), then the zone's offset at that noon.
    const utcMidnight = Date.UTC(local.year, local.month - 1, local.day + offset);
    const date = new Date(utcMidnight);
    const offsetMs = DateTime.fromMillis(utcMidnight + 12 * 3_600_000, { zone: SALON_ZONE }).offset * 60_000;
    return {
      offset,
      date: date.toISOString().slice(0, 10),
      weekday: date.getUTCDay() === 0 ? 7 : date.getUTCDay(),
      at: (minutes: number) => utcMidnight + minutes * 60_000 - offsetMs,
    };
  });
}

/** 'HH:mm' → minutes since midnight. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes since midnight → 'HH:mm'. */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
