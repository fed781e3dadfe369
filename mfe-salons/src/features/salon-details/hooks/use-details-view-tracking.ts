import { useEffect } from 'react';
import { track } from '@salon/platform';

/**
 * Reports entering a salon's details to analytics (spec part 2, section 7: "an analytics
 * call is made on entering salon details"): once per salon shown, when its data has
 * arrived (an unknown code, redirected to the list, is no visit). Re-renders do not
 * report it again; another salon, or coming back to the page, does.
 */
export function useDetailsViewTracking(salonId: string | undefined): void {
  useEffect(() => {
    if (salonId) track('salons:details-view', { salonId }, 'salons');
  }, [salonId]);
}
