import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { titleFromSlug } from '@salon/i18n';
import { Page } from '@salon/ui';
import { BLOG_PATH, categoryPath } from '../../../lib/blog-paths.ts';

/**
 * `/blog/:category/:postRef`: an article, `postRef` being its link rewrite. Named from
 * the slugs until the article loads (blog-article issue); a missing article will then
 * redirect to the blog home.
 */
export function ArticleScreen() {
  const { t } = useTranslation('blog');
  const { category = '', postRef = '' } = useParams();
  const title = titleFromSlug(postRef);
  return (
    <Page
      title={title}
      breadcrumbs={[
        { label: t('breadcrumbs.blog'), to: BLOG_PATH },
        { label: titleFromSlug(category), to: categoryPath(category) },
        { label: title },
      ]}
    />
  );
}
