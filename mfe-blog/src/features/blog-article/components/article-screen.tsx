import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import type { BlogPost } from '@salon/contracts/blog-api';
import { exactQuery } from '@salon/platform';
import { articleCanonicalPath } from '@salon/seo/content/article-page';
import { useBlogQuery } from '../../../api/get-blog.ts';
import { BLOG_PATH } from '../../../lib/blog-paths.ts';
import { ArticleSkeleton } from './article-skeleton.tsx';
import { ArticleView } from './article-view.tsx';

export interface ArticleScreenProps {
  /** What follows the article's text in its column: the comments (composed in routes.tsx, features do not import each other). */
  renderComments?: (post: BlogPost) => ReactNode;
}

/**
 * `/blog/:category/:postRef`: the article whose link rewrite is `postRef`
 * (rest/blogpostbylinkrewrite). Any failure of the lookup, a missing article included,
 * goes to the blog home, replacing the address (spec part 2, section 8). An article
 * reached under another category's slug moves to its own address, so it has one URL.
 */
export function ArticleScreen({ renderComments }: ArticleScreenProps) {
  const { category = '', postRef = '' } = useParams();
  const article = useBlogQuery('rest/blogpostbylinkrewrite', { link_rewrite: postRef });
  // The previous answer stands in only for this same article (a language change re-asks
  // for it); another article's must never show under this address.
  const answer = article.currentData ?? (article.data?.psdata.link_rewrite === postRef ? article.data : undefined);
  const post = answer?.psdata;

  if (article.isError || (answer && !post)) return <Navigate to={BLOG_PATH} replace state={exactQuery()} />;
  if (!post) return <ArticleSkeleton />;
  if (post.category_rewrite !== category) return <Navigate to={articleCanonicalPath(post)} replace state={exactQuery()} />;
  return <ArticleView post={post} comments={renderComments?.(post)} />;
}
