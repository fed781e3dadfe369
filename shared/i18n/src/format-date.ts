/**
 * Dates as text without luxon (decision 0033): luxon is about 21 KiB gzip, and most
 * pages only show a date. This writes luxon's format tokens with the browser's Intl,
 * in the salon's time zone, so `formatDate` costs a page about 1 KiB. Code that does
 * date arithmetic (slots, calendars) still uses luxon, through `fromLocalIso` and
 * `salonNow` (date-time.ts).
 */

/** The salons' time zone (spec part 1, section 9): every date is shown on its wall clock. */
export const SALON_TIME_ZONE = 'Europe/Warsaw';

/** A salon wall-clock time: what a date is written from. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What formatDate accepts besides strings and Dates: a luxon DateTime, without importing luxon. */
export interface DateTimeLike {
  isValid: boolean;
  toJSDate(): Date;
}

const isDateTimeLike = (value: unknown): value is DateTimeLike =>
  typeof value === 'object' && value !== null && typeof (value as DateTimeLike).toJSDate === 'function';

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached Intl formatter per locale and options: a slot list formats hundreds of times. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** The wall clock in the salon's time zone at an instant. */
function salonWallClock(instant: Date): WallClock | null {
  if (Number.isNaN(instant.getTime())) return null;
  const parts = formatter('en-US', {
    timeZone: SALON_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/**
 * Reads what the API and the apps pass: a string without an offset is the salon's wall
 * clock as written; one with an offset (or Z), a Date or a luxon DateTime is an instant,
 * shown on the salon's clock. Null for anything that is not a real date.
 */
export function toWallClock(value: string | Date | DateTimeLike): WallClock | null {
  if (value instanceof Date) return salonWallClock(value);
  if (isDateTimeLike(value)) return value.isValid ? salonWallClock(value.toJSDate()) : null;
  const match = ISO.exec(value.trim());
  if (!match) return null;
  if (match[7]) return salonWallClock(new Date(value.trim()));
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((n) => Number(n ?? 0)) as [number, number, number, number, number, number];
  // Rejects 2026-02-30 and 25:00 rather than rolling them over as Date.UTC would.
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || check.getUTCHours() !== hour || check.getUTCMinutes() !== minute) return null;
  return { year, month, day, hour, minute, second };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A wall-clock time written as if it were UTC: its epoch milliseconds, for comparing clocks. */
const clockAsUtc = (clock: WallClock) => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);

/** The text of one named part (month or weekday name) of a wall-clock date in a locale. */
function namePart(date: Date, locale: string, options: Intl.DateTimeFormatOptions, type: 'month' | 'weekday'): string {
  return formatter(locale, { timeZone: 'UTC', ...options }).formatToParts(date).find((p) => p.type === type)?.value ?? '';
}

/**
 * The luxon tokens the site uses. A month "in format" (MMM, MMMM) is the one a date
 * uses ("22 listopada"); "standalone" (LLL, LLLL) the one alone ("listopad"), as luxon
 * takes them from Intl.
 */
function token(name: string, clock: WallClock, date: Date, locale: string): string {
  switch (name) {
    case 'yyyy':
      return pad(clock.year, 4);
    case 'y':
      return String(clock.year);
    case 'M':
    case 'L':
      return String(clock.month);
    case 'MM':
    case 'LL':
      return pad(clock.month, 2);
    case 'MMM':
      return namePart(date, locale, { month: 'short', day: 'numeric' }, 'month');
    case 'MMMM':
      return namePart(date, locale, { month: 'long', day: 'numeric' }, 'month');
    case 'LLL':
      return namePart(date, locale, { month: 'short' }, 'month');
    case 'LLLL':
      return namePart(date, locale, { month: 'long' }, 'month');
    case 'd':
      return String(clock.day);
    case 'dd':
      return pad(clock.day, 2);
    case 'ccc':
      return namePart(date, locale, { weekday: 'short' }, 'weekday');
    case 'cccc':
      return namePart(date, locale, { weekday: 'long' }, 'weekday');
    case 'H':
      return String(clock.hour);
    case 'HH':
      return pad(clock.hour, 2);
    case 'm':
      return String(clock.minute);
    case 'mm':
      return pad(clock.minute, 2);
    case 's':
      return String(clock.second);
    case 'ss':
      return pad(clock.second, 2);
    default:
      throw new Error(`formatDate does not know the token "${name}"`);
  }
}

/**
 * Writes a wall-clock date with a luxon format string in a locale: letters are tokens
 * (runs of one letter), text in single quotes is literal, anything else is copied.
 */
export function writeDate(clock: WallClock, format: string, locale: string): string {
  // The wall clock as a UTC instant, for Intl's month and weekday names: once per date.
  const date = new Date(clockAsUtc(clock));
  return format.replace(/'([^']*)'|([A-Za-z])\2*/g, (run, literal: string | undefined) => (literal !== undefined ? literal : token(run, clock, date, locale)));
}

/** The API's LocalDateTime (@salon/contracts/catalog-api): seconds may be left out. */
const LOCAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/**
 * The instant (epoch milliseconds) of an API local date-time, 'yyyy-MM-ddTHH:mm:ss' (or
 * without the seconds) on the salon's clock, as `fromLocalIso(value).toMillis()` gives
 * it; null for anything else. Without luxon, for code on a page's first screen that
 * only compares instants (a stored draft's date, a kept token's expiry).
 */
export function localIsoToMillis(value: string): number | null {
  if (!LOCAL_ISO.test(value)) return null;
  const clock = toWallClock(value);
  if (!clock) return null;
  const wanted = clockAsUtc(clock);
  // The zone's offset at a guess, read back from the salon's clock; a second pass for a
  // guess on the other side of a daylight-saving change. A time the change skips (the
  // spring hour) moves forward, as luxon moves it.
  let instant = wanted;
  for (let pass = 0; pass < 2; pass += 1) {
    const offset = clockAsUtc(salonWallClock(new Date(instant)) as WallClock) - instant;
    instant = wanted - offset;
  }
  return instant;
}

/**
 * An API local date-time as ISO 8601 with the salon's offset ('2025-02-18T09:30:00+01:00'),
 * as schema.org and feeds want it, and as luxon's `toISO({ suppressMilliseconds: true })`
 * writes it; null for anything that is not one.
 */
export function localIsoWithOffset(value: string): string | null {
  const instant = localIsoToMillis(value);
  if (instant === null) return null;
  // The clock at the instant: a time the spring change skips is written as it moved.
  const clock = salonWallClock(new Date(instant)) as WallClock;
  const offset = Math.round((clockAsUtc(clock) - instant) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60), 2)}:${pad(Math.abs(offset) % 60, 2)}`;
  return `${writeDate(clock, "yyyy-MM-dd'T'HH:mm:ss", 'en')}${zone}`;
}
