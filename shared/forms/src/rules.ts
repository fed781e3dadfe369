import { boolean, mixed, number, object, ref, string } from 'yup';
// Types only: the rule itself is loaded on first use (loadPhoneRule).
import type * as PhoneRuleModule from '@salon/contracts/phone';
import { messageKey } from './messages.ts';
import { isPriceRange } from './price-range.ts';

/*
 * The validation rules of both specs (part 1 and part 2, section 5). Each returns a fresh
 * yup schema whose messages are i18n keys (see messages.ts). Format rules pass on an
 * empty value, so that "required" and "wrong format" are separate messages; rules for
 * fields the spec requires are required already and `.notRequired()` makes them optional.
 */

const REQUIRED = messageKey('required');

/** The shortest password the spec allows. */
export const PASSWORD_MIN_LENGTH = 8;
/** Verification codes are 4 digits (4 separate inputs). */
export const VERIFICATION_CODE_LENGTH = 4;
/** The longest message a customer can send (spec part 2, section 9). */
export const MESSAGE_MAX_LENGTH = 5000;
/** The largest CV the recruitment form accepts: 2 MB. */
export const CV_MAX_BYTES = 2 * 1024 * 1024;
/** The dummy leap year birthdays are computed in, so that 29 February exists. */
export const BIRTHDAY_YEAR = 2020;

/** A text that must not be empty or only spaces. */
export function required() {
  return string().trim().required(REQUIRED);
}

/** A checkbox that must be ticked (required consents). */
export function consent() {
  return boolean().required(REQUIRED).oneOf([true], REQUIRED);
}

/**
 * A required text with length limits, in one schema: 'To pole jest wymagane' when empty,
 * then the length messages. Use it rather than concatenating `required()` with
 * `minLength`/`maxLength`: yup's concat takes presence from the schema concatenated in,
 * so `required().concat(minLength(3))` accepts an emptied field (Formik passes it as
 * undefined).
 */
export function requiredText({ min, max }: { min?: number; max?: number } = {}) {
  let schema = required();
  if (min !== undefined) schema = schema.min(min, ({ min: length }: { min: number }) => messageKey('min', { length }));
  if (max !== undefined) schema = schema.max(max, ({ max: length }: { max: number }) => messageKey('max', { length }));
  return schema;
}

/** At least `length` characters; empty passes (for optional fields; required ones use `requiredText`). */
export function minLength(length: number) {
  return string().min(length, ({ min }: { min: number }) => messageKey('min', { length: min }));
}

/** At most `length` characters; empty passes (for optional fields; required ones use `requiredText`). */
export function maxLength(length: number) {
  return string().max(length, ({ max }: { max: number }) => messageKey('max', { length: max }));
}

// Looser than RFC 5322 on purpose: the message says it "doesn't look like" an address.
// The part after @ needs a dot and a top-level domain of two letters or more.
const EMAIL_DOMAIN = /@[^@\s]+\.[^@\s.]{2,}$/;

/** Required e-mail in a valid format ('To nie jest poprawny adres email'). */
export function email() {
  const message = messageKey('email');
  return string()
    .trim()
    .required(REQUIRED)
    .email(message)
    .matches(EMAIL_DOMAIN, { message, excludeEmptyString: true });
}

// Generic phone (spec part 2): an optional leading plus, no letters. Digits with the
// usual separators (spaces, dashes, dots, parentheses, slashes), at least one digit.
const GENERIC_PHONE = /^\+?[\d\s()./-]*\d[\d\s()./-]*$/;
// Strong phone: an optional plus, then 9 to 15 digits; spaces only between digits.
const STRONG_PHONE = /^\+?\d(?: *\d){8,14}$/;

type PhoneRule = typeof PhoneRuleModule;
let phoneRule: Promise<PhoneRule> | undefined;

/**
 * Loads the API's phone rule (@salon/contracts/phone: libphonenumber-js with its max
 * metadata) once, as a chunk of its own: about 48 KiB gzip that only a form with a phone
 * needs, so no remote's first load carries it. A phone field starts the load when it
 * shows (`TextField` with `type="tel"`), so it is there by the first check. A failed
 * load is tried again next time.
 */
export function loadPhoneRule(): Promise<PhoneRule> {
  phoneRule ??= import('@salon/contracts/phone').catch((error: unknown) => {
    phoneRule = undefined;
    throw error;
  });
  return phoneRule;
}

/**
 * A required phone in `format` that the API takes (decision 0029): a real number
 * by libphonenumber-js, the API's own check, so the form never accepts a number
 * the API would refuse with INVALID_VALUE. The check is asynchronous (the rule loads on
 * first use): validate with `validate`, as Formik does, not `validateSync`.
 */
function phoneIn(format: RegExp) {
  const message = messageKey('phone');
  return string()
    .trim()
    .required(REQUIRED)
    .matches(format, { message, excludeEmptyString: true })
    .test({
      name: 'phoneNumber',
      message,
      async test(value) {
        if (!value || !format.test(value)) return true;
        try {
          return (await loadPhoneRule()).isAcceptedPhone(value);
        } catch {
          // The rule's chunk did not load (the network dropped): the API still checks,
          // and every phone form shows its INVALID_VALUE with this same message.
          return true;
        }
      },
    });
}

/** Required phone number in the generic format (optional plus, no letters) that the API takes. */
export function phone() {
  return phoneIn(GENERIC_PHONE);
}

/**
 * Required phone number: optional plus, then 9 to 15 digits, spaces allowed between
 * digits ('+48 600 100 200'), that the API takes.
 */
export function strongPhone() {
  return phoneIn(STRONG_PHONE);
}

/** One line of the live password checklist. */
export type PasswordRequirement = 'length' | 'lower' | 'upper' | 'digit' | 'special';

/**
 * Which password requirements a value meets, in the order the checklist shows them:
 * 8 characters or more, a lower-case and an upper-case letter (any alphabet, so "ą" and
 * "Ł" count), a digit, and a special character (spec: "non-word or underscore", i.e.
 * anything but A–Z, a–z and 0–9, so a Polish letter counts as special too).
 */
export function passwordRequirements(value: string | null | undefined): { rule: PasswordRequirement; met: boolean }[] {
  const text = value ?? '';
  return [
    { rule: 'length', met: [...text].length >= PASSWORD_MIN_LENGTH },
    { rule: 'lower', met: /\p{Ll}/u.test(text) },
    { rule: 'upper', met: /\p{Lu}/u.test(text) },
    { rule: 'digit', met: /\d/.test(text) },
    { rule: 'special', met: /[\W_]/.test(text) },
  ];
}

/** Required password meeting every requirement ('Hasło nie spełnia wymagań'). Not trimmed: spaces count. */
export function password() {
  return string()
    .required(REQUIRED)
    .test({
      name: 'password',
      message: messageKey('password'),
      test: (value) => !value || passwordRequirements(value).every(({ met }) => met),
    });
}

/** Required repetition equal to the sibling field `refName` ('Hasła muszą być identyczne'). */
export function repeatPassword(refName = 'password') {
  const other = ref<string | undefined>(refName);
  // A test rather than oneOf(): yup checks oneOf before required, and an empty field
  // should say "required", not "must be identical".
  return string()
    .required(REQUIRED)
    .test({
      name: 'passwordsIdentical',
      message: messageKey('passwordsIdentical'),
      test(value) {
        return !value || value === this.resolve(other);
      },
    });
}

const normalise = {
  email: (value: string) => value.trim().toLowerCase(),
  // Compare digits only, and a Polish number with or without its +48 prefix.
  phone: (value: string) => {
    const digits = value.replace(/\D/g, '');
    return digits.length === 11 && digits.startsWith('48') ? digits.slice(2) : digits;
  },
};

/**
 * A new e-mail or phone must differ from the current one ('This is your current
 * address' / '… number'); passes when there is no current value. Combine with the
 * format rule: `email().concat(notSameAs(user.email, 'email'))`.
 */
export function notSameAs(current: string | null | undefined, kind: 'email' | 'phone') {
  const message = messageKey(kind === 'email' ? 'EMAIL_IS_SAME_AS_CURRENT' : 'samePhone');
  return string().test({
    name: kind === 'email' ? 'notSameEmail' : 'notSamePhone',
    message,
    test: (value) => !value || !current || normalise[kind](value) !== normalise[kind](current),
  });
}

/**
 * The number of days to offer for a birthday month, from the leap year 2020 (February
 * has 29); 31 while no month is chosen.
 */
export function daysInMonth(month?: number | null): number {
  if (!month || month < 1 || month > 12) return 31;
  // Day 0 of the next month is the last day of this one.
  return new Date(BIRTHDAY_YEAR, month, 0).getDate();
}

// Selects hand over '' for "not chosen"; yup would cast it to NaN.
const optionalNumber = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' || Number.isNaN(value) ? null : value))
    .nullable()
    .integer();

/**
 * An optional birthday `{ day, month }` (spec: day and month only): both or neither
 * (message ONE_OF_IS_NULL, the API's code for the same case), and a day that exists in
 * the month.
 */
export function birthday() {
  const invalidDay = messageKey('invalidDay');
  return object({
    day: optionalNumber().min(1, invalidDay).max(31, invalidDay),
    month: optionalNumber().min(1, invalidDay).max(12, invalidDay),
  })
    .nullable()
    .test({
      name: 'ONE_OF_IS_NULL',
      message: messageKey('ONE_OF_IS_NULL'),
      test: (value) => !value || (value.day == null) === (value.month == null),
    })
    .test({
      name: 'invalidDay',
      message: invalidDay,
      test: (value) => !value || value.day == null || value.month == null || value.day <= daysInMonth(value.month),
    });
}

/** Exactly 4 digits, required. */
export function verificationCode() {
  return string()
    .trim()
    .required(REQUIRED)
    .matches(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), {
      message: messageKey('verificationCode'),
      excludeEmptyString: true,
    });
}

/** The shop's price filter `{ min, max }`: both optional, not negative, min not above max ('Invalid price range'). */
export function priceRange() {
  return object({ min: optionalNumber(), max: optionalNumber() }).test({
    name: 'priceRange',
    message: messageKey('priceRange'),
    test: (value) => isPriceRange(value?.min, value?.max),
  });
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** The recruitment CV: required, a PDF, at most 2 MB ('The file must not exceed 2MB'). */
export function cvFile() {
  return mixed<File>(isFile)
    .typeError(messageKey('fileType'))
    .required(REQUIRED)
    .test({
      name: 'fileType',
      message: messageKey('fileType'),
      test: (file) => !file || file.type === 'application/pdf' || /\.pdf$/i.test(file.name),
    })
    .test({
      name: 'fileSize',
      message: messageKey('fileSize'),
      test: (file) => !file || file.size <= CV_MAX_BYTES,
    });
}

/** A message to the salon: optional, at most 5000 characters. */
export function messageText() {
  return string().trim().max(MESSAGE_MAX_LENGTH, ({ max }: { max: number }) => messageKey('max', { length: max }));
}
