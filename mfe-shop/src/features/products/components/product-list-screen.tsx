import { useTranslation } from 'react-i18next';
import { Page } from '@salon/ui';

/** `/sklep`: the product list. Filters, sorting and "load more" come with the shop issue. */
export function ProductListScreen() {
  const { t } = useTranslation('shop');
  const title = t('list.title');
  return <Page title={title} breadcrumbs={[{ label: title }]} />;
}
