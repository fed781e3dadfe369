import { useTranslation } from 'react-i18next';
import { Page } from '@salon/ui';

/** `/salony`: the salon list. Cities, search and salon boxes come with the salon-list issue. */
export function SalonListScreen() {
  const { t } = useTranslation('salons');
  const title = t('list.title');
  return <Page title={title} breadcrumbs={[{ label: title }]} />;
}
