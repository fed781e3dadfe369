import { DateTime } from 'luxon';

/** Every salon of the chain is in Poland; the API speaks local time there. */
export const SALON_ZONE = 'Europe/Warsaw';

const LOCAL_DATE_TIME = "yyyy-MM-dd'T'HH:mm:ss";

/**
 * '2026-11-23T09:30' or '…:00' read as a wall-clock time in Warsaw. Null when it is no
 * such time: an impossible date, or a time skipped by the spring clock change.
 */
export function parseLocalDateTime(value: string): DateTime | null {
  const parsed = DateTime.fromISO(value, { zone: SALON_ZONE });
  if (!parsed.isValid) return null;
  // luxon moves a skipped wall time (02:30 on the spring change) forward; refuse it.
  const asWritten = value.length === 16 ? `${value}:00` : value;
  return parsed.toFormat(LOCAL_DATE_TIME) === asWritten ? parsed : null;
}

/** '2026-11-23' as the start of that day in Warsaw; null when it is no date. */
export function parseLocalDate(value: string): DateTime | null {
  const parsed = DateTime.fromISO(value, { zone: SALON_ZONE });
  return parsed.isValid && parsed.toISODate() === value ? parsed.startOf('day') : null;
}

/** An instant as the spec sends it: local to Warsaw, no zone, with seconds. */
export function formatLocalDateTime(instant: Date | DateTime): string {
  const value = instant instanceof Date ? DateTime.fromJSDate(instant) : instant;
  return value.setZone(SALON_ZONE).toFormat(LOCAL_DATE_TIME);
}

/** The Warsaw calendar day of an instant, 'yyyy-MM-dd'. */
export function localDate(instant: Date | DateTime): string {
  const value = instant instanceof Date ? DateTime.fromJSDate(instant) : instant;
  return value.setZone(SALON_ZONE).toFormat('yyyy-MM-dd');
}

/** A time of day from the database ('09:30:00') on a Warsaw day. */
export function atTimeOfDay(day: DateTime, time: string): DateTime {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return day.setZone(SALON_ZONE).set({ hour, minute, second: 0, millisecond: 0 });
}
