import { useTranslation } from 'react-i18next';
import { Alert } from '@salon/ui';
import type { VisitReservation } from '../../../api/get-visit.ts';
import '../visit-edit-copy.ts';

/** A visit of several services: the flow changes the first one; the note names those that stay. */
export function OtherServicesNote({ others }: { others: readonly VisitReservation[] }) {
  const { t } = useTranslation('booking');
  if (others.length === 0) return null;
  return (
    <Alert tone="info">
      <p>{t('visitEdit.others', { services: others.map((entry) => entry.service.name).join(', ') })}</p>
    </Alert>
  );
}
