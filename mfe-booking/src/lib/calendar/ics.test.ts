import { DateTime } from 'luxon';
import type { CalendarEvent } from './calendar-event.ts';
import { buildIcs, escapeText, foldLine, icsDataUrl, triggerBefore } from './ics.ts';

const event: CalendarEvent = {
  uid: 'visit-0b7c@salon',
  title: 'Strzyżenie damskie',
  description: 'Salon Rynek, tel. +48 12 300 40 50',
  location: 'Rynek Główny 12, 31-042 Kraków',
  start: '2026-11-24T10:00:00',
  end: '2026-11-24T11:00:00',
  url: 'https://salon.example/wizyty/0b7c',
};
const now = DateTime.fromISO('2026-11-01T08:30:00Z', { zone: 'utc' });
const octets = (text: string) => new TextEncoder().encode(text).length;
/** Unfolds as a reader does (RFC 5545, 3.1): a CRLF followed by one space goes away. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves colons and quotes alone (they need no escaping in TEXT)', () => {
    expect(escapeText('10:00 "VIP"')).toBe('10:00 "VIP"');
  });
});

describe('foldLine', () => {
  it('keeps a line of 75 octets whole', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(foldLine(line))).toBe(line);
  });

  it('counts octets, not characters, and never cuts a multi-octet letter', () => {
    const line = `SUMMARY:${'żółć'.repeat(30)}😀${'ą'.repeat(40)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A cut sequence would decode to U+FFFD.
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('triggerBefore', () => {
  it('writes whole hours as hours and the rest as minutes', () => {
    expect(triggerBefore(60)).toBe('-PT1H');
    expect(triggerBefore(120)).toBe('-PT2H');
    expect(triggerBefore(90)).toBe('-PT90M');
    expect(triggerBefore(0)).toBe('PT0M');
  });
});

describe('buildIcs', () => {
  const ics = buildIcs(event, { reminderText: 'Wizyta za godzinę', now });
  const lines = unfold(ics).split('\r\n');

  it('is one VEVENT in a VCALENDAR, every line ending with CRLF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.slice(0, 6)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Salon//Booking//PL', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'BEGIN:VEVENT']);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('writes the Warsaw wall-clock times as UTC: 10:00 in winter is 09:00Z', () => {
    expect(lines).toContain('DTSTART:20261124T090000Z');
    expect(lines).toContain('DTEND:20261124T100000Z');
    expect(lines).toContain('DTSTAMP:20261101T083000Z');
  });

  it('follows summer time: 10:00 in July is 08:00Z', () => {
    const summer = unfold(buildIcs({ ...event, start: '2026-07-01T10:00:00', end: '2026-07-01T10:45:00' }, { reminderText: 'x', now }));
    expect(summer).toContain('DTSTART:20260701T080000Z\r\nDTEND:20260701T084500Z');
  });

  it('escapes the text fields and keeps the URL as it is', () => {
    expect(lines).toContain('SUMMARY:Strzyżenie damskie');
    expect(lines).toContain('DESCRIPTION:Salon Rynek\\, tel. +48 12 300 40 50');
    expect(lines).toContain('LOCATION:Rynek Główny 12\\, 31-042 Kraków');
    expect(lines).toContain('URL:https://salon.example/wizyty/0b7c');
    expect(lines).toContain('UID:visit-0b7c@salon');
  });

  it('carries a display alarm one hour before', () => {
    const alarm = lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1);
    expect(alarm).toEqual(['BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:Wizyta za godzinę', 'TRIGGER:-PT1H', 'END:VALARM']);
  });

  it('leaves out optional fields that are missing', () => {
    const bare = buildIcs({ uid: 'u', title: 'T', start: event.start, end: event.end }, { reminderText: 'r', now });
    expect(bare).not.toMatch(/^(LOCATION|URL|DESCRIPTION:(?!r))/m);
  });

  it('folds long lines of the whole file', () => {
    const long = buildIcs({ ...event, description: 'Ą'.repeat(120) }, { reminderText: 'r', now });
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(long)).toContain(`DESCRIPTION:${'Ą'.repeat(120)}`);
  });

  it('refuses a date-time that is not one', () => {
    expect(() => buildIcs({ ...event, start: 'jutro' }, { reminderText: 'r', now })).toThrow(RangeError);
  });
});

test('icsDataUrl encodes the file for a download link', () => {
  const url = icsDataUrl('BEGIN:VCALENDAR\r\nSUMMARY:a,b\r\n');
  expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
  expect(decodeURIComponent(url.split(',').slice(1).join(','))).toBe('BEGIN:VCALENDAR\r\nSUMMARY:a,b\r\n');
});
