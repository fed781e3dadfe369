import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { BlogPostSummary, BlogQuery } from '@salon/contracts/blog-api';
import { exactQuery } from '@salon/platform';
import { parsePageQuery } from '@salon/seo/content/page-query';
import { useBlogQuery } from '../../../api/get-blog.ts';
import { useBlogPageSize } from '../../../lib/use-medium-width.ts';

/** The list calls of GET /api/blog: every post, or one category's. */
export type PostListPath = 'rest/blogpost' | 'rest/blogpostbycategory';

export interface PostListSource {
  path: PostListPath;
  /** The path's own parameters (`id_category`); page and page size are added here. */
  params?: BlogQuery;
  /** Wait (the category is not known yet). */
  skip?: boolean;
}

export interface PostList {
  /** The page shown, 1-based. */
  page: number;
  /** The posts of that page; undefined while it loads or after a failure. */
  posts?: BlogPostSummary[];
  totalPages: number;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * One page of a post list, as `?page=` asks, at the window's page size (16, or 15 from
 * 1189 to 1588 px). A page that is no page (0, a negative, not a number) or lies past
 * the last one is ignored and the first page is shown: the address is replaced by the
 * list's own (other query keys kept), so the page has one URL and its pagination agrees.
 */
export function usePostList({ path, params, skip = false }: PostListSource): PostList {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const requested = parsePageQuery(search);
  const page = requested ?? 1;
  const resultsPerPage = useBlogPageSize();
  const query = useBlogQuery(path, { ...params, page, resultsPerPage }, { skip });
  // currentData, not data: while another page loads, the previous page's posts must not stand in for it.
  const answer = query.currentData;
  const totalPages = answer?.totalPages ?? 0;
  const pastTheEnd = answer !== undefined && page > 1 && page > totalPages;
  const ignored = search.has('page') && (requested === null || pastTheEnd);

  useEffect(() => {
    if (!ignored) return;
    const kept = new URLSearchParams(location.search);
    kept.delete('page');
    const rest = kept.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash }, { replace: true, state: exactQuery() });
  }, [ignored, location.pathname, location.search, location.hash, navigate]);

  return {
    page,
    posts: ignored ? undefined : answer?.psdata,
    totalPages,
    loading: !query.isError && (skip || ignored || answer === undefined),
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
