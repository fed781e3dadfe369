import { Info } from 'luxon';
import type { Birthday } from '@salon/contracts/identity-api';
import { BIRTHDAY_YEAR, daysInMonth, type SelectOption } from '@salon/forms';
import { formatDate } from '@salon/i18n';
import { LANGUAGE_LOCALES, type Language } from '@salon/contracts';

/*
 * The birthday of the "my details" tab: day and month only, both or neither. The number
 * of days comes from @salon/forms `daysInMonth` (the leap year 2020, so February has 29;
 * 31 while no month is chosen): one rule for every birthday form.
 */

/** The birthday form's values: what the selects hold, '' while not chosen. */
export interface BirthdayValues {
  day: string;
  month: string;
}

export const EMPTY_BIRTHDAY: BirthdayValues = { day: '', month: '' };

const partOf = (value: string): number | null => (value === '' ? null : Number(value));

/** The days to offer for the chosen month ('1'…'29' for February, '1'…'31' with no month). */
export function dayOptions(month: string): SelectOption[] {
  return Array.from({ length: daysInMonth(partOf(month)) }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));
}

/**
 * The twelve months as options '1'…'12', named in the language as a list names them
 * ("Styczeń", standalone and capitalised, not the "stycznia" of a date).
 */
export function monthOptions(language: Language): SelectOption[] {
  const locale = LANGUAGE_LOCALES[language];
  return Info.months('long', { locale }).map((name, index) => ({
    value: String(index + 1),
    label: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1),
  }));
}

/** The day kept when the month changes: a day the new month lacks (31 → February) is cleared. */
export function dayKeptFor(day: string, month: string): string {
  const chosen = partOf(day);
  return chosen !== null && chosen > daysInMonth(partOf(month)) ? '' : day;
}

/** What to send: both parts as numbers, or null when neither is chosen (nothing to add). */
export function birthdayToSave(values: BirthdayValues): { day: number; month: number } | null {
  const day = partOf(values.day);
  const month = partOf(values.month);
  return day !== null && month !== null ? { day, month } : null;
}

/** Whether the profile has a whole birthday (day and month); only then it is shown. */
export function hasBirthday(birthday: Birthday | null): birthday is { day: number; month: number } {
  return birthday !== null && birthday.day !== null && birthday.month !== null;
}

/** The birthday as the spec writes it, 'd MMMM' in the language ("12 maja", "12 May", "12 mai"); null when not set. */
export function birthdayLabel(birthday: Birthday | null, language: Language): string | null {
  if (!hasBirthday(birthday)) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return formatDate(`${BIRTHDAY_YEAR}-${pad(birthday.month)}-${pad(birthday.day)}T12:00:00`, 'd MMMM', language) || null;
}
