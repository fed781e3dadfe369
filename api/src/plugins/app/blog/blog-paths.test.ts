import { ApiFailure } from '../../../lib/errors.ts';
import { parseBlogPath } from './blog-paths.ts';

/*
 * Reading GET /api/blog's `path`: each path's parameters with their defaults and bounds;
 * anything else is a 400 naming the parameter.
 */

const fieldOf = (value: string) => {
  try {
    parseBlogPath(value);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiFailure);
    expect((error as ApiFailure).status).toBe(400);
    return (error as ApiFailure).field;
  }
  throw new Error(`${value} was accepted`);
};

test('defaults: page 1, 16 a page, every type; 4 suggested or promoted', () => {
  expect(parseBlogPath('rest/blogpost')).toEqual({ path: 'rest/blogpost', page: 1, resultsPerPage: 16, type: 'all' });
  expect(parseBlogPath('rest/blogpromotedpost')).toEqual({ path: 'rest/blogpromotedpost', numberOfResults: 4 });
  expect(parseBlogPath('rest/blogsuggestedpost')).toEqual({ path: 'rest/blogsuggestedpost', categoryIds: null, numberOfResults: 4, exclude: null });
  expect(parseBlogPath('rest/jldbanner')).toEqual({ path: 'rest/jldbanner' });
});

test('parameters are read from the path’s own query string', () => {
  expect(parseBlogPath('rest/blogpost?resultsPerPage=15&page=3&type=video')).toEqual({ path: 'rest/blogpost', page: 3, resultsPerPage: 15, type: 'video' });
  expect(parseBlogPath('rest/blogpostbycategory?id_category=2&page=2&resultsPerPage=48')).toEqual({
    path: 'rest/blogpostbycategory',
    categoryId: 2,
    page: 2,
    resultsPerPage: 48,
  });
  expect(parseBlogPath('rest/blogsuggestedpost?id_category=1%2C4,1&numberOfResults=3&exclude=broda-w-formie')).toEqual({
    path: 'rest/blogsuggestedpost',
    categoryIds: [1, 4],
    numberOfResults: 3,
    exclude: 'broda-w-formie',
  });
  expect(parseBlogPath('rest/blogpostbylinkrewrite?link_rewrite=balayage-krok-po-kroku')).toEqual({
    path: 'rest/blogpostbylinkrewrite',
    linkRewrite: 'balayage-krok-po-kroku',
  });
});

test.each([
  ['rest/unknown', 'path'],
  ['/rest/blogpost', 'path'],
  ['rest/blogpost/', 'path'],
  ['', 'path'],
  ['rest/blogpost?page=0', 'page'],
  ['rest/blogpost?page=abc', 'page'],
  ['rest/blogpost?page=-1', 'page'],
  ['rest/blogpost?page=1.5', 'page'],
  ['rest/blogpost?page=', 'page'],
  ['rest/blogpost?page=2147483648', 'page'],
  ['rest/blogpost?page=99999999999999999999', 'page'],
  ['rest/blogpost?page=1&page=2', 'page'],
  ['rest/blogpost?resultsPerPage=0', 'resultsPerPage'],
  ['rest/blogpost?resultsPerPage=49', 'resultsPerPage'],
  ['rest/blogpost?type=podcast', 'type'],
  ['rest/blogpost?sort=views', 'sort'],
  ['rest/blogpost?=1', 'path'],
  ['rest/blogpostbycategory', 'id_category'],
  ['rest/blogpostbycategory?id_category=abc', 'id_category'],
  ['rest/blogpostbycategory?id_category=1&type=video', 'type'],
  ['rest/blogpostbylinkrewrite', 'link_rewrite'],
  ['rest/blogpostbylinkrewrite?link_rewrite=Nie%20slug', 'link_rewrite'],
  ['rest/blogpostbylinkrewrite?link_rewrite=a%00b', 'link_rewrite'],
  ['rest/blogsuggestedpost?id_category=', 'id_category'],
  ['rest/blogsuggestedpost?id_category=1,,2', 'id_category'],
  ['rest/blogsuggestedpost?numberOfResults=13', 'numberOfResults'],
  ['rest/blogsuggestedpost?exclude=..%2Fetc', 'exclude'],
  ['rest/blogpromotedpost?numberOfResults=0', 'numberOfResults'],
  ['rest/blogcategories?page=1', 'page'],
])('%s is a 400 on %s', (value, field) => {
  expect(fieldOf(value)).toBe(field);
});
