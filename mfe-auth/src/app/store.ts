import { configureStore } from '@reduxjs/toolkit';
import { authApi } from './api.ts';

/** A new auth store; tests create one each so no state leaks between them. */
export function createAuthStore() {
  return configureStore({
    reducer: { [authApi.reducerPath]: authApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(authApi.middleware),
  });
}

export type AuthStore = ReturnType<typeof createAuthStore>;
export type AuthState = ReturnType<AuthStore['getState']>;
export type AuthDispatch = AuthStore['dispatch'];

/** The store of the mounted dialog host: one per page. */
export const store = createAuthStore();
