import './i18n.ts';
import { Fragment, Suspense, lazy, type ReactNode } from 'react';
import { Provider, useDispatch } from 'react-redux';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useBusEvent } from '@salon/platform';
import { PageSkeleton, RequireSession } from '@salon/ui';
import { store as defaultStore, type ShopStore } from './app/store.ts';
import { CatalogueScreen } from './features/catalogue/components/catalogue-screen.tsx';
import { FavouritesScreen } from './features/favourites/components/favourites-screen.tsx';
import { ProductScreen } from './features/product/components/product-screen.tsx';
import { VoucherScreen } from './features/voucher/components/voucher-screen.tsx';
import { cleared } from './lib/favourite-marks.ts';
import {
  CHECKOUT_PATH,
  FAVOURITES_PATH,
  ORDER_FAILED_PATH,
  ORDER_PATH,
  PRODUCT_PATH,
  SHOP_PATH,
  VOUCHER_PATH,
} from './lib/shop-paths.ts';

/*
 * The buying screens in chunks of their own: most visits browse the list and a product,
 * and only a customer who buys downloads the checkout and the order pages.
 */
const CheckoutScreen = lazy(() => import('./features/checkout/components/checkout-screen.tsx').then((m) => ({ default: m.CheckoutScreen })));
const OrderScreen = lazy(() => import('./features/order/components/order-screen.tsx').then((m) => ({ default: m.OrderScreen })));
const OrderFailedScreen = lazy(() => import('./features/order/components/order-failed-screen.tsx').then((m) => ({ default: m.OrderFailedScreen })));

export interface ShopRoutesProps {
  /** Only for tests, which want a fresh store each; the shell renders it without props. */
  store?: ShopStore;
}

/** A screen of one thing, keyed by its id so that moving from one to another starts it afresh. */
function WithParam({ name, render }: { name: string; render: (id: string) => ReactNode }) {
  const id = useParams()[name] ?? '';
  return <Fragment key={id}>{render(id)}</Fragment>;
}

/** Signed out: the hearts' marks were the customer's, so they go. */
function FavouriteMarksReset() {
  const dispatch = useDispatch();
  useBusEvent('session:changed', ({ authenticated }) => {
    if (!authenticated) dispatch(cleared());
  });
  return null;
}

const signedIn = (screen: ReactNode) => (
  <RequireSession>
    <Suspense fallback={<PageSkeleton />}>{screen}</Suspense>
  </RequireSession>
);

/**
 * The shop remote's `./routes` (decision 0005): the list, a product, a voucher, the
 * favourites, and, signed in only, the checkout and the two pages the payment provider
 * returns to. Absolute paths because the shell mounts it under a root splat. Default
 * export: the shell loads it with React.lazy.
 */
export default function ShopRoutes({ store = defaultStore }: ShopRoutesProps) {
  return (
    <Provider store={store}>
      <FavouriteMarksReset />
      <Routes>
        <Route path={SHOP_PATH} element={<CatalogueScreen />} />
        <Route path={PRODUCT_PATH} element={<WithParam name="productId" render={(id) => <ProductScreen productId={id} />} />} />
        <Route path={VOUCHER_PATH} element={<WithParam name="voucherId" render={(id) => <VoucherScreen voucherId={id} />} />} />
        <Route path={FAVOURITES_PATH} element={signedIn(<FavouritesScreen />)} />
        <Route path={CHECKOUT_PATH} element={signedIn(<WithParam name="voucherId" render={(id) => <CheckoutScreen voucherId={id} />} />)} />
        <Route path={ORDER_PATH} element={signedIn(<WithParam name="orderId" render={(id) => <OrderScreen orderId={id} />} />)} />
        <Route path={ORDER_FAILED_PATH} element={signedIn(<WithParam name="orderId" render={(id) => <OrderFailedScreen orderId={id} />} />)} />
        {/* Spec: unknown paths redirect to root. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Provider>
  );
}
