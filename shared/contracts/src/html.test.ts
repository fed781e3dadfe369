/**
 * @jest-environment jsdom
 */
// jsdom: the attribute test reads the escaped text back as a browser parses it.
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('turns the five characters that can end text or a quoted attribute into entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
  });

  it('escapes an ampersand once, so an entity already written shows as typed', () => {
    expect(escapeHtml('&amp; &#39;')).toBe('&amp;amp; &amp;#39;');
  });

  it('leaves everything else as it is, Polish letters and emoji included', () => {
    const text = 'Zażółć gęślą jaźń: 10:00–11:30 = 90 min 💇 / ok?';
    expect(escapeHtml(text)).toBe(text);
    expect(escapeHtml('')).toBe('');
  });

  it('keeps a closing quote from ending either kind of attribute', () => {
    const attack = `" onmouseover="alert(1)' onfocus='alert(2)`;
    const escaped = escapeHtml(attack);
    expect(escaped).not.toMatch(/["']/);
    // A browser reading the attribute gets the original text back.
    document.body.innerHTML = `<p title="${escaped}" data-single='${escaped}'></p>`;
    const paragraph = document.querySelector('p')!;
    expect(paragraph.getAttribute('title')).toBe(attack);
    expect(paragraph.getAttribute('data-single')).toBe(attack);
    expect(paragraph.getAttributeNames()).toEqual(['title', 'data-single']);
  });
});
