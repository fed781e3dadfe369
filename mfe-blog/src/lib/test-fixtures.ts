import type { BlogCategory, BlogPost, BlogPostSummary } from '@salon/contracts/blog-api';

/*
 * Blog data for component tests, shaped as GET /api/blog answers it. Test-only: no
 * screen imports this file.
 */

/** The seed's categories (Polish names). */
export const TEST_CATEGORIES: BlogCategory[] = [
  { id_simpleblog_category: 1, name: 'Pielęgnacja włosów', link_rewrite: 'pielegnacja-wlosow' },
  { id_simpleblog_category: 2, name: 'Koloryzacja', link_rewrite: 'koloryzacja' },
  { id_simpleblog_category: 4, name: 'Barber', link_rewrite: 'barber' },
];

/** A list entry; `overrides` change any field. */
export function testPostSummary(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id: 7,
    id_simpleblog_category: 1,
    title: 'Jak dobrać szampon do skóry głowy',
    category: 'Pielęgnacja włosów',
    category_rewrite: 'pielegnacja-wlosow',
    link_rewrite: 'jak-dobrac-szampon-do-skory-glowy',
    banner: '/api/images/salons/interior-07/5_3.webp',
    author: 'Magdalena Wróbel',
    date_add: '2025-02-18T09:30:00',
    date_upd: '2025-03-01T12:00:00',
    active: true,
    short_content: '<p>Szampon wybieramy do <strong>skóry głowy</strong>, a nie do długości włosów.</p>',
    meta_title: null,
    meta_description: null,
    tags: ['szampon'],
    likes: 0,
    views: 12,
    video_code: null,
    ...overrides,
  };
}

/** `count` distinct list entries, ids and slugs from `firstId` on. */
export function testPostPage(count: number, firstId = 1, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    return testPostSummary({ id, title: `Artykuł numer ${id}`, link_rewrite: `artykul-${id}`, ...overrides });
  });
}

/** An article with its main content. */
export function testPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    ...testPostSummary(),
    content: '<h2>Jaką masz skórę głowy?</h2><p>Prosty test: umyj włosy łagodnym szamponem.</p>',
    ...overrides,
  };
}

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
