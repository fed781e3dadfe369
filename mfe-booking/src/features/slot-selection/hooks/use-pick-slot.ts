import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import type { BookingState } from '../../../app/store.ts';
import { useBookingDispatch } from '../../../app/hooks.ts';
import { trackRecommendation } from '../../../lib/booking-tracking.ts';
import { selectReservationDraft, slotSelected } from '../../../lib/reservation-draft-slice.ts';
import { destinationPath, nextStep } from '../../../lib/reservation-steps.ts';
import { useHoldSlot, type HoldSlot } from '../../../lib/use-hold-slot.ts';

export type PickSlot = HoldSlot;

/**
 * Picking a time (spec part 1, section 4, "Selecting a slot"): hold it, store salon, time,
 * hairdresser and hold in the draft, go to the next step. A time taken meanwhile
 * (SLOT_NOT_AVAILABLE) says so and reloads the list through `onTaken`; a navigation
 * failure is only logged.
 */
export function usePickSlot({ serviceId, onTaken }: { serviceId: string; onTaken: () => void }): PickSlot {
  const dispatch = useBookingDispatch();
  const store = useStore<BookingState>();
  const navigate = useNavigate();
  return useHoldSlot({
    serviceId,
    previousHold: () => selectReservationDraft(store.getState()).holdId,
    failureEvent: 'slot-hold-failed',
    onTaken,
    onHeld: async (hold, { salon, hairdresser }) => {
      trackRecommendation('go', { salonId: salon.salon.id, serviceId });
      dispatch(
        slotSelected({
          salon: { id: salon.salon.id, name: salon.salon.name, services: salon.salon.services, servicePrice: salon.servicePrice },
          date: hold.startDateTime,
          hairdresser: hairdresser ? { id: hairdresser.id, name: hairdresser.name } : null,
          holdId: hold.id,
          holdExpiresAt: hold.expiresAt,
        }),
      );
      await navigate(destinationPath(nextStep(selectReservationDraft(store.getState()))));
    },
  });
}
