import { seoParagraphsHtml } from './seo-text.ts';

describe('the copy as HTML', () => {
  it('writes each paragraph and each title escaped', () => {
    expect(seoParagraphsHtml({ mainContent: 'lead', paragraphs: [{ title: '<i>T</i>', content: 'x' }] }).join('')).toBe('<h2>&lt;i&gt;T&lt;/i&gt;</h2><p>x</p>');
    expect(seoParagraphsHtml(null)).toEqual([]);
  });
});
