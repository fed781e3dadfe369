import { isAllowedHref, sanitizeArticleHtml } from './sanitize.ts';

/*
 * The allow-list of article HTML: what an article needs stays, everything that could run
 * code, load something from elsewhere or restyle the page goes.
 */

test('scripts, styles and frames go with their contents', () => {
  const html = sanitizeArticleHtml('<p>a<script>alert(1)</script>b</p><style>p{display:none}</style><iframe src="https://evil.example">x</iframe><noscript>n</noscript>');
  expect(html).toBe('<p>ab</p>');
});

test('every on* attribute and every style goes; the element stays', () => {
  const html = sanitizeArticleHtml('<p onclick="a()" style="color:red" class="x">t</p><img src="/api/images/salons/interior-07-2e862986/5_3.webp" onerror="b()" onload="c()" alt="Salon">');
  expect(html).toBe('<p>t</p><img src="/api/images/salons/interior-07-2e862986/5_3.webp" alt="Salon" loading="lazy" />');
  expect(html).not.toMatch(/\son\w+=/i);
});

test.each([
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'jav&#x61;script:alert(1)',
  '&#106;avascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example/x',
  'ftp://files.example/x',
])('a link to %s loses its tag and keeps its words', (href) => {
  expect(sanitizeArticleHtml(`<p><a href="${href}">tu</a></p>`)).toBe('<p>tu</p>');
});

test('links of the site, http(s) and mailto stay; a link off the site gets rel=noopener noreferrer', () => {
  expect(sanitizeArticleHtml('<a href="/salony">s</a>')).toBe('<a href="/salony">s</a>');
  expect(sanitizeArticleHtml('<a href="#cena">c</a>')).toBe('<a href="#cena">c</a>');
  expect(sanitizeArticleHtml('<a href="mailto:kontakt@kosmyk.example">m</a>')).toBe('<a href="mailto:kontakt@kosmyk.example">m</a>');
  expect(sanitizeArticleHtml('<a href="https://pl.wikipedia.org/" target="_blank" rel="opener">w</a>')).toBe(
    '<a href="https://pl.wikipedia.org/" rel="noopener noreferrer">w</a>',
  );
  expect(isAllowedHref('relative/path')).toBe(false);
});

test('pictures only from the image route', () => {
  expect(sanitizeArticleHtml('<img src="https://tracker.example/p.gif"><img src="data:image/png;base64,AAAA"><img src="/api/images/../../etc/passwd"><img src="/uploads/a.jpg">')).toBe('');
});

test('headings are h2 to h4: h1 becomes h2, h5 and h6 become h4; b and i become strong and em', () => {
  expect(sanitizeArticleHtml('<h1>A</h1><h3>B</h3><h6>C</h6><b>d</b><i>e</i>')).toBe('<h2>A</h2><h3>B</h3><h4>C</h4><strong>d</strong><em>e</em>');
});

test('tags outside the list lose their tag and keep their text; lists, quotes and breaks stay', () => {
  expect(sanitizeArticleHtml('<div><span>x</span></div><form><input value="z"></form><hr><pre><code>y</code></pre>')).toBe('xy');
  expect(sanitizeArticleHtml('<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>c<br>d</blockquote>')).toBe('<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>c<br />d</blockquote>');
});

test('tables stay, bare: no alignment, style or handler', () => {
  expect(sanitizeArticleHtml('<table style="x"><thead><tr><th align="left" scope="col" onclick="a()">Zabieg</th></tr></thead><tbody><tr><td align="right">120 zł</td></tr></tbody></table>')).toBe(
    '<table><thead><tr><th scope="col">Zabieg</th></tr></thead><tbody><tr><td>120 zł</td></tr></tbody></table>',
  );
});
