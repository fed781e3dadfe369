import type { PriceValue } from '@salon/i18n/format';

/*
 * The shop's money is integer grosze, PLN, gross (the contract's rule, @salon/contracts/shop-api).
 * The screens and the gateway's facts show złoty in the reader's language (`formatPrice`
 * of @salon/i18n, `Price` of @salon/ui); schema.org offers and the list's URL take them
 * as a decimal number.
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
