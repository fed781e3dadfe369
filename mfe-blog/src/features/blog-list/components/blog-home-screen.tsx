import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '@salon/platform';
import { Page } from '@salon/ui';
import { CategoryNav } from '../../../components/category-nav.tsx';
import { BLOG_NAMESPACE } from '../../../i18n.ts';
import { BLOG_PATH, listPagePath } from '../../../lib/blog-paths.ts';
import { usePostList } from '../hooks/use-post-list.ts';
import { ListLayout } from './list-layout.tsx';
import { PostList } from './post-list.tsx';

/**
 * `/blog`: the blog home (spec part 2, section 2): the categories, then every post,
 * newest first, paged by `?page=`. Each page has its own tab title and canonical URL.
 */
export function BlogHomeScreen() {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const { brand } = useRuntimeConfig();
  const list = usePostList({ path: 'rest/blogpost' });
  const title = t('home.title');
  const paged = list.page > 1;
  return (
    <Page
      title={title}
      // Each page of a list gets its own tab title, so search results and history tell them apart.
      metaTitle={paged ? t('list.pagedTitle', { title, page: list.page }) : title}
      description={t('home.description', { brand })}
      canonical={listPagePath(BLOG_PATH, list.page)}
      breadcrumbs={[{ label: title }]}
    >
      <ListLayout>
        <CategoryNav current={null} />
        <PostList list={list} heading={t('blogList.latest')} basePath={BLOG_PATH} emptyText={t('blogList.empty')} />
      </ListLayout>
    </Page>
  );
}
