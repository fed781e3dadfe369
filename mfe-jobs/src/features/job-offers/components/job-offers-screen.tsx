import { useTranslation } from 'react-i18next';
import { Page } from '@salon/ui';
import { useGetOffersQuery } from '../../../api/get-offers.ts';
import { JOBS_PATH } from '../../../lib/jobs-paths.ts';
import { OffersDirectory } from './offers-directory.tsx';

/** `/pracuj-z-nami`: every open offer, grouped by city group or city, with the city filter and the search. */
export function JobOffersScreen() {
  const { t } = useTranslation('jobs');
  const { data, isError, refetch } = useGetOffersQuery();
  const title = t('list.title');
  return (
    <Page title={title} metaTitle={t('list.metaTitle')} description={t('list.description')} canonical={JOBS_PATH} breadcrumbs={[{ label: title }]}>
      <OffersDirectory offers={data} isError={isError} onRetry={() => void refetch()} />
    </Page>
  );
}
