/*
 * The shop's URLs. The spec leaves them open; docs/decisions/0005-shop-routes.md
 * records why they are these.
 */

/** The product list (filters and sorting will live in its query string). */
export const SHOP_PATH = '/sklep';
export const PRODUCT_PATH = `${SHOP_PATH}/produkt/:productId`;
export const VOUCHER_PATH = `${SHOP_PATH}/voucher/:voucherId`;
/** The signed-in customer's favourite products. */
export const FAVOURITES_PATH = `${SHOP_PATH}/ulubione`;

export function productPath(productId: string): string {
  return `${SHOP_PATH}/produkt/${encodeURIComponent(productId)}`;
}

export function voucherPath(voucherId: string): string {
  return `${SHOP_PATH}/voucher/${encodeURIComponent(voucherId)}`;
}
