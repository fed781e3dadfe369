/** Languages of the site, Polish first (the default). */
export const LANGUAGES = ['pl', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pl';

/** The locale tag each language is sent to the API with (spec part 2, section 9). */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = { pl: 'pl-pl', en: 'en-gb', fr: 'fr-fr' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
