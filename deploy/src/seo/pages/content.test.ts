import type { BlogCategory, BlogPost, BlogPostSummary } from '@salon/contracts/blog-api';
import type { Language } from '@salon/contracts/languages';
import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { KRAKOW_BEAUTY, KRAKOW_HAIR, OFFERS, TEST_CATEGORIES, testOffer, testPost, testPostPage, testRecruitmentSalon } from '@salon/seo/content/test-fixtures';
import { NASTY_NAME, breadcrumbSteps } from '@salon/seo/test-support';
import { contentRoutes } from './content.ts';
import { renderPage, type ServedPage } from './index.ts';
import { fakeApi, testContext } from './test-support.ts';

/** GET /api/blog's address for a content path and its query, as mfe-blog's `blogCall` asks. */
const blog = (pathAndQuery: string) => `/api/blog?${new URLSearchParams({ path: pathAndQuery }).toString()}`;
const list = (posts: BlogPostSummary[], totalPages: number) => ({ psdata: posts, totalPages, totalPosts: posts.length });

const ARTICLE = testPost();
const HOME_POSTS = testPostPage(16);

function defaultAnswers(): Record<string, unknown> {
  return {
    [blog('rest/blogpost?page=1&resultsPerPage=16')]: list(HOME_POSTS, 3),
    [blog('rest/blogpost?page=2&resultsPerPage=16')]: list(testPostPage(16, 17), 3),
    [blog('rest/blogcategories')]: { psdata: TEST_CATEGORIES },
    [blog('rest/blogpostbycategory?id_category=2&page=1&resultsPerPage=16')]: list(testPostPage(2, 50, { category: 'Koloryzacja', category_rewrite: 'koloryzacja' }), 1),
    [blog(`rest/blogpostbylinkrewrite?link_rewrite=${ARTICLE.link_rewrite}`)]: { psdata: ARTICLE },
    '/api/recruitment': OFFERS,
  };
}

async function serve(path: string, { language = 'pl', answers = defaultAnswers() }: { language?: Language; answers?: Record<string, unknown> } = {}) {
  const api = fakeApi(answers);
  const onError = jest.fn();
  const page = await renderPage(testContext(path, { language, api }), { routes: contentRoutes, onError });
  expect(onError).not.toHaveBeenCalled();
  return { page, asked: api.calls.map((call) => call.path) };
}

const facts = (page: ServedPage | undefined) => page?.facts?.value ?? '';
const crumbNames = (page: ServedPage | undefined) => breadcrumbSteps(page?.head);

describe('the blog home', () => {
  it('has its title, description, breadcrumbs and the first page’s articles', async () => {
    const { page, asked } = await serve('/blog');
    expect(asked).toEqual([blog('rest/blogpost?page=1&resultsPerPage=16')]);
    expect(page?.head).toMatchObject({ title: 'Blog', description: expect.stringMatching(/^Blog salonów Kosmyk:/), openGraphType: 'website' });
    expect(crumbNames(page)).toEqual(['Strona główna https://www.example.pl/home', 'Blog https://www.example.pl/blog']);
    expect(facts(page)).toMatch(/^<h1>Blog<\/h1><ul><li><h2><a href="\/blog\/pielegnacja-wlosow\/artykul-1">Artykuł numer 1<\/a><\/h2>/);
    expect(facts(page).match(/<li>/g)).toHaveLength(16);
    expect(facts(page)).toMatch(/<a href="\/blog\?page=2">Następna strona<\/a><\/p>$/);
  });

  it('serves the page `?page=` asks for, in English too', async () => {
    const { page } = await serve('/blog?page=2&lang=en', { language: 'en' });
    expect(page?.head.title).toBe('Blog, page 2');
    expect(crumbNames(page)).toEqual(['Home https://www.example.pl/home', 'Blog https://www.example.pl/blog?page=2&lang=en']);
    expect(facts(page)).toContain('>Artykuł numer 17</a>');
    expect(facts(page)).toContain('<a href="/blog">Previous page</a> <a href="/blog?page=3">Next page</a>');
  });

  it('serves the first page for a page that is none or lies past the last, as the screen shows it', async () => {
    const pastTheEnd = { ...defaultAnswers(), [blog('rest/blogpost?page=9&resultsPerPage=16')]: list([], 3) };
    const { page, asked } = await serve('/blog?page=9', { answers: pastTheEnd });
    expect(asked).toEqual([blog('rest/blogpost?page=9&resultsPerPage=16'), blog('rest/blogpost?page=1&resultsPerPage=16')]);
    expect(page?.head.title).toBe('Blog');
    expect(facts(page)).toContain('>Artykuł numer 1</a>');
    expect((await serve('/blog?page=abc')).page?.head.title).toBe('Blog');
  });
});

describe('a blog category', () => {
  it('is found by its slug and lists its articles', async () => {
    const { page, asked } = await serve('/blog/koloryzacja');
    expect(asked).toEqual([blog('rest/blogcategories'), blog('rest/blogpostbycategory?id_category=2&page=1&resultsPerPage=16')]);
    expect(page?.head).toMatchObject({ title: 'Koloryzacja – blog', description: 'Koloryzacja – artykuły i porady ekspertów salonów Kosmyk.' });
    expect(crumbNames(page)).toEqual([
      'Strona główna https://www.example.pl/home',
      'Blog https://www.example.pl/blog',
      'Koloryzacja https://www.example.pl/blog/koloryzacja',
    ]);
    expect(facts(page)).toMatch(/^<h1>Koloryzacja<\/h1><ul><li><h2><a href="\/blog\/koloryzacja\/artykul-50">/);
  });

  it('is named in the page’s language', async () => {
    const english: BlogCategory[] = TEST_CATEGORIES.map((category) => (category.id_simpleblog_category === 2 ? { ...category, name: 'Colour' } : category));
    const { page } = await serve('/blog/koloryzacja?lang=en', { language: 'en', answers: { ...defaultAnswers(), [blog('rest/blogcategories')]: { psdata: english } } });
    expect(page?.head).toMatchObject({ title: 'Colour – blog', description: 'Colour: articles and expert advice from the Kosmyk salons.' });
    expect(facts(page)).toMatch(/^<h1>Colour<\/h1>/);
  });

  it('is not served for a slug no category has', async () => {
    expect((await serve('/blog/nie-ma-takiej')).page).toBeUndefined();
  });
});

describe('an article', () => {
  it('has its head: title, description, banner, article type, Article and breadcrumbs', async () => {
    const { page } = await serve(`/blog/pielegnacja-wlosow/${ARTICLE.link_rewrite}`);
    expect(page?.head).toMatchObject({
      title: 'Jak dobrać szampon do skóry głowy',
      description: 'Szampon wybieramy do skóry głowy, a nie do długości włosów.',
      image: { url: '/api/images/salons/interior-07/5_3.webp?w=1280', width: 1280, height: 768, type: 'image/webp' },
      openGraphType: 'article',
    });
    expect(page?.head.structuredData?.[0]).toMatchObject({
      '@type': 'Article',
      headline: 'Jak dobrać szampon do skóry głowy',
      author: { '@type': 'Person', name: 'Magdalena Wróbel' },
      datePublished: '2025-02-18T09:30:00+01:00',
      dateModified: '2025-03-01T12:00:00+01:00',
      publisher: { '@type': 'Organization', name: 'Kosmyk' },
    });
    expect(crumbNames(page)).toHaveLength(4);
  });

  it('gives its title, lead and body as facts, the HTML cleaned by the API’s allow-list', async () => {
    const post: BlogPost = {
      ...ARTICLE,
      short_content: '<p onclick="steal()">Lead <b>mocny</b></p><script>alert(1)</script>',
      content: '<h1>Nagłówek</h1><p>Tekst <a href="javascript:alert(1)">zły</a> i <a href="https://example.com/x">dobry</a>.</p><img src="https://evil.example/x.png" onerror="alert(2)"><iframe src="https://evil.example"></iframe><table><tr><td style="color:red">1</td></tr></table>',
    };
    const answers = { ...defaultAnswers(), [blog(`rest/blogpostbylinkrewrite?link_rewrite=${ARTICLE.link_rewrite}`)]: { psdata: post } };
    const { page } = await serve(`/blog/pielegnacja-wlosow/${ARTICLE.link_rewrite}?lang=en`, { language: 'en', answers });
    expect(facts(page)).toBe(
      '<h1>Jak dobrać szampon do skóry głowy</h1>' +
        '<p><a href="/blog/pielegnacja-wlosow">Pielęgnacja włosów</a>, <time datetime="2025-02-18T09:30:00+01:00">18 February 2025</time>, Author: Magdalena Wróbel</p>' +
        '<p>Lead <strong>mocny</strong></p>' +
        '<h2>Nagłówek</h2><p>Tekst zły i <a href="https://example.com/x" rel="noopener noreferrer">dobry</a>.</p><table><tr><td>1</td></tr></table>',
    );
  });

  it('is not served when the API has no such article, or under another category', async () => {
    expect((await serve('/blog/pielegnacja-wlosow/nie-ma-takiego')).page).toBeUndefined();
    expect((await serve(`/blog/koloryzacja/${ARTICLE.link_rewrite}`)).page).toBeUndefined();
  });

  it('writes a hostile title and author as text, never markup', async () => {
    const answers = { ...defaultAnswers(), [blog(`rest/blogpostbylinkrewrite?link_rewrite=${ARTICLE.link_rewrite}`)]: { psdata: { ...ARTICLE, title: NASTY_NAME, author: NASTY_NAME, category: NASTY_NAME } } };
    const { page } = await serve(`/blog/pielegnacja-wlosow/${ARTICLE.link_rewrite}`, { answers });
    expect(facts(page)).not.toMatch(/<script>|<b>|<\/script>/);
    expect(facts(page)).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;</h1>');
    // In the head, the builder keeps the text as it is: the gateway escapes each tag's value and the JSON-LD.
    expect(page?.head.title).toBe(NASTY_NAME);
  });
});

describe('the job offers', () => {
  it('list every open offer with the list’s head', async () => {
    const { page, asked } = await serve('/pracuj-z-nami');
    expect(asked).toEqual(['/api/recruitment']);
    expect(page?.head).toMatchObject({ title: 'Praca w salonach fryzjerskich i kosmetycznych', description: expect.stringMatching(/^Oferty pracy/) });
    expect(crumbNames(page)).toEqual(['Strona główna https://www.example.pl/home', 'Pracuj z nami https://www.example.pl/pracuj-z-nami']);
    expect(facts(page)).toMatch(/^<h1>Pracuj z nami<\/h1><ul>/);
    expect(facts(page).match(/<li>/g)).toHaveLength(5);
    expect(facts(page)).toContain('<li><a href="/pracuj-z-nami/aaaaaaaaaaaaaaaaaaaaaa02">Kosmetyczka</a>, Kazimierz, Kraków</li>');
    expect(facts(page)).not.toContain('Manager salonu');
  });

  it('of a city list its open offers under its name, in English too', async () => {
    const { page } = await serve('/pracuj-z-nami/krakow?lang=en', { language: 'en' });
    expect(page?.head).toMatchObject({ title: 'Jobs: Kraków', description: 'Job offers in our salons in Kraków. Apply online with your CV as a PDF.' });
    expect(crumbNames(page)).toEqual([
      'Home https://www.example.pl/home',
      'Work with us https://www.example.pl/pracuj-z-nami',
      'Kraków https://www.example.pl/pracuj-z-nami/krakow?lang=en',
    ]);
    expect(facts(page)).toBe(
      '<h1>Kraków</h1><ul><li><a href="/pracuj-z-nami/aaaaaaaaaaaaaaaaaaaaaa01">Fryzjer / Fryzjerka</a>, Rynek, Kraków</li><li><a href="/pracuj-z-nami/aaaaaaaaaaaaaaaaaaaaaa02">Kosmetyczka</a>, Kazimierz, Kraków</li></ul>',
    );
  });

  it('of a city with none, or only disabled ones, are not served', async () => {
    expect((await serve('/pracuj-z-nami/poznan')).page).toBeUndefined();
    expect((await serve('/pracuj-z-nami/warszawa')).page).toBeUndefined();
  });
});

describe('a job offer', () => {
  it('has its head: title, description, the salon’s picture, JobPosting and breadcrumbs', async () => {
    const { page } = await serve(`/pracuj-z-nami/${KRAKOW_BEAUTY.id}`);
    expect(page?.head).toMatchObject({
      title: 'Kosmetyczka – praca w mieście Kraków',
      description: 'Szukamy osoby na stanowisko Kosmetyczka.',
      image: { url: '/api/images/salons/M102-a/5_3.webp?w=1280', width: 1280, height: 768, alt: 'Salon Kazimierz w mieście Kraków', type: 'image/webp' },
    });
    expect(page?.head.structuredData?.[0]).toMatchObject({
      '@type': 'JobPosting',
      title: 'Kosmetyczka',
      description: '<p>Szukamy osoby na stanowisko <strong>Kosmetyczka</strong>.</p>',
      hiringOrganization: { '@type': 'Organization', name: 'Kosmyk' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Kraków', addressCountry: 'PL' }, geo: { '@type': 'GeoCoordinates' } },
    });
    expect(crumbNames(page)).toEqual([
      'Strona główna https://www.example.pl/home',
      'Pracuj z nami https://www.example.pl/pracuj-z-nami',
      'Kraków https://www.example.pl/pracuj-z-nami/krakow',
      `Kosmetyczka https://www.example.pl/pracuj-z-nami/${KRAKOW_BEAUTY.id}`,
    ]);
  });

  it('gives its title, place and description as facts, the description cleaned by the API’s allow-list, in JSON-LD too', async () => {
    const { page } = await serve(`/pracuj-z-nami/${KRAKOW_HAIR.id}?lang=en`, { language: 'en' });
    expect(facts(page)).toBe(
      '<h1>Fryzjer / Fryzjerka</h1><dl><dt>Salon</dt><dd>Rynek</dd><dt>Address</dt><dd>ul. Floriańska 12, 30-001 Kraków</dd>' +
        '<dt>City</dt><dd><a href="/pracuj-z-nami/krakow">Kraków</a></dd></dl><h2>About the job</h2>' +
        '<h2>Co oferujemy</h2><p>Umowa o pracę</p><p>Szkolenia</p>zły link<a href="https://example.com/o-nas" rel="noopener noreferrer">O nas</a>',
    );
    const description = (page?.head.structuredData?.[0] as { description: string }).description;
    expect(description).not.toMatch(/script|onclick|javascript:/);
  });

  it('is not served when no enabled offer has the id', async () => {
    expect((await serve('/pracuj-z-nami/aaaaaaaaaaaaaaaaaaaaaa06')).page).toBeUndefined();
    expect((await serve('/pracuj-z-nami/ffffffffffffffffffffffff')).page).toBeUndefined();
  });

  it('writes hostile names as text, never markup', async () => {
    const offer: RecruitmentOffer = testOffer('bbbbbbbbbbbbbbbbbbbbbbbb', NASTY_NAME, testRecruitmentSalon('M9', NASTY_NAME, NASTY_NAME, 'krakow', NASTY_NAME), { description: `<p>${NASTY_NAME}</p>` });
    const { page } = await serve(`/pracuj-z-nami/${offer.id}`, { answers: { '/api/recruitment': [offer] } });
    expect(facts(page)).not.toMatch(/<script>|<b>|<\/script>/);
    expect(facts(page)).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;</h1>');
    expect(facts(page)).toContain('<dd>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;</dd>');
  });
});

describe('when the API answers another shape', () => {
  it('serves the page without head or facts, and says why', async () => {
    const api = fakeApi({ '/api/recruitment': [{ id: 'x' }] });
    const onError = jest.fn();
    const page = await renderPage(testContext('/pracuj-z-nami', { api }), { routes: contentRoutes, onError });
    expect(page).toBeUndefined();
    expect(onError).toHaveBeenCalledWith(new Error('GET /api/recruitment answered a body of another shape'));
  });
});
