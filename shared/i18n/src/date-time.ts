import { DateTime } from 'luxon';
import { SALON_TIME_ZONE } from './format-date.ts';

/**
 * Date arithmetic in the salon's time zone, with luxon: for the pages that compute with
 * dates (slots, calendars, visits). Showing a date needs none of it: formatDate
 * (format.ts) writes dates with Intl, so a page that only shows dates loads no luxon.
 */

/** The format of date-times sent to and received from the API: local, no zone, no millis. */
export const LOCAL_ISO_FORMAT = "yyyy-MM-dd'T'HH:mm:ss";

/**
 * The date-time as the API expects it: salon-local 'yyyy-MM-ddTHH:mm:ss' without zone.
 * A DateTime in another zone is converted to the salon's first.
 */
export function toLocalIso(dateTime: DateTime): string {
  return dateTime.setZone(SALON_TIME_ZONE).toFormat(LOCAL_ISO_FORMAT);
}

/** Reads an API local date-time (no zone) as salon time. Invalid input gives an invalid DateTime. */
export function fromLocalIso(value: string): DateTime {
  return DateTime.fromISO(value, { zone: SALON_TIME_ZONE });
}

/** Now, in the salon's time zone (for "today" in calendars and slot lists). */
export function salonNow(): DateTime {
  return DateTime.now().setZone(SALON_TIME_ZONE);
}
