import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { SALON_LIST_PATH } from '../../../lib/salon-paths.ts';

/**
 * `/salony/:code`: salon details. Until the salon is loaded (salon-details issue) it is
 * named by its code; an unknown code will then redirect to the salon list.
 */
export function SalonDetailsScreen({ code }: { code: string }) {
  const { t } = useTranslation('salons');
  const title = t('details.title', { code });
  useDocumentMeta({ title });
  return (
    <Container>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('breadcrumbs.salons'), to: SALON_LIST_PATH },
          { label: title },
        ]}
      />
    </Container>
  );
}
