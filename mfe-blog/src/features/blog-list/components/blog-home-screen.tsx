import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Container, PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { parsePageQuery } from '../../../lib/page-query.ts';

/** `/blog`: the blog home, paged by `?page=`. The posts come with the blog-list issue. */
export function BlogHomeScreen() {
  const { t } = useTranslation('blog');
  const page = parsePageQuery(useLocation().search);
  const title = t('home.title');
  // Each page of a list gets its own tab title, so search results and history tell them apart.
  useDocumentMeta({ title: page && page > 1 ? t('list.pagedTitle', { title, page }) : title });
  return (
    <Container>
      <PageHeader title={title} breadcrumbs={[{ label: t('breadcrumbs.home'), to: '/' }, { label: title }]} />
    </Container>
  );
}
