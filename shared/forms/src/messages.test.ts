import i18next from 'i18next';
import { initI18n } from '@salon/i18n';
import { messageKey, parseMessage, translateError } from './messages.ts';
import pl from './locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import type * as PlatformTesting from '@salon/i18n/testing';

jest.mock('@salon/platform', () =>
  jest.requireActual<typeof PlatformTesting>('@salon/i18n/testing').createPlatformMock('pl'),
);

beforeAll(() => initI18n());
afterEach(() => i18next.changeLanguage('pl'));

describe('messageKey and parseMessage', () => {
  it('builds the spec key validation.messages.{rule}', () => {
    expect(messageKey('required')).toBe('validation.messages.required');
    expect(messageKey('min', { length: 8 })).toBe('validation.messages.min?length=8');
  });
  it('round-trips parameters, numbers as numbers', () => {
    expect(parseMessage(messageKey('min', { length: 8 }))).toEqual({ key: 'validation.messages.min', params: { length: 8 } });
  });
});

describe('translateError', () => {
  it('gives the spec Polish copy', () => {
    expect(translateError(messageKey('required'))).toBe('To pole jest wymagane');
    expect(translateError(messageKey('email'))).toBe('To nie jest poprawny adres email');
    expect(translateError(messageKey('phone'))).toBe('To nie jest poprawny numer telefonu');
    expect(translateError(messageKey('min', { length: 3 }))).toBe('Wymagane min. 3 znaków');
    expect(translateError(messageKey('passwordsIdentical'))).toBe('Hasła muszą być identyczne');
    expect(translateError(messageKey('password'))).toBe('Hasło nie spełnia wymagań');
  });

  it('gives the spec English copy', async () => {
    await i18next.changeLanguage('en');
    const expected: [string, string][] = [
      [messageKey('required'), 'This field is required'],
      [messageKey('email'), "This doesn't look like a valid email address"],
      [messageKey('phone'), "This doesn't look like a valid phone number"],
      [messageKey('min', { length: 8 }), 'Min. 8 characters required'],
      [messageKey('passwordsIdentical'), 'Passwords must be identical'],
      [messageKey('password'), 'The password does not meet the requirements'],
      [messageKey('EMAIL_IS_SAME_AS_CURRENT'), 'This is your current address'],
      [messageKey('samePhone'), 'This is your current number'],
      [messageKey('ONE_OF_IS_NULL'), 'You must fill in both fields to add a birth date.'],
      [messageKey('priceRange'), 'Invalid price range'],
      [messageKey('fileSize'), 'The file must not exceed 2MB'],
    ];
    for (const [message, text] of expected) expect(translateError(message)).toBe(text);
  });

  it('translates into French', async () => {
    await i18next.changeLanguage('fr');
    expect(translateError(messageKey('required'))).toBe('Ce champ est obligatoire');
    expect(translateError(messageKey('min', { length: 8 }))).toBe('8 caractères minimum requis');
  });

  it('translates an API error code that has a field message', () => {
    expect(translateError('ONE_OF_IS_NULL')).toBe('Aby dodać datę urodzenia, wypełnij oba pola.');
    expect(translateError('PASSWORD_TOO_SIMPLE')).toBe('Hasło nie spełnia wymagań');
  });

  it('translates a namespaced key of an app and leaves plain text alone', () => {
    expect(translateError('common:errors.NETWORK')).toMatch(/połączenie z internetem/);
    expect(translateError('Numer jest zajęty')).toBe('Numer jest zajęty');
    expect(translateError('SOME_UNKNOWN_CODE')).toBe('SOME_UNKNOWN_CODE');
  });

  it('gives an empty string for no error', () => {
    expect(translateError(undefined)).toBe('');
    expect(translateError('')).toBe('');
    expect(translateError({ nested: 'x' })).toBe('');
  });
});

describe('validation namespace', () => {
  const keys = (dictionary: object, prefix = ''): string[] =>
    Object.entries(dictionary).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it('has the same keys in pl, en and fr', () => {
    expect(keys(en).sort()).toEqual(keys(pl).sort());
    expect(keys(fr).sort()).toEqual(keys(pl).sort());
  });

  it('is translated, not copied', () => {
    const leaf = (dictionary: object, path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], dictionary);
    for (const key of keys(pl)) {
      expect([key, leaf(en, key)]).not.toEqual([key, leaf(pl, key)]);
      expect([key, leaf(fr, key)]).not.toEqual([key, leaf(en, key)]);
    }
  });
});
