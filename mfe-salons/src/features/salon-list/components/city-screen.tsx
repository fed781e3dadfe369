import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { SALON_LIST_PATH } from '../../../lib/salon-paths.ts';
import { titleFromSlug } from '../../../lib/title-from-slug.ts';

/**
 * `/salony/:city`: one city's salons. The heading is built from the slug until the
 * city's real name comes with the salons data.
 */
export function CityScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('salons');
  const city = titleFromSlug(slug);
  useDocumentMeta({ title: t('city.metaTitle', { city }) });
  return (
    <Container>
      <PageHeader
        title={city}
        breadcrumbs={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('breadcrumbs.salons'), to: SALON_LIST_PATH },
          { label: city },
        ]}
      />
    </Container>
  );
}
