import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';

/** `/sklep`: the product list. Filters, sorting and "load more" come with the shop issue. */
export function ProductListScreen() {
  const { t } = useTranslation('shop');
  const title = t('list.title');
  useDocumentMeta({ title });
  return (
    <Container>
      <PageHeader title={title} breadcrumbs={[{ label: t('breadcrumbs.home'), to: '/' }, { label: title }]} />
    </Container>
  );
}
