import { type Language } from '@salon/contracts/languages';
import { SERVER_HEAD_ATTRIBUTE, SERVER_HEAD_VALUE } from '@salon/contracts/page-head';
import { BLOG_PATH, BOOKING_START_PATH, PRIVATE_PATH_PREFIXES, isUnderPath, languageAlternates, languageVersionPath, openGraphLocale } from '@salon/contracts/site-paths';
import { escapeMarkup } from './markup.ts';

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
 * Graph's address, locale and site name. None for a page search engines are kept out
 * of. Every value is escaped for a quoted attribute.
 */
export function pageHeadTags({ origin, pathname, search, language, defaultLanguage, brand }: PageHeadInput): string[] {
  if (!isIndexable(pathname)) return [];
  const page = canonicalPath(pathname, search);
  const canonical = `${origin}${languageVersionPath(page, language, defaultLanguage)}`;
  return [
    `<link rel="canonical" href="${escapeMarkup(canonical)}" ${MARK}>`,
    ...languageAlternates(page, defaultLanguage).map(({ hreflang, path }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(origin + path)}" ${MARK}>`),
    `<meta property="og:url" content="${escapeMarkup(canonical)}" ${MARK}>`,
    `<meta property="og:locale" content="${openGraphLocale(language)}" ${MARK}>`,
    `<meta property="og:site_name" content="${escapeMarkup(brand)}" ${MARK}>`,
    `<meta property="og:type" content="website" ${MARK}>`,
    `<meta name="twitter:card" content="summary" ${MARK}>`,
  ];
}

/** `html` with its `<html lang>` set to `language` (the shell is built with `lang="pl"`). */
export function withHtmlLang(html: string, language: Language): string {
  return html.replace(/<html\b[^>]*>/i, (tag) => (/\slang="[^"]*"/.test(tag) ? tag.replace(/\slang="[^"]*"/, ` lang="${language}"`) : tag.replace(/^<html/i, `<html lang="${language}"`)));
}
