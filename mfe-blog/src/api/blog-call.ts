import { blogPathQuery, type BlogPath, type BlogQuery } from '@salon/contracts/blog-api';

/**
 * The API call of one blog read: GET /api/blog?path=<path and its parameters, encoded>,
 * public (sent without the session). RTK Query's `useBlogQuery` and the widgets'
 * `useBlogRead` both ask this way; this file imports neither, so the widgets load no RTK Query.
 */
export function blogCall(path: BlogPath, params?: BlogQuery) {
  return { url: '/api/blog', params: { path: blogPathQuery(path, params) }, auth: false };
}
