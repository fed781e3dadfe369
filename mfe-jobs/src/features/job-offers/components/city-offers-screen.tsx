import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { titleFromSlug } from '@salon/i18n';
import { Page } from '@salon/ui';
import { useGetOffersQuery } from '../../../api/get-offers.ts';
import { JOBS_PATH, cityPath } from '../../../lib/jobs-paths.ts';
import { OffersDirectory } from './offers-directory.tsx';

/**
 * `/pracuj-z-nami/:city`: one city's offers. The city's name comes from its offers'
 * salons (named from the slug while they load); a city with no offer goes to the whole
 * list, replacing the history entry.
 */
export function CityOffersScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('jobs');
  const { data, isError, refetch } = useGetOffersQuery();
  const known = data?.find((offer) => offer.enabled && offer.salon.location.citySlug === slug);
  if (data && !known) return <Navigate to={JOBS_PATH} replace />;
  const city = known?.salon.location.city ?? titleFromSlug(slug);
  return (
    <Page
      title={city}
      metaTitle={t('city.metaTitle', { city })}
      description={t('city.description', { city })}
      canonical={cityPath(slug)}
      breadcrumbs={[{ label: t('breadcrumbs.jobs'), to: JOBS_PATH }, { label: city }]}
    >
      <OffersDirectory offers={data} isError={isError} onRetry={() => void refetch()} citySlug={slug} />
    </Page>
  );
}
