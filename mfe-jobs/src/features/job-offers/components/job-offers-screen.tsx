import { useTranslation } from 'react-i18next';
import { Page } from '@salon/ui';

/** `/pracuj-z-nami`: job offers grouped by city. Search, city filter and offers come with the recruitment issue. */
export function JobOffersScreen() {
  const { t } = useTranslation('jobs');
  const title = t('list.title');
  return <Page title={title} breadcrumbs={[{ label: title }]} />;
}
