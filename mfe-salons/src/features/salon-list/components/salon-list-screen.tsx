import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';

/** `/salony`: the salon list. Cities, search and salon boxes come with the salon-list issue. */
export function SalonListScreen() {
  const { t } = useTranslation('salons');
  const title = t('list.title');
  useDocumentMeta({ title });
  return (
    <Container>
      <PageHeader title={title} breadcrumbs={[{ label: t('breadcrumbs.home'), to: '/' }, { label: title }]} />
    </Container>
  );
}
