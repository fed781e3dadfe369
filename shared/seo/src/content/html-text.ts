/*
 * The text of an HTML fragment of the API (an article's lead, an offer's description),
 * for the places that show or send text only: a card's lead, a meta description. Pure
 * string work, so the browser's cards and the gateway's heads share it (decision 0034);
 * DOMParser exists only in the browser, and a parser library would add its weight to the
 * home page's blog widgets.
 *
 * Enough for what it is given: the API stores that HTML through sanitize-html, which
 * decodes every entity on the way in and writes back only `&amp;`, `&lt;`, `&gt;` and
 * `&quot;`; numeric entities and the XML ones, with `&nbsp;`, are read too, any other
 * named entity stays as written. The result is text: whoever writes it into HTML escapes it.
 */

/** The rest of a tag after its name: attributes, whose quoted values may hold `>`, up to its end. */
const REST = `(?:"[^"]*"|'[^']*'|[^'">])*>`;
/** What is no text of the page, dropped with all it holds: scripts, styles, frames, embedded documents. */
const HIDDEN = new RegExp(`<(script|style|template|noscript|iframe|object|embed|svg|math|title|textarea)\\b${REST}[\\s\\S]*?<\\/\\1\\s*>`, 'gi');
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** A tag that ends a run of text (a paragraph, an item, a heading, a cell, a break): a space, so "one.</p><p>Two" reads "one. Two". */
const BLOCK_TAG = new RegExp(`<\\/?(?:p|li|ul|ol|br|hr|h[1-6]|blockquote|div|section|article|table|thead|tbody|tr|th|td)\\b${REST}`, 'gi');
/** Any other tag: inline (`<strong>`), so the words on either side stay together. */
const TAG = new RegExp(`<\\/?[a-z]${REST}`, 'gi');
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** A numeric entity's character; one that names no character (0, a surrogate, past U+10FFFF) reads as U+FFFD, as browsers do. */
function codePoint(value: number): string {
  const valid = value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
  return String.fromCodePoint(valid ? value : 0xfffd);
}

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return codePoint(Number.parseInt(decimal, 10));
    if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
    return NAMED[name ?? ''] ?? entity;
  });
}

/** The text of an HTML fragment: tags dropped, entities read, whitespace collapsed to single spaces, block boundaries kept as spaces. */
export function htmlToText(html: string): string {
  if (!html) return '';
  const text = html.replace(COMMENT, '').replace(HIDDEN, ' ').replace(BLOCK_TAG, ' ').replace(TAG, '');
  // Entities last: `&lt;b&gt;` is the text "<b>", never a tag.
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
