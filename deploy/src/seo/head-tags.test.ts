import { canonicalPath, isIndexable, pageHeadTags, withHtmlLang } from './head-tags.ts';

const base = { origin: 'https://www.example.pl', defaultLanguage: 'pl' as const, brand: 'Kosmyk' };

describe('pageHeadTags', () => {
  it('names the page’s canonical address, its three language versions and x-default, and Open Graph’s', () => {
    expect(pageHeadTags({ ...base, pathname: '/salony/krakow', search: '?lang=en&utm_source=x', language: 'en' })).toEqual([
      '<link rel="canonical" href="https://www.example.pl/salony/krakow?lang=en" data-head="server">',
      '<link rel="alternate" hreflang="pl" href="https://www.example.pl/salony/krakow" data-head="server">',
      '<link rel="alternate" hreflang="en" href="https://www.example.pl/salony/krakow?lang=en" data-head="server">',
      '<link rel="alternate" hreflang="fr" href="https://www.example.pl/salony/krakow?lang=fr" data-head="server">',
      '<link rel="alternate" hreflang="x-default" href="https://www.example.pl/salony/krakow" data-head="server">',
      '<meta property="og:url" content="https://www.example.pl/salony/krakow?lang=en" data-head="server">',
      '<meta property="og:locale" content="en_GB" data-head="server">',
      '<meta property="og:site_name" content="Kosmyk" data-head="server">',
      '<meta property="og:type" content="website" data-head="server">',
      '<meta name="twitter:card" content="summary" data-head="server">',
    ]);
  });

  it('escapes what it puts in an attribute', () => {
    const tags = pageHeadTags({ ...base, brand: 'Salon "Anna" <&> \'Ola\'', pathname: '/home', search: '', language: 'pl' }).join('');
    expect(tags).toContain('content="Salon &#34;Anna&#34; &#60;&#38;&#62; &#39;Ola&#39;"');
    expect(tags).not.toContain('<&>');
  });

  it('writes nothing for a page search engines are kept out of', () => {
    for (const pathname of ['/profil', '/profil/vouchery', '/wizyty/1', '/rezerwacja', '/rezerwacja/termin', '/sklep/kasa/1']) {
      expect([pathname, pageHeadTags({ ...base, pathname, search: '', language: 'pl' })]).toEqual([pathname, []]);
    }
    expect(isIndexable('/rezerwacja/miasto')).toBe(true);
    expect(isIndexable('/profile-like')).toBe(true);
  });
});

describe('canonicalPath', () => {
  it('keeps a blog list’s page past the first and nothing else', () => {
    expect(canonicalPath('/blog', '?page=2&utm_source=x')).toBe('/blog?page=2');
    expect(canonicalPath('/blog/koloryzacja', 'page=3')).toBe('/blog/koloryzacja?page=3');
    expect(canonicalPath('/blog', '?page=1')).toBe('/blog');
    expect(canonicalPath('/blog', '?page=x')).toBe('/blog');
    expect(canonicalPath('/sklep', '?page=2&brand=olaplex')).toBe('/sklep');
  });
});

describe('withHtmlLang', () => {
  it('sets the language of the served page', () => {
    expect(withHtmlLang('<!doctype html><html lang="pl"><head>', 'fr')).toBe('<!doctype html><html lang="fr"><head>');
    expect(withHtmlLang('<!doctype html><html><head>', 'en')).toBe('<!doctype html><html lang="en"><head>');
  });
});
