import type { LastVisit } from '../../../api/get-last-visit.ts';
import type { DraftHairdresser } from '../../../lib/reservation-draft-slice.ts';
import type { LastVisitHairdresser } from '@salon/ui/slots';

/**
 * Whose name the hairdresser filter marks as the last visit's: the draft's hairdresser
 * when the booking came from the repeat card (it may know only the name), else the one
 * of GET /api/visits/last for a signed-in customer. Null: nobody.
 */
export function lastVisitHairdresser(
  lastVisit: LastVisit | null,
  repeated: DraftHairdresser | null,
): LastVisitHairdresser | null {
  if (repeated && (repeated.id || repeated.name)) return { id: repeated.id, name: repeated.name };
  if (lastVisit && (lastVisit.hairdresserId || lastVisit.hairdresserName)) {
    return { id: lastVisit.hairdresserId, name: lastVisit.hairdresserName };
  }
  return null;
}
