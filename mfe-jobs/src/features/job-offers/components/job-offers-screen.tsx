import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';

/** `/pracuj-z-nami`: job offers grouped by city. Search, city filter and offers come with the recruitment issue. */
export function JobOffersScreen() {
  const { t } = useTranslation('jobs');
  const title = t('list.title');
  useDocumentMeta({ title });
  return (
    <Container>
      <PageHeader title={title} breadcrumbs={[{ label: t('breadcrumbs.home'), to: '/' }, { label: title }]} />
    </Container>
  );
}
