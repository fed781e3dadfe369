import type { SeoText } from '@salon/contracts/catalog-api';
import { html, type SafeHtml } from '../html.ts';

/*
 * A city's or a salon's search-engine copy (spec part 2, "seo": a lead and titled
 * paragraphs). The API stores and sends it as plain text, no markup (the contract's
 * `SeoText` is strings; the seed's copy is prose): the screen renders it as React text
 * and the served page escapes it, so neither ever reads it as HTML.
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

/** The titled paragraphs of the copy (`<h2>` and its paragraphs each), escaped; the lead is the caller's. */
export function seoParagraphsHtml(seo: SeoText | null): SafeHtml[] {
  return (seo?.paragraphs ?? []).map((block) => html`<h2>${block.title}</h2>${paragraphsHtml(block.content)}`);
}
