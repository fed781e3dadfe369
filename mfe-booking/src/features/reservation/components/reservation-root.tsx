import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ApiError } from '@salon/contracts/api';
import { exactQuery, useRuntimeConfig } from '@salon/platform';
import { Spinner } from '@salon/ui';
import { getAreas } from '../../../api/get-areas.ts';
import { getSalon } from '../../../api/get-salons.ts';
import { getService, getServices } from '../../../api/get-services.ts';
import { useBookingDispatch } from '../../../app/hooks.ts';
import { rootDestination, type RootLookups } from '../../../lib/reservation-steps.ts';
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
 * it implies and goes on, keeping the other query keys. A spinner shows meanwhile.
 */
export function ReservationRoot() {
  const { t } = useTranslation('booking');
  const dispatch = useBookingDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { areasEndpoint } = useRuntimeConfig().booking;

  useEffect(() => {
    let cancelled = false;
    dispatch(reservationReset());
    // subscribe: false — the answers stay in the cache for the next screen, which subscribes itself.
    const lookups: RootLookups = {
      areasEndpoint,
      getAreas: () => dispatch(getAreas.initiate(areasEndpoint, { subscribe: false })).unwrap(),
      getSalon: (id) => orNull(dispatch(getSalon.initiate(id, { subscribe: false })).unwrap()),
      getService: (id) => orNull(dispatch(getService.initiate(id, { subscribe: false })).unwrap()),
      getServices: (query) => dispatch(getServices.initiate(query, { subscribe: false })).unwrap(),
    };
    void rootDestination(search, lookups).then(({ to, actions }) => {
      // StrictMode mounts twice and a new search restarts: only the last run goes on.
      if (cancelled) return;
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
