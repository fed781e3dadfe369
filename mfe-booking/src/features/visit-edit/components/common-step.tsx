import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '@salon/ui';
import { VISIT_DETAILS_PATH } from '../../../lib/booking-paths.ts';
import { trackBooking } from '../../../lib/booking-tracking.ts';
import { useEditStepPath } from '../hooks/use-edit-step-path.ts';
import { nextEditStep } from '../lib/edit-steps.ts';
import type { EditStepProps } from './edit-step-screen.tsx';
import { OtherServicesNote } from './other-services-note.tsx';
import { VisitFacts } from './visit-facts.tsx';
import '../visit-edit-copy.ts';

/**
 * The common step (`/rezerwacja/edytuj/wizyta`, the mobile entry): the visit with its
 * salon on the map, and the two ways on: change (the date step, the spec's order being
 * common → date → confirm) and cancel (the details page's cancel dialog, `?cancel`).
 */
export function CommonStep({ visit, reservation, others }: EditStepProps) {
  const { t } = useTranslation('booking');
  const stepPath = useEditStepPath(visit.id);
  useEffect(() => {
    trackBooking('edit-step-view', { step: 'common', visitId: visit.id });
  }, [visit.id]);
  return (
    <Layout>
      <VisitFacts visit={visit} reservation={reservation} />
      <OtherServicesNote others={others} />
      <Actions>
        <Button as={Link} to={stepPath(nextEditStep('common'))} fullWidth>
          {t('visitEdit.common.change')}
        </Button>
        <Button as={Link} to={stepPath('service')} variant="secondary" fullWidth>
          {t('visitEdit.common.changeService')}
        </Button>
        <Button as={Link} to={`${VISIT_DETAILS_PATH}/${encodeURIComponent(visit.id)}?cancel`} variant="secondary" fullWidth>
          {t('visitEdit.common.cancel')}
        </Button>
      </Actions>
    </Layout>
  );
}

export const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 720px;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
