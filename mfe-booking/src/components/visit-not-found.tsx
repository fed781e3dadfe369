import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { bus, useSession } from '@salon/platform';
import { Button, Page } from '@salon/ui';
import { PROFILE_VISITS_PATH, RESERVATION_ROOT_PATH } from '../lib/booking-paths.ts';
import { trackBooking } from '../lib/booking-tracking.ts';

export interface VisitNotFoundProps {
  visitId: string;
  /** The page's breadcrumb: the visit's details or the edit flow. */
  breadcrumb: string;
  /** Where it was met, for the tracker: the details page or the edit flow's entry. */
  source: 'details' | 'edit';
}

/**
 * What a visit the API answers 404 for shows (decision 0024): the id alone opens
 * nothing, so this is the page of a link that has expired (the visit is over), of a link
 * cut short when copied, and of a visit of someone else's. It says so in one sentence and
 * offers the ways on: book a visit, and see one's visits in the profile (signing in first
 * when signed out). Not an error: nothing can be retried.
 */
export function VisitNotFound({ visitId, breadcrumb, source }: VisitNotFoundProps) {
  const { t } = useTranslation('booking');
  const { authenticated } = useSession();

  useEffect(() => {
    trackBooking('visit-not-found', { visitId, source, signedIn: authenticated });
    // Once per visit and page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visitId, source]);

  const signIn = () => bus.emit('auth:open', { stage: 'IDENTIFICATION', returnPath: PROFILE_VISITS_PATH });

  return (
    // A visit's page is never indexed, found or not.
    <Page title={t('visitNotFound.title')} breadcrumbs={[{ label: breadcrumb }]} noindex>
      <Body>
        <p>{t('visitNotFound.description')}</p>
        <Actions>
          <Button as={Link} to={RESERVATION_ROOT_PATH}>
            {t('visitNotFound.book')}
          </Button>
          {authenticated ? (
            <Button as={Link} to={PROFILE_VISITS_PATH} variant="secondary">
              {t('visitNotFound.myVisits')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={signIn}>
              {t('visitNotFound.signIn')}
            </Button>
          )}
        </Actions>
      </Body>
    </Page>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 64ch;

  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
