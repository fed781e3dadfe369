import { useTranslation } from 'react-i18next';
import { titleFromSlug } from '@salon/i18n';
import { Page } from '@salon/ui';
import { JOBS_PATH } from '../../../lib/jobs-paths.ts';

/** `/pracuj-z-nami/:city`: one city's offers, named from the slug until the offers data brings the real name. */
export function CityOffersScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('jobs');
  const city = titleFromSlug(slug);
  return (
    <Page
      title={city}
      metaTitle={t('city.metaTitle', { city })}
      breadcrumbs={[{ label: t('breadcrumbs.jobs'), to: JOBS_PATH }, { label: city }]}
    />
  );
}
