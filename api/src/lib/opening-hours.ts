import type { DateTime } from 'luxon';

/** A salon's hours on one day: closed, or open from–to ('HH:mm'). */
export type DayHours = { open: false; from: null; to: null } | { open: true; from: string; to: string };

export interface WeeklyHours {
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  /** 'HH:mm:ss' or 'HH:mm' */
  opens_at: string;
  closes_at: string;
}

export interface HoursException {
  /** 'yyyy-MM-dd' */
  day: string;
  opens_at: string | null;
  closes_at: string | null;
}

const CLOSED: DayHours = { open: false, from: null, to: null };
const hhmm = (time: string) => time.slice(0, 5);

/**
 * The hours of a salon on a Warsaw calendar day: an exception for that date wins (a
 * holiday, a short day), otherwise the weekly row of its weekday; no row means closed.
 * A temporarily closed salon is closed every day.
 */
export function hoursOn(
  day: DateTime,
  weekly: readonly WeeklyHours[],
  exceptions: readonly HoursException[],
  salonOpen = true,
): DayHours {
  if (!salonOpen) return CLOSED;
  const date = day.toISODate();
  const exception = exceptions.find((e) => e.day === date);
  if (exception) {
    return exception.opens_at && exception.closes_at
      ? { open: true, from: hhmm(exception.opens_at), to: hhmm(exception.closes_at) }
      : CLOSED;
  }
  const row = weekly.find((w) => w.weekday === day.weekday);
  return row ? { open: true, from: hhmm(row.opens_at), to: hhmm(row.closes_at) } : CLOSED;
}
