import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { Spinner, useBreakpoint } from '@salon/ui';
import { useGetVisitQuery } from '../../../api/get-visit.ts';
import { useBookingDispatch, useBookingSelector } from '../../../app/hooks.ts';
import { EDIT_STEP_PATHS } from '../../../lib/booking-paths.ts';
import { EDIT_FALLBACK_PATH, editEntryStep } from '../lib/edit-steps.ts';
import { editReset, editStarted, selectVisitEdit } from '../store/visit-edit-slice.ts';

/**
 * `/rezerwacja/edytuj`: resets the edit state and starts over on the visit from the
 * `visitId` query, else on the visit already being edited, else sends the visitor
 * home (also when the visit cannot be loaded). It enters at the service step on
 * desktop and at the common step on mobile.
 */
export function EditRoot() {
  const { t } = useTranslation('booking');
  const dispatch = useBookingDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // An empty `?visitId=` counts as none.
  const visitId = searchParams.get('visitId') || null;
  const isDesktop = useBreakpoint() === 'desktop';
  const current = useBookingSelector(selectVisitEdit).visit;
  // Read once, on entry: the reset below would otherwise make it disappear under us.
  const [previous] = useState(current);
  const loaded = useGetVisitQuery(visitId ?? skipToken);

  const visit = visitId ? loaded.data : previous;
  const failed = visitId ? loaded.isError : previous === null;

  useEffect(() => {
    if (visit) {
      dispatch(editStarted(visit));
      navigate(EDIT_STEP_PATHS[editEntryStep(isDesktop)], { replace: true });
    } else if (failed) {
      dispatch(editReset());
      navigate(EDIT_FALLBACK_PATH, { replace: true });
    }
  }, [visit, failed, isDesktop, dispatch, navigate]);

  return <Spinner label={t('edit.loading')} />;
}
