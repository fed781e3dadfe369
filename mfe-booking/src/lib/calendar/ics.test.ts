import { DateTime } from 'luxon';
import type { CalendarEvent } from './calendar-event.ts';
import { buildIcs, icsDataUrl } from './ics.ts';

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
