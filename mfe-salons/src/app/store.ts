import { configureStore } from '@reduxjs/toolkit';
import { salonsApi } from './api.ts';

/** A new salons store; tests create one each so no state leaks between them. */
export function createSalonsStore() {
  return configureStore({
    reducer: { [salonsApi.reducerPath]: salonsApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(salonsApi.middleware),
  });
}

export type SalonsStore = ReturnType<typeof createSalonsStore>;
export type SalonsState = ReturnType<SalonsStore['getState']>;
export type SalonsDispatch = SalonsStore['dispatch'];

/** The store of the mounted remote: one per page, kept while the visitor moves between routes. */
export const store = createSalonsStore();
