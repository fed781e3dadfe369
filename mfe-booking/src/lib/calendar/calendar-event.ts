import { DateTime } from 'luxon';
import { SALON_TIME_ZONE } from '@salon/i18n';

/**
 * A visit as a calendar entry. Start and end are what the API speaks: salon-local
 * date-times without a zone (`2026-11-24T10:00:00`, Europe/Warsaw wall clock, spec
 * part 1, section 9). Every export converts them to UTC instants, so a customer whose
 * device sits in another zone still gets the salon's hour.
 */
export interface CalendarEvent {
  /** Stable across downloads, so a calendar updates the entry instead of adding a second one. */
  uid: string;
  title: string;
  description?: string;
  location?: string;
  /** Salon-local `yyyy-MM-ddTHH:mm:ss`. */
  start: string;
  /** Salon-local `yyyy-MM-ddTHH:mm:ss`. */
  end: string;
  /** A link back to the visit's page. */
  url?: string;
}

/** The reminder the spec asks for: one hour before the visit (part 1, section 9). */
export const REMINDER_MINUTES_BEFORE = 60;

/** A salon-local date-time as a UTC instant; throws on a value that is not a date-time. */
export function salonTimeToUtc(localIso: string): DateTime {
  const dateTime = DateTime.fromISO(localIso, { zone: SALON_TIME_ZONE });
  if (!dateTime.isValid) throw new RangeError(`not a salon-local date-time: ${localIso}`);
  return dateTime.toUTC();
}
