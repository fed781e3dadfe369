import { html, type SafeHtml } from './html.ts';

/*
 * Plain text of the API in paragraphs: a salon's or a city's search-engine copy, a
 * product's or a voucher's description. The contracts send them as text, paragraphs
 * parted by a blank line; the screens render them as React text and the served page
 * escapes them, so neither ever reads them as HTML.
 */

/** Blank lines part the paragraphs of a text; single line breaks stay inside one. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Each paragraph of a text as `<p>`, escaped. */
export function paragraphsHtml(text: string | null): SafeHtml[] {
  return text ? paragraphsOf(text).map((paragraph) => html`<p>${paragraph}</p>`) : [];
}
