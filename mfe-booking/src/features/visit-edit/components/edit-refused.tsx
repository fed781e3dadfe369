import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, EmptyState } from '@salon/ui';
import type { Visit } from '../../../api/get-visit.ts';
import { RESERVATION_ROOT_PATH, VISIT_DETAILS_PATH } from '../../../lib/booking-paths.ts';
import type { EditRefusal } from '../lib/edit-target.ts';
import '../visit-edit-copy.ts';

/** A visit the flow cannot change (cancelled, started, empty): why, and where to go instead. */
export function EditRefused({ visit, refusal }: { visit: Visit; refusal: EditRefusal }) {
  const { t } = useTranslation('booking');
  return (
    <EmptyState
      title={t('visitEdit.refused.title')}
      description={t(`visitEdit.refused.${refusal}`)}
      action={
        refusal === 'cancelled' ? (
          <Button as={Link} to={RESERVATION_ROOT_PATH}>
            {t('visitEdit.refused.book')}
          </Button>
        ) : (
          <Button as={Link} to={`${VISIT_DETAILS_PATH}/${encodeURIComponent(visit.id)}`} variant="secondary">
            {t('visitEdit.refused.details')}
          </Button>
        )
      }
    />
  );
}
