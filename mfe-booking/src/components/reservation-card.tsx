import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatTime, formatWeekday } from '@salon/i18n';
import { Alert, Button } from '@salon/ui';
import type { RepeatStatus } from '../lib/use-repeat-visit.ts';

export interface ReservationCardProps {
  /** Finished: the last visit, with "book again". Ongoing: an unfinished booking, with "complete". */
  kind: 'finished' | 'ongoing';
  service: string | null;
  /** Null: any hairdresser. */
  hairdresser: string | null;
  salon: string | null;
  /** Null for a virtual salon (services outside a salon). */
  city: string | null;
  status?: RepeatStatus;
  onAction: () => void;
  /** A past visit in a list (the profile's recent visits): its own heading, when it was and where. */
  visit?: { heading: string; startDateTime: string; address: string | null };
}

/**
 * The reservation card (spec part 1, "Reservation card"): service, hairdresser or 'any
 * hairdresser', salon name and city, the status (finished or ongoing) and a retry or
 * complete button. An ongoing booking shows placeholders for what is not chosen yet.
 * Used by the area step (last visit), the home page (`./ReservationCard`) and the
 * profile's recent visits (`./RecentVisitCard`, with the visit's date and address).
 */
export function ReservationCard({ kind, service, hairdresser, salon, city, status = 'idle', onAction, visit }: ReservationCardProps) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  const missing = t('reservationCard.notChosen');
  const place = visit?.address ? `${visit.address}, ${city ?? t('reservationCard.mobileSalon')}` : (city ?? t('reservationCard.mobileSalon'));
  const salonText = salon ? `${salon}, ${place}` : missing;
  const busy = status === 'busy';
  return (
    <Card aria-labelledby={headingId} data-kind={kind}>
      <Top>
        <Heading id={headingId}>{visit?.heading ?? t(kind === 'finished' ? 'reservationCard.headingLast' : 'reservationCard.headingOngoing')}</Heading>
        <Status>{t(kind === 'finished' ? 'reservationCard.statusFinished' : 'reservationCard.statusOngoing')}</Status>
      </Top>
      <Details>
        {visit && (
          <div>
            <dt>{t('reservationCard.when')}</dt>
            <dd>
              <time dateTime={visit.startDateTime}>
                {t('reservationCard.dateTime', {
                  weekday: formatWeekday(visit.startDateTime),
                  date: formatDate(visit.startDateTime, 'd MMMM yyyy'),
                  time: formatTime(visit.startDateTime),
                })}
              </time>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('reservationCard.service')}</dt>
          <dd>{service ?? missing}</dd>
        </div>
        <div>
          <dt>{t('reservationCard.hairdresser')}</dt>
          <dd>{hairdresser ?? t('reservationCard.anyHairdresser')}</dd>
        </div>
        <div>
          <dt>{t('reservationCard.salon')}</dt>
          <dd>{salonText}</dd>
        </div>
      </Details>
      {status === 'failed' && <Alert tone="error">{t('reservationCard.repeatError')}</Alert>}
      <Button onClick={onAction} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('reservationCard.busy') : t(kind === 'finished' ? 'reservationCard.repeat' : 'reservationCard.complete')}
      </Button>
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  width: 100%;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  }
`;
