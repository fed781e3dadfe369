import {
  RESERVATION_STEP_PATHS,
  VISIT_DETAILS_PATH,
  type ReservationStep,
} from '../../../lib/booking-paths.ts';
import type { ReservationDraft } from '../store/reservation-draft-slice.ts';

/** The page after the last choice: a step, or the details of the finished booking. */
export type ReservationDestination = ReservationStep | 'details';

/** Feature flags the guards read (runtime configuration). */
export interface ReservationGuardFlags {
  areaSelection: boolean;
}

/**
 * Where to go after a choice (spec: "the next step after a choice"): the area step
 * without an area, the service step without a service, the date step without a salon
 * or a date, the final form until the booking is finished, then its details.
 */
export function nextStep(draft: ReservationDraft): ReservationDestination {
  if (!draft.area) return 'area';
  if (!draft.service) return 'service';
  if (!draft.salon || !draft.date) return 'salon-date';
  if (draft.stage !== 'finished') return 'final-form';
  return 'details';
}

/** The path of a destination; the details page needs the new visit's id. */
export function destinationPath(destination: ReservationDestination, visitId?: string): string {
  if (destination === 'details') {
    return visitId ? `${VISIT_DETAILS_PATH}/${encodeURIComponent(visitId)}` : VISIT_DETAILS_PATH;
  }
  return RESERVATION_STEP_PATHS[destination];
}

/** The service step needs an area (spec "Service screen"), whatever the areaSelection flag says. */
export function serviceStepRedirect(draft: ReservationDraft): ReservationStep | null {
  return draft.area ? null : 'area';
}

/**
 * The date step goes back to the area step when no area is chosen and area selection
 * is on, else to the service step when no service is chosen.
 */
export function salonDateStepRedirect(draft: ReservationDraft, flags: ReservationGuardFlags): ReservationStep | null {
  if (!draft.area && flags.areaSelection) return 'area';
  if (!draft.service) return 'service';
  return null;
}

/** The final form has the date step's guard and also needs a salon and a date. */
export function finalFormRedirect(draft: ReservationDraft, flags: ReservationGuardFlags): ReservationStep | null {
  const earlier = salonDateStepRedirect(draft, flags);
  if (earlier) return earlier;
  if (!draft.salon || !draft.date) return 'salon-date';
  return null;
}

/** The step a visitor opening `step` with this draft is sent to instead, or null to stay. */
export function stepRedirect(
  step: ReservationStep,
  draft: ReservationDraft,
  flags: ReservationGuardFlags,
): ReservationStep | null {
  switch (step) {
    case 'area':
      return null;
    case 'service':
      return serviceStepRedirect(draft);
    case 'salon-date':
      return salonDateStepRedirect(draft, flags);
    case 'final-form':
      return finalFormRedirect(draft, flags);
  }
}

/**
 * Where the booking root sends the visitor. Resolving salonId, serviceId and city
 * needs the areas, salons and services endpoints (a later issue); until then every
 * entry starts at the area step. The query string is kept as it is, since the spec
 * keeps every other key and the later resolution reads these three from it.
 */
export function rootDestination(search: string): { pathname: string; search: string } {
  return { pathname: RESERVATION_STEP_PATHS.area, search };
}
