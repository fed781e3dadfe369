import type { Sitemap } from '@salon/contracts/sitemap-api';
import { escapeHtml as escapeXml } from '@salon/contracts/html';
import {
  BLOG_PATH,
  BOOKING_START_PATH,
  JOBS_PATH,
  SALON_LIST_PATH,
  SHOP_PATH,
  STATIC_PAGE_PATHS,
  blogArticlePath,
  blogCategoryPath,
  jobOfferPath,
  jobsCityPath,
  salonCityPath,
  salonPath,
  shopProductPath,
  shopVoucherPath,
} from '@salon/contracts/site-paths';

/** One `<url>` of a sitemap: a path on the site and, where the data knows it, its last change. */
export interface SitemapUrl {
  path: string;
  lastModified?: string;
}

/** The protocol's limit of URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The newest of some ISO instants, or undefined for none. */
function newest(dates: readonly string[]): string | undefined {
  return dates.reduce<string | undefined>((latest, date) => (latest === undefined || date > latest ? date : latest), undefined);
}

/**
 * Every public page, in the order a reader of the site meets them: home and the shell's
 * pages, the booking's first step, the salons, the blog, the offers, the shop. A list
 * page's date is its newest item's (the blog home's is the newest article's).
 */
export function sitemapUrls(data: Sitemap): SitemapUrl[] {
  const dated = (path: string, lastModified: string | undefined): SitemapUrl => (lastModified ? { path, lastModified } : { path });
  const offerCities = new Map<string, string>();
  for (const offer of data.offers) {
    const known = offerCities.get(offer.citySlug);
    if (known === undefined || offer.lastModified > known) offerCities.set(offer.citySlug, offer.lastModified);
  }
  return [
    ...STATIC_PAGE_PATHS.map((path) => ({ path })),
    { path: BOOKING_START_PATH },
    { path: SALON_LIST_PATH },
    ...data.cities.map(({ code }) => ({ path: salonCityPath(code) })),
    ...data.salons.map(({ id }) => ({ path: salonPath(id) })),
    dated(BLOG_PATH, newest(data.articles.map((article) => article.lastModified))),
    ...data.blogCategories.map(({ slug, lastModified }) => ({ path: blogCategoryPath(slug), lastModified })),
    ...data.articles.map(({ categorySlug, slug, lastModified }) => ({ path: blogArticlePath(categorySlug, slug), lastModified })),
    dated(JOBS_PATH, newest(data.offers.map((offer) => offer.lastModified))),
    ...[...offerCities].map(([citySlug, lastModified]) => ({ path: jobsCityPath(citySlug), lastModified })),
    ...data.offers.map(({ id, lastModified }) => ({ path: jobOfferPath(id), lastModified })),
    { path: SHOP_PATH },
    ...data.products.map(({ id }) => ({ path: shopProductPath(id) })),
    ...data.vouchers.map(({ id }) => ({ path: shopVoucherPath(id) })),
  ];
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One `<url>` of a urlset or `<sitemap>` of an index: its absolute address and date. */
function entryXml(element: 'url' | 'sitemap', origin: string, { path, lastModified }: SitemapUrl): string {
  return `<${element}><loc>${escapeXml(origin + path)}</loc>${lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : ''}</${element}>`;
}

/** A `<urlset>` of absolute URLs on `origin`. */
export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...urls.map((url) => entryXml('url', origin, url)), '</urlset>', ''].join('\n');
}

/**
 * The documents the gateway serves: one `/sitemap.xml` `<urlset>` while the site has at
 * most `maxUrls` pages; past that, `/sitemap.xml` is a `<sitemapindex>` of
 * `/sitemap-1.xml`, `/sitemap-2.xml`, … of `maxUrls` each. Keyed by path.
 */
export function sitemapDocuments(origin: string, urls: readonly SitemapUrl[], maxUrls = SITEMAP_MAX_URLS): Map<string, string> {
  if (urls.length <= maxUrls) return new Map([['/sitemap.xml', urlsetXml(origin, urls)]]);
  const documents = new Map<string, string>();
  const parts: string[] = [];
  for (let start = 0, index = 1; start < urls.length; start += maxUrls, index += 1) {
    const part = urls.slice(start, start + maxUrls);
    const path = `/sitemap-${index}.xml`;
    documents.set(path, urlsetXml(origin, part));
    const lastModified = newest(part.flatMap((url) => (url.lastModified ? [url.lastModified] : [])));
    parts.push(entryXml('sitemap', origin, lastModified ? { path, lastModified } : { path }));
  }
  documents.set('/sitemap.xml', [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...parts, '</sitemapindex>', ''].join('\n'));
  return documents;
}
