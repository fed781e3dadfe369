import { paragraphsHtml, paragraphsOf, seoParagraphsHtml } from './seo-text.ts';

describe('paragraphsOf', () => {
  it('parts paragraphs at blank lines and keeps single line breaks inside one', () => {
    expect(paragraphsOf('  First line\nsame paragraph.\n\n \n Second. \n\n')).toEqual(['First line\nsame paragraph.', 'Second.']);
    expect(paragraphsOf('')).toEqual([]);
  });
});

describe('the copy as HTML', () => {
  it('writes each paragraph and each title escaped', () => {
    expect(paragraphsHtml('a < b\n\nc & d').join('')).toBe('<p>a &lt; b</p><p>c &amp; d</p>');
    expect(paragraphsHtml(null)).toEqual([]);
    expect(seoParagraphsHtml({ mainContent: 'lead', paragraphs: [{ title: '<i>T</i>', content: 'x' }] }).join('')).toBe('<h2>&lt;i&gt;T&lt;/i&gt;</h2><p>x</p>');
    expect(seoParagraphsHtml(null)).toEqual([]);
  });
});
