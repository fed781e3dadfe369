import { paragraphsHtml, paragraphsOf } from './paragraphs.ts';

describe('paragraphsOf', () => {
  it('parts paragraphs at blank lines and keeps single line breaks inside one', () => {
    expect(paragraphsOf('  First line\nsame paragraph.\n\n \n Second. \n\n')).toEqual(['First line\nsame paragraph.', 'Second.']);
    expect(paragraphsOf('')).toEqual([]);
  });
});

describe('paragraphsHtml', () => {
  it('writes each paragraph escaped', () => {
    expect(paragraphsHtml('a < b\n\nc & d').join('')).toBe('<p>a &lt; b</p><p>c &amp; d</p>');
    expect(paragraphsHtml(null)).toEqual([]);
  });
});
