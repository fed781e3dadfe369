import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { JOBS_PATH } from '../../../lib/jobs-paths.ts';
import { titleFromSlug } from '../../../lib/title-from-slug.ts';

/** `/pracuj-z-nami/:city`: one city's offers, named from the slug until the offers data brings the real name. */
export function CityOffersScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('jobs');
  const city = titleFromSlug(slug);
  useDocumentMeta({ title: t('city.metaTitle', { city }) });
  return (
    <Container>
      <PageHeader
        title={city}
        breadcrumbs={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('breadcrumbs.jobs'), to: JOBS_PATH },
          { label: city },
        ]}
      />
    </Container>
  );
}
