import type { DateTime } from 'luxon';
import { buildIcs as buildIcsFile } from '@salon/contracts/ics';
import { REMINDER_MINUTES_BEFORE, salonTimeToUtc, type CalendarEvent } from './calendar-event.ts';

/*
 * The "Apple" calendar export: the shared iCalendar writer (@salon/contracts/ics, which
 * the API's confirmation e-mail uses too) fed with the visit's salon-local times.
 */

export interface IcsOptions {
  /** The text of the reminder notification (DISPLAY alarms need one). */
  reminderText: string;
  /** Minutes before the start; one hour by default (spec). */
  reminderMinutesBefore?: number;
  /** When the file was made (DTSTAMP); now by default, fixed in tests. */
  now?: DateTime;
}

/** The whole `.ics` file for one event, its salon-local times written as UTC. */
export function buildIcs(event: CalendarEvent, options: IcsOptions): string {
  return buildIcsFile(
    { ...event, start: salonTimeToUtc(event.start).toJSDate(), end: salonTimeToUtc(event.end).toJSDate() },
    {
      reminderText: options.reminderText,
      reminderMinutesBefore: options.reminderMinutesBefore ?? REMINDER_MINUTES_BEFORE,
      ...(options.now ? { now: options.now.toJSDate() } : {}),
    },
  );
}

/** The file as a `data:` URL for a download link (`<a download href>`): no object URL to revoke. */
export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
