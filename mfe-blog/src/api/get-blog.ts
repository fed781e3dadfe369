import {
  type BlogAnswer,
  type BlogPath,
  type BlogPsData,
  type BlogQuery,
} from '@salon/contracts/blog-api';
import type { Language } from '@salon/contracts/languages';
import { useCurrentLanguage } from '@salon/platform';
import { blogApi } from '../app/api.ts';
import { blogCall } from './blog-call.ts';

/** One content call: a path of GET /api/blog, its parameters, and the language it is asked in. */
export interface BlogRequest {
  path: BlogPath;
  params?: BlogQuery;
  /** Part of the cache key: category names and banner titles come back in this language. */
  language: Language;
}

const getBlogApi = blogApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/blog?path=<path and its parameters, encoded>: every blog read (lists,
     * article, categories, banners, videos, slider). Public: sent without the session.
     */
    getBlog: build.query<BlogAnswer<unknown>, BlogRequest>({
      query: ({ path, params }) => blogCall(path, params),
    }),
  }),
});

export const { useGetBlogQuery } = getBlogApi;

/** Options of `useBlogQuery`, passed to RTK Query. */
export interface BlogQueryOptions {
  skip?: boolean;
}

/**
 * A typed blog read in the current language: `useBlogQuery('rest/blogcategories')`
 * gives `data.psdata` as `BlogCategory[]`. Shared by the lists, the article and the
 * home-page widgets, so one answer is cached once for all of them.
 */
export function useBlogQuery<P extends BlogPath>(path: P, params?: BlogQuery, options: BlogQueryOptions = {}) {
  const language = useCurrentLanguage();
  const result = useGetBlogQuery({ path, params, language }, { skip: options.skip });
  return result as Omit<typeof result, 'data' | 'currentData'> & {
    data?: BlogAnswer<BlogPsData[P]>;
    currentData?: BlogAnswer<BlogPsData[P]>;
  };
}
