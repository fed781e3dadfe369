import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { blogHomePageHead } from '@salon/seo/content/blog-list-page';
import { Page, useSeoPageContext } from '@salon/ui';
import { CategoryNav } from '../../../components/category-nav.tsx';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { BLOG_PATH, listPagePath } from '../../../lib/blog-paths.ts';
import { usePostList } from '../hooks/use-post-list.ts';
import { ListLayout } from './list-layout.tsx';
import { PostList } from './post-list.tsx';

/**
 * `/blog`: the blog home (spec part 2, section 2): the categories, then every post,
 * newest first, paged by `?page=`. Each page has its own tab title and canonical URL;
 * its head is @salon/seo's, as the gateway serves the page.
 */
export function BlogHomeScreen() {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const seo = useSeoPageContext();
  const list = usePostList({ path: 'rest/blogpost' });
  const head = useMemo(() => blogHomePageHead({ ...seo, page: list.page }), [seo, list.page]);
  const title = seo.t('blog.home.title');
  return (
    <Page title={title} head={head} canonical={listPagePath(BLOG_PATH, list.page)} breadcrumbs={[{ label: title }]}>
      <ListLayout>
        <CategoryNav current={null} />
        <PostList list={list} heading={t('blogList.latest')} basePath={BLOG_PATH} emptyText={t('blogList.empty')} />
      </ListLayout>
    </Page>
  );
}
