import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { titleFromSlug } from '@salon/i18n';
import { cityOffersPageHead, offersCity } from '@salon/seo/content/job-offers-page';
import { Page, useSeoPageContext } from '@salon/ui';
import { useGetOffersQuery } from '../../../api/get-offers.ts';
import { JOBS_PATH, cityPath } from '../../../lib/jobs-paths.ts';
import { OffersDirectory } from './offers-directory.tsx';

/**
 * `/pracuj-z-nami/:city`: one city's offers. The city's name comes from its offers'
 * salons (named from the slug while they load); a city with no offer goes to the whole
 * list, replacing the history entry. Its head is @salon/seo's, as the gateway serves the page.
 */
export function CityOffersScreen({ slug }: { slug: string }) {
  const seo = useSeoPageContext();
  const { data, isError, refetch } = useGetOffersQuery();
  const known = useMemo(() => (data ? offersCity(data, slug) : undefined), [data, slug]);
  const city = useMemo(() => known ?? { slug, name: titleFromSlug(slug) }, [known, slug]);
  const head = useMemo(() => cityOffersPageHead({ ...seo, city }), [seo, city]);
  if (data && !known) return <Navigate to={JOBS_PATH} replace />;
  return (
    <Page
      title={city.name}
      head={head}
      canonical={cityPath(slug)}
      breadcrumbs={[{ label: seo.t('jobs.crumbs.jobs'), to: JOBS_PATH }, { label: city.name }]}
    >
      <OffersDirectory offers={data} isError={isError} onRetry={() => void refetch()} citySlug={slug} />
    </Page>
  );
}
