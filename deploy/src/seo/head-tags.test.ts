import { canonicalPath, isIndexable, pageHeadTags, twitterCard, withHtmlLang, withNoscriptBody, withTitle } from './head-tags.ts';

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
    expect(tags).toContain('content="Salon &quot;Anna&quot; &lt;&amp;&gt; &#39;Ola&#39;"');
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

describe('the page’s own tags', () => {
  it('gives a wide picture the large card and a square one or none the small card', () => {
    expect(twitterCard({ url: '/a.webp', width: 1280, height: 768, alt: 'a' })).toBe('summary_large_image');
    expect(twitterCard({ url: '/logo.png', width: 512, height: 512, alt: 'logo' })).toBe('summary');
    expect(twitterCard(undefined)).toBe('summary');
  });

  it('replaces the shell’s title and puts the facts first in the body, never letting them end their noscript', () => {
    const shell = '<html><head><title>Salon</title></head><body class="x"><div id="root"></div></body></html>';
    expect(withTitle(shell, 'A & <B>')).toContain('<title>A &amp; &lt;B&gt;</title>');
    expect(withNoscriptBody(shell, '<h1>Salon</h1>')).toContain('<body class="x"><noscript><h1>Salon</h1></noscript><div id="root">');
    expect(withNoscriptBody(shell, '<p></NOSCRIPT><script>x</script></p>')).toBe(shell);
  });

  it('writes the description, the picture with its size and each JSON-LD item, only for an indexable page', () => {
    const head = {
      title: 'Salon',
      description: 'Opis',
      openGraphType: 'article' as const,
      image: { url: '/a.webp', width: 1280, height: 768, alt: 'Wnętrze', type: 'image/webp' },
      structuredData: [{ '@context': 'https://schema.org' as const, '@type': 'Thing' as const, name: '</script>' }],
    };
    const tags = pageHeadTags({ ...base, pathname: '/blog/a/b', search: '', language: 'pl' }, head);
    expect(tags).toEqual(
      expect.arrayContaining([
        '<meta name="description" content="Opis" data-head="server">',
        '<meta property="og:type" content="article" data-head="server">',
        '<meta property="og:image" content="https://www.example.pl/a.webp" data-head="server">',
        '<meta property="og:image:width" content="1280" data-head="server">',
        '<meta property="og:image:type" content="image/webp" data-head="server">',
        '<meta property="og:image:alt" content="Wnętrze" data-head="server">',
        '<script type="application/ld+json" data-head="server">{"@context":"https://schema.org","@type":"Thing","name":"\\u003c/script\\u003e"}</script>',
      ]),
    );
    expect(pageHeadTags({ ...base, pathname: '/profil', search: '', language: 'pl' }, head)).toEqual([]);
  });
});
