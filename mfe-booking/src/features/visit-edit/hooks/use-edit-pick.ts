import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import type { BookingState } from '../../../app/store.ts';
import { useBookingDispatch } from '../../../app/hooks.ts';
import { useHoldSlot, type HoldSlot } from '../../../lib/use-hold-slot.ts';
import { nextEditStep } from '../lib/edit-steps.ts';
import { useEditStepPath } from './use-edit-step-path.ts';
import { editSlotSelected, selectVisitEdit } from '../store/visit-edit-slice.ts';

export type EditPick = HoldSlot;

/**
 * Picking a new time while editing (spec part 1, section 4 "Edit": "picking a slot
 * stores date and hairdresser", then the next edit step): hold it (replacing the
 * edit's previous hold, the reservation's own time counting as free), store time,
 * hairdresser and hold, go to the confirm step. A time taken meanwhile says so and
 * reloads the list through `onTaken`; a navigation failure is only logged.
 */
export function useEditPick({
  visitId,
  serviceId,
  reservationId,
  onTaken,
}: {
  visitId: string;
  serviceId: string;
  reservationId: string;
  onTaken: () => void;
}): EditPick {
  const dispatch = useBookingDispatch();
  const store = useStore<BookingState>();
  const navigate = useNavigate();
  const stepPath = useEditStepPath(visitId);
  return useHoldSlot({
    serviceId,
    previousHold: () => selectVisitEdit(store.getState()).holdId,
    editedReservationId: reservationId,
    failureEvent: 'edit-slot-hold-failed',
    onTaken,
    onHeld: async (hold, { hairdresser }) => {
      dispatch(
        editSlotSelected({
          date: hold.startDateTime,
          hairdresser: hairdresser ? { id: hairdresser.id, name: hairdresser.name } : null,
          holdId: hold.id,
          holdExpiresAt: hold.expiresAt,
        }),
      );
      await navigate(stepPath(nextEditStep('date')));
    },
  });
}
