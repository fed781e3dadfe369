import { articleCanonicalPath, articleDescription, articleFacts, articleMetaTitle, articlePageHead, articleStructuredData } from './article-page.ts';
import { testPost } from './test-fixtures.ts';
import { NASTY_NAME, breadcrumbSteps, testPageContext } from '../test-support.ts';

const input = (overrides: Parameters<typeof testPost>[0] = {}, language: 'pl' | 'en' | 'fr' = 'pl') => ({ ...testPageContext(language), post: testPost(overrides) });
/** Stands for the gateway's allow-list: shows what went through it. */
const sanitize = (markup: string) => `[clean]${markup.replace(/<script>.*?<\/script>/g, '')}[/clean]`;

describe('article meta', () => {
  it('titles the page with the meta title, else the title', () => {
    expect(articleMetaTitle(testPost())).toBe('Jak dobrać szampon do skóry głowy');
    expect(articleMetaTitle(testPost({ meta_title: 'Szampon do skóry głowy – poradnik' }))).toBe('Szampon do skóry głowy – poradnik');
    expect(articleMetaTitle(testPost({ meta_title: '  ' }))).toBe('Jak dobrać szampon do skóry głowy');
  });

  it('describes it with the meta description, else the lead as text cut at a word', () => {
    expect(articleDescription(testPost({ meta_description: 'Jak wybrać szampon.' }))).toBe('Jak wybrać szampon.');
    expect(articleDescription(testPost())).toBe('Szampon wybieramy do skóry głowy, a nie do długości włosów.');
    expect(articleDescription(testPost({ short_content: '<p>Farby &amp; tonery &lt;nowe&gt;</p>' }))).toBe('Farby & tonery <nowe>');
    const long = articleDescription(testPost({ short_content: `<p>${'słowo '.repeat(60)}</p>` }));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/słowo…$/);
  });

  it('has one address, under the article’s own category', () => {
    expect(articleCanonicalPath(testPost({ category_rewrite: 'koloryzacja', link_rewrite: 'balayage' }))).toBe('/blog/koloryzacja/balayage');
  });
});

describe('articleStructuredData', () => {
  it('describes the article for search engines with absolute URLs and dates with their offset', () => {
    expect(articleStructuredData(input())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Jak dobrać szampon do skóry głowy',
      description: 'Szampon wybieramy do skóry głowy, a nie do długości włosów.',
      url: 'https://www.example.pl/blog/pielegnacja-wlosow/jak-dobrac-szampon-do-skory-glowy',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.example.pl/blog/pielegnacja-wlosow/jak-dobrac-szampon-do-skory-glowy' },
      inLanguage: 'pl',
      articleSection: 'Pielęgnacja włosów',
      publisher: { '@type': 'Organization', name: 'Kosmyk', url: 'https://www.example.pl/', logo: 'https://www.example.pl/logo.png' },
      // February is winter time in Warsaw (+01:00), March too until its last Sunday.
      datePublished: '2025-02-18T09:30:00+01:00',
      dateModified: '2025-03-01T12:00:00+01:00',
      image: ['https://www.example.pl/api/images/salons/interior-07/5_3.webp?w=1280'],
      author: { '@type': 'Person', name: 'Magdalena Wróbel' },
      keywords: 'szampon',
    });
  });

  it('leaves out the author, the picture and the keywords an article does not have; its language is the text’s', () => {
    const data = articleStructuredData(input({ author: null, banner: null, tags: [] }, 'en'));
    expect(data).not.toHaveProperty('author');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('keywords');
    expect(data).toHaveProperty('inLanguage', 'pl');
  });
});

describe('articlePageHead', () => {
  it('gives the meta title, the description, the 1280×768 banner with its text and the article type', () => {
    const head = articlePageHead(input({ meta_title: 'Szampon – poradnik' }));
    expect(head).toMatchObject({ title: 'Szampon – poradnik', description: 'Szampon wybieramy do skóry głowy, a nie do długości włosów.', openGraphType: 'article' });
    expect(head.image).toEqual({
      url: '/api/images/salons/interior-07/5_3.webp?w=1280',
      width: 1280,
      height: 768,
      alt: 'Ilustracja do artykułu „Jak dobrać szampon do skóry głowy”',
      type: 'image/webp',
    });
    expect(articlePageHead(input({}, 'en')).image?.alt).toBe('Illustration of the article “Jak dobrać szampon do skóry głowy”');
    expect(articlePageHead(input({ banner: null }))).not.toHaveProperty('image');
  });

  it('gives the Article and the breadcrumbs Home › Blog › Category › Article, in the page’s language', () => {
    const [article, breadcrumbs] = articlePageHead(input({}, 'en')).structuredData ?? [];
    expect(article).toMatchObject({ '@type': 'Article', headline: 'Jak dobrać szampon do skóry głowy' });
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.pl/home' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.example.pl/blog' },
        { '@type': 'ListItem', position: 3, name: 'Pielęgnacja włosów', item: 'https://www.example.pl/blog/pielegnacja-wlosow' },
        { '@type': 'ListItem', position: 4, name: 'Jak dobrać szampon do skóry głowy', item: 'https://www.example.pl/blog/pielegnacja-wlosow/jak-dobrac-szampon-do-skory-glowy?lang=en' },
      ],
    });
    expect(breadcrumbSteps(articlePageHead(input()))?.[0]).toBe('Strona główna https://www.example.pl/home');
  });
});

describe('articleFacts', () => {
  it('gives the title, the category link, date and author, then the lead and the body through the allow-list', () => {
    expect(articleFacts({ ...input(), sanitize }).value).toBe(
      '<h1>Jak dobrać szampon do skóry głowy</h1>' +
        '<p><a href="/blog/pielegnacja-wlosow">Pielęgnacja włosów</a>, <time datetime="2025-02-18T09:30:00+01:00">18 lutego 2025</time>, Autor: Magdalena Wróbel</p>' +
        '[clean]<p>Szampon wybieramy do <strong>skóry głowy</strong>, a nie do długości włosów.</p>[/clean]' +
        '[clean]<h2>Jaką masz skórę głowy?</h2><p>Prosty test: umyj włosy łagodnym szamponem.</p>[/clean]',
    );
  });

  it('writes the date in the page’s language and leaves out a missing author', () => {
    const facts = articleFacts({ ...input({ author: null }, 'fr'), sanitize }).value;
    expect(facts).toContain('>18 février 2025</time></p>');
    expect(facts).not.toContain('Auteur');
  });

  it('escapes every value it writes itself: title, category, author, slugs', () => {
    const facts = articleFacts({ ...input({ title: NASTY_NAME, category: NASTY_NAME, author: NASTY_NAME, category_rewrite: '"><script>' }), sanitize }).value;
    expect(facts).not.toMatch(/<script>|<b>|"><|onerror/);
    expect(facts).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;</h1>');
    expect(facts).toContain('<a href="/blog/%22%3E%3Cscript%3E">');
  });
});
