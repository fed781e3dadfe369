import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Page, Spinner } from '@salon/ui';
import { useGetVisitQuery } from '../../../api/get-visit.ts';
import { RESERVATION_STEP_PATHS } from '../../../lib/booking-paths.ts';

/**
 * `/wizyty/:visitId`: the reservation details, loaded by id. A visit that cannot be
 * loaded (unknown id, any failure) sends the visitor to the area step (spec part 1,
 * section 8). The `cancel` query key, which opens the cancel dialog here, arrives with
 * the cancel issue.
 */
export function VisitDetailsScreen() {
  const { t } = useTranslation('booking');
  const { visitId = '' } = useParams();
  const { isError, isSuccess } = useGetVisitQuery(visitId);

  if (isError) return <Navigate to={RESERVATION_STEP_PATHS.area} replace />;
  return (
    // A visit holds a customer's name and phone: never indexed.
    <Page title={t('visit.title')} breadcrumbs={[{ label: t('breadcrumbs.visit') }]} noindex>
      {!isSuccess && <Spinner label={t('visit.loading')} />}
    </Page>
  );
}
