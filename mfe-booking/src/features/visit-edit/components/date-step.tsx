import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatTime, salonNow } from '@salon/i18n';
import { useRuntimeConfig } from '@salon/platform';
import { bookingDays, DateStrip, dayOf, initialSlotDay, useDayFallback, useSlotDay, type SlotDay } from '@salon/ui/slots';
import { useGetReservationSlotsQuery } from '../../../api/get-reservation-slots.ts';
import { useBookingSelector } from '../../../app/hooks.ts';
import { SlotPicker } from '../../../components/slots/slot-picker.tsx';
import { trackBooking } from '../../../lib/booking-tracking.ts';
import { slotsQuery } from '../../../lib/slots/slots-query.ts';
import { useEditPick } from '../hooks/use-edit-pick.ts';
import { useEditStepPath } from '../hooks/use-edit-step-path.ts';
import { selectVisitEdit } from '../store/visit-edit-slice.ts';
import type { EditStepProps } from './edit-step-screen.tsx';
import { useVisitDate } from './visit-facts.tsx';
import '../visit-edit-copy.ts';

/**
 * The edit flow's date step (`/rezerwacja/edytuj/termin`): the booking's slot picker for
 * the visit's salon only and the chosen service (the new one, else the reservation's).
 * The reservation's own time counts as free (`editedReservationId`), so the visit can
 * move by half an hour. The hairdresser the customer chose for the visit is preselected,
 * the reservation's hairdresser marked and listed first. Picking a time holds it and
 * goes on to the confirm step.
 */
export function DateStep({ visit, reservation }: EditStepProps) {
  const { t } = useTranslation('booking');
  const edit = useBookingSelector(selectVisitEdit);
  const config = useRuntimeConfig();
  const visitDate = useVisitDate();
  const stepPath = useEditStepPath(visit.id);
  const days = useMemo(
    () => bookingDays(salonNow(), config.booking.maxReservationBoundaryInDays),
    [config.booking.maxReservationBoundaryInDays],
  );
  // Opens on the new pick's day when coming back, else on the visit's day.
  const [initialDay] = useState(() => initialSlotDay(days, edit.date ?? reservation.startDateTime));
  const service = edit.service ?? reservation.service;
  const salonId = reservation.salon.id;

  const dayState = useSlotDay(initialDay);
  const base = slotsQuery({ day: dayState.day, serviceIds: [service.id], salonId, area: null, areasEndpoint: config.booking.areasEndpoint, holdId: edit.holdId });
  const query = base ? { ...base, editedReservationId: reservation.id } : null;
  const slots = useGetReservationSlotsQuery(query ?? skipToken);
  const results = query ? slots.currentData : [];
  const fallingBack = useDayFallback(dayState, days, slots.isFetching ? undefined : results);

  useEffect(() => {
    trackBooking('edit-step-view', { step: 'date', visitId: visit.id });
  }, [visit.id]);
  useEffect(() => {
    if (slots.error) console.error('[booking] the free times could not be loaded', slots.error);
  }, [slots.error]);

  const { pick, pending, error } = useEditPick({
    visitId: visit.id,
    serviceId: service.id,
    reservationId: reservation.id,
    onTaken: () => void slots.refetch(),
  });

  const chooseDay = (next: SlotDay) => {
    if (next === dayState.day) return;
    trackBooking('edit-day-chosen', { date: next });
    dayState.chooseDay(next);
  };

  const selected = edit.date && dayOf(edit.date) === dayState.day ? { salonId, dateTime: edit.date } : null;
  // The hairdresser the customer asked for; "any" stays "any".
  const initialHairdresser =
    edit.date !== null ? edit.hairdresser : visit.selectedHairdresser ? { id: reservation.hairdresserId, name: reservation.hairdresserName } : null;

  return (
    <Layout>
      <Current>
        <p>
          {t('visitEdit.date.current', {
            when: `${visitDate(reservation.startDateTime)}, ${formatTime(reservation.startDateTime)}`,
          })}
        </p>
        <p>
          {t('visitEdit.date.service', { service: service.name })}{' '}
          <Link to={stepPath('service')}>{t('visitEdit.date.changeService')}</Link>
        </p>
      </Current>
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
        lastVisitHairdresser={{ id: reservation.hairdresserId, name: reservation.hairdresserName }}
        initialHairdresser={initialHairdresser}
        // The edit stays in the visit's salon: no other salons to encourage.
        encourageOtherSalons={false}
        salonChosen
      />
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Current = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  p {
    margin: 0;
  }
`;
