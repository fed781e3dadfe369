import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/*
 * The one phone rule of the site: the API checks every phone it is sent with it, and
 * every phone field in the browser runs the same function (through @salon/forms), so a
 * form never accepts a number the API refuses. docs/decisions/0029-one-phone-rule.md.
 *
 * A phone is accepted when libphonenumber-js, with its `max` metadata, finds a valid
 * number in it: any real number, a landline too, as the spec asks of the booking ("any
 * format is accepted but it must be a real number"). `max` has the full digit patterns
 * of every numbering plan, so numbers that exist in no plan ('100 000 000') are refused;
 * `min` only checks lengths.
 */

/** Numbers typed without a country code are Polish, as customers type them ('600 100 200'). */
export const DEFAULT_PHONE_COUNTRY = 'PL';

/**
 * The phone as the API stores it (E.164, '+48600100200'), or null when it is not a
 * valid number. Separators and a 00 or + international prefix are allowed.
 */
export function normalizePhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** Whether the API takes this phone (normalizePhone finds a number in it). */
export function isAcceptedPhone(value: string): boolean {
  return normalizePhone(value) !== null;
}
