import { DateTime } from 'luxon';
import { REMINDER_MINUTES_BEFORE, icsUtcStamp, salonTimeToUtc, type CalendarEvent } from './calendar-event.ts';

/*
 * A small iCalendar (RFC 5545) writer for one event with a reminder, for the "Apple"
 * calendar export (any calendar app opens the file). Written here rather than taken
 * from npm: the `ics` package folds lines by characters, not by the 75 octets the RFC
 * counts, so Polish text overflows, and it brings three dependencies for one event.
 * What the RFC asks and this does:
 * - lines end with CRLF (3.1) and are folded at 75 octets, never inside a UTF-8
 *   sequence, continuation lines starting with one space (3.1);
 * - TEXT values escape backslash, semicolon, comma and line breaks (3.3.11);
 * - times are UTC (3.3.5 form #2), converted from the salon's Europe/Warsaw wall clock,
 *   so no VTIMEZONE block is needed (a TZID without one is not valid iCalendar);
 * - a VALARM with ACTION:DISPLAY, a DESCRIPTION and a relative TRIGGER (3.6.6).
 */

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** Escapes a TEXT value (RFC 5545, 3.3.11): `\` `;` `,` and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * Folds one content line into lines of at most 75 octets (RFC 5545, 3.1), joined by
 * CRLF and a space. Splits between code points, so a multi-octet letter ("ż") or an
 * emoji is never cut in half.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  // The first line holds 75 octets; each continuation line 74 after its leading space.
  let limit = MAX_LINE_OCTETS;
  for (const codePoint of line) {
    const length = octets(codePoint);
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += codePoint;
    size += length;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A URI value may not hold a line break; anything else in it is left as it is (URI values are not escaped). */
const uri = (value: string) => value.replace(/[\r\n]/g, '');

/** A relative trigger before the start: 60 → `-PT1H`, 90 → `-PT90M`, 0 → `PT0M`. */
export function triggerBefore(minutes: number): string {
  if (minutes <= 0) return 'PT0M';
  return minutes % 60 === 0 ? `-PT${minutes / 60}H` : `-PT${minutes}M`;
}

export interface IcsOptions {
  /** The text of the reminder notification (DISPLAY alarms need one). */
  reminderText: string;
  /** Minutes before the start; one hour by default (spec). */
  reminderMinutesBefore?: number;
  /** When the file was made (DTSTAMP); now by default, fixed in tests. */
  now?: DateTime;
}

/** The whole `.ics` file for one event, CRLF line ends, folded. */
export function buildIcs(event: CalendarEvent, options: IcsOptions): string {
  const now = options.now ?? DateTime.utc();
  const minutes = options.reminderMinutesBefore ?? REMINDER_MINUTES_BEFORE;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Salon//Booking//PL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsUtcStamp(now)}`,
    `DTSTART:${icsUtcStamp(salonTimeToUtc(event.start))}`,
    `DTEND:${icsUtcStamp(salonTimeToUtc(event.end))}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${uri(event.url)}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(options.reminderText)}`,
    `TRIGGER:${triggerBefore(minutes)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The file as a `data:` URL for a download link (`<a download href>`): no object URL to revoke. */
export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
