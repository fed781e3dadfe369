import { BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MEDIUM, blogPathQuery, type BlogPath, type BlogQuery } from '@salon/contracts/blog-api';
import { testAppForFile } from '../../../test/identity-helpers.ts';
import { blogFixture, FIXTURE_POSTS, generatedPost } from '../../../plugins/app/blog/blog-fixtures.ts';

/*
 * GET /api/blog on the fixtures plus 30 generated posts (34 in all): every path, the
 * paging rules, the 400s and 404s, the language of names and titles.
 *
 * Newest first: the four hand-written posts of 2025 and December 2024, then porada-30 …
 * porada-01 (January 2024). Categories: 1 pielęgnacja (porada 3, 6 … 30, zima,
 * niebezpieczny-kod), 2 koloryzacja (porada 1, 4 … 28, balayage), 4 barber (porada 2,
 * 5 … 29, broda). Promoted: broda, zima and every fifth porada. Posts with a video:
 * broda (YouTube), balayage (clip).
 */

const fixture = blogFixture({ extraPosts: 30 });
const t = testAppForFile({ seed: false, blogFolder: fixture.folder });
afterAll(() => fixture.remove());

const NEWEST_FIRST = [...FIXTURE_POSTS, ...Array.from({ length: 30 }, (_, i) => generatedPost(30 - i))];

const get = (path: string, language = 'pl', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/blog?path=${encodeURIComponent(path)}`, headers: { 'accept-language': language, ...headers } });
const blog = async (path: BlogPath, params: BlogQuery = {}, language = 'pl') => {
  const response = await get(blogPathQuery(path, params), language);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const names = (posts: { link_rewrite: string }[]) => posts.map((post) => post.link_rewrite);

describe('rest/blogpost', () => {
  test('16 a page by default, newest first, with the totals', async () => {
    const answer = await blog('rest/blogpost');
    expect(answer.totalPosts).toBe(34);
    expect(answer.totalPages).toBe(3);
    expect(names(answer.psdata)).toEqual(NEWEST_FIRST.slice(0, BLOG_PAGE_SIZE));
    expect(answer.psdata[0]).toEqual({
      id: expect.any(Number),
      id_simpleblog_category: 4,
      title: 'Broda w formie',
      category: 'Barber',
      category_rewrite: 'barber',
      link_rewrite: 'broda-w-formie',
      banner: '/api/images/salons/barber-01-09bed283/5_3.webp',
      author: 'Tomasz Lis',
      date_add: '2025-03-01T08:15:00',
      date_upd: '2025-03-01T08:15:00',
      active: true,
      short_content: '<p>Jak dbać o brodę między wizytami u barbera.</p>',
      meta_title: null,
      meta_description: 'Pielęgnacja brody – porady barberów Kosmyk.',
      tags: ['broda', 'barber'],
      likes: 0,
      views: 0,
      video_code: 'strzyzenie-brody',
    });
    // Lists carry no main content.
    expect(answer.psdata[0]).not.toHaveProperty('content');
  });

  test('pages of 16 and of 15 cover every post once; the last page holds the rest', async () => {
    for (const size of [BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MEDIUM]) {
      const pages = [];
      for (let page = 1; page <= 3; page += 1) pages.push(await blog('rest/blogpost', { resultsPerPage: size, page }));
      expect(pages.map((answer) => answer.totalPages)).toEqual([3, 3, 3]);
      expect(pages.map((answer) => answer.psdata.length)).toEqual([size, size, 34 - 2 * size]);
      expect(pages.flatMap((answer) => names(answer.psdata))).toEqual(NEWEST_FIRST);
    }
  });

  test('a page past the end is empty, with the true totals', async () => {
    expect(await blog('rest/blogpost', { page: 4 })).toEqual({ psdata: [], totalPages: 3, totalPosts: 34 });
    expect(await blog('rest/blogpost', { page: 2147483647, resultsPerPage: 48 })).toEqual({ psdata: [], totalPages: 1, totalPosts: 34 });
  });

  test('page size bounds: 1 and 48 are fine', async () => {
    expect(await blog('rest/blogpost', { resultsPerPage: 1, page: 34 })).toMatchObject({ totalPages: 34, psdata: [{ link_rewrite: 'porada-01' }] });
    const all = await blog('rest/blogpost', { resultsPerPage: 48 });
    expect(all).toMatchObject({ totalPages: 1, totalPosts: 34 });
    expect(names(all.psdata)).toEqual(NEWEST_FIRST);
  });

  test('type: video keeps posts with a video, article those without', async () => {
    expect(await blog('rest/blogpost', { type: 'video' })).toMatchObject({ totalPosts: 2, totalPages: 1 });
    expect(names((await blog('rest/blogpost', { type: 'video' })).psdata)).toEqual(['broda-w-formie', 'balayage-krok-po-kroku']);
    const articles = await blog('rest/blogpost', { type: 'article', resultsPerPage: 48 });
    expect(articles.totalPosts).toBe(32);
    expect(articles.psdata.every((post: { video_code: string | null }) => post.video_code === null)).toBe(true);
    expect((await blog('rest/blogpost', { type: 'all' })).totalPosts).toBe(34);
  });

  test('an inactive post is never listed', async () => {
    await t.database.db.updateTable('blog_posts').set({ active: false }).where('link_rewrite', '=', 'porada-30').execute();
    try {
      const answer = await blog('rest/blogpost', { resultsPerPage: 48 });
      expect(answer.totalPosts).toBe(33);
      expect(names(answer.psdata)).not.toContain('porada-30');
      expect((await get(blogPathQuery('rest/blogpostbylinkrewrite', { link_rewrite: 'porada-30' }))).statusCode).toBe(404);
    } finally {
      await t.database.db.updateTable('blog_posts').set({ active: true }).where('link_rewrite', '=', 'porada-30').execute();
    }
  });
});

describe('rest/blogpostbycategory', () => {
  test('one category, newest first, paged', async () => {
    const answer = await blog('rest/blogpostbycategory', { id_category: 4, resultsPerPage: 4 });
    expect(answer).toMatchObject({ totalPosts: 11, totalPages: 3 });
    expect(names(answer.psdata)).toEqual(['broda-w-formie', 'porada-29', 'porada-26', 'porada-23']);
    const last = await blog('rest/blogpostbycategory', { id_category: 4, resultsPerPage: 4, page: 3 });
    expect(names(last.psdata)).toEqual(['porada-08', 'porada-05', 'porada-02']);
    expect(await blog('rest/blogpostbycategory', { id_category: 4, page: 2 })).toEqual({ psdata: [], totalPages: 1, totalPosts: 11 });
  });

  test('an unknown category is a 404 on id_category; a missing one a 400', async () => {
    expect((await get('rest/blogpostbycategory?id_category=3')).json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id_category' });
    expect((await get('rest/blogpostbycategory')).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'id_category' });
  });
});

describe('rest/blogpostbylinkrewrite', () => {
  test('the article with its content, its category in the request’s language; each read counts a view', async () => {
    const first = await blog('rest/blogpostbylinkrewrite', { link_rewrite: 'balayage-krok-po-kroku' }, 'fr');
    expect(first.psdata).toMatchObject({
      link_rewrite: 'balayage-krok-po-kroku',
      title: 'Balayage krok po kroku',
      category: 'Coloration',
      category_rewrite: 'koloryzacja',
      video_code: 'salon-tour',
      views: 1,
      content: '<p>Balayage to technika, w której kolorystka maluje pasma ręcznie, bez folii.</p>\n<blockquote>\n<p>Najważniejsza jest konsultacja przed koloryzacją.</p>\n</blockquote>',
    });
    expect(first).not.toHaveProperty('totalPages');
    const second = await blog('rest/blogpostbylinkrewrite', { link_rewrite: 'balayage-krok-po-kroku' }, 'en');
    expect(second.psdata).toMatchObject({ views: 2, category: 'Hair colour' });
    // Lists show the count too.
    const listed = (await blog('rest/blogpost', { type: 'video' })).psdata.find((post: { link_rewrite: string }) => post.link_rewrite === 'balayage-krok-po-kroku');
    expect(listed.views).toBe(2);
  });

  test('an unknown article is a 404 on link_rewrite; a missing or malformed one a 400', async () => {
    expect((await get('rest/blogpostbylinkrewrite?link_rewrite=nie-ma-takiego')).json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'link_rewrite' });
    expect((await get('rest/blogpostbylinkrewrite')).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'link_rewrite' });
    expect((await get("rest/blogpostbylinkrewrite?link_rewrite=x'%20OR%201=1")).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'link_rewrite' });
  });
});

describe('rest/blogsuggestedpost and rest/blogpromotedpost', () => {
  test('suggested: the newest of the categories asked, without the article being read', async () => {
    const answer = await blog('rest/blogsuggestedpost', { id_category: 2, numberOfResults: 4, exclude: 'balayage-krok-po-kroku' });
    expect(names(answer.psdata)).toEqual(['porada-28', 'porada-25', 'porada-22', 'porada-19']);
    expect(answer).not.toHaveProperty('totalPages');
    expect(names((await blog('rest/blogsuggestedpost', { id_category: '1,4', numberOfResults: 3 })).psdata)).toEqual([
      'broda-w-formie',
      'pielegnacja-zima',
      'niebezpieczny-kod',
    ]);
    // Without categories: every category.
    expect(names((await blog('rest/blogsuggestedpost')).psdata)).toEqual(NEWEST_FIRST.slice(0, 4));
    expect((await blog('rest/blogsuggestedpost', { numberOfResults: 12 })).psdata).toHaveLength(12);
    expect((await get('rest/blogsuggestedpost?id_category=2,99')).json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id_category' });
  });

  test('promoted: the newest promoted posts, 4 by default, at most 12', async () => {
    expect(names((await blog('rest/blogpromotedpost')).psdata)).toEqual(['broda-w-formie', 'pielegnacja-zima', 'porada-30', 'porada-25']);
    expect((await blog('rest/blogpromotedpost', { numberOfResults: 12 })).psdata).toHaveLength(8);
    expect((await get('rest/blogpromotedpost?numberOfResults=13')).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'numberOfResults' });
  });
});

describe('categories, videos, slider and banners in the request’s language', () => {
  test('rest/blogcategories', async () => {
    const expected = (pl: string, en: string, fr: string) => ({ pl, en, fr });
    const categories = [
      [1, 'pielegnacja-wlosow', expected('Pielęgnacja włosów', 'Hair care', 'Soins des cheveux')],
      [2, 'koloryzacja', expected('Koloryzacja', 'Hair colour', 'Coloration')],
      [4, 'barber', expected('Barber', 'Barber', 'Barbier')],
    ] as const;
    for (const language of ['pl', 'en', 'fr'] as const) {
      expect((await blog('rest/blogcategories', {}, language)).psdata).toEqual(
        categories.map(([id, slug, name]) => ({ id_simpleblog_category: id, link_rewrite: slug, name: name[language] })),
      );
    }
    // Another language, or none: Polish.
    expect((await blog('rest/blogcategories', {}, 'de-DE')).psdata[0].name).toBe('Pielęgnacja włosów');
  });

  test('rest/getytlinks: a clip of this site or a YouTube link, with a 5:3 thumbnail', async () => {
    expect((await blog('rest/getytlinks', {}, 'fr')).psdata).toEqual([
      { id: 'salon-tour', title: 'Visite du salon', link: '/api/media/videos/salon-tour.webm', image: '/api/images/salons/interior-05-5c266269/5_3.webp' },
      { id: 'strzyzenie-brody', title: 'Taille de barbe', link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', image: '/api/images/salons/barber-04-d497dc61/5_3.webp' },
    ]);
  });

  test('rest/jldbanner and rest/jldslider: 17:6 images for wide screens, 5:3 for phones', async () => {
    expect((await blog('rest/jldbanner', {}, 'en')).psdata).toEqual([
      { id: 1, url: '/salony', image: '/api/images/salons/panorama-02-e5c5213e/17_6.webp', image_mobile: '/api/images/salons/interior-07-2e862986/5_3.webp', title: 'Find a salon near you' },
      { id: 2, url: 'https://sklep.kosmyk.example/vouchery', image: '/api/images/salons/panorama-05-e3efdcb5/17_6.webp', image_mobile: '/api/images/salons/interior-03-5dad8402/5_3.webp', title: 'A gift voucher' },
    ]);
    const slider = (await blog('rest/jldslider', {}, 'pl')).psdata;
    expect(slider).toEqual([
      {
        id: 1,
        url: '/blog/koloryzacja/balayage-krok-po-kroku',
        image: '/api/images/salons/panorama-01-9479bb0f/17_6.webp',
        image_mobile: '/api/images/salons/interior-01-bbfbda6a/5_3.webp',
        title: 'Balayage krok po kroku',
        description: 'Jak koloryści Kosmyka rozjaśniają pasma ręcznie.',
      },
      { id: 2, url: '/blog/barber', image: '/api/images/salons/panorama-03-38b90bca/17_6.webp', image_mobile: '/api/images/salons/barber-02-12ba616e/5_3.webp', title: 'Barber w Kosmyku', description: null },
    ]);
  });
});

describe('refusals', () => {
  test.each([
    ['rest/unknown', 'path'],
    ['rest/blogpost?page=0', 'page'],
    ['rest/blogpost?page=abc', 'page'],
    ['rest/blogpost?resultsPerPage=49', 'resultsPerPage'],
    ['rest/blogpost?resultsPerPage=0', 'resultsPerPage'],
    ['rest/blogpost?type=reel', 'type'],
    ['rest/blogpost?sort=views', 'sort'],
    ['rest/blogpostbycategory', 'id_category'],
    ['rest/blogpostbycategory?id_category=-1', 'id_category'],
    ['rest/jldbanner?lang=en', 'lang'],
  ])('%s: 400 INVALID_VALUE on %s', async (path, field) => {
    const response = await get(path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  test('without path, with path twice, or with a parameter beside it (not encoded into it): 400 naming it', async () => {
    const raw = (url: string) => t.app.inject({ method: 'GET', url }).then((response) => response.json());
    expect(await raw('/api/blog')).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'path' });
    expect(await raw('/api/blog?path=')).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'path' });
    expect(await raw('/api/blog?path=rest/blogpost&path=rest/jldbanner')).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'path' });
    expect(await raw('/api/blog?path=rest/blogpost?page=2&resultsPerPage=15')).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'resultsPerPage' });
  });

  test('no input is ever a 500', async () => {
    const inputs = [
      '%',
      '%00',
      'rest/blogpost?page=%00',
      'rest/blogpostbylinkrewrite?link_rewrite=%00',
      'rest/blogpostbylinkrewrite?link_rewrite=' + 'a'.repeat(5000),
      'rest/blogpost?page=1e3',
      'rest/blogpost?page=0x10',
      'rest/blogpost?page= 1',
      'rest/blogpost?page=１',
      'rest/blogsuggestedpost?id_category=1,' + '2,'.repeat(60) + '3',
      'rest/blogsuggestedpost?exclude=%F0%9F%92%87',
      'rest/blogpost?&&&',
      'rest/blogpost#x',
      'rest/blogpost?page[]=1',
      '../../etc/passwd',
    ];
    for (const input of inputs) {
      const encoded = await t.app.inject({ method: 'GET', url: `/api/blog?path=${encodeURIComponent(input)}` });
      const raw = await t.app.inject({ method: 'GET', url: `/api/blog?path=${input}` });
      for (const response of [encoded, raw]) {
        expect([200, 400, 404]).toContain(response.statusCode);
        expect(response.json()).toHaveProperty(response.statusCode === 200 ? 'psdata' : 'code');
      }
    }
  });
});

test('answers may be cached a minute, per language, and are compressed', async () => {
  const response = await get('rest/blogpost?resultsPerPage=48', 'pl', { 'accept-encoding': 'br' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=60');
  expect(response.headers.vary).toEqual(expect.stringContaining('Accept-Language'));
  expect(response.headers['content-encoding']).toBe('br');
});
