import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { SHELL_NS } from '../i18n.ts';

/** About us: static marketing text with breadcrumbs (spec part 2, public routes). */
export function AboutPage() {
  const { t } = useTranslation(SHELL_NS);
  useDocumentMeta({ title: t('about.title'), description: t('about.lead') });
  return (
    <Container>
      <PageHeader title={t('about.title')} breadcrumbs={[{ label: t('breadcrumbHome'), to: '/home' }, { label: t('about.title') }]} />
      <p>
        <strong>{t('about.lead')}</strong>
      </p>
      <p>{t('about.p1')}</p>
      <p>{t('about.p2')}</p>
      <p>{t('about.p3')}</p>
    </Container>
  );
}
