import { SafeHtml, html, trustedHtml } from './html.ts';

describe('html', () => {
  it('escapes every value, in text and in attributes', () => {
    const name = `</noscript><script>alert(1)</script> "Ola" & 'Ala'`;
    expect(html`<a href="${'/x?a=1&b="2"'}">${name}</a>`.value).toBe(
      '<a href="/x?a=1&amp;b=&quot;2&quot;">&lt;/noscript&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39;</a>',
    );
  });

  it('puts markup it built and cleaned markup in as it is, arrays joined, and leaves out what is not there', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    const markup = html`<ul>${items}</ul>${null}${undefined}${false}${trustedHtml('<p>cleaned</p>')}${0}`;
    expect(markup).toBeInstanceOf(SafeHtml);
    expect(String(markup)).toBe('<ul><li>a&lt;b</li><li>c</li></ul><p>cleaned</p>0');
  });
});
