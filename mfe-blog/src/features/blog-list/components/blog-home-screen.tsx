import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '@salon/ui';
import { parsePageQuery } from '../../../lib/page-query.ts';

/** `/blog`: the blog home, paged by `?page=`. The posts come with the blog-list issue. */
export function BlogHomeScreen() {
  const { t } = useTranslation('blog');
  const page = parsePageQuery(useLocation().search);
  const title = t('home.title');
  return (
    <Page
      title={title}
      // Each page of a list gets its own tab title, so search results and history tell them apart.
      metaTitle={page && page > 1 ? t('list.pagedTitle', { title, page }) : title}
      breadcrumbs={[{ label: title }]}
    />
  );
}
