import type { EditStep } from '../../../lib/booking-paths.ts';
import type { VisitEditState } from '../store/visit-edit-slice.ts';

/** The 3 steps the desktop navigation shows (spec: "Edit mode shows 3 steps"). */
export const EDIT_NAVIGATION_STEPS = ['service', 'date', 'confirm'] as const satisfies readonly EditStep[];

/** Where the edit flow sends a visitor it cannot serve: home. */
export const EDIT_FALLBACK_PATH = '/';

/**
 * Every step needs a visit being edited, and confirming also a new date; otherwise
 * the visitor goes home. Returns the path to go to, or null to stay.
 */
export function editStepRedirect(step: EditStep, edit: VisitEditState): string | null {
  if (!edit.visit) return EDIT_FALLBACK_PATH;
  if (step === 'confirm' && !edit.date) return EDIT_FALLBACK_PATH;
  return null;
}

/** The root's first step: the service step on desktop, the common step (map and visit data) on mobile. */
export function editEntryStep(isDesktop: boolean): EditStep {
  return isDesktop ? 'service' : 'common';
}

/** The step after a choice: common → date → confirm; choosing a service goes back to the date step. */
export function nextEditStep(step: EditStep): EditStep {
  switch (step) {
    case 'common':
    case 'service':
      return 'date';
    case 'date':
    case 'confirm':
      return 'confirm';
  }
}
