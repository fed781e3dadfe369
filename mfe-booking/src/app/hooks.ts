import { useDispatch, useSelector } from 'react-redux';
import type { BookingDispatch, BookingState } from './store.ts';

/** `useDispatch` typed for the booking store (thunks and RTK Query included). */
export const useBookingDispatch = useDispatch.withTypes<BookingDispatch>();

/** `useSelector` typed for the booking store. */
export const useBookingSelector = useSelector.withTypes<BookingState>();
