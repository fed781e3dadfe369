import { testPost } from '../../../lib/test-fixtures.ts';
import { articleCanonicalPath, articleDescription, articleMetaTitle, articleStructuredData } from './article-meta.ts';

const origin = 'https://kosmyk.example';

describe('article meta', () => {
  it('titles the page with the meta title, else the title', () => {
    expect(articleMetaTitle(testPost())).toBe('Jak dobrać szampon do skóry głowy');
    expect(articleMetaTitle(testPost({ meta_title: 'Szampon do skóry głowy – poradnik' }))).toBe('Szampon do skóry głowy – poradnik');
    expect(articleMetaTitle(testPost({ meta_title: '  ' }))).toBe('Jak dobrać szampon do skóry głowy');
  });

  it('describes it with the meta description, else the lead as text cut at a word', () => {
    expect(articleDescription(testPost({ meta_description: 'Jak wybrać szampon.' }))).toBe('Jak wybrać szampon.');
    expect(articleDescription(testPost())).toBe('Szampon wybieramy do skóry głowy, a nie do długości włosów.');
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
    expect(articleStructuredData({ post: testPost(), origin, brand: 'Kosmyk', language: 'pl' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Jak dobrać szampon do skóry głowy',
      description: 'Szampon wybieramy do skóry głowy, a nie do długości włosów.',
      url: 'https://kosmyk.example/blog/pielegnacja-wlosow/jak-dobrac-szampon-do-skory-glowy',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://kosmyk.example/blog/pielegnacja-wlosow/jak-dobrac-szampon-do-skory-glowy' },
      inLanguage: 'pl',
      articleSection: 'Pielęgnacja włosów',
      publisher: { '@type': 'Organization', name: 'Kosmyk', url: 'https://kosmyk.example/' },
      // February is winter time in Warsaw (+01:00), March too until its last Sunday.
      datePublished: '2025-02-18T09:30:00+01:00',
      dateModified: '2025-03-01T12:00:00+01:00',
      image: ['https://kosmyk.example/api/images/salons/interior-07/5_3.webp'],
      author: { '@type': 'Person', name: 'Magdalena Wróbel' },
      keywords: 'szampon',
    });
  });

  it('leaves out the author, the picture and the keywords an article does not have', () => {
    const data = articleStructuredData({ post: testPost({ author: null, banner: null, tags: [] }), origin, brand: 'Kosmyk', language: 'en' });
    expect(data).not.toHaveProperty('author');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('keywords');
    expect(data.inLanguage).toBe('en');
  });
});
