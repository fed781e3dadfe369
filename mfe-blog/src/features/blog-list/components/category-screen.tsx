import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { titleFromSlug } from '@salon/i18n';
import { Page } from '@salon/ui';
import { BLOG_PATH } from '../../../lib/blog-paths.ts';
import { parsePageQuery } from '../../../lib/page-query.ts';

/**
 * `/blog/:category`: one category's posts, paged by `?page=`. Named from the slug
 * until the category's real name comes with the blog data.
 */
export function CategoryScreen() {
  const { t } = useTranslation('blog');
  const { category = '' } = useParams();
  const page = parsePageQuery(useLocation().search);
  const title = titleFromSlug(category);
  const metaTitle = t('category.metaTitle', { category: title });
  return (
    <Page
      title={title}
      metaTitle={page && page > 1 ? t('list.pagedTitle', { title: metaTitle, page }) : metaTitle}
      breadcrumbs={[{ label: t('breadcrumbs.blog'), to: BLOG_PATH }, { label: title }]}
    />
  );
}
