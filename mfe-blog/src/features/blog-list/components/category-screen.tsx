import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Container, PageHeader } from '@salon/ui';
import { useDocumentMeta } from '@salon/ui/document-meta';
import { BLOG_PATH } from '../../../lib/blog-paths.ts';
import { parsePageQuery } from '../../../lib/page-query.ts';
import { titleFromSlug } from '../../../lib/title-from-slug.ts';

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
  useDocumentMeta({ title: page && page > 1 ? t('list.pagedTitle', { title: metaTitle, page }) : metaTitle });
  return (
    <Container>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('breadcrumbs.blog'), to: BLOG_PATH },
          { label: title },
        ]}
      />
    </Container>
  );
}
