import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router';
import { useSession } from '@salon/platform';
import { useGetLastVisitQuery } from '../../../api/get-last-visit.ts';
import { useBookingSelector } from '../../../app/hooks.ts';
import { ReservationCard } from '../../../components/reservation-card.tsx';
import { selectReservationDraft } from '../../../lib/reservation-draft-slice.ts';
import { destinationPath, nextStep } from '../../../lib/reservation-steps.ts';
import { useRepeatVisit } from '../../../lib/use-repeat-visit.ts';

/**
 * The home page's reservation card (`./ReservationCard`): a booking started in this
 * visit and not finished shows as ongoing, with placeholders for what is not chosen yet
 * and a button that goes on where it stopped (the next-step rule); otherwise a
 * signed-in customer's last visit, with "book again". Nothing to show: nothing rendered.
 */
export function HomeReservationCard() {
  const draft = useBookingSelector(selectReservationDraft);
  const { authenticated } = useSession();
  const navigate = useNavigate();
  const ongoing = draft.area !== null && draft.stage !== 'finished';
  const { data: lastVisit } = useGetLastVisitQuery(authenticated && !ongoing ? undefined : skipToken);
  const { repeat, status } = useRepeatVisit();

  if (ongoing) {
    return (
      <ReservationCard
        kind="ongoing"
        service={draft.service?.name ?? null}
        hairdresser={draft.hairdresser?.name ?? null}
        salon={draft.salon?.name ?? null}
        city={draft.salon ? (draft.area?.virtual ? null : draft.area?.name ?? null) : null}
        onAction={() => navigate(destinationPath(nextStep(draft)))}
      />
    );
  }
  if (!lastVisit) return null;
  return (
    <ReservationCard
      kind="finished"
      service={lastVisit.service.name}
      hairdresser={lastVisit.hairdresserName}
      salon={lastVisit.salon.name}
      city={lastVisit.salon.location?.city ?? null}
      status={status}
      onAction={() => void repeat(lastVisit)}
    />
  );
}
