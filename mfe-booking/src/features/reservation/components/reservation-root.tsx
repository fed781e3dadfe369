import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ApiError } from '@salon/contracts/api';
import { bus, exactQuery, useRuntimeConfig } from '@salon/platform';
import { Spinner } from '@salon/ui';
import { getAreas } from '../../../api/get-areas.ts';
import { getSalon } from '../../../api/get-salons.ts';
import { getService, getServices } from '../../../api/get-services.ts';
import { useBookingDispatch } from '../../../app/hooks.ts';
import { prefillDestination, rootDestination, type BookingPrefill, type RootLookups } from '../../../lib/reservation-steps.ts';
import { reservationReset } from '../../../lib/reservation-draft-slice.ts';

const isNotFound = (error: unknown) => (error as Partial<ApiError> | undefined)?.status === 404;

/** A 404 is an answer ("no such salon or service"), not a failure. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * `/rezerwacja`: every entry to booking starts a new draft, then resolves the link's
 * salonId, serviceId or city against the API (rootDestination), dispatches the choices
 * it implies and goes on, keeping the other query keys. A time picked and held on salon
 * details (`booking:prefill`, waiting on the bus until this mounts) goes straight to the
 * final form instead (prefillDestination). A spinner shows meanwhile.
 */
export function ReservationRoot() {
  const { t } = useTranslation('booking');
  const dispatch = useBookingDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { areasEndpoint } = useRuntimeConfig().booking;
  // Kept in a ref: a held event is handed over once, and StrictMode runs the effect twice.
  const prefill = useRef<BookingPrefill | null>(null);

  useEffect(() => {
    let cancelled = false;
    // A waiting prefill is delivered at once on subscribe. Listening no longer than that
    // leaves a later one waiting for the next visit to the root, which this one has left.
    const stopListening = bus.on('booking:prefill', (payload) => {
      prefill.current = payload;
    });
    stopListening();
    dispatch(reservationReset());
    // subscribe: false — the answers stay in the cache for the next screen, which subscribes itself.
    const lookups: RootLookups = {
      areasEndpoint,
      getAreas: () => dispatch(getAreas.initiate(areasEndpoint, { subscribe: false })).unwrap(),
      getSalon: (id) => orNull(dispatch(getSalon.initiate(id, { subscribe: false })).unwrap()),
      getService: (id) => orNull(dispatch(getService.initiate(id, { subscribe: false })).unwrap()),
      getServices: (query) => dispatch(getServices.initiate(query, { subscribe: false })).unwrap(),
    };
    const plan = prefill.current ? prefillDestination(prefill.current, search, lookups) : rootDestination(search, lookups);
    void plan.then(({ to, actions }) => {
      // StrictMode mounts twice and a new search restarts: only the last run goes on.
      if (cancelled) return;
      prefill.current = null;
      actions.forEach((action) => dispatch(action));
      // Exact: the consumed keys must not come back with the shell's query carry-over.
      navigate(to, { replace: true, state: exactQuery() });
    });
    return () => {
      cancelled = true;
    };
  }, [areasEndpoint, dispatch, navigate, search]);

  return <Spinner label={t('root.loading')} />;
}
