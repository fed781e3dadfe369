import { blogCategoryFacts, blogCategoryPageHead, blogHomeFacts, blogHomePageHead, listPagePath } from './blog-list-page.ts';
import { TEST_CATEGORIES, testPostPage, testPostSummary } from './test-fixtures.ts';
import { NASTY_NAME, breadcrumbSteps, testPageContext } from '../test-support.ts';

const koloryzacja = TEST_CATEGORIES[1]!;

describe('listPagePath', () => {
  it('names a page after the first with `?page=`, the first without', () => {
    expect(listPagePath('/blog', 1)).toBe('/blog');
    expect(listPagePath('/blog/koloryzacja', 3)).toBe('/blog/koloryzacja?page=3');
  });
});

describe('blogHomePageHead', () => {
  it('titles and describes the blog, each later page with its number', () => {
    expect(blogHomePageHead({ ...testPageContext(), page: 1 })).toMatchObject({
      title: 'Blog',
      description: expect.stringMatching(/^Blog salonów Kosmyk: porady fryzjerów/),
      openGraphType: 'website',
    });
    expect(blogHomePageHead({ ...testPageContext(), page: 2 }).title).toBe('Blog, strona 2');
    expect(blogHomePageHead({ ...testPageContext('en'), page: 3 }).title).toBe('Blog, page 3');
    expect(blogHomePageHead({ ...testPageContext('fr'), page: 1 }).description).toMatch(/^Le blog des salons Kosmyk\u00a0:/);
  });

  it('gives its breadcrumbs Home › Blog, the page itself in its language and with its number', () => {
    expect(breadcrumbSteps(blogHomePageHead({ ...testPageContext('en'), page: 2 }))).toEqual([
      'Home https://www.example.pl/home',
      'Blog https://www.example.pl/blog?page=2&lang=en',
    ]);
  });
});

describe('blogCategoryPageHead', () => {
  it('titles and describes the category by its name in the page’s language', () => {
    const head = blogCategoryPageHead({ ...testPageContext(), category: koloryzacja, page: 1 });
    expect(head).toMatchObject({ title: 'Koloryzacja – blog', description: 'Koloryzacja – artykuły i porady ekspertów salonów Kosmyk.' });
    expect(blogCategoryPageHead({ ...testPageContext('en'), category: { ...koloryzacja, name: 'Colour' }, page: 2 })).toMatchObject({
      title: 'Colour – blog, page 2',
      description: 'Colour: articles and expert advice from the Kosmyk salons.',
    });
  });

  it('gives its breadcrumbs Home › Blog › Category', () => {
    expect(breadcrumbSteps(blogCategoryPageHead({ ...testPageContext(), category: koloryzacja, page: 1 }))).toEqual([
      'Strona główna https://www.example.pl/home',
      'Blog https://www.example.pl/blog',
      'Koloryzacja https://www.example.pl/blog/koloryzacja',
    ]);
  });
});

describe('the lists’ facts', () => {
  it('list the page’s articles: title linking to the article, date and lead as text', () => {
    const posts = [testPostSummary(), testPostSummary({ id: 8, title: 'Bez leadu', link_rewrite: 'bez-leadu', short_content: '' })];
    expect(blogHomeFacts({ ...testPageContext(), page: 1, posts, totalPages: 1 }).value).toBe(
      '<h1>Blog</h1><ul>' +
        '<li><h2><a href="/blog/pielegnacja-wlosow/jak-dobrac-szampon-do-skory-glowy">Jak dobrać szampon do skóry głowy</a></h2>' +
        '<p><time datetime="2025-02-18T09:30:00+01:00">18 lutego 2025</time></p><p>Szampon wybieramy do skóry głowy, a nie do długości włosów.</p></li>' +
        '<li><h2><a href="/blog/pielegnacja-wlosow/bez-leadu">Bez leadu</a></h2><p><time datetime="2025-02-18T09:30:00+01:00">18 lutego 2025</time></p></li>' +
        '</ul>',
    );
  });

  it('lead to the pages beside the one shown', () => {
    const posts = testPostPage(2);
    const middle = blogCategoryFacts({ ...testPageContext('en'), category: koloryzacja, page: 2, posts, totalPages: 3 }).value;
    expect(middle).toMatch(/^<h1>Koloryzacja<\/h1><ul>/);
    expect(middle).toMatch(/<p><a href="\/blog\/koloryzacja">Previous page<\/a> <a href="\/blog\/koloryzacja\?page=3">Next page<\/a><\/p>$/);
    expect(blogHomeFacts({ ...testPageContext(), page: 1, posts, totalPages: 2 }).value).toMatch(/<p><a href="\/blog\?page=2">Następna strona<\/a><\/p>$/);
    expect(blogHomeFacts({ ...testPageContext(), page: 2, posts, totalPages: 2 }).value).toMatch(/<p><a href="\/blog">Poprzednia strona<\/a><\/p>$/);
  });

  it('say so when there is nothing to list', () => {
    expect(blogHomeFacts({ ...testPageContext(), page: 1, posts: [], totalPages: 0 }).value).toBe('<h1>Blog</h1><p>Nie ma jeszcze artykułów.</p>');
  });

  it('escape every value: names, titles, leads, slugs', () => {
    const post = testPostSummary({ title: NASTY_NAME, short_content: `<p>${NASTY_NAME.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`, link_rewrite: '"><b>' });
    const facts = blogCategoryFacts({ ...testPageContext(), category: { ...koloryzacja, name: NASTY_NAME }, page: 1, posts: [post], totalPages: 1 }).value;
    expect(facts).not.toMatch(/<script>|<b>|"></);
    expect(facts).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;</h1>');
    expect(facts).toContain('<p>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;</p>');
    expect(facts).toContain('href="/blog/pielegnacja-wlosow/%22%3E%3Cb%3E"');
  });
});
