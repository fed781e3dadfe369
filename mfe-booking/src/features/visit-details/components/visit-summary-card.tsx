import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Visit } from '@salon/contracts/reservations-api';
import { formatDate, formatTime, formatWeekday } from '@salon/i18n';
import { PreferredSalonHeart } from '@salon/ui';
import { salonAddress } from '@salon/ui/salon-links';

/**
 * The visit summary card (spec part 1, section 2): the service names (a visit can hold
 * several), the hairdresser in brackets when the customer chose one, salon address
 * and city, the status, date with weekday and time. Actions come in as children.
 */
export function VisitSummaryCard({ visit, children }: { visit: Visit; children?: ReactNode }) {
  const { t } = useTranslation('booking');
  const titleId = useId();
  const hairdresser = visit.selectedHairdresser ? visit.selectedHairdresserName : null;
  const address = salonAddress(visit.salon);
  return (
    <Card aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>{t('visitDetails.summaryTitle')}</Title>
        <Status $cancelled={visit.status === 'CANCELLED'}>{t(`visitDetails.status.${visit.status}`)}</Status>
      </Header>
      <List>
        {visit.reservations.length > 0 && (
          <div>
            <dt>{t('visitDetails.services')}</dt>
            <dd>
              <Services>
                {visit.reservations.map((reservation) => (
                  <li key={reservation.id}>
                    {hairdresser
                      ? t('visitDetails.withHairdresser', { service: reservation.service.name, hairdresser })
                      : reservation.service.name}
                  </li>
                ))}
              </Services>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('visitDetails.when')}</dt>
          <dd>
            {t('visitDetails.dateTime', {
              weekday: formatWeekday(visit.startDateTime),
              date: formatDate(visit.startDateTime, 'd MMMM yyyy'),
              start: formatTime(visit.startDateTime),
              end: formatTime(visit.endDateTime),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('visitDetails.salon')}</dt>
          <dd>
            <SalonName>
              <Strong>{visit.salon.name}</Strong>
              {/* A virtual salon (services at home) is no salon to prefer. */}
              {!visit.salon.virtual && <PreferredSalonHeart salonId={visit.salon.id} salonName={visit.salon.name} />}
            </SalonName>
            {address && <span>{address}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('visitDetails.contact')}</dt>
          <dd>{`${visit.contact.firstName} ${visit.contact.lastName}`}</dd>
        </div>
        {visit.note && (
          <div>
            <dt>{t('visitDetails.note')}</dt>
            <dd>{visit.note}</dd>
          </div>
        )}
      </List>
      {children && <Actions>{children}</Actions>}
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const Status = styled.p<{ $cancelled: boolean }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $cancelled }) => ($cancelled ? theme.colors.errorSurface : theme.colors.successSurface)};
  color: ${({ theme, $cancelled }) => ($cancelled ? theme.colors.error : theme.colors.success)};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }

  dd {
    display: flex;
    flex-direction: column;
    margin: ${({ theme }) => theme.space.xxs} 0 0;
  }
`;

const Services = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SalonName = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Strong = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
