import type { Price } from '@salon/contracts/catalog-api';
import type { Language } from '@salon/contracts/languages';

/** The chain prices in złoty. */
export const CURRENCY = 'PLN';

/** Grosze from the database as the spec's `{ value, currency }`. */
export function price(minor: number): Price {
  return { value: minor / 100, currency: CURRENCY };
}

const LOCALES = { pl: 'pl-PL', en: 'en-GB', fr: 'fr-FR' } as const;

/** Grosze as each language writes złoty: "150,00 zł", "PLN 150.00", "150,00 PLN" (messages and the pages the API renders). */
export function formatPln(grosze: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: CURRENCY }).format(grosze / 100);
}
