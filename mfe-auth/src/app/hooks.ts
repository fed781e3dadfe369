import { useDispatch, useSelector } from 'react-redux';
import type { AuthDispatch, AuthState } from './store.ts';

/** `useDispatch` typed for the auth store (thunks and RTK Query included). */
export const useAuthDispatch = useDispatch.withTypes<AuthDispatch>();

/** `useSelector` typed for the auth store. */
export const useAuthSelector = useSelector.withTypes<AuthState>();
