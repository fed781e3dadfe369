import type { Organization } from 'schema-dts';
import type { Language } from '@salon/contracts/languages';
import type { SeoPageContext } from '../page-context.ts';
import { SITE_LOGO } from '../site/site-page.ts';

/**
 * The language the articles and offers are written in (the editors and HR write Polish
 * only), whatever the page's language: an article's `inLanguage`, and the `lang` a
 * screen puts on their text so a screen reader pronounces it right (WCAG 3.1.2).
 */
export const CONTENT_LANGUAGE: Language = 'pl';

/** The chain as schema.org `Organization`: the publisher of the articles and the employer of the offers, with its logo. */
export function brandOrganization({ config, origin }: Pick<SeoPageContext, 'config' | 'origin'>): Organization {
  return { '@type': 'Organization', name: config.brand, url: new URL('/', origin).href, logo: new URL(SITE_LOGO.path, origin).href };
}

/**
 * An allow-list HTML sanitiser: what the facts builders run an API's HTML (an article's
 * lead and body, an offer's description) through before it goes into the page. The
 * gateway passes the one the API stores that HTML through (`sanitizeArticleHtml` of
 * api/src/plugins/app/blog/sanitize.ts, sanitize-html), never a copy of its options.
 */
export type HtmlSanitizer = (html: string) => string;
