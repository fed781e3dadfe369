/*
 * The shop's money is integer grosze, PLN, gross (the contract's rule). The screens show
 * złoty in the reader's language (`Price` of @salon/ui, Intl.NumberFormat), and the price
 * filter is typed and kept in the URL in złoty. Grosze as a price and as decimal złoty are
 * written by @salon/seo's shop-money, which the gateway's served pages use too.
 */

export { SHOP_CURRENCY, priceOf, zlotyText } from '@salon/seo/site/shop/shop-money';

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
