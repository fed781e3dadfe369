import type { DateTime } from 'luxon';
import { salonNow } from '@salon/i18n/date-time';
import { SALON_TIME_ZONE } from '@salon/i18n/format-date';

/** How many days after today a salon's page shows its hours (spec part 2, section 9: today to +7). */
export const OPENING_HOURS_DAYS_AHEAD = 7;

/**
 * The dates a salon's page shows the hours of: today to today + 7, as calendar days in
 * the salon's zone (Europe/Warsaw), whatever the visitor's zone, so a customer abroad
 * late in the evening still sees the salon's "today". The screen's table, its JSON-LD
 * and the gateway's served page ask for this same window, so they describe the same days.
 */
export function openingHoursWindow(now: DateTime = salonNow()): { dateFrom: string; dateTo: string } {
  const today = now.setZone(SALON_TIME_ZONE).startOf('day');
  return { dateFrom: today.toISODate() ?? '', dateTo: today.plus({ days: OPENING_HOURS_DAYS_AHEAD }).toISODate() ?? '' };
}
