import { type Language } from '@salon/contracts/languages';
import { SERVER_HEAD_ATTRIBUTE, SERVER_HEAD_VALUE, serializeJsonLd } from '@salon/contracts/page-head';
import type { PageHead, PageImage } from '@salon/seo';
import { pageUrl } from '@salon/seo/page-context';
import { BLOG_PATH, BOOKING_START_PATH, PRIVATE_PATH_PREFIXES, isUnderPath, languageAlternates, openGraphLocale } from '@salon/contracts/site-paths';
import { escapeHtml } from '@salon/contracts/html';

/** The mark the client's head helper looks for to take the gateway's tags out (@salon/contracts/page-head). */
const MARK = `${SERVER_HEAD_ATTRIBUTE}="${SERVER_HEAD_VALUE}"`;

/** Whether search engines may index the page (robots.txt keeps them out of the rest). */
export function isIndexable(pathname: string): boolean {
  if (pathname === BOOKING_START_PATH) return true;
  // `/rezerwacja/` (robots.txt's form) covers `/rezerwacja` itself here too.
  return !PRIVATE_PATH_PREFIXES.some((prefix) => isUnderPath(pathname, prefix.replace(/\/$/, '')));
}

/**
 * The page's one address for search engines, its path with the query keys that make
 * another page (a blog list's `page` past the first), nothing else: filters, tracking
 * keys and the language key are not other pages.
 */
export function canonicalPath(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  const page = Number(query.get('page'));
  const keepsPage = isUnderPath(pathname, BLOG_PATH) && Number.isInteger(page) && page >= 2;
  return keepsPage ? `${pathname}?page=${page}` : pathname;
}

/** The page's canonical URL in its language: what its canonical link and `og:url` name. */
export function canonicalUrl({ pathname, search, ...address }: Omit<PageHeadInput, 'brand'>): string {
  return pageUrl(canonicalPath(pathname, search), address);
}

export interface PageHeadInput {
  /** The public origin, `https://www.example.pl`. */
  origin: string;
  pathname: string;
  /** The request's query, with or without its `?`. */
  search: string;
  /** The language the page is served in (its `lang` key, else the default). */
  language: Language;
  defaultLanguage: Language;
  /** The chain's name (`og:site_name`). */
  brand: string;
}

/**
 * The head tags every indexable page gets from the gateway: its canonical link in its
 * language, the alternates of its three language versions and x-default, and Open
 * Graph's address, locale and site name; then what the page's own `head` says (its
 * builder in @salon/seo: description, Open Graph's title, description, type and
 * picture, the card, JSON-LD). None for a page search engines are kept out of. Every
 * value is escaped for a quoted attribute, JSON-LD for a script element.
 */
export function pageHeadTags({ origin, pathname, search, language, defaultLanguage, brand }: PageHeadInput, head?: PageHead): string[] {
  if (!isIndexable(pathname)) return [];
  const page = canonicalPath(pathname, search);
  const canonical = pageUrl(page, { origin, language, defaultLanguage });
  return [
    `<link rel="canonical" href="${escapeHtml(canonical)}" ${MARK}>`,
    ...languageAlternates(page, defaultLanguage).map(({ hreflang, path }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + path)}" ${MARK}>`),
    `<meta property="og:url" content="${escapeHtml(canonical)}" ${MARK}>`,
    `<meta property="og:locale" content="${openGraphLocale(language)}" ${MARK}>`,
    `<meta property="og:site_name" content="${escapeHtml(brand)}" ${MARK}>`,
    ...pageContentTags(head, origin),
  ];
}

/** `<meta {attribute}="{key}" content="{value}">`, marked as the gateway's. */
function meta(attribute: 'name' | 'property', key: string, value: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" ${MARK}>`;
}

/** What the page's builder says of it, as tags; the type and the card alone without one. */
function pageContentTags(head: PageHead | undefined, origin: string): string[] {
  const tags: string[] = [];
  if (head) tags.push(meta('property', 'og:title', head.title));
  if (head?.description) tags.push(meta('name', 'description', head.description), meta('property', 'og:description', head.description));
  tags.push(meta('property', 'og:type', head?.openGraphType ?? 'website'));
  const image = head?.image;
  if (image) {
    tags.push(meta('property', 'og:image', new URL(image.url, origin).href), meta('property', 'og:image:width', image.width), meta('property', 'og:image:height', image.height));
    if (image.type) tags.push(meta('property', 'og:image:type', image.type));
    tags.push(meta('property', 'og:image:alt', image.alt));
  }
  tags.push(meta('name', 'twitter:card', twitterCard(image)));
  for (const item of head?.structuredData ?? []) tags.push(`<script type="application/ld+json" ${MARK}>${serializeJsonLd(item)}</script>`);
  return tags;
}

/**
 * A wide picture (a salon's or an article's, 5:3) makes the large card; a square one
 * (the logo, a product) would be cropped there, so it and a page without one get the
 * small card beside the title.
 */
export function twitterCard(image: PageImage | undefined): 'summary' | 'summary_large_image' {
  return image && image.width >= image.height * 1.5 ? 'summary_large_image' : 'summary';
}

/** `html` with its `<title>` saying `title` (escaped); unchanged when it has none. */
export function withTitle(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`);
}

/**
 * `html` with `markup` as the first thing of its body, inside `<noscript>`: what a
 * crawler or a browser without JavaScript reads; a browser running the app never
 * parses it as markup, so it cannot paint, shift the layout or be read twice by a
 * screen reader (decision 0034).
 */
export function withNoscriptBody(html: string, markup: string): string {
  // Built escaped (@salon/seo's `html`) from sanitised HTML, it cannot hold the end tag;
  // if it ever did, the rest would be painted for everyone: nothing is better.
  if (/<\/noscript/i.test(markup)) return html;
  return html.replace(/<body\b[^>]*>/i, (tag) => `${tag}<noscript>${markup}</noscript>`);
}

/** `html` with its `<html lang>` set to `language` (the shell is built with `lang="pl"`). */
export function withHtmlLang(html: string, language: Language): string {
  return html.replace(/<html\b[^>]*>/i, (tag) => (/\slang="[^"]*"/.test(tag) ? tag.replace(/\slang="[^"]*"/, ` lang="${language}"`) : tag.replace(/^<html/i, `<html lang="${language}"`)));
}
