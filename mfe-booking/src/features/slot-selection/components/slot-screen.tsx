import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useRuntimeConfig, useSession } from '@salon/platform';
import { PreferredSalonHeart } from '@salon/ui';
import { bookingDays, DateStrip, dayOf, initialSlotDay, useDayFallback, useSlotDay, type SlotDay } from '@salon/ui/slots';
import { salonNow } from '@salon/i18n';
import { useBookingSelector } from '../../../app/hooks.ts';
import { useGetLastVisitQuery } from '../../../api/get-last-visit.ts';
import { SlotPicker } from '../../../components/slots/slot-picker.tsx';
import { trackBooking } from '../../../lib/booking-tracking.ts';
import { selectReservationDraft } from '../../../lib/reservation-draft-slice.ts';
import { slotsQuery } from '../../../lib/slots/slots-query.ts';
import { useGetReservationSlotsQuery } from '../../../api/get-reservation-slots.ts';
import { usePickSlot } from '../hooks/use-pick-slot.ts';
import { lastVisitHairdresser } from '../lib/last-visit-hairdresser.ts';

/**
 * The salon and date step (`/rezerwacja/termin`, spec part 1, sections 2, 4 and 8): the
 * date strip over the booking horizon, then the salons of the area (or the one salon
 * chosen on purpose) with their free times. Picking a time holds it and goes on to the
 * final form.
 */
export function SlotScreen() {
  const draft = useBookingSelector(selectReservationDraft);
  const config = useRuntimeConfig();
  const { authenticated } = useSession();
  const lastVisit = useGetLastVisitQuery(authenticated ? undefined : skipToken);

  // The range is fixed when the step opens; a visit across midnight keeps its strip.
  const days = useMemo(
    () => bookingDays(salonNow(), config.booking.maxReservationBoundaryInDays),
    [config.booking.maxReservationBoundaryInDays],
  );
  const [initialDay] = useState(() => initialSlotDay(days, draft.date));
  /** The customer asked to see the area's salons although a salon was chosen on purpose. */
  const [wholeArea, setWholeArea] = useState(false);
  const salonChosen = draft.salonChosen && draft.salon !== null && !(wholeArea && draft.area !== null);
  const serviceId = draft.service?.id ?? '';

  const dayState = useSlotDay(initialDay);
  const query = slotsQuery({
    day: dayState.day,
    serviceIds: serviceId ? [serviceId] : [],
    salonId: salonChosen ? draft.salon!.id : null,
    area: draft.area,
    areasEndpoint: config.booking.areasEndpoint,
    holdId: draft.holdId,
    location: draft.customerLocation,
  });
  const slots = useGetReservationSlotsQuery(query ?? skipToken);
  // The answer for this very query: undefined while a new day loads. A refetch of the same
  // day (after a time was taken) keeps the list on screen until the new answer arrives.
  const results = query ? slots.currentData : [];
  const fallingBack = useDayFallback(dayState, days, slots.isFetching ? undefined : results);

  useEffect(() => {
    trackBooking('step-view', { step: 'salon-date' });
  }, []);
  useEffect(() => {
    if (slots.error) console.error('[booking] the free times could not be loaded', slots.error);
  }, [slots.error]);

  const { pick, pending, error } = usePickSlot({ serviceId, onTaken: () => void slots.refetch() });

  const chooseDay = (next: SlotDay) => {
    if (next === dayState.day) return;
    trackBooking('day-chosen', { date: next });
    dayState.chooseDay(next);
  };

  const repeatedHairdresser = draft.isLastVisitFromCard ? draft.hairdresser : null;
  const selected =
    draft.salon && draft.date && dayOf(draft.date) === dayState.day ? { salonId: draft.salon.id, dateTime: draft.date } : null;

  return (
    <Layout>
      <DateStrip days={days} selected={dayState.day} onSelect={chooseDay} />
      <SlotPicker
        day={dayState.day}
        results={results}
        loading={results === undefined || fallingBack}
        failed={query !== null && slots.isError && !slots.isFetching}
        onRetry={() => void slots.refetch()}
        onPick={(choice) => void pick(choice)}
        pending={pending}
        selected={selected}
        pickError={error}
        lastVisitHairdresser={lastVisitHairdresser(lastVisit.data ?? null, repeatedHairdresser)}
        initialHairdresser={draft.hairdresser}
        encourageOtherSalons={config.features.encourageForOtherSalons}
        salonChosen={salonChosen}
        onShowOtherSalons={draft.area ? () => setWholeArea(true) : undefined}
        salonAction={(salon) => (salon.virtual ? null : <PreferredSalonHeart salonId={salon.id} salonName={salon.name} />)}
      />
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
