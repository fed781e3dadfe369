import { configureStore } from '@reduxjs/toolkit';
import { favouriteMarks } from '../lib/favourite-marks.ts';
import { shopApi } from './api.ts';

/** A new shop store; tests create one each so no state leaks between them. */
export function createShopStore() {
  return configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, [favouriteMarks.reducerPath]: favouriteMarks.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
  });
}

export type ShopStore = ReturnType<typeof createShopStore>;
export type ShopState = ReturnType<ShopStore['getState']>;
export type ShopDispatch = ShopStore['dispatch'];

/** The store of the mounted remote: one per page, kept while the visitor moves between routes. */
export const store = createShopStore();
