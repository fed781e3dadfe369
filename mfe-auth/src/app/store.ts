import { configureStore } from '@reduxjs/toolkit';
import { AUTH_FLOW_KEY, authFlowReducer } from '../features/auth-dialog/store/auth-flow-slice.ts';
import { HOST_MODALS_KEY, hostModalsReducer } from '../lib/host-modals-slice.ts';
import { authApi } from './api.ts';

/** A new auth store; tests create one each so no state leaks between them. */
export function createAuthStore() {
  return configureStore({
    reducer: { [authApi.reducerPath]: authApi.reducer, [AUTH_FLOW_KEY]: authFlowReducer, [HOST_MODALS_KEY]: hostModalsReducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(authApi.middleware),
  });
}

export type AuthStore = ReturnType<typeof createAuthStore>;
export type AuthState = ReturnType<AuthStore['getState']>;
export type AuthDispatch = AuthStore['dispatch'];

/** The store of the mounted dialog host: one per page. */
export const store = createAuthStore();
