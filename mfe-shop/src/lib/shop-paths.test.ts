import { matchPath } from 'react-router';
import {
  CHECKOUT_PATH,
  ORDER_FAILED_PATH,
  ORDER_PATH,
  PRODUCT_PATH,
  VOUCHER_PATH,
  checkoutPath,
  orderFailedPath,
  orderPath,
  productPath,
  voucherPath,
} from './shop-paths.ts';

const ORDER_ID = '5a1c1f0e-3b7d-4c52-9d8e-1f2a3b4c5d6e';

describe('shop paths', () => {
  it('builds product and voucher links that their routes match', () => {
    expect(productPath('p-12')).toBe('/sklep/produkt/p-12');
    expect(matchPath(PRODUCT_PATH, productPath('p-12'))?.params.productId).toBe('p-12');
    expect(voucherPath('v 1')).toBe('/sklep/voucher/v%201');
    expect(matchPath(VOUCHER_PATH, voucherPath('v 1'))).not.toBeNull();
    expect(matchPath(PRODUCT_PATH, voucherPath('v1'))).toBeNull();
  });

  it('matches the checkout and the two pages the payment provider returns to (the contract builds those)', () => {
    expect(matchPath(CHECKOUT_PATH, checkoutPath('v-3'))?.params.voucherId).toBe('v-3');
    expect(orderPath(ORDER_ID)).toBe(`/sklep/zamowienie/${ORDER_ID}`);
    expect(matchPath(ORDER_PATH, orderPath(ORDER_ID))?.params.orderId).toBe(ORDER_ID);
    expect(matchPath(ORDER_FAILED_PATH, orderFailedPath(ORDER_ID))?.params.orderId).toBe(ORDER_ID);
    expect(matchPath(ORDER_PATH, orderFailedPath(ORDER_ID))).toBeNull();
  });
});
