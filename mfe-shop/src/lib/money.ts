import type { PriceValue } from '@salon/i18n';

/*
 * The shop's money is integer grosze, PLN, gross (the contract's rule). The screens show
 * złoty in the reader's language (`Price` of @salon/ui, Intl.NumberFormat), and the price
 * filter is typed and kept in the URL in złoty.
 */

export const SHOP_CURRENCY = 'PLN';

/** Grosze as the `Price` component and `formatPrice` take them: 4999 → 49.99 PLN. */
export function priceOf(grosze: number): PriceValue {
  return { value: grosze / 100, currency: SHOP_CURRENCY };
}

/** Grosze as the decimal złoty schema.org offers and the URL use: 4999 → "49.99", 5000 → "50". */
export function zlotyText(grosze: number): string {
  return grosze % 100 === 0 ? String(grosze / 100) : (grosze / 100).toFixed(2);
}

/**
 * Złoty typed by a person or read from the URL ("49,99", "49.99", "50") as grosze;
 * null for blank or anything that is not a number of at least 0.
 */
export function groszeOf(zloty: string): number | null {
  const text = zloty.trim().replace(',', '.');
  if (text === '' || !/^\d+(\.\d*)?$/.test(text)) return null;
  const value = Math.round(Number(text) * 100);
  return Number.isSafeInteger(value) ? value : null;
}
