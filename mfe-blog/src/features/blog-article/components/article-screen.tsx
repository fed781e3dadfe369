import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container, PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { BLOG_PATH, categoryPath } from '../../../lib/blog-paths.ts';
import { titleFromSlug } from '../../../lib/title-from-slug.ts';

/**
 * `/blog/:category/:postRef`: an article, `postRef` being its link rewrite. Named from
 * the slugs until the article loads (blog-article issue); a missing article will then
 * redirect to the blog home.
 */
export function ArticleScreen() {
  const { t } = useTranslation('blog');
  const { category = '', postRef = '' } = useParams();
  const title = titleFromSlug(postRef);
  const categoryTitle = titleFromSlug(category);
  useDocumentMeta({ title });
  return (
    <Container>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('breadcrumbs.blog'), to: BLOG_PATH },
          { label: categoryTitle, to: categoryPath(category) },
          { label: title },
        ]}
      />
    </Container>
  );
}
