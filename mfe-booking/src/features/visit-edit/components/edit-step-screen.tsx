import { Navigate } from 'react-router';
import { useBookingSelector } from '../../../app/hooks.ts';
import type { EditStep } from '../../../lib/booking-paths.ts';
import { editStepRedirect } from '../lib/edit-steps.ts';
import { selectVisitEdit } from '../store/visit-edit-slice.ts';
import { EditPage } from './edit-page.tsx';

/** An edit step behind its guard: without a visit being edited (or, to confirm, a new date) the visitor goes home. */
export function EditStepScreen({ step }: { step: EditStep }) {
  const edit = useBookingSelector(selectVisitEdit);
  const redirect = editStepRedirect(step, edit);
  if (redirect) return <Navigate to={redirect} replace />;
  return <EditPage step={step} />;
}
