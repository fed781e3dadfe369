import { useTranslation } from 'react-i18next';
import type { RecentVisit } from '@salon/contracts/reservations-api';
import { formatDate } from '@salon/i18n';
import { ReservationCard } from '../../../components/reservation-card.tsx';
import { useRepeatVisit } from '../../../lib/use-repeat-visit.ts';

/**
 * A past visit in the profile's "recent visits" (spec part 2, "Profile: reservations"):
 * date, time and weekday, the salon's first address line and city, the hairdresser (or
 * "any hairdresser") and the service, and "book again", which preselects salon, service
 * and hairdresser and opens the salon-and-date step, as the last-visit card does.
 */
export function RecentVisitCard({ visit }: { visit: RecentVisit }) {
  const { t } = useTranslation('booking');
  const { repeat, status } = useRepeatVisit();
  return (
    <ReservationCard
      kind="finished"
      service={visit.service.name}
      hairdresser={visit.selectedHairdresserName}
      salon={visit.salon.name}
      city={visit.salon.location?.city ?? null}
      status={status}
      visit={{
        heading: t('reservationCard.visitHeading', { date: formatDate(visit.startDateTime, 'd MMMM yyyy') }),
        startDateTime: visit.startDateTime,
        address: visit.salon.location?.address[0] ?? null,
      }}
      onAction={() =>
        void repeat({
          id: visit.id,
          salon: visit.salon,
          service: visit.service,
          startDateTime: visit.startDateTime,
          // A recent visit names the hairdresser only: the date step finds her by name.
          hairdresserId: null,
          hairdresserName: visit.selectedHairdresserName,
        })
      }
    />
  );
}
