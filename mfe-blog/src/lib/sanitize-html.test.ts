import { isExternalHref, sanitizeArticleHtml } from './sanitize-html.ts';

/** The sanitised HTML parsed back, for asserting on elements rather than strings. */
const parsed = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = sanitizeArticleHtml(html);
  return container;
};

describe('sanitizeArticleHtml', () => {
  it('keeps the structure of an article', () => {
    const html =
      '<h2>Jaką masz skórę?</h2><p>Tekst <strong>ważny</strong> i <em>lekki</em>.<br>Nowa linia</p><ul><li>jeden</li></ul><ol><li>dwa</li></ol><blockquote>Cytat</blockquote><h3>A</h3><h4>B</h4>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('keeps a plain table with its header scopes, as the API stores a Markdown table, and nothing else on it', () => {
    const html =
      '<table><thead><tr><th scope="col">Odcień</th><th scope="col">Neutralizuje</th></tr></thead><tbody><tr><td>żółty</td><td>fiolet</td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
    expect(parsed('<table style="color:red" onclick="x()"><tbody><tr><td class="a">1</td></tr></tbody></table>').innerHTML).toBe(
      '<table><tbody><tr><td>1</td></tr></tbody></table>',
    );
  });

  it('removes scripts with their content, event handlers and javascript: links', () => {
    const content = parsed(
      '<p onclick="steal()">Tekst<script>alert(1)</script></p><img src="/api/images/salons/a/5_3.webp" onerror="alert(2)"><a href="javascript:alert(3)">klik</a><a href=" JaVaScRiPt:alert(4)">dwa</a>',
    );
    expect(content.querySelector('script')).toBeNull();
    expect(content.textContent).not.toContain('alert(1)');
    expect(content.querySelector('[onclick]')).toBeNull();
    expect(content.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(content.querySelectorAll('a[href]')).toHaveLength(0);
    expect(content.textContent).toContain('klik');
  });

  it('drops what an article does not need: frames, styles, forms, classes, style attributes, data URLs', () => {
    const content = parsed(
      '<iframe src="https://evil.example"></iframe><style>p{}</style><form><input></form><p class="x" style="color:red" id="y">Tekst</p><a href="data:text/html,<script>x</script>">d</a><svg><script>alert(1)</script></svg>',
    );
    expect(content.querySelector('iframe, style, form, input, svg, script')).toBeNull();
    const paragraph = content.querySelector('p');
    expect(paragraph?.attributes).toHaveLength(0);
    expect(content.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('sends links to other sites to a new tab without a handle on this page, and leaves site links alone', () => {
    const content = parsed(
      '<a href="https://www.example.org/porady" target="_self" rel="opener">poza</a><a href="/blog/koloryzacja">kolor</a><a href="#sekcja">sekcja</a><a href="//evil.example/x">dwa ukośniki</a>',
    );
    const [external, site, fragment, protocolRelative] = Array.from(content.querySelectorAll('a'));
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(site).toHaveAttribute('href', '/blog/koloryzacja');
    expect(site).not.toHaveAttribute('target');
    expect(fragment).not.toHaveAttribute('target');
    expect(protocolRelative?.hasAttribute('href')).toBe(false);
  });

  it('keeps pictures of the image route only, lazily loaded, and drops others', () => {
    const content = parsed('<img src="/api/images/salons/interior-07/5_3.webp" alt="Myjnia"><img src="https://tracker.example/p.gif"><img src="/api/images/../dev/outbox">');
    const images = content.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('alt', 'Myjnia');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
  });

  it('turns a heading the page already has (h1) and unknown tags into their words', () => {
    const content = parsed('<h1>Tytuł</h1><marquee>ruch</marquee>');
    expect(content.querySelector('h1, marquee')).toBeNull();
    expect(content.textContent).toBe('Tytułruch');
  });
});

describe('isExternalHref', () => {
  it.each([
    ['https://www.facebook.com/', true],
    ['//cdn.example/x', true],
    ['/blog', false],
    [`${window.location.origin}/blog`, false],
    ['mailto:kontakt@kosmyk.pl', false],
    ['#top', false],
  ])('%s → %s', (href, external) => {
    expect(isExternalHref(href)).toBe(external);
  });
});
