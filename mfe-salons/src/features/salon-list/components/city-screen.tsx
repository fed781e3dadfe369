import { useTranslation } from 'react-i18next';
import { titleFromSlug } from '@salon/i18n';
import { Page } from '@salon/ui';
import { SALON_LIST_PATH } from '../../../lib/salon-paths.ts';

/**
 * `/salony/:city`: one city's salons. The heading is built from the slug until the
 * city's real name comes with the salons data.
 */
export function CityScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('salons');
  const city = titleFromSlug(slug);
  return (
    <Page
      title={city}
      metaTitle={t('city.metaTitle', { city })}
      breadcrumbs={[{ label: t('breadcrumbs.salons'), to: SALON_LIST_PATH }, { label: city }]}
    />
  );
}
