import type { Sitemap } from '@salon/contracts/sitemap-api';
import { escapeHtml } from '@salon/contracts/html';
import { sitemapDocuments, sitemapUrls, urlsetXml } from './sitemap.ts';

const DATA: Sitemap = {
  salons: [{ id: 'M101' }, { id: 'M900' }],
  retiredSalons: [],
  cities: [{ code: 'krakow' }],
  blogCategories: [{ slug: 'koloryzacja', lastModified: '2025-03-02T10:00:00.000Z' }],
  articles: [
    { categorySlug: 'koloryzacja', slug: 'balayage', lastModified: '2025-03-02T10:00:00.000Z' },
    { categorySlug: 'koloryzacja', slug: 'ombre', lastModified: '2024-12-01T09:00:00.000Z' },
  ],
  offers: [
    { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', citySlug: 'krakow', lastModified: '2026-01-10T08:00:00.000Z' },
    { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', citySlug: 'krakow', lastModified: '2026-02-10T08:00:00.000Z' },
  ],
  products: [{ id: 'p1' }],
  vouchers: [{ id: 'v1' }],
};

describe('sitemapUrls', () => {
  it('lists every public page once, with the dates the data has', () => {
    const urls = sitemapUrls(DATA);
    expect(urls).toEqual([
      { path: '/home' },
      { path: '/o-nas' },
      { path: '/pobierz-aplikacje' },
      { path: '/polityka-prywatnosci' },
      { path: '/regulamin' },
      { path: '/rezerwacja/miasto' },
      { path: '/salony' },
      { path: '/salony/krakow' },
      { path: '/salony/M101' },
      { path: '/salony/M900' },
      { path: '/blog', lastModified: '2025-03-02T10:00:00.000Z' },
      { path: '/blog/koloryzacja', lastModified: '2025-03-02T10:00:00.000Z' },
      { path: '/blog/koloryzacja/balayage', lastModified: '2025-03-02T10:00:00.000Z' },
      { path: '/blog/koloryzacja/ombre', lastModified: '2024-12-01T09:00:00.000Z' },
      { path: '/pracuj-z-nami', lastModified: '2026-02-10T08:00:00.000Z' },
      { path: '/pracuj-z-nami/krakow', lastModified: '2026-02-10T08:00:00.000Z' },
      { path: '/pracuj-z-nami/aaaaaaaaaaaaaaaaaaaaaaaa', lastModified: '2026-01-10T08:00:00.000Z' },
      { path: '/pracuj-z-nami/bbbbbbbbbbbbbbbbbbbbbbbb', lastModified: '2026-02-10T08:00:00.000Z' },
      { path: '/sklep' },
      { path: '/sklep/produkt/p1' },
      { path: '/sklep/voucher/v1' },
    ]);
    expect(new Set(urls.map((url) => url.path)).size).toBe(urls.length);
  });

  it('gives a list no date when it has no item', () => {
    const urls = sitemapUrls({ ...DATA, articles: [], blogCategories: [], offers: [] });
    expect(urls).toContainEqual({ path: '/blog' });
    expect(urls).toContainEqual({ path: '/pracuj-z-nami' });
    expect(urls.some((url) => url.path.startsWith('/pracuj-z-nami/'))).toBe(false);
  });

  it('encodes a path segment taken from the data', () => {
    const urls = sitemapUrls({ ...DATA, articles: [{ categorySlug: 'a b', slug: 'x&y<z>"\'', lastModified: '2025-01-01T00:00:00.000Z' }] });
    expect(urls).toContainEqual({ path: "/blog/a%20b/x%26y%3Cz%3E%22'", lastModified: '2025-01-01T00:00:00.000Z' });
  });
});

describe('the XML', () => {
  it('escapes what XML gives a meaning', () => {
    expect(escapeHtml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&#39;');
    const xml = urlsetXml('https://www.example.pl', [{ path: "/blog/x/it's" }]);
    expect(xml).toContain("<loc>https://www.example.pl/blog/x/it&#39;s</loc>");
  });

  it('is one urlset of absolute URLs while the site is small', () => {
    const documents = sitemapDocuments('https://www.example.pl', sitemapUrls(DATA));
    expect([...documents.keys()]).toEqual(['/sitemap.xml']);
    const xml = documents.get('/sitemap.xml')!;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain('<url><loc>https://www.example.pl/salony/M101</loc></url>');
    expect(xml).toContain('<url><loc>https://www.example.pl/blog/koloryzacja/balayage</loc><lastmod>2025-03-02T10:00:00.000Z</lastmod></url>');
    expect(xml.match(/<url>/g)).toHaveLength(sitemapUrls(DATA).length);
  });

  it('becomes an index of parts past the limit, each part within it', () => {
    const urls = sitemapUrls(DATA);
    const documents = sitemapDocuments('https://www.example.pl', urls, 8);
    expect([...documents.keys()].sort()).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml', '/sitemap.xml']);
    const index = documents.get('/sitemap.xml')!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain('<sitemap><loc>https://www.example.pl/sitemap-1.xml</loc></sitemap>');
    // The first part has no dated page; the second holds the blog and the offers' list,
    // dated by the newest offer.
    expect(index).toContain('<sitemap><loc>https://www.example.pl/sitemap-2.xml</loc><lastmod>2026-02-10T08:00:00.000Z</lastmod></sitemap>');
    const counts = ['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml'].map((path) => documents.get(path)!.match(/<url>/g)!.length);
    expect(counts).toEqual([8, 8, urls.length - 16]);
  });
});
