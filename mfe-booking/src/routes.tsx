import './i18n.ts';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes } from 'react-router';
import { useBusEvent } from '@salon/platform';
import { Skeleton } from '@salon/ui';
import { store as defaultStore, type BookingStore } from './app/store.ts';
import { SessionEffects } from './app/session-effects.tsx';
import { ReservationRoot } from './features/reservation/components/reservation-root.tsx';
import { ReservationStepScreen } from './app/reservation-step-screen.tsx';
import { editRootScreen, editStepScreen, visitDetailsScreen } from './app/lazy-screen.tsx';
import { reservationReset } from './lib/reservation-draft-slice.ts';
import {
  EDIT_ROOT_PATH,
  EDIT_STEP_PATHS,
  RESERVATION_ROOT_PATH,
  RESERVATION_STEP_PATHS,
  VISIT_DETAILS_PATH,
} from './lib/booking-paths.ts';

export interface BookingRoutesProps {
  /** Only for tests, which want a fresh store each; the shell renders it without props. */
  store?: BookingStore;
}

/**
 * The booking remote's `./routes`: `/rezerwacja/*`, `/rezerwacja/edytuj/*` and
 * `/wizyty/*`, with absolute paths because the shell mounts it under a root splat.
 * Default export: the shell loads it with React.lazy.
 */
export default function BookingRoutes({ store = defaultStore }: BookingRoutesProps) {
  // The shell's quit confirmation on reservation screens.
  useBusEvent('booking:reset', () => store.dispatch(reservationReset()));

  return (
    <Provider store={store}>
      <SessionEffects store={store} />
      {/* The height of a page's content, so the footer does not jump when a chunk arrives. */}
      <Suspense fallback={<Skeleton height="60vh" />}>
        <Routes>
          <Route path={RESERVATION_ROOT_PATH} element={<ReservationRoot />} />
          <Route path={RESERVATION_STEP_PATHS.area} element={<ReservationStepScreen step="area" />} />
          <Route path={RESERVATION_STEP_PATHS.service} element={<ReservationStepScreen step="service" />} />
          <Route path={RESERVATION_STEP_PATHS['salon-date']} element={<ReservationStepScreen step="salon-date" />} />
          <Route path={RESERVATION_STEP_PATHS['final-form']} element={<ReservationStepScreen step="final-form" />} />

          <Route path={EDIT_ROOT_PATH} element={<editRootScreen.Screen />} />
          <Route path={EDIT_STEP_PATHS.common} element={<editStepScreen.Screen step="common" />} />
          <Route path={EDIT_STEP_PATHS.service} element={<editStepScreen.Screen step="service" />} />
          <Route path={EDIT_STEP_PATHS.date} element={<editStepScreen.Screen step="date" />} />
          <Route path={EDIT_STEP_PATHS.confirm} element={<editStepScreen.Screen step="confirm" />} />

          <Route path={VISIT_DETAILS_PATH} element={<Navigate to={RESERVATION_STEP_PATHS.area} replace />} />
          <Route path={`${VISIT_DETAILS_PATH}/:visitId`} element={<visitDetailsScreen.Screen />} />

          {/* Spec: unknown paths redirect to root. */}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </Provider>
  );
}
