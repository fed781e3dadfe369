import { icsUtcStamp } from '@salon/contracts/ics';
import { salonTimeToUtc, type CalendarEvent } from './calendar-event.ts';

/*
 * "Add to calendar" links of the web calendars (spec part 1, section 2: calendar export
 * with Apple, Google, Outlook). Both take UTC instants, converted from the salon's
 * Europe/Warsaw wall clock. Neither link can carry a reminder: Google's template and
 * Outlook's compose deeplink have no reminder parameter, so the entry gets the
 * calendar's own default notification. Only the .ics file carries the one-hour alarm
 * (VALARM -PT1H); the export dialog says so.
 */

/** Google Calendar's event template: `dates` as `YYYYMMDDTHHMMSSZ/YYYYMMDDTHHMMSSZ`. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icsUtcStamp(salonTimeToUtc(event.start).toJSDate())}/${icsUtcStamp(salonTimeToUtc(event.end).toJSDate())}`,
  });
  if (event.description) params.set('details', event.url ? `${event.description}\n${event.url}` : event.description);
  else if (event.url) params.set('details', event.url);
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web (outlook.live.com) compose deeplink: ISO instants with Z. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const iso = (value: string) => salonTimeToUtc(value).toISO({ suppressMilliseconds: true }) ?? '';
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: iso(event.start),
    enddt: iso(event.end),
  });
  const body = [event.description, event.url].filter(Boolean).join('\n');
  if (body) params.set('body', body);
  if (event.location) params.set('location', event.location);
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
