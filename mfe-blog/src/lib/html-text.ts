/**
 * The text of an HTML fragment, for places that show or send text only: a card's lead,
 * the meta description. Parsed in an inert document (DOMParser runs no script and
 * fetches no image), so even unsanitised HTML is harmless here. Whitespace is collapsed,
 * block boundaries become spaces.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // A paragraph or list item ends a sentence: keep a space so "one.</p><p>Two" reads "one. Two".
  doc.body.querySelectorAll('p, li, br, h1, h2, h3, h4, h5, h6, blockquote').forEach((element) => element.append(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** `text` cut at a word boundary to at most `max` characters, with an ellipsis when cut (meta descriptions). */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
