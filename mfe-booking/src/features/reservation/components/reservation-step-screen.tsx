import { Navigate, useLocation } from 'react-router';
import { useRuntimeConfig } from '@salon/platform';
import { useBookingSelector } from '../../../app/hooks.ts';
import { RESERVATION_STEP_PATHS, type ReservationStep } from '../../../lib/booking-paths.ts';
import { stepRedirect } from '../lib/reservation-steps.ts';
import { selectReservationDraft } from '../store/reservation-draft-slice.ts';
import { ReservationPage } from './reservation-page.tsx';

/**
 * A booking step behind its guard: a visitor who lacks an earlier choice (a deep link,
 * a reload after the draft was reset) is sent to the step that asks for it. The query
 * string goes along, like every other booking redirect.
 */
export function ReservationStepScreen({ step }: { step: ReservationStep }) {
  const draft = useBookingSelector(selectReservationDraft);
  const { features } = useRuntimeConfig();
  const { search } = useLocation();
  const redirect = stepRedirect(step, draft, { areaSelection: features.areaSelection });
  if (redirect) return <Navigate to={{ pathname: RESERVATION_STEP_PATHS[redirect], search }} replace />;
  return <ReservationPage step={step} />;
}
