import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { RecentVisitCardProps, VisitCardProps } from '@salon/contracts';
import { salonNow } from '@salon/i18n';
import { Button, EmptyState, RemoteModule, RetryAlert, Spinner } from '@salon/ui';
import { useGetRecentVisitsQuery, useGetUpcomingVisitsQuery } from '../api/get-visits.ts';
import { pastVisits } from '../lib/recent-visits.ts';

/** Where a new reservation starts. */
const RESERVATION_START = '/rezerwacja';

/**
 * Rezerwacje (spec part 2, "Profile: reservations"): the customer's upcoming visits, each
 * booking's own card with edit, add to calendar and cancel (`./VisitCard` of the booking
 * remote, so both places cancel alike), a new-reservation button, the empty invitation,
 * and the recent visits that have taken place with "book again" (`./RecentVisitCard`).
 */
export function ReservationsSection() {
  const { t } = useTranslation('profile');
  const upcomingId = useId();
  const recentId = useId();
  const upcoming = useGetUpcomingVisitsQuery(undefined, { refetchOnMountOrArgChange: true });
  const recent = useGetRecentVisitsQuery(undefined, { refetchOnMountOrArgChange: true });

  if (upcoming.isLoading) return <Spinner label={t('reservations.loading')} />;
  if (upcoming.isError || !upcoming.data) return <RetryAlert message={t('reservations.failed')} onRetry={() => void upcoming.refetch()} />;

  const visits = upcoming.data;
  const past = pastVisits(recent.data ?? [], new Set(visits.map((visit) => visit.id)), salonNow().toFormat("yyyy-MM-dd'T'HH:mm:ss"));
  const onCancelled = () => {
    void upcoming.refetch();
    void recent.refetch();
  };

  return (
    <Layout>
      <Part aria-labelledby={upcomingId}>
        <Title id={upcomingId}>{t('reservations.upcoming')}</Title>
        {visits.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('reservations.empty.title')}
            description={t('reservations.empty.text')}
            action={
              <Button as={Link} to={RESERVATION_START}>
                {t('reservations.empty.action')}
              </Button>
            }
          />
        ) : (
          <>
            <List>
              {visits.map((visit) => (
                <li key={visit.id}>
                  <RemoteModule<VisitCardProps>
                    remote="booking"
                    module="./VisitCard"
                    props={{ visit, onCancelled }}
                    failedMessage={t('reservations.cardFailed')}
                  />
                </li>
              ))}
            </List>
            <div>
              <Button as={Link} to={RESERVATION_START} variant="secondary">
                {t('reservations.new')}
              </Button>
            </div>
          </>
        )}
      </Part>

      {past.length > 0 && (
        <Part aria-labelledby={recentId}>
          <Title id={recentId}>{t('reservations.recent')}</Title>
          <List>
            {past.map((visit) => (
              <li key={visit.id}>
                <RemoteModule<RecentVisitCardProps>
                  remote="booking"
                  module="./RecentVisitCard"
                  props={{ visit }}
                  failedMessage={t('reservations.cardFailed')}
                />
              </li>
            ))}
          </List>
        </Part>
      )}
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
