import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { reservationDraftReducer, RESERVATION_DRAFT_KEY } from '../lib/reservation-draft-slice.ts';
import { restoreDraft, saveDraft } from '../lib/reservation-draft-storage.ts';
import { tabStorage } from '../lib/session-record.ts';
import { visitEditReducer, VISIT_EDIT_KEY } from '../features/visit-edit/store/visit-edit-slice.ts';
import { restoreVisitEdit, saveVisitEdit } from '../features/visit-edit/store/visit-edit-storage.ts';
import { bookingApi } from './api.ts';

export interface BookingStoreOptions {
  /**
   * Where the booking draft and the edit of a visit survive a reload and the Back button
   * (the site's sessionStorage, decision 0025). Without it they live in memory only: the
   * embed (a partner's origin, whose widget starts again from its attributes) and tests.
   */
  storage?: Storage | null;
}

const rootReducer = combineReducers({
  [bookingApi.reducerPath]: bookingApi.reducer,
  [RESERVATION_DRAFT_KEY]: reservationDraftReducer,
  [VISIT_EDIT_KEY]: visitEditReducer,
});

/** A new booking store; tests create one each so no state leaks between them. */
export function createBookingStore({ storage = null }: BookingStoreOptions = {}) {
  // What the tab kept becomes the first state; a stale or damaged entry is removed on the way.
  const restoredDraft = storage ? restoreDraft(storage, Date.now()) : null;
  const restoredEdit = storage ? restoreVisitEdit(storage, Date.now()) : null;
  const preloadedState: Partial<ReturnType<typeof rootReducer>> = {};
  if (restoredDraft) preloadedState[RESERVATION_DRAFT_KEY] = restoredDraft;
  if (restoredEdit) preloadedState[VISIT_EDIT_KEY] = restoredEdit;
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(bookingApi.middleware),
    preloadedState,
  });
  if (storage) {
    let { [RESERVATION_DRAFT_KEY]: draft, [VISIT_EDIT_KEY]: edit } = store.getState();
    // A restored part is saved again: its age counts from this load, the customer being back.
    if (restoredDraft) saveDraft(storage, draft, Date.now());
    if (restoredEdit) saveVisitEdit(storage, edit, Date.now());
    // Then whenever a part changes (its reducer keeps the same object otherwise).
    store.subscribe(() => {
      const state = store.getState();
      if (state[RESERVATION_DRAFT_KEY] !== draft) {
        draft = state[RESERVATION_DRAFT_KEY];
        saveDraft(storage, draft, Date.now());
      }
      if (state[VISIT_EDIT_KEY] !== edit) {
        edit = state[VISIT_EDIT_KEY];
        saveVisitEdit(storage, edit, Date.now());
      }
    });
  }
  return store;
}

export type BookingStore = ReturnType<typeof createBookingStore>;
export type BookingState = ReturnType<BookingStore['getState']>;
export type BookingDispatch = BookingStore['dispatch'];

/**
 * The store of the mounted remote: one per page, kept while the visitor moves between
 * routes, its draft and edit kept in the tab across reloads. The embed makes its own.
 */
export const store = createBookingStore({ storage: tabStorage() });
