import { configureStore } from '@reduxjs/toolkit';
import { reservationDraftReducer, RESERVATION_DRAFT_KEY } from '../lib/reservation-draft-slice.ts';
import { visitEditReducer, VISIT_EDIT_KEY } from '../features/visit-edit/store/visit-edit-slice.ts';
import { bookingApi } from './api.ts';

/** A new booking store; tests create one each so no state leaks between them. */
export function createBookingStore() {
  return configureStore({
    reducer: {
      [bookingApi.reducerPath]: bookingApi.reducer,
      [RESERVATION_DRAFT_KEY]: reservationDraftReducer,
      [VISIT_EDIT_KEY]: visitEditReducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(bookingApi.middleware),
  });
}

export type BookingStore = ReturnType<typeof createBookingStore>;
export type BookingState = ReturnType<BookingStore['getState']>;
export type BookingDispatch = BookingStore['dispatch'];

/** The store of the mounted remote: one per page, kept while the visitor moves between routes. */
export const store = createBookingStore();
