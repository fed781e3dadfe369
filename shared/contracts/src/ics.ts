/*
 * A small iCalendar (RFC 5545) writer for one event with a reminder: the booking
 * remote's "Apple" calendar export and the .ics file the API attaches to a booking's
 * confirmation e-mail (any calendar app opens it). Written here rather than taken
 * from npm: the `ics` package folds lines by characters, not by the 75 octets the RFC
 * counts, so Polish text overflows, and it brings three dependencies for one event.
 * What the RFC asks and this does:
 * - lines end with CRLF (3.1) and are folded at 75 octets, never inside a UTF-8
 *   sequence, continuation lines starting with one space (3.1);
 * - TEXT values escape backslash, semicolon, comma and line breaks (3.3.11);
 * - times are UTC (3.3.5 form #2): the caller passes instants (the salon's Europe/Warsaw
 *   wall clock converted), so no VTIMEZONE block is needed (a TZID without one is not
 *   valid iCalendar);
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

/** `20261124T090000Z`: the iCalendar UTC form (RFC 5545, 3.3.5 form #2), also what Google's link takes. */
export function icsUtcStamp(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('not a date');
  return instant.toISOString().replace(/-|:|\.\d{3}/g, '');
}

/** One event, its times as instants. */
export interface IcsEvent {
  /** Stable across downloads, so a calendar updates the entry instead of adding a second one. */
  uid: string;
  title: string;
  description?: string | undefined;
  location?: string | undefined;
  start: Date;
  end: Date;
  /** A link back to the visit's page. */
  url?: string | undefined;
}

export interface IcsOptions {
  /** The text of the reminder notification (DISPLAY alarms need one). */
  reminderText: string;
  /** Minutes before the start. */
  reminderMinutesBefore: number;
  /** When the file was made (DTSTAMP); now by default, fixed in tests. */
  now?: Date;
}

/** The whole `.ics` file for one event, CRLF line ends, folded. */
export function buildIcs(event: IcsEvent, options: IcsOptions): string {
  const now = options.now ?? new Date();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Salon//Booking//PL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsUtcStamp(now)}`,
    `DTSTART:${icsUtcStamp(event.start)}`,
    `DTEND:${icsUtcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${uri(event.url)}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(options.reminderText)}`,
    `TRIGGER:${triggerBefore(options.reminderMinutesBefore)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
