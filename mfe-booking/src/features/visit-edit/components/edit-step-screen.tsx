import { useState } from 'react';
import { Navigate } from 'react-router';
import { salonNow } from '@salon/i18n';
import { useBookingSelector } from '../../../app/hooks.ts';
import type { Visit } from '../../../api/get-visit.ts';
import type { EditStep } from '../../../lib/booking-paths.ts';
import { editStepRedirect } from '../lib/edit-steps.ts';
import { editTarget, isRefusal, type EditableReservation } from '../lib/edit-target.ts';
import { selectVisitEdit } from '../store/visit-edit-slice.ts';
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
 * An edit step behind its guard: without a visit being edited (or, to confirm, a new
 * date) the visitor goes home. A cancelled or started visit gets a clear message
 * instead of the steps.
 */
export function EditStepScreen({ step }: { step: EditStep }) {
  const edit = useBookingSelector(selectVisitEdit);
  // "Now" of the step's arrival: a visit does not turn uneditable under the customer's fingers.
  const [now] = useState(salonNow);
  const redirect = editStepRedirect(step, edit);
  if (redirect) return <Navigate to={redirect} replace />;
  const visit = edit.visit!;
  const target = editTarget(visit, now);
  const Screen = STEP_SCREENS[step];
  return (
    <EditPage step={step}>
      {isRefusal(target) ? <EditRefused visit={visit} refusal={target.refusal} /> : <Screen visit={visit} {...target} />}
    </EditPage>
  );
}
