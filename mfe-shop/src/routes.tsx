import './i18n.ts';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes } from 'react-router';
import { RequireSession } from '@salon/ui';
import { store as defaultStore, type ShopStore } from './app/store.ts';
import { FavouritesScreen } from './features/favourites/components/favourites-screen.tsx';
import { ProductListScreen } from './features/products/components/product-list-screen.tsx';
import { ProductScreen } from './features/products/components/product-screen.tsx';
import { VoucherScreen } from './features/vouchers/components/voucher-screen.tsx';
import { FAVOURITES_PATH, PRODUCT_PATH, SHOP_PATH, VOUCHER_PATH } from './lib/shop-paths.ts';

export interface ShopRoutesProps {
  /** Only for tests, which want a fresh store each; the shell renders it without props. */
  store?: ShopStore;
}

/**
 * The shop remote's `./routes`: `/sklep`, `/sklep/produkt/:productId`,
 * `/sklep/voucher/:voucherId` and `/sklep/ulubione` (signed in only), with absolute
 * paths because the shell mounts it under a root splat. Default export: the shell
 * loads it with React.lazy.
 */
export default function ShopRoutes({ store = defaultStore }: ShopRoutesProps) {
  return (
    <Provider store={store}>
      <Routes>
        <Route path={SHOP_PATH} element={<ProductListScreen />} />
        <Route path={PRODUCT_PATH} element={<ProductScreen />} />
        <Route path={VOUCHER_PATH} element={<VoucherScreen />} />
        <Route
          path={FAVOURITES_PATH}
          element={
            <RequireSession>
              <FavouritesScreen />
            </RequireSession>
          }
        />
        {/* Spec: unknown paths redirect to root. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Provider>
  );
}
