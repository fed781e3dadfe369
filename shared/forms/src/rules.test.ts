import { object } from 'yup';
import type { Schema } from 'yup';
import {
  birthday,
  consent,
  cvFile,
  daysInMonth,
  email,
  messageText,
  minLength,
  notSameAs,
  password,
  passwordRequirements,
  phone,
  priceRange,
  repeatPassword,
  required,
  requiredText,
  strongPhone,
  verificationCode,
} from './rules.ts';
import { isPriceRange } from './price-range.ts';
import { ACCEPTED_PHONES, REFUSED_PHONES } from '@salon/contracts/phone-examples';
import type * as PlatformTesting from '@salon/i18n/testing';
import type * as RulesModule from './rules.ts';

jest.mock('@salon/platform', () =>
  jest.requireActual<typeof PlatformTesting>('@salon/i18n/testing').createPlatformMock('pl'),
);

/** The message of the first failed rule, or null when the value is valid. */
function errorOf(schema: Schema, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const REQUIRED = 'validation.messages.required';

describe('required', () => {
  it.each(['', '   ', undefined, null])('rejects %p', (value) => {
    expect(errorOf(required(), value)).toBe(REQUIRED);
  });
  it('accepts text', () => {
    expect(errorOf(required(), 'Anna')).toBeNull();
  });
});

describe('consent', () => {
  it('must be ticked', () => {
    expect(errorOf(consent(), false)).toBe(REQUIRED);
    expect(errorOf(consent(), undefined)).toBe(REQUIRED);
    expect(errorOf(consent(), true)).toBeNull();
  });
});

describe('email', () => {
  it.each(['anna.kowalska@example.com', 'a+salon@poczta.pl', '  jan@example.com  '])('accepts %s', (value) => {
    expect(errorOf(email(), value)).toBeNull();
  });
  it.each(['anna', 'anna@', 'anna@example', '@example.com', 'anna kowalska@example.com', 'anna@example.c'])(
    'rejects %s',
    (value) => {
      expect(errorOf(email(), value)).toBe('validation.messages.email');
    },
  );
  it('is required', () => {
    expect(errorOf(email(), '')).toBe(REQUIRED);
  });
  it('can be made optional', () => {
    expect(errorOf(email().notRequired(), '')).toBeNull();
  });
});

/** The message of the first failed rule, or null; for the phone rules, which check asynchronously as Formik runs them. */
async function asyncErrorOf(schema: Schema, value: unknown): Promise<string | null> {
  return schema.validate(value).then(
    () => null,
    (error: Error) => error.message,
  );
}

describe('phone (generic)', () => {
  it.each(['600100200', '+48 600 100 200', '+48 (600) 100-200', '0048.600.100.200', '+48 600/100/200'])('accepts %s', async (value) => {
    expect(await asyncErrorOf(phone(), value)).toBeNull();
  });
  it.each(['600abc200', 'tel. 600 100 200', '48+600100200', '++48600100200', '+', '---'])('rejects %s (not the format)', async (value) => {
    expect(await asyncErrorOf(phone(), value)).toBe('validation.messages.phone');
  });
  it('is required', async () => {
    expect(await asyncErrorOf(phone(), '')).toBe(REQUIRED);
  });
});

describe('strongPhone', () => {
  it.each([
    ['+48 600 100 200', 'with the country code'],
    ['600100200', 'without spaces'],
    [' 600 100 200 ', 'with spaces around'],
    ['+447911123456', 'a British mobile'],
    ['+44 7911 12345 6', 'spaces anywhere between digits'],
  ])('accepts %p (%s)', async (value) => {
    expect(await asyncErrorOf(strongPhone(), value)).toBeNull();
  });
  it.each([
    ['60010020', 'only 8 digits'],
    ['+1234567890123456', '16 digits'],
    ['+ 48 600 100 200', 'a space after the plus'],
    ['48-600-100-200', 'dashes'],
    ['600 100 20a', 'a letter'],
    ['(22) 123 45 67', 'parentheses'],
  ])('rejects %p (%s)', async (value) => {
    expect(await asyncErrorOf(strongPhone(), value)).toBe('validation.messages.phone');
  });
  it('is required', async () => {
    expect(await asyncErrorOf(strongPhone(), '')).toBe(REQUIRED);
  });
});

// The table the API's routes are tested with (api/src/lib/phone.test.ts): what the API
// takes, every phone rule of the browser takes; what it refuses, they refuse.
describe.each([
  ['strongPhone', strongPhone],
  ['phone (generic)', phone],
])('%s is the API\'s rule', (_name, rule) => {
  it.each(ACCEPTED_PHONES)('accepts $input ($why)', async ({ input }) => {
    expect(await asyncErrorOf(rule(), input)).toBeNull();
  });
  it.each(REFUSED_PHONES)('refuses $input ($why)', async ({ input }) => {
    expect(await asyncErrorOf(rule(), input)).toBe('validation.messages.phone');
  });
});

describe('the phone rule when its chunk cannot load', () => {
  it('lets the number through to the API, which still checks it', async () => {
    jest.resetModules();
    jest.doMock('@salon/contracts/phone', () => {
      throw new Error('ChunkLoadError');
    });
    const rules = jest.requireActual<typeof RulesModule>('./rules.ts');
    await expect(rules.loadPhoneRule()).rejects.toThrow('ChunkLoadError');
    expect(await asyncErrorOf(rules.strongPhone(), '100 000 000')).toBeNull();
    // The format is still checked in the browser.
    expect(await asyncErrorOf(rules.strongPhone(), '600 100 20a')).toBe('validation.messages.phone');
    jest.dontMock('@salon/contracts/phone');
  });
});

describe('password', () => {
  it.each(['Abcdef1!', 'Zażółć1!', 'Salon_2026', 'Aa1!Aa1!Aa1!'])('accepts %s', (value) => {
    expect(errorOf(password(), value)).toBeNull();
  });
  it.each([
    ['abcdefg1!', 'no upper case'],
    ['ABCDEFG1!', 'no lower case'],
    ['Abcdefgh!', 'no digit'],
    ['Abcdefg12', 'no special character'],
    ['Abc1!', 'too short'],
  ])('rejects %s (%s)', (value) => {
    expect(errorOf(password(), value)).toBe('validation.messages.password');
  });
  it('is required', () => {
    expect(errorOf(password(), '')).toBe(REQUIRED);
  });
});

describe('passwordRequirements', () => {
  const metOf = (value: string) => Object.fromEntries(passwordRequirements(value).map(({ rule, met }) => [rule, met]));

  it('lists the rules in display order', () => {
    expect(passwordRequirements('').map(({ rule }) => rule)).toEqual(['length', 'lower', 'upper', 'digit', 'special']);
  });
  it('marks each rule live', () => {
    expect(metOf('')).toEqual({ length: false, lower: false, upper: false, digit: false, special: false });
    expect(metOf('abc')).toEqual({ length: false, lower: true, upper: false, digit: false, special: false });
    expect(metOf('abcdefG1')).toEqual({ length: true, lower: true, upper: true, digit: true, special: false });
    expect(metOf('Abcdef1!')).toEqual({ length: true, lower: true, upper: true, digit: true, special: true });
  });
  it('counts the underscore as special (spec: non-word or underscore)', () => {
    expect(metOf('a_').special).toBe(true);
  });
  it('accepts null and undefined as empty', () => {
    expect(passwordRequirements(undefined).every(({ met }) => !met)).toBe(true);
    expect(passwordRequirements(null).every(({ met }) => !met)).toBe(true);
  });
});

describe('repeatPassword', () => {
  const schema = object({ password: password(), repeatPassword: repeatPassword() });

  it('accepts identical passwords', () => {
    expect(errorOf(schema, { password: 'Abcdef1!', repeatPassword: 'Abcdef1!' })).toBeNull();
  });
  it('rejects different ones', () => {
    expect(errorOf(schema, { password: 'Abcdef1!', repeatPassword: 'Abcdef1?' })).toBe(
      'validation.messages.passwordsIdentical',
    );
  });
  it('is required', () => {
    expect(errorOf(schema, { password: 'Abcdef1!', repeatPassword: '' })).toBe(REQUIRED);
  });
  it('compares with another field name', () => {
    const custom = object({ newPassword: password(), confirm: repeatPassword('newPassword') });
    expect(errorOf(custom, { newPassword: 'Abcdef1!', confirm: 'Abcdef1!' })).toBeNull();
  });
});

describe('minLength', () => {
  it('carries the length in the message', () => {
    expect(errorOf(minLength(3), 'ab')).toBe('validation.messages.min?length=3');
    expect(errorOf(minLength(3), 'abc')).toBeNull();
  });
});

describe('requiredText', () => {
  it('is required first, then limited in length', () => {
    const schema = requiredText({ min: 2, max: 4 });
    expect(errorOf(schema, '')).toBe(REQUIRED);
    expect(errorOf(schema, '   ')).toBe(REQUIRED);
    // Formik hands yup an emptied field as undefined: still required.
    expect(errorOf(schema, undefined)).toBe(REQUIRED);
    expect(errorOf(schema, 'a')).toBe('validation.messages.min?length=2');
    expect(errorOf(schema, 'abcde')).toBe('validation.messages.max?length=4');
    expect(errorOf(schema, 'abc')).toBeNull();
  });
});

describe('notSameAs', () => {
  it('rejects the current e-mail, whatever the case', () => {
    const schema = email().concat(notSameAs('Anna@Example.com', 'email'));
    expect(errorOf(schema, 'anna@example.com')).toBe('validation.messages.EMAIL_IS_SAME_AS_CURRENT');
    expect(errorOf(schema, 'nowa@example.com')).toBeNull();
  });
  it('rejects the current phone, with or without spaces and +48', async () => {
    const schema = strongPhone().concat(notSameAs('+48 600 100 200', 'phone'));
    expect(await asyncErrorOf(schema, '600100200')).toBe('validation.messages.samePhone');
    expect(await asyncErrorOf(schema, '+48600100200')).toBe('validation.messages.samePhone');
    expect(await asyncErrorOf(schema, '600 100 201')).toBeNull();
  });
  it('passes when there is no current value', () => {
    expect(errorOf(notSameAs(null, 'email'), 'anna@example.com')).toBeNull();
    expect(errorOf(notSameAs('', 'phone'), '123456789')).toBeNull();
  });
});

describe('birthday', () => {
  it.each([
    [{ day: null, month: null }],
    [{ day: '', month: '' }],
    [{ day: 29, month: 2 }],
    [{ day: '31', month: '12' }],
    [null],
    [undefined],
  ])('accepts %p', (value) => {
    expect(errorOf(birthday(), value)).toBeNull();
  });
  it.each([[{ day: 12, month: null }], [{ day: '', month: '5' }]])('needs both or neither: %p', (value) => {
    expect(errorOf(birthday(), value)).toBe('validation.messages.ONE_OF_IS_NULL');
  });
  it('rejects a day the month does not have', () => {
    expect(errorOf(birthday(), { day: 31, month: 4 })).toBe('validation.messages.invalidDay');
    expect(errorOf(birthday(), { day: 30, month: 2 })).toBe('validation.messages.invalidDay');
  });
});

describe('daysInMonth', () => {
  it.each([
    [1, 31],
    [2, 29],
    [4, 30],
    [12, 31],
    [undefined, 31],
    [null, 31],
  ])('month %p has %i days (leap year 2020)', (month, days) => {
    expect(daysInMonth(month)).toBe(days);
  });
});

describe('verificationCode', () => {
  it('accepts exactly 4 digits', () => {
    expect(errorOf(verificationCode(), '0427')).toBeNull();
  });
  it.each(['123', '12345', '12a4', '12 34'])('rejects %p', (value) => {
    expect(errorOf(verificationCode(), value)).toBe('validation.messages.verificationCode');
  });
  it('is required', () => {
    expect(errorOf(verificationCode(), '')).toBe(REQUIRED);
  });
});

describe('priceRange', () => {
  it.each([[{ min: 10, max: 100 }], [{ min: 50, max: 50 }], [{ min: null, max: 100 }], [{ min: '', max: '' }], [{}]])(
    'accepts %p',
    (value) => {
      expect(errorOf(priceRange(), value)).toBeNull();
    },
  );
  it.each([[{ min: 100, max: 10 }], [{ min: -5, max: 10 }]])('rejects %p', (value) => {
    expect(errorOf(priceRange(), value)).toBe('validation.messages.priceRange');
  });
  it('is the plain check a catalogue filter uses without yup', () => {
    expect([isPriceRange(10, 100), isPriceRange(50, 50), isPriceRange(null, 100), isPriceRange(undefined, undefined), isPriceRange(0, null)]).toEqual([true, true, true, true, true]);
    expect([isPriceRange(100, 10), isPriceRange(-5, 10), isPriceRange(null, -1)]).toEqual([false, false, false]);
  });
});

describe('cvFile', () => {
  const pdf = (bytes: number, name = 'cv.pdf', type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

  it('accepts a PDF up to 2 MB', () => {
    expect(errorOf(cvFile(), pdf(1024))).toBeNull();
    expect(errorOf(cvFile(), pdf(2 * 1024 * 1024))).toBeNull();
  });
  it('rejects a PDF over 2 MB', () => {
    expect(errorOf(cvFile(), pdf(2 * 1024 * 1024 + 1))).toBe('validation.messages.fileSize');
  });
  it('rejects another file type', () => {
    expect(errorOf(cvFile(), pdf(1024, 'cv.docx', 'application/msword'))).toBe('validation.messages.fileType');
  });
  it('is required', () => {
    expect(errorOf(cvFile(), undefined)).toBe(REQUIRED);
  });
});

describe('messageText', () => {
  it('allows up to 5000 characters and may be empty', () => {
    expect(errorOf(messageText(), '')).toBeNull();
    expect(errorOf(messageText(), 'x'.repeat(5000))).toBeNull();
    expect(errorOf(messageText(), 'x'.repeat(5001))).toBe('validation.messages.max?length=5000');
  });
});
