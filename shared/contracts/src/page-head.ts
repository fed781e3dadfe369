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
