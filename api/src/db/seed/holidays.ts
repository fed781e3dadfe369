import { DateTime } from 'luxon';

/*
 * Polish public holidays (dni ustawowo wolne od pracy), computed for any year so the
 * seed closes the salons on the holidays ahead of whatever day it runs on.
 */

export interface Holiday {
  /** 'yyyy-MM-dd' */
  date: string;
  name: string;
}

/*
 * Calendar dates only: computed in UTC, where there is no clock change to think about
 * (and luxon needs no time-zone lookups).
 */

/** Easter Sunday of a Gregorian year (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): DateTime {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return DateTime.utc(year, month, day);
}

/** The public holidays of one year, in date order. */
export function polishHolidays(year: number): Holiday[] {
  const fixed = (month: number, day: number, name: string): Holiday => ({
    date: DateTime.utc(year, month, day).toISODate()!,
    name,
  });
  const easter = easterSunday(year);
  const afterEaster = (days: number, name: string): Holiday => ({ date: easter.plus({ days }).toISODate()!, name });
  const holidays = [
    fixed(1, 1, 'Nowy Rok'),
    fixed(1, 6, 'Święto Trzech Króli'),
    afterEaster(0, 'Wielkanoc'),
    afterEaster(1, 'Poniedziałek Wielkanocny'),
    fixed(5, 1, 'Święto Pracy'),
    fixed(5, 3, 'Święto Konstytucji 3 Maja'),
    afterEaster(49, 'Zielone Świątki'),
    afterEaster(60, 'Boże Ciało'),
    fixed(8, 15, 'Wniebowzięcie Najświętszej Maryi Panny'),
    fixed(11, 1, 'Wszystkich Świętych'),
    fixed(11, 11, 'Narodowe Święto Niepodległości'),
    // A public holiday since 2025.
    ...(year >= 2025 ? [fixed(12, 24, 'Wigilia Bożego Narodzenia')] : []),
    fixed(12, 25, 'Boże Narodzenie'),
    fixed(12, 26, 'Drugi dzień Bożego Narodzenia'),
  ];
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}

/** Days the salons close early (Holy Saturday, New Year's Eve), 'yyyy-MM-dd'. */
export function shortDays(year: number): string[] {
  return [easterSunday(year).minus({ days: 1 }).toISODate()!, `${year}-12-31`];
}

/** Holidays from `from` to `to`, both 'yyyy-MM-dd' and included. */
export function holidaysBetween(from: string, to: string): Holiday[] {
  const years = range(Number(from.slice(0, 4)), Number(to.slice(0, 4)));
  return years.flatMap(polishHolidays).filter((h) => h.date >= from && h.date <= to);
}

/** Short days from `from` to `to`, both included. */
export function shortDaysBetween(from: string, to: string): string[] {
  const years = range(Number(from.slice(0, 4)), Number(to.slice(0, 4)));
  return years.flatMap(shortDays).filter((day) => day >= from && day <= to);
}

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
