import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { salonNow } from '@salon/i18n';
import { exactQuery } from '@salon/platform';
import { Spinner } from '@salon/ui';
import { useBookingDispatch, useBookingSelector } from '../../../app/hooks.ts';
import { useGetVisitQuery, type Visit } from '../../../api/get-visit.ts';
import { VisitNotFound } from '../../../components/visit-not-found.tsx';
import { EDIT_VISIT_QUERY, editStepPath, searchWithoutEditVisit, type EditStep } from '../../../lib/booking-paths.ts';
import { isVisitNotFound } from '../../../lib/visit-access.ts';
import { EDIT_FALLBACK_PATH, editStepRedirect } from '../lib/edit-steps.ts';
import { editTarget, isRefusal, type EditableReservation } from '../lib/edit-target.ts';
import { editVisitLoaded, selectVisitEdit } from '../store/visit-edit-slice.ts';
import { CommonStep } from './common-step.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import { DateStep } from './date-step.tsx';
import { EditPage } from './edit-page.tsx';
import { EditRefused } from './edit-refused.tsx';
import { ServiceStep } from './service-step.tsx';

/** What every step screen gets: the visit and the reservation being changed. */
export interface EditStepProps extends EditableReservation {
  visit: Visit;
}

const STEP_SCREENS = {
  common: CommonStep,
  service: ServiceStep,
  date: DateStep,
  confirm: ConfirmStep,
} satisfies Record<EditStep, (props: EditStepProps) => unknown>;

/**
 * An edit step behind its guard. Its address names the visit (`?visitId=`, decision
 * 0025): a visit not in memory (a reload, a shared link) is loaded first, keeping the
 * choices this tab made for it; one the API does not show to this visitor gets the
 * not-found page; one that cannot be loaded otherwise, or no visit at all (or, to
 * confirm, no new date), sends the visitor home. An address without the id (an old
 * bookmark) gets the id of the visit being edited. A cancelled or started visit gets a
 * clear message instead of the steps.
 */
export function EditStepScreen({ step }: { step: EditStep }) {
  const { t } = useTranslation('booking');
  const dispatch = useBookingDispatch();
  const edit = useBookingSelector(selectVisitEdit);
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  // "Now" of the step's arrival: a visit does not turn uneditable under the customer's fingers.
  const [now] = useState(salonNow);
  // An empty `?visitId=` counts as none.
  const linkedId = searchParams.get(EDIT_VISIT_QUERY) || null;
  const visitId = linkedId ?? edit.visit?.id ?? null;
  const inMemory = edit.visit !== null && edit.visit.id === visitId;
  const loaded = useGetVisitQuery(visitId && !inMemory ? visitId : skipToken);

  useEffect(() => {
    if (!inMemory && loaded.data) dispatch(editVisitLoaded(loaded.data));
  }, [inMemory, loaded.data, dispatch]);

  // Home with the query's other keys: the visit's id has no meaning there.
  const home = <Navigate to={{ pathname: EDIT_FALLBACK_PATH, search: searchWithoutEditVisit(search) }} replace state={exactQuery()} />;
  if (!visitId) return home;
  if (!inMemory) {
    if (loaded.isError && isVisitNotFound(loaded.error)) {
      return <VisitNotFound visitId={visitId} breadcrumb={t('breadcrumbs.edit')} source="edit" />;
    }
    if (loaded.isError) return home;
    return <Spinner label={t('edit.loading')} />;
  }
  if (!linkedId) return <Navigate to={editStepPath(step, visitId, search)} replace />;
  if (editStepRedirect(step, edit)) return home;
  const visit = edit.visit!;
  const target = editTarget(visit, now);
  const Screen = STEP_SCREENS[step];
  return (
    <EditPage step={step} visitId={visit.id}>
      {isRefusal(target) ? <EditRefused visit={visit} refusal={target.refusal} /> : <Screen visit={visit} {...target} />}
    </EditPage>
  );
}
