import { useMemo } from 'react';
import { offersPageHead } from '@salon/seo/content/job-offers-page';
import { Page, useSeoPageContext } from '@salon/ui';
import { useGetOffersQuery } from '../../../api/get-offers.ts';
import { JOBS_PATH } from '../../../lib/jobs-paths.ts';
import { OffersDirectory } from './offers-directory.tsx';

/**
 * `/pracuj-z-nami`: every open offer, grouped by city group or city, with the city filter
 * and the search. Its head is @salon/seo's, as the gateway serves the page.
 */
export function JobOffersScreen() {
  const seo = useSeoPageContext();
  const { data, isError, refetch } = useGetOffersQuery();
  const head = useMemo(() => offersPageHead(seo), [seo]);
  const title = seo.t('jobs.list.heading');
  return (
    <Page title={title} head={head} canonical={JOBS_PATH} breadcrumbs={[{ label: title }]}>
      <OffersDirectory offers={data} isError={isError} onRetry={() => void refetch()} />
    </Page>
  );
}
