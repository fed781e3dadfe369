import { useCallback } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@salon/i18n';
import pl from './locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The i18n namespace of validation messages, password requirements and field copy. */
export const VALIDATION_NAMESPACE = 'validation';

// Importing any rule or field makes the messages available, before or after initI18n.
registerNamespace(VALIDATION_NAMESPACE, { pl, en, fr });

/** The rules a message can name; keys of `messages` in the namespace. */
export type ValidationRule = keyof typeof pl.messages;

/** Parameters a message interpolates ('Min. {{length}} characters required'). */
export type MessageParams = Record<string, string | number>;

const KEY_PREFIX = `${VALIDATION_NAMESPACE}.messages.`;

/**
 * The message a rule puts into yup (and so into Formik's `errors`): the i18n key
 * `validation.messages.{rule}`, with parameters appended as a query string, e.g.
 * `validation.messages.min?length=8`. A string keeps Formik's `errors` typed as it
 * expects and survives serialisation; `translateError` turns it into text.
 */
export function messageKey(rule: ValidationRule, params?: MessageParams): string {
  if (!params || Object.keys(params).length === 0) return `${KEY_PREFIX}${rule}`;
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  return `${KEY_PREFIX}${rule}?${query.toString()}`;
}

/** Splits a message made by `messageKey` into its key and parameters (numbers stay numbers). */
export function parseMessage(message: string): { key: string; params: MessageParams } {
  const [key = '', query] = message.split('?', 2);
  const params: MessageParams = {};
  if (query) {
    new URLSearchParams(query).forEach((value, name) => {
      params[name] = value !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
    });
  }
  return { key, params };
}

/**
 * Turns a field error into text in the current language. Accepts:
 * - a rule message (`validation.messages.min?length=8`);
 * - an API error code that has a field message (`ONE_OF_IS_NULL`, `EMAIL_IS_SAME_AS_CURRENT`,
 *   `PASSWORD_TOO_SIMPLE`), as set with `setFieldError(name, error.code)`;
 * - a namespaced key of an app (`auth:errors.BAD_CREDENTIALS`);
 * - anything else, which is shown as it is (text the server already translated).
 */
export function translateError(message: unknown): string {
  if (message === undefined || message === null || message === '') return '';
  if (typeof message !== 'string') return '';
  const { key, params } = parseMessage(message);
  if (key.startsWith(KEY_PREFIX)) {
    return i18next.t(`messages.${key.slice(KEY_PREFIX.length)}`, { ns: VALIDATION_NAMESPACE, ...params });
  }
  if (/^[A-Z][A-Z0-9_]*$/.test(key) && i18next.exists(`messages.${key}`, { ns: VALIDATION_NAMESPACE })) {
    return i18next.t(`messages.${key}`, { ns: VALIDATION_NAMESPACE, ...params });
  }
  if (key.includes(':') && !key.includes(' ') && i18next.exists(key)) return i18next.t(key, params);
  return message;
}

/**
 * `translateError` for components: the component re-renders when the language changes,
 * so a shown error switches language with the rest of the page.
 */
export function useValidationMessage(): (message: unknown) => string {
  const { i18n } = useTranslation(VALIDATION_NAMESPACE);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is what invalidates it
  return useCallback((message: unknown) => translateError(message), [i18n.language]);
}
