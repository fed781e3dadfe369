/*
 * The head tags the gateway writes into a page it serves (docs/decisions/0034): marked
 * with this attribute, so the client's head helper (`useDocumentMeta` of @salon/ui)
 * takes them out when it takes over, and a page the customer moves to never keeps the
 * first page's canonical link, alternates or Open Graph tags.
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-head';
export const SERVER_HEAD_VALUE = 'server';
/** Selects every tag the gateway wrote. */
export const SERVER_HEAD_SELECTOR = `[${SERVER_HEAD_ATTRIBUTE}="${SERVER_HEAD_VALUE}"]`;

/** The document title of a page: its own title and the chain's brand (`Title | Brand`). */
export function documentTitle(title: string, brand: string): string {
  return brand ? `${title} | ${brand}` : title;
}

/**
 * Structured data as the text of a `<script type="application/ld+json">`: JSON with
 * `<`, `>` and `&` as Unicode escapes, which JSON reads the same, so no text in the
 * data (a salon named `</script><script>…`) can close the element or open a comment.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
