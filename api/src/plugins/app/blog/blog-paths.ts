import {
  BLOG_MAX_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  BLOG_PATHS,
  BLOG_POST_TYPES,
  BLOG_SUGGESTED_COUNT,
  type BlogPath,
  type BlogPostType,
} from '@salon/contracts/blog-api';
import { invalidValue } from '../../../lib/errors.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './content-check.ts';

/*
 * GET /api/blog?path=… carries the content path and its parameters in one value, as the
 * spec's CMS did: `rest/blogpost?page=2&resultsPerPage=16`. This reads that value into a
 * request the queries can run, or throws 400 INVALID_VALUE naming the parameter (`path`
 * for an unknown path): a parameter the path does not take, one given twice, or one out
 * of its bounds. Nothing unchecked reaches the database.
 */

export type BlogRequest =
  | { path: 'rest/blogpost'; page: number; resultsPerPage: number; type: BlogPostType }
  | { path: 'rest/blogpostbylinkrewrite'; linkRewrite: string }
  | { path: 'rest/blogpostbycategory'; categoryId: number; page: number; resultsPerPage: number }
  | { path: 'rest/blogsuggestedpost'; categoryIds: number[] | null; numberOfResults: number; exclude: string | null }
  | { path: 'rest/blogpromotedpost'; numberOfResults: number }
  | { path: 'rest/blogcategories' | 'rest/getytlinks' | 'rest/jldslider' | 'rest/jldbanner' };

/** The most suggested or promoted posts one call may ask for. */
export const BLOG_MAX_RESULTS = 12;
/** The highest page or id the API reads: PostgreSQL's integer. */
const MAX_INT = 2_147_483_647;
const SLUG = new RegExp(SLUG_PATTERN);

/** Which parameters each path takes. */
const PARAMETERS: Record<BlogPath, readonly string[]> = {
  'rest/blogpost': ['resultsPerPage', 'page', 'type'],
  'rest/blogpostbylinkrewrite': ['link_rewrite'],
  'rest/blogpostbycategory': ['id_category', 'page', 'resultsPerPage'],
  'rest/blogsuggestedpost': ['id_category', 'numberOfResults', 'exclude'],
  'rest/blogpromotedpost': ['numberOfResults'],
  'rest/blogcategories': [],
  'rest/getytlinks': [],
  'rest/jldslider': [],
  'rest/jldbanner': [],
};

const isBlogPath = (value: string): value is BlogPath => (BLOG_PATHS as readonly string[]).includes(value);

/** A whole number in [min, max], written in digits only; 400 on `field` otherwise. */
function integer(value: string, field: string, min: number, max: number): number {
  if (!/^\d{1,10}$/.test(value)) throw invalidValue(field);
  const number = Number(value);
  if (number < min || number > max) throw invalidValue(field);
  return number;
}

/** Reads the `path` query of GET /api/blog. */
export function parseBlogPath(value: string): BlogRequest {
  const mark = value.indexOf('?');
  const path = mark === -1 ? value : value.slice(0, mark);
  if (!isBlogPath(path)) throw invalidValue('path');
  const params = new Map<string, string>();
  for (const [key, param] of new URLSearchParams(mark === -1 ? '' : value.slice(mark + 1))) {
    if (!PARAMETERS[path].includes(key)) throw invalidValue(key === '' ? 'path' : key);
    if (params.has(key)) throw invalidValue(key);
    params.set(key, param);
  }
  const optional = <T>(key: string, read: (text: string) => T, fallback: T): T => {
    const text = params.get(key);
    return text === undefined ? fallback : read(text);
  };
  const page = () => optional('page', (text) => integer(text, 'page', 1, MAX_INT), 1);
  const pageSize = () => optional('resultsPerPage', (text) => integer(text, 'resultsPerPage', 1, BLOG_MAX_PAGE_SIZE), BLOG_PAGE_SIZE);
  const results = () => optional('numberOfResults', (text) => integer(text, 'numberOfResults', 1, BLOG_MAX_RESULTS), BLOG_SUGGESTED_COUNT);
  const slug = (key: string) => (text: string) => {
    if (!SLUG.test(text) || text.length > SLUG_MAX_LENGTH) throw invalidValue(key);
    return text;
  };

  switch (path) {
    case 'rest/blogpost':
      return {
        path,
        page: page(),
        resultsPerPage: pageSize(),
        type: optional(
          'type',
          (text) => {
            if (!(BLOG_POST_TYPES as readonly string[]).includes(text)) throw invalidValue('type');
            return text as BlogPostType;
          },
          'all' as BlogPostType,
        ),
      };
    case 'rest/blogpostbylinkrewrite': {
      const linkRewrite = params.get('link_rewrite');
      if (linkRewrite === undefined) throw invalidValue('link_rewrite');
      return { path, linkRewrite: slug('link_rewrite')(linkRewrite) };
    }
    case 'rest/blogpostbycategory': {
      const id = params.get('id_category');
      if (id === undefined) throw invalidValue('id_category');
      return { path, categoryId: integer(id, 'id_category', 1, MAX_INT), page: page(), resultsPerPage: pageSize() };
    }
    case 'rest/blogsuggestedpost':
      return {
        path,
        categoryIds: optional(
          'id_category',
          (text) => {
            const ids = text.split(',').map((part) => integer(part.trim(), 'id_category', 1, MAX_INT));
            if (ids.length > 50) throw invalidValue('id_category');
            return [...new Set(ids)];
          },
          null as number[] | null,
        ),
        numberOfResults: results(),
        exclude: optional('exclude', slug('exclude'), null as string | null),
      };
    case 'rest/blogpromotedpost':
      return { path, numberOfResults: results() };
    default:
      return { path };
  }
}
