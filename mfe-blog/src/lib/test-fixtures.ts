import type { BlogCategory, BlogPost, BlogPostSummary } from '@salon/contracts/blog-api';
import { TEST_CATEGORIES, testPostPage } from '@salon/seo/content/test-fixtures';

/*
 * Blog data for component tests, shaped as GET /api/blog answers it, and a double of
 * that API. Test-only: no screen imports this file. The posts and categories are
 * @salon/seo's, which the served pages' tests use too.
 */

export { TEST_CATEGORIES, testPost, testPostPage, testPostSummary } from '@salon/seo/content/test-fixtures';

/** An answer of the mocked base query: data, or an API error. */
export type MockAnswer = { data: unknown } | { error: { status: number; code: string; field?: string } };

/** A blog call as the test double sees it: the content path and its parameters. */
export interface BlogCall {
  path: string;
  params: URLSearchParams;
}

/** What a test may change of the blog API double. */
export interface BlogApiOptions {
  /** Every post (newest first); 40 by default, all in category 1. */
  posts?: BlogPostSummary[];
  categories?: BlogCategory[];
  /** rest/blogpostbylinkrewrite: the article per link rewrite; an unknown one is a 404. */
  articles?: Record<string, BlogPost>;
  /** Answers for a path before the defaults (`'rest/blogsuggestedpost': { error: … }`). */
  overrides?: Partial<Record<string, MockAnswer | ((call: BlogCall) => MockAnswer)>>;
  /** Other URLs (the comments), by URL and method: `'POST /api/blog/posts/7/comments'`. */
  routes?: Record<string, (args: { params?: Record<string, unknown>; body?: unknown }) => MockAnswer>;
}

/** Where the test double answers from a list: `page` of `resultsPerPage`, with the totals. */
function pageOf(posts: BlogPostSummary[], params: URLSearchParams): MockAnswer {
  const size = Number(params.get('resultsPerPage') ?? 16);
  const page = Number(params.get('page') ?? 1);
  const totalPages = Math.ceil(posts.length / size);
  return { data: { psdata: posts.slice((page - 1) * size, page * size), totalPages, totalPosts: posts.length } };
}

/**
 * GET /api/blog (and any `routes`) as the mocked base query answers it, for screen
 * tests: lists paged as the API pages them, categories, articles by link rewrite
 * (404 otherwise), suggestions from the same category, no videos.
 */
export function blogApiDouble({ posts = testPostPage(40), categories = TEST_CATEGORIES, articles = {}, overrides = {}, routes = {} }: BlogApiOptions = {}) {
  return async (args: { url: string; method?: string; params?: Record<string, unknown>; body?: unknown }): Promise<MockAnswer> => {
    if (args.url !== '/api/blog') {
      const route = routes[`${args.method ?? 'GET'} ${args.url}`];
      return route ? route(args) : { error: { status: 404, code: 'NOT_FOUND' } };
    }
    const [path = '', query = ''] = String(args.params?.path ?? '').split('?');
    const call: BlogCall = { path, params: new URLSearchParams(query) };
    const override = overrides[path];
    if (override) return typeof override === 'function' ? override(call) : override;
    switch (path) {
      case 'rest/blogpost':
        return pageOf(posts, call.params);
      case 'rest/blogpostbycategory':
        return pageOf(
          posts.filter((post) => String(post.id_simpleblog_category) === call.params.get('id_category')),
          call.params,
        );
      case 'rest/blogcategories':
        return { data: { psdata: categories } };
      case 'rest/blogpostbylinkrewrite': {
        const article = articles[call.params.get('link_rewrite') ?? ''];
        return article ? { data: { psdata: article } } : { error: { status: 404, code: 'NOT_FOUND' } };
      }
      case 'rest/blogsuggestedpost': {
        const count = Number(call.params.get('numberOfResults') ?? 4);
        const same = posts.filter(
          (post) => String(post.id_simpleblog_category) === call.params.get('id_category') && post.link_rewrite !== call.params.get('exclude'),
        );
        return { data: { psdata: same.slice(0, count) } };
      }
      case 'rest/getytlinks':
        return { data: { psdata: [] } };
      default:
        return { error: { status: 400, code: 'INVALID_VALUE', field: 'path' } };
    }
  };
}
