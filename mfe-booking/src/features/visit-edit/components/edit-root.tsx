import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { exactQuery } from '@salon/platform';
import { Spinner, useBreakpoint } from '@salon/ui';
import { useGetVisitQuery } from '../../../api/get-visit.ts';
import { useBookingDispatch, useBookingSelector } from '../../../app/hooks.ts';
import { VisitNotFound } from '../../../components/visit-not-found.tsx';
import { EDIT_VISIT_QUERY, editStepPath, searchWithoutEditVisit } from '../../../lib/booking-paths.ts';
import { isVisitNotFound } from '../../../lib/visit-access.ts';
import { EDIT_FALLBACK_PATH, editEntryStep } from '../lib/edit-steps.ts';
import { editReset, editStarted, selectVisitEdit } from '../store/visit-edit-slice.ts';

/**
 * `/rezerwacja/edytuj`: resets the edit state and starts over on the visit from the
 * `visitId` query, else on the visit already being edited (after a reload known by its
 * id only, and loaded), else sends the visitor home (also when the visit cannot be
 * loaded). It enters at the service step on desktop and at the common step on mobile,
 * whose address names the visit again (decision 0025); other keys go along.
 * A visit the API does not show to this visitor (no token kept in this browser, a token
 * that expired with the visit, someone else's visit: 404) gets the not-found page with
 * the ways on instead of a silent trip home.
 */
export function EditRoot() {
  const { t } = useTranslation('booking');
  const dispatch = useBookingDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // An empty `?visitId=` counts as none.
  const linkedId = searchParams.get(EDIT_VISIT_QUERY) || null;
  const search = searchWithoutEditVisit(searchParams.toString());
  const isDesktop = useBreakpoint() === 'desktop';
  const current = useBookingSelector(selectVisitEdit);
  // Read once, on entry: the reset below would otherwise make them disappear under us.
  const [previous] = useState(current.visit);
  const [previousId] = useState(current.visitId);
  const visitId = linkedId ?? (previous ? null : previousId);
  const loaded = useGetVisitQuery(visitId ?? skipToken);

  const visit = visitId ? loaded.data : previous;
  const notFound = visitId !== null && !loaded.data && loaded.isError && isVisitNotFound(loaded.error);
  const failed = visitId ? loaded.isError : previous === null;

  useEffect(() => {
    if (visit) {
      dispatch(editStarted(visit));
      navigate(editStepPath(editEntryStep(isDesktop), visit.id, search), { replace: true, state: exactQuery() });
    } else if (failed) {
      dispatch(editReset());
      if (!notFound) navigate({ pathname: EDIT_FALLBACK_PATH, search }, { replace: true, state: exactQuery() });
    }
  }, [visit, failed, notFound, isDesktop, search, dispatch, navigate]);

  if (notFound) return <VisitNotFound visitId={visitId} breadcrumb={t('breadcrumbs.edit')} source="edit" />;
  return <Spinner label={t('edit.loading')} />;
}
