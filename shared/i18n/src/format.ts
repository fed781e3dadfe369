import { LANGUAGE_LOCALES } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { currentLanguage } from './init-i18n.ts';
import { toWallClock, writeDate, type DateTimeLike } from './format-date.ts';

/** The Intl/luxon locale for a language ('pl-pl', 'en-gb', 'fr-fr'), by default the current one. */
export function localeFor(lang?: Language): string {
  return LANGUAGE_LOCALES[lang ?? currentLanguage()];
}

/**
 * Formats a date with a luxon format string ('dd.MM.yyyy', 'yyyy-MM-dd', 'd MMMM', …)
 * in the salon's time zone and the language's locale. A string without a zone is read
 * as salon-local time. Returns '' for a value that is not a date, so a bad API value
 * leaves a gap instead of "Invalid DateTime" on screen.
 *
 * @example formatDate('2026-11-22T10:30:00', 'd MMMM', 'pl') // '22 listopada'
 */
export function formatDate(value: string | Date | DateTimeLike, format: string, lang?: Language): string {
  const clock = toWallClock(value);
  return clock ? writeDate(clock, format, localeFor(lang)) : '';
}

/** The salon-local time of day, 24-hour 'HH:mm' in every language (as the salons' hours are shown). */
export function formatTime(value: string | Date | DateTimeLike, lang?: Language): string {
  return formatDate(value, 'HH:mm', lang);
}

/**
 * The weekday name in the language ('poniedziałek', 'Monday', 'lundi'); `width: 'short'`
 * gives the abbreviation ('pon.', 'Mon', 'lun.').
 */
export function formatWeekday(value: string | Date | DateTimeLike, lang?: Language, width: 'long' | 'short' = 'long'): string {
  return formatDate(value, width === 'long' ? 'cccc' : 'ccc', lang);
}

/** A price as the API sends it. */
export interface PriceValue {
  value: number;
  currency: string;
}

/**
 * A price with at least two fraction digits in the language's conventions
 * ('1234,50 zł' in Polish, 'PLN 1,234.50' in English, '1 234,50 PLN' in French).
 * Intl separates the amount and the currency with a no-break space, which keeps a price
 * on one line; compare with `\u00a0`/`\u202f` in tests.
 */
export function formatPrice(price: PriceValue, lang?: Language): string {
  return new Intl.NumberFormat(localeFor(lang), {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(price.value);
}

/**
 * A service duration in hours and minutes with the language's short units
 * ('1 godz. 30 min', '1 hr 30 mins', '1 h 30 min'; '45 min').
 */
export function formatDurationMinutes(minutes: number, lang?: Language): string {
  const locale = localeFor(lang);
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

/**
 * A distance in kilometres with one decimal at most, in the language's conventions
 * ('1,2 km' in Polish and French, '1.2 km' in English; '12 km').
 */
export function formatDistanceKm(km: number, lang?: Language): string {
  return new Intl.NumberFormat(localeFor(lang), { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: 1 }).format(km);
}

/**
 * A rating with exactly one decimal in the language's conventions ('4,6' in Polish and
 * French, '4.6' in English; 5 → '5,0'). Google ratings, review averages and star
 * ratings all go through it, so a salon's score reads the same everywhere.
 */
export function formatRating(value: number, lang?: Language): string {
  return new Intl.NumberFormat(localeFor(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/**
 * A resend countdown as 'm:ss' (30 → '0:30', 60 → '1:00'). Never negative: a timer that
 * overshoots shows '0:00'.
 */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
