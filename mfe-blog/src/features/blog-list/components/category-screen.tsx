import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { titleFromSlug } from '@salon/i18n';
import { exactQuery } from '@salon/platform';
import { blogCategoryPageHead } from '@salon/seo/content/blog-list-page';
import { Page, RetryAlert, useSeoPageContext } from '@salon/ui';
import { useBlogQuery } from '../../../api/get-blog.ts';
import { CategoryNav } from '../../../components/category-nav.tsx';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { BLOG_PATH, categoryPath, listPagePath } from '../../../lib/blog-paths.ts';
import { usePostList } from '../hooks/use-post-list.ts';
import { ListLayout } from './list-layout.tsx';
import { PostList } from './post-list.tsx';

/**
 * `/blog/:category`: one category's posts, paged by `?page=` (spec part 2, section 2).
 * The category is found by its slug among rest/blogcategories; an unknown slug goes to
 * the blog home. Named from the slug until the categories load; its head is then
 * @salon/seo's, as the gateway serves the page.
 */
export function CategoryScreen() {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const seo = useSeoPageContext();
  const { category: slug = '' } = useParams();
  const categories = useBlogQuery('rest/blogcategories');
  const category = categories.data?.psdata.find((entry) => entry.link_rewrite === slug);
  const list = usePostList({
    path: 'rest/blogpostbycategory',
    params: { id_category: category?.id_simpleblog_category },
    skip: !category,
  });
  const head = useMemo(() => (category ? blogCategoryPageHead({ ...seo, category, page: list.page }) : undefined), [seo, category, list.page]);

  if (categories.data && !category) return <Navigate to={BLOG_PATH} replace state={exactQuery()} />;

  const title = category?.name ?? titleFromSlug(slug);
  const basePath = categoryPath(slug);
  return (
    <Page
      title={title}
      head={head}
      canonical={category ? listPagePath(basePath, list.page) : undefined}
      breadcrumbs={[{ label: seo.t('blog.crumbs.blog'), to: BLOG_PATH }, { label: title }]}
    >
      <ListLayout>
        <CategoryNav current={slug} />
        {categories.isError ? (
          <RetryAlert message={t('blogList.loadError')} onRetry={() => void categories.refetch()} />
        ) : (
          <PostList list={list} heading={t('blogList.inCategory')} basePath={basePath} emptyText={t('blogList.emptyCategory')} />
        )}
      </ListLayout>
    </Page>
  );
}
