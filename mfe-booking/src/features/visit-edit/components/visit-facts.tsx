import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatTime, formatWeekday } from '@salon/i18n';
import { VisuallyHidden } from '@salon/ui';
import type { Visit, VisitReservation } from '../../../api/get-visit.ts';
import { salonAddress, salonMapUrl, telUrl } from '@salon/contracts/salon-links';
import '../visit-edit-copy.ts';

/** "wtorek, 24 listopada 2026" of a local date-time. */
export function useVisitDate() {
  const { t } = useTranslation('booking');
  return (dateTime: string) =>
    t('visitEdit.facts.dateValue', { weekday: formatWeekday(dateTime), date: formatDate(dateTime, 'd MMMM yyyy') });
}

/**
 * The visit as it is (spec part 1, section 2, edit flow "common"): its services, the
 * salon with address, a map link and the phone, date with weekday, time and
 * hairdresser. The map is a link to a maps service, so no map library is needed.
 */
export function VisitFacts({ visit, reservation }: { visit: Visit; reservation: VisitReservation }) {
  const { t } = useTranslation('booking');
  const visitDate = useVisitDate();
  const active = visit.reservations.filter((entry) => entry.status === 'ACTIVE');
  const address = salonAddress(visit.salon);
  const map = salonMapUrl(visit.salon);
  const phone = telUrl(visit.salon.phone);
  return (
    <Card aria-label={t('visitEdit.facts.label')}>
      <Facts>
      <div>
        <dt>{t(active.length > 1 ? 'visitEdit.facts.services' : 'visitEdit.facts.service')}</dt>
        <dd>
          <Plain>
            {active.map((entry) => (
              <li key={entry.id}>{entry.service.name}</li>
            ))}
          </Plain>
        </dd>
      </div>
      <div>
        <dt>{t('visitEdit.facts.salon')}</dt>
        <dd>
          <strong>{visit.salon.name}</strong>
          {address && <span>{address}</span>}
          {map && (
            <a href={map} target="_blank" rel="noopener noreferrer">
              {t('visitEdit.facts.map')} <VisuallyHidden>{t('visitEdit.facts.newTab')}</VisuallyHidden>
            </a>
          )}
          {phone && <a href={phone}>{t('visitEdit.facts.call', { phone: visit.salon.phone })}</a>}
        </dd>
      </div>
      <div>
        <dt>{t('visitEdit.facts.date')}</dt>
        <dd>{visitDate(reservation.startDateTime)}</dd>
      </div>
      <div>
        <dt>{t('visitEdit.facts.time')}</dt>
        <dd>
          {t('visitEdit.facts.timeValue', {
            start: formatTime(reservation.startDateTime),
            end: formatTime(reservation.endDateTime),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('visitEdit.facts.hairdresser')}</dt>
        <dd>{visit.selectedHairdresser ? reservation.hairdresserName : t('visitEdit.facts.anyHairdresser')}</dd>
      </div>
      </Facts>
    </Card>
  );
}

const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }

  dd {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
  }
`;

const Plain = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
