import { configureStore } from '@reduxjs/toolkit';
import { profileApi } from './api.ts';

/** A new profile store; tests create one each so no state leaks between them. */
export function createProfileStore() {
  return configureStore({
    reducer: { [profileApi.reducerPath]: profileApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(profileApi.middleware),
  });
}

export type ProfileStore = ReturnType<typeof createProfileStore>;
export type ProfileState = ReturnType<ProfileStore['getState']>;
export type ProfileDispatch = ProfileStore['dispatch'];

/** The store of the mounted remote: one per page, kept while the visitor moves between routes. */
export const store = createProfileStore();
