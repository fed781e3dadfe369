import { SHOP_PATH } from '@salon/contracts/site-paths';
import { shopOrderFailedPath, shopOrderPath } from '@salon/contracts/shop-api';

/*
 * The shop's URLs. The spec leaves them open; docs/decisions/0005-shop-routes.md
 * records why they are these. The two order pages are the ones the payment provider
 * sends the customer back to, so their builders come from the contract (the API puts the
 * same URLs in the provider's session).
 */

/**
 * The list of products and vouchers (its filters, sorting and loaded pages live in the
 * query string), a product's and a voucher's page: public addresses, spelled once in
 * @salon/contracts/site-paths (the gateway's sitemap uses them too).
 */
export { SHOP_PATH, shopProductPath as productPath, shopVoucherPath as voucherPath } from '@salon/contracts/site-paths';
export const PRODUCT_PATH = `${SHOP_PATH}/produkt/:productId`;
export const VOUCHER_PATH = `${SHOP_PATH}/voucher/:voucherId`;
/** The signed-in customer's favourite products. */
export const FAVOURITES_PATH = `${SHOP_PATH}/ulubione`;
/** Buying a voucher (signed in). */
export const CHECKOUT_PATH = `${SHOP_PATH}/kasa/:voucherId`;
/** An order's outcome: the page the payment provider returns to. */
export const ORDER_PATH = `${SHOP_PATH}/zamowienie/:orderId`;
/** The provider's "cancel" return: the payment did not go through. */
export const ORDER_FAILED_PATH = `${ORDER_PATH}/niepowodzenie`;

/** Where a bought voucher shows up: the profile's vouchers (mfe-profile owns it). */
export const PROFILE_VOUCHERS_PATH = '/profil/vouchery';

export function checkoutPath(voucherId: string): string {
  return `${SHOP_PATH}/kasa/${encodeURIComponent(voucherId)}`;
}

export const orderPath = shopOrderPath;
export const orderFailedPath = shopOrderFailedPath;
