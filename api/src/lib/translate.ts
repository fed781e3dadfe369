import { DEFAULT_LANGUAGE, type Language } from '@salon/contracts/languages';

/**
 * The text (or copy of any shape) in the request's language, else Polish, else any
 * there is.
 */
export function translate<T = string>(text: Partial<Record<Language, T>> | null | undefined, language: Language): T | null {
  if (!text) return null;
  return text[language] ?? text[DEFAULT_LANGUAGE] ?? Object.values(text).find((value) => value) ?? null;
}
