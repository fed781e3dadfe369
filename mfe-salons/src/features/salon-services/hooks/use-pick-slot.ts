import { useState } from 'react';
import { useNavigate } from 'react-router';
import { bus, track } from '@salon/platform';
import type { HairdresserOption } from '@salon/ui/slots';
import { RESERVATION_PATH } from '../../../lib/salon-paths.ts';
import { useCreateReservationHoldMutation } from '../api/create-reservation-hold.ts';
import { holdFailure, prefillOf, type HoldFailure } from '../lib/slot-panel.ts';

export interface PickSlotOptions {
  salonId: string;
  serviceId: string;
  /** The time was taken meanwhile (SLOT_NOT_AVAILABLE): reload the day. */
  onTaken: () => void;
}

export interface PickSlot {
  pick: (dateTime: string, hairdresser: HairdresserOption | null) => Promise<void>;
  /** The time being held: it shows progress, every time waits. */
  pending: string | null;
  error: HoldFailure | null;
}

/**
 * Picking a time in a service's panel (spec part 2, "Salon service slot flow"): hold it
 * (POST /api/reservation-holds, ten minutes), then hand salon, service, time, hold and
 * hairdresser to the booking remote (`booking:prefill`, held until booking has loaded)
 * and go to the booking root, which opens the final form filled in. A time taken
 * meanwhile says so and reloads the day; any other failure says so.
 */
export function usePickSlot({ salonId, serviceId, onTaken }: PickSlotOptions): PickSlot {
  const [createHold] = useCreateReservationHoldMutation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<HoldFailure | null>(null);

  const pick = async (dateTime: string, hairdresser: HairdresserOption | null) => {
    if (pending) return;
    setPending(dateTime);
    setError(null);
    const result = await createHold({ salonId, serviceId, dateTime, hairdresserId: hairdresser?.id ?? null });
    setPending(null);
    if ('error' in result) {
      const failure = holdFailure(result.error);
      track('salons:slot-hold-failed', { salonId, serviceId, code: failure.code }, 'salons');
      setError(failure);
      if (failure.kind === 'taken') onTaken();
      return;
    }
    track('salons:slot-picked', { salonId, serviceId, dateTime: result.data.startDateTime, hairdresser: hairdresser ? 'chosen' : 'any' }, 'salons');
    bus.emit('booking:prefill', prefillOf(result.data, hairdresser));
    await navigate(RESERVATION_PATH);
  };

  return { pick, pending, error };
}
