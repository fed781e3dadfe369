import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { visitLocationLine, type Visit } from '@salon/contracts/reservations-api';
import { formatDate, formatTime, formatWeekday } from '@salon/i18n';
import { PreferredSalonHeart, Price, VisuallyHidden } from '@salon/ui';
import { salonAddress, salonDirectionsUrl, telUrl } from '@salon/contracts/salon-links';
import { visitTotalPrice } from '../lib/visit-actions.ts';

/**
 * The visit summary card (spec part 1, section 2): the service names (a visit can hold
 * several, each then with its price), the hairdresser in brackets when the customer
 * chose one, the price, salon address and city with directions and the salon's phone,
 * the status (and who cancelled, when the salon did), date with weekday and time.
 * Actions come in as children. `titleRef` lets the page move focus to the card's title.
 */
export function VisitSummaryCard({ visit, titleRef, children }: { visit: Visit; titleRef?: Ref<HTMLHeadingElement>; children?: ReactNode }) {
  const { t } = useTranslation('booking');
  const titleId = useId();
  const hairdresser = visit.selectedHairdresser ? visit.selectedHairdresserName : null;
  const address = salonAddress(visit.salon);
  const directions = salonDirectionsUrl(visit.salon);
  const phone = telUrl(visit.salon.phone);
  const several = visit.reservations.length > 1;
  const total = visitTotalPrice(visit);
  return (
    <Card aria-labelledby={titleId}>
      <Header>
        <Title id={titleId} ref={titleRef} tabIndex={-1}>
          {t('visitDetails.summaryTitle')}
        </Title>
        <Status $cancelled={visit.status === 'CANCELLED'}>{t(`visitDetails.status.${visit.status}`)}</Status>
      </Header>
      {visit.status === 'CANCELLED' && visit.cancelledBy === 'SALON' && <Note>{t('visitDetails.cancelledBySalon')}</Note>}
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
                    {several && (
                      <>
                        {' · '}
                        <Price price={reservation.price} />
                      </>
                    )}
                  </li>
                ))}
              </Services>
            </dd>
          </div>
        )}
        {total && (
          <div>
            <dt>{t(several ? 'visitDetails.priceTotal' : 'visitDetails.price')}</dt>
            <dd>
              <span>
                <Price price={total} />
              </span>
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
            {(directions || phone) && (
              <SalonLinks>
                {directions && (
                  <a href={directions} target="_blank" rel="noopener noreferrer">
                    {t('visitDetails.directions')}
                    <VisuallyHidden> {t('visitDetails.newTab')}</VisuallyHidden>
                  </a>
                )}
                {phone && <a href={phone}>{t('visitDetails.call', { phone: visit.salon.phone })}</a>}
              </SalonLinks>
            )}
          </dd>
        </div>
        {visit.contact.location && (
          // A visit at the customer's place: where the team comes to (decision 0028).
          <div>
            <dt>{t('visitDetails.visitAddress')}</dt>
            <dd>{visitLocationLine(visit.contact.location)}</dd>
          </div>
        )}
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

const Note = styled.p`
  margin: 0;
`;

const SalonLinks = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin-top: ${({ theme }) => theme.space.xxs};

  a {
    /* 24 px targets at least (WCAG 2.5.8), the lines being close together. */
    display: inline-block;
    min-height: 24px;
    padding-block: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
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
