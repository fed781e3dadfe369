import type { CalendarEvent } from './calendar-event.ts';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links.ts';

const event: CalendarEvent = {
  uid: 'visit-1@salon',
  title: 'Strzyżenie damskie & modelowanie',
  description: 'Salon Rynek',
  location: 'Rynek Główny 12, Kraków',
  start: '2026-11-24T10:00:00',
  end: '2026-11-24T11:30:00',
  url: 'https://salon.example/wizyty/1',
};

describe('googleCalendarUrl', () => {
  it('is a template link with UTC dates, title, details and location', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Strzyżenie damskie & modelowanie');
    expect(url.searchParams.get('dates')).toBe('20261124T090000Z/20261124T103000Z');
    expect(url.searchParams.get('details')).toBe('Salon Rynek\nhttps://salon.example/wizyty/1');
    expect(url.searchParams.get('location')).toBe('Rynek Główny 12, Kraków');
  });

  it('uses summer time in summer', () => {
    const url = new URL(googleCalendarUrl({ ...event, start: '2026-06-15T18:00:00', end: '2026-06-15T19:00:00' }));
    expect(url.searchParams.get('dates')).toBe('20260615T160000Z/20260615T170000Z');
  });

  it('puts the URL alone in the details when there is no description, and leaves out what is missing', () => {
    const url = new URL(googleCalendarUrl({ ...event, description: undefined, location: undefined }));
    expect(url.searchParams.get('details')).toBe('https://salon.example/wizyty/1');
    expect(url.searchParams.has('location')).toBe(false);
  });
});

describe('outlookCalendarUrl', () => {
  it('is the outlook.live.com compose deeplink with ISO UTC instants', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('path')).toBe('/calendar/action/compose');
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('subject')).toBe('Strzyżenie damskie & modelowanie');
    expect(url.searchParams.get('startdt')).toBe('2026-11-24T09:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-11-24T10:30:00Z');
    expect(url.searchParams.get('body')).toBe('Salon Rynek\nhttps://salon.example/wizyty/1');
    expect(url.searchParams.get('location')).toBe('Rynek Główny 12, Kraków');
  });

  it('leaves out the body and location when there are none', () => {
    const url = new URL(outlookCalendarUrl({ ...event, description: undefined, url: undefined, location: undefined }));
    expect(url.searchParams.has('body')).toBe(false);
    expect(url.searchParams.has('location')).toBe(false);
  });
});
