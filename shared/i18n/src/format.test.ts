import { DateTime } from 'luxon';
import { SALON_TIME_ZONE, localIsoToMillis, localIsoWithOffset } from './format-date.ts';
import { fromLocalIso, toLocalIso } from './date-time.ts';
import {
  formatCountdown,
  formatDate,
  formatDistanceKm,
  formatDurationMinutes,
  formatPrice,
  formatRating,
  formatTime,
  formatWeekday,
  localeFor,
} from './format.ts';
import type * as PlatformTesting from './testing.ts';

jest.mock('@salon/platform', () =>
  jest.requireActual<typeof PlatformTesting>('./testing.ts').createPlatformMock('pl'),
);

/** Intl puts no-break spaces in prices and units; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate', () => {
  it('reads a local ISO string without zone as salon time', () => {
    expect(formatDate('2026-11-22T10:30:00', 'dd.MM.yyyy HH:mm', 'pl')).toBe('22.11.2026 10:30');
  });

  it('converts a zoned value into salon time', () => {
    // 23:30 UTC on 31 March is already 1 April in Warsaw (summer time, UTC+2).
    expect(formatDate('2026-03-31T23:30:00Z', 'yyyy-MM-dd HH:mm', 'en')).toBe('2026-04-01 01:30');
    expect(formatDate(new Date(Date.UTC(2026, 11, 31, 23, 0)), 'yyyy-MM-dd', 'en')).toBe('2027-01-01');
  });

  it('uses the spec formats and the language for month names', () => {
    expect(formatDate('2026-11-22', 'dd.MM.yyyy', 'pl')).toBe('22.11.2026');
    expect(formatDate('2026-11-22', 'yyyy-MM-dd', 'pl')).toBe('2026-11-22');
    expect(formatDate('2026-11-22', 'd MMMM', 'pl')).toBe('22 listopada');
    expect(formatDate('2026-11-22', 'd MMMM', 'en')).toBe('22 November');
    expect(formatDate('2026-11-22', 'd MMMM', 'fr')).toBe('22 novembre');
  });

  it('falls back to the current language', () => {
    expect(formatDate('2026-02-03', 'd MMMM')).toBe('3 lutego');
  });

  it('gives an empty string for a value that is not a date', () => {
    expect(formatDate('not a date', 'dd.MM.yyyy', 'pl')).toBe('');
    expect(formatDate('2026-02-30', 'dd.MM.yyyy', 'pl')).toBe('');
    expect(formatDate('2026-11-22T25:00:00', 'dd.MM.yyyy', 'pl')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'dd.MM.yyyy', 'pl')).toBe('');
    expect(formatDate(DateTime.invalid('test'), 'dd.MM.yyyy', 'pl')).toBe('');
  });

  it('writes every format the site uses exactly as luxon does, in each language, across a year and both clock changes', () => {
    const formats = ['d MMMM yyyy', 'dd.MM.yyyy', 'd MMMM', 'd MMMM yyyy, HH:mm', 'cccc, d MMMM', 'cccc d MMMM', 'ccc', 'cccc', 'HH:mm', 'dd.MM.yyyy HH:mm', 'd', 'ccc d.MM', 'LLL', 'LLLL', 'MMM', "yyyy-MM-dd'T'HH:mm:ss", 'H:m:s'];
    const values: Array<string | Date | DateTime> = [];
    for (let month = 1; month <= 12; month += 1) {
      values.push(`2026-${String(month).padStart(2, '0')}-0${(month % 7) + 1}T0${month % 10}:0${month % 6}:00`);
    }
    values.push('2026-03-29T01:59:00Z', '2026-03-29T02:00:00+01:00', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-12-31T23:30:00-05:00');
    values.push(new Date(Date.UTC(2027, 0, 1, 0, 0)), DateTime.fromISO('2026-06-15T12:00:00', { zone: 'America/New_York' }));
    for (const lang of ['pl', 'en', 'fr'] as const) {
      for (const format of formats) {
        for (const value of values) {
          const viaLuxon = (DateTime.isDateTime(value) ? value : value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value, { zone: SALON_TIME_ZONE }))
            .setZone(SALON_TIME_ZONE)
            .setLocale(localeFor(lang))
            .toFormat(format);
          expect({ lang, format, value: String(value), text: formatDate(value, format, lang) }).toEqual({ lang, format, value: String(value), text: viaLuxon });
        }
      }
    }
  });

  it('refuses a token it does not write, rather than printing it as text', () => {
    expect(() => formatDate('2026-11-22', 'Q yyyy', 'pl')).toThrow('does not know the token "Q"');
  });
});

describe('formatTime and formatWeekday', () => {
  it('shows 24-hour salon time', () => {
    expect(formatTime('2026-11-22T18:05:00', 'en')).toBe('18:05');
  });

  it('names the weekday in each language', () => {
    expect(formatWeekday('2026-11-23', 'pl')).toBe('poniedziałek');
    expect(formatWeekday('2026-11-23', 'en')).toBe('Monday');
    expect(formatWeekday('2026-11-23', 'fr')).toBe('lundi');
    expect(formatWeekday('2026-11-23', 'en', 'short')).toBe('Mon');
  });
});

describe('formatPrice', () => {
  it('shows złoty as "zł" in Polish with two fraction digits', () => {
    expect(plain(formatPrice({ value: 120, currency: 'PLN' }, 'pl'))).toBe('120,00 zł');
    expect(plain(formatPrice({ value: 1234.5, currency: 'PLN' }, 'pl'))).toBe('1234,50 zł');
  });

  it('follows English and French conventions', () => {
    expect(plain(formatPrice({ value: 1234.5, currency: 'PLN' }, 'en'))).toBe('PLN 1,234.50');
    expect(plain(formatPrice({ value: 1234.5, currency: 'PLN' }, 'fr'))).toBe('1 234,50 PLN');
    expect(plain(formatPrice({ value: 9.99, currency: 'GBP' }, 'en'))).toBe('£9.99');
  });
});

describe('formatDurationMinutes', () => {
  it.each([
    [45, 'pl', '45 min'],
    [60, 'pl', '1 godz.'],
    [90, 'pl', '1 godz. 30 min'],
    [90, 'en', '1 hr 30 mins'],
    [90, 'fr', '1 h 30 min'],
  ] as const)('%i minutes in %s is "%s"', (minutes, lang, expected) => {
    expect(plain(formatDurationMinutes(minutes, lang))).toBe(expected);
  });
});

describe('formatRating', () => {
  it.each([
    [4.63, 'pl', '4,6'],
    [4.63, 'en', '4.6'],
    [4.63, 'fr', '4,6'],
    [5, 'pl', '5,0'],
    [4.96, 'en', '5.0'],
  ] as const)('%d in %s is "%s"', (value, lang, expected) => {
    expect(formatRating(value, lang)).toBe(expected);
  });
});

describe('formatDistanceKm', () => {
  it.each([
    [1.2, 'pl', '1,2 km'],
    [1.2, 'en', '1.2 km'],
    [1.2, 'fr', '1,2 km'],
    [12, 'pl', '12 km'],
    [0.04, 'en', '0 km'],
  ] as const)('%d km in %s is "%s"', (km, lang, expected) => {
    expect(plain(formatDistanceKm(km, lang))).toBe(expected);
  });
});

describe('formatCountdown', () => {
  it.each([
    [30, '0:30'],
    [60, '1:00'],
    [5, '0:05'],
    [125, '2:05'],
    [0, '0:00'],
    [-3, '0:00'],
    [29.2, '0:30'],
  ])('%d seconds is %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});

describe('local ISO', () => {
  it('round-trips a salon-local date-time without zone', () => {
    const dateTime = fromLocalIso('2026-07-01T09:15:00');
    expect(dateTime.zoneName).toBe(SALON_TIME_ZONE);
    expect(dateTime.hour).toBe(9);
    expect(toLocalIso(dateTime)).toBe('2026-07-01T09:15:00');
  });

  it('converts a DateTime from another zone to salon time', () => {
    const utc = DateTime.fromISO('2026-07-01T07:15:00Z', { zone: 'utc' });
    expect(toLocalIso(utc)).toBe('2026-07-01T09:15:00');
  });

  it('marks bad input invalid', () => {
    expect(fromLocalIso('31.12.2026').isValid).toBe(false);
  });
});

describe('localeFor', () => {
  it('maps languages to the API locales', () => {
    expect(localeFor('pl')).toBe('pl-pl');
    expect(localeFor('en')).toBe('en-gb');
    expect(localeFor('fr')).toBe('fr-fr');
  });
});

describe('localIsoToMillis', () => {
  /** Every `minutes` from `from` for `days` days, as API local date-times. */
  function clocks(from: string, days: number, minutes: number): string[] {
    const first = DateTime.fromISO(from, { zone: 'utc' });
    return Array.from({ length: (days * 24 * 60) / minutes }, (_, i) => first.plus({ minutes: i * minutes }).toFormat("yyyy-MM-dd'T'HH:mm:ss"));
  }

  it.each([
    ['every hour of a year', clocks('2026-01-01T00:00:00', 365, 60)],
    ['every 15 minutes of the spring change', clocks('2026-03-29T00:00:00', 1, 15)],
    ['every 15 minutes of the autumn change', clocks('2026-10-25T00:00:00', 1, 15)],
  ])('gives the instant and the offset luxon gives, %s', (_, values) => {
    for (const local of values) {
      const luxon = fromLocalIso(local);
      expect([local, localIsoToMillis(local), localIsoWithOffset(local)]).toEqual([local, luxon.toMillis(), luxon.toISO({ suppressMilliseconds: true })]);
    }
  });

  it('keeps the seconds, and reads a time without them as the API may write it', () => {
    expect(localIsoToMillis('2026-07-01T09:15:42')).toBe(Date.UTC(2026, 6, 1, 7, 15, 42));
    expect(localIsoToMillis('2026-07-01T09:15')).toBe(fromLocalIso('2026-07-01T09:15').toMillis());
    expect(localIsoWithOffset('2026-02-18T09:30')).toBe('2026-02-18T09:30:00+01:00');
  });

  it.each(['31.12.2026', '2026-02-30T10:00:00', '2026-07-01T25:00:00', '2026-07-01T9:15', '2026-07-01T09:15:00Z', '2026-07-01T09:15:00+02:00', ''])(
    'refuses %p',
    (value) => expect([localIsoToMillis(value), localIsoWithOffset(value)]).toEqual([null, null]),
  );
});
