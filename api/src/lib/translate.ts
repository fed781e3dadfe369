import { DEFAULT_LANGUAGE, type Language } from '@salon/contracts/languages';
import type { Translations } from '../db/schema.ts';

/** The text in the request's language, else Polish, else any there is. */
export function translate(text: Translations | null | undefined, language: Language): string | null {
  if (!text) return null;
  return text[language] ?? text[DEFAULT_LANGUAGE] ?? Object.values(text).find((value) => value) ?? null;
}
