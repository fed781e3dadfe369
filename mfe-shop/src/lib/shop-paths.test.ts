import { matchPath } from 'react-router';
import { PRODUCT_PATH, VOUCHER_PATH, productPath, voucherPath } from './shop-paths.ts';

describe('shop paths', () => {
  it('builds product and voucher links that their routes match', () => {
    expect(productPath('p-12')).toBe('/sklep/produkt/p-12');
    expect(matchPath(PRODUCT_PATH, productPath('p-12'))?.params.productId).toBe('p-12');
    expect(voucherPath('v 1')).toBe('/sklep/voucher/v%201');
    expect(matchPath(VOUCHER_PATH, voucherPath('v 1'))).not.toBeNull();
    expect(matchPath(PRODUCT_PATH, voucherPath('v1'))).toBeNull();
  });
});
