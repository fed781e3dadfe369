import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { editStepPath, type EditStep } from '../../../lib/booking-paths.ts';

/**
 * The address of an edit step of this visit, keeping the page's other query keys: every
 * link and move inside the flow names the visit, so a reload or the Back button finds it.
 */
export function useEditStepPath(visitId: string): (step: EditStep) => string {
  const { search } = useLocation();
  return useCallback((step: EditStep) => editStepPath(step, visitId, search), [visitId, search]);
}
