import type { EditReservation } from '@salon/contracts/reservations-api';
import { fromLocalIso, toLocalIso } from '@salon/i18n';
import type { Visit, VisitReservation } from '../../../api/get-visit.ts';
import type { VisitEditState } from '../store/visit-edit-slice.ts';

/**
 * The spec's edit payload (part 1, section 3): serviceId (the new one, else the
 * reservation's), startDateTime as `yyyy-MM-ddTHH:mm:ss` local without zone, the visit's
 * contact (edit-confirm shows it read-only), hairdresserId or null for any, and the hold
 * of the picked time. Null while no new time is chosen.
 */
export function editPayload(
  edit: Pick<VisitEditState, 'service' | 'date' | 'hairdresser' | 'holdId'>,
  visit: Pick<Visit, 'contact'>,
  reservation: Pick<VisitReservation, 'service'>,
  { acceptDifferentPhone = false }: { acceptDifferentPhone?: boolean } = {},
): EditReservation | null {
  if (!edit.date) return null;
  const start = fromLocalIso(edit.date);
  if (!start.isValid) return null;
  const { firstName, lastName, phone } = visit.contact;
  return {
    serviceId: edit.service?.id ?? reservation.service.id,
    startDateTime: toLocalIso(start),
    contact: { firstName, lastName, phone },
    hairdresserId: edit.hairdresser?.id ?? null,
    ...(edit.holdId ? { holdId: edit.holdId } : {}),
    ...(acceptDifferentPhone ? { acceptDifferentPhone: true } : {}),
  };
}
