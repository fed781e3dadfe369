import { useState } from 'react';
import { isApiError } from '@salon/contracts/api';
import type { Hold } from '@salon/contracts/reservations-api';
import { useCreateReservationHoldMutation } from '../api/create-reservation-hold.ts';
import type { PickError, SalonTime, SlotPick } from '../components/slots/slot-picker.tsx';
import { trackBooking } from './booking-tracking.ts';

export interface HoldSlot {
  pick: (pick: SlotPick) => Promise<void>;
  pending: SalonTime | null;
  error: PickError | null;
}

export interface HoldSlotOptions {
  serviceId: string;
  /** The caller's current hold, released by the new one (changing the pick). */
  previousHold: () => string | null;
  /** The reservation being moved (the edit flow): its own time counts as free. */
  editedReservationId?: string;
  /** Tracked as `booking:<name>` with the error code when the hold fails. */
  failureEvent: string;
  /** A time taken meanwhile (SLOT_NOT_AVAILABLE): reload the list. */
  onTaken: () => void;
  /** The time is held: store it and go on. A failure to go on is only logged. */
  onHeld: (hold: Hold, pick: SlotPick) => Promise<void> | void;
}

/**
 * Picking a time, in booking and in the edit flow (spec part 1, section 4): hold it
 * (POST /api/reservation-holds, replacing the previous hold), showing progress on that
 * time; a time taken meanwhile says so and reloads, any other failure says so; then
 * `onHeld` stores the pick and moves on.
 */
export function useHoldSlot({ serviceId, previousHold, editedReservationId, failureEvent, onTaken, onHeld }: HoldSlotOptions): HoldSlot {
  const [createHold] = useCreateReservationHoldMutation();
  const [pending, setPending] = useState<SalonTime | null>(null);
  const [error, setError] = useState<PickError | null>(null);

  const pick = async (choice: SlotPick) => {
    const salonId = choice.salon.salon.id;
    setPending({ salonId, dateTime: choice.dateTime });
    setError(null);
    const replaces = previousHold();
    const result = await createHold({
      salonId,
      serviceId,
      dateTime: choice.dateTime,
      hairdresserId: choice.hairdresser?.id ?? null,
      ...(editedReservationId ? { editedReservationId } : {}),
      ...(replaces ? { replacesHoldId: replaces } : {}),
    });
    setPending(null);
    if ('error' in result) {
      const code = isApiError(result.error) ? result.error.code : 'UNKNOWN_ERROR';
      trackBooking(failureEvent, { code });
      setError({ salonId, kind: code === 'SLOT_NOT_AVAILABLE' ? 'taken' : 'failed' });
      if (code === 'SLOT_NOT_AVAILABLE') onTaken();
      return;
    }
    try {
      await onHeld(result.data, choice);
    } catch (failure) {
      console.error('[booking] could not go on after holding a time', failure);
    }
  };

  return { pick, pending, error };
}
