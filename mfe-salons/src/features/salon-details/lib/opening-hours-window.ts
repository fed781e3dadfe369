import type { DateTime } from 'luxon';
import { SALON_TIME_ZONE, salonNow } from '@salon/i18n';

/** How many days after today the opening-hours table shows (spec part 2, section 9: today to +7). */
export const OPENING_HOURS_DAYS_AHEAD = 7;

/**
 * The dates the opening-hours table asks for: today to today + 7, as calendar days in
 * the salon's zone (Europe/Warsaw), whatever the visitor's zone, so a customer abroad
 * late in the evening still sees the salon's "today".
 */
export function openingHoursWindow(now: DateTime = salonNow()): { dateFrom: string; dateTo: string } {
  const today = now.setZone(SALON_TIME_ZONE).startOf('day');
  return { dateFrom: today.toISODate() ?? '', dateTo: today.plus({ days: OPENING_HOURS_DAYS_AHEAD }).toISODate() ?? '' };
}
