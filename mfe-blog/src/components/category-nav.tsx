import { useTranslation } from 'react-i18next';
import { exactQuery } from '@salon/platform';
import { ChipNav, ChipNavSkeleton } from '@salon/ui';
import { useBlogQuery } from '../api/get-blog.ts';
import { BLOG_NAMESPACE } from '../i18n.ts';
import { BLOG_PATH, categoryPath } from '../lib/blog-paths.ts';

export interface CategoryNavProps {
  /**
   * The list on screen: a category's `link_rewrite`, `null` for the blog home ("all"),
   * `undefined` on a page that is no list (the article), where no link is current.
   */
  current?: string | null;
  /** Labels the landmark; `id` of a visible heading naming it, else the default label. */
  labelledBy?: string;
}

/**
 * The blog's categories (rest/blogcategories) as navigation: "All posts", then each
 * category linking to its list, the one on screen marked `aria-current="page"`. A row
 * that scrolls sideways on phones, wrapping from 720 px. It is an aid, not the content:
 * while the categories load it keeps its room with a silent skeleton (so the list below
 * does not jump when they arrive); when they cannot load, it takes no room and says nothing.
 */
export function CategoryNav({ current, labelledBy }: CategoryNavProps) {
  const { t } = useTranslation(BLOG_NAMESPACE);
  const { data, isLoading } = useBlogQuery('rest/blogcategories');
  const categories = data?.psdata ?? [];
  if (isLoading) return <ChipNavSkeleton />;
  if (categories.length === 0) return null;
  const links = [
    { key: 'all', to: BLOG_PATH, label: t('categories.all'), active: current === null },
    ...categories.map((category) => ({
      key: category.link_rewrite,
      to: categoryPath(category.link_rewrite),
      label: category.name,
      active: current === category.link_rewrite,
    })),
  ];
  return <ChipNav links={links} label={t('categories.label')} labelledBy={labelledBy} linkState={exactQuery()} />;
}
