import type { SeoText } from '@salon/contracts/catalog-api';
import { html, type SafeHtml } from '../html.ts';
import { paragraphsHtml } from '../paragraphs.ts';

/*
 * A city's or a salon's search-engine copy (spec part 2, "seo": a lead and titled
 * paragraphs). The API stores and sends it as plain text, no markup (the contract's
 * `SeoText` is strings; the seed's copy is prose): its paragraphs are parted as every
 * plain text of the API is (paragraphs.ts).
 */

/** The titled paragraphs of the copy (`<h2>` and its paragraphs each), escaped; the lead is the caller's. */
export function seoParagraphsHtml(seo: SeoText | null): SafeHtml[] {
  return (seo?.paragraphs ?? []).map((block) => html`<h2>${block.title}</h2>${paragraphsHtml(block.content)}`);
}
