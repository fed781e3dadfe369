import type { Birthday, MarketingConsent } from '@salon/contracts/identity-api';
import { isStrongPassword } from '@salon/contracts/identity-api';
import { ApiFailure, invalidValue } from '../../../lib/errors.ts';
import { normalizePhone } from '../../../lib/phone.ts';
import { normalizeEmail } from '../../../lib/secrets.ts';

/*
 * Inputs of the identity routes as stored: e-mails lower-case, phones E.164, passwords
 * checked against the spec's rule, birthdays whole or absent, consents as two flags.
 * The schemas have checked the shapes; these check the meaning.
 */

export function emailOf(value: string): string {
  return normalizeEmail(value);
}

/** E.164, or 400 INVALID_VALUE on the field when it is not a real number. */
export function phoneOf(value: string, field = 'phone'): string {
  const phone = normalizePhone(value);
  if (!phone) throw invalidValue(field);
  return phone;
}

/** 400 PASSWORD_TOO_SIMPLE unless the spec's rule holds (8+, lower and upper, digit, special). */
export function assertStrongPassword(password: string, field = 'password'): void {
  if (!isStrongPassword(password)) throw new ApiFailure(400, 'PASSWORD_TOO_SIMPLE', field);
}

/** Trimmed; 400 INVALID_VALUE when nothing is left. */
export function nameOf(value: string, field: string): string {
  const name = value.trim();
  if (!name) throw invalidValue(field);
  return name;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Day and month, both or neither (400 ONE_OF_IS_NULL otherwise); the day must exist in
 * that month of a leap year (29 February is a birthday).
 */
export function birthdayOf(birthday: Birthday | null | undefined): { birthday_day: number | null; birthday_month: number | null } {
  const day = birthday?.day ?? null;
  const month = birthday?.month ?? null;
  if (day === null && month === null) return { birthday_day: null, birthday_month: null };
  if (day === null || month === null) throw new ApiFailure(400, 'ONE_OF_IS_NULL', day === null ? 'day' : 'month');
  if (day > (DAYS_IN_MONTH[month - 1] ?? 0)) throw invalidValue('day');
  return { birthday_day: day, birthday_month: month };
}

/**
 * The two consent flags. The e-mail consent needs a present, confirmed e-mail
 * (spec part 2): granting it without one is 400 INVALID_VALUE on marketingConsents.
 */
export function consentFlagsOf(
  consents: readonly MarketingConsent[] | undefined,
  current: { consent_email: boolean; consent_telemarketing: boolean },
  hasConfirmedEmail: boolean,
): { consent_email: boolean; consent_telemarketing: boolean } {
  if (!consents) return current;
  const granted = (channel: MarketingConsent['channel'], fallback: boolean) =>
    consents.find((consent) => consent.channel === channel)?.granted ?? fallback;
  const email = granted('Email', current.consent_email);
  if (email && !hasConfirmedEmail) throw invalidValue('marketingConsents');
  return { consent_email: email, consent_telemarketing: granted('Telemarketing', current.consent_telemarketing) };
}
