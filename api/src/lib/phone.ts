import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A phone as the API stores it (E.164), or null when it is not a real number. Numbers
 * without a country code are Polish, as customers type them ('600 100 200').
 */
export function normalizePhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'PL');
  return parsed?.isValid() ? parsed.number : null;
}
