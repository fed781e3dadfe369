import type { Birthday } from '@salon/contracts/identity-api';
import { BIRTHDAY_YEAR } from '@salon/forms';
import { formatDate } from '@salon/i18n';
import type { Language } from '@salon/contracts';

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
