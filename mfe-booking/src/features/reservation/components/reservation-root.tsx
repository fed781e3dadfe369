import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '@salon/ui';
import { useBookingDispatch } from '../../../app/hooks.ts';
import { rootDestination } from '../lib/reservation-steps.ts';
import { reservationReset } from '../store/reservation-draft-slice.ts';

/**
 * `/rezerwacja`: every entry to booking starts a new draft, then goes where the query
 * says (rootDestination). Both happen in one effect so the step it lands on already
 * sees the empty draft.
 */
export function ReservationRoot() {
  const { t } = useTranslation('booking');
  const dispatch = useBookingDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    dispatch(reservationReset());
    navigate(rootDestination(search), { replace: true });
  }, [dispatch, navigate, search]);

  return <Spinner label={t('root.loading')} />;
}
