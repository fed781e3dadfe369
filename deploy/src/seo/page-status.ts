import { isRecruitmentId } from '@salon/contracts/recruitment-api';
import { LEGAL_PAGE_PATHS } from '@salon/contracts/runtime-config';
import type { Sitemap } from '@salon/contracts/sitemap-api';
import { parseCityOrCode } from '@salon/seo/salons/city-or-code';
import {
  ABOUT_PATH,
  APP_DOWNLOAD_PATH,
  BLOG_PATH,
  HOME_PATH,
  JOBS_PATH,
  PROFILE_PATH,
  RESERVATION_PATH,
  SALON_LIST_PATH,
  SHOP_PATH,
  VISITS_PATH,
  blogArticlePath,
  isUnderPath,
  salonCityPath,
} from '@salon/contracts/site-paths';

/** What the gateway answers for a page: the shell with 200 or 404, or a redirect. */
export type PageStatus = { status: 200 | 404 } | { status: 301; location: string };

const OK: PageStatus = { status: 200 };
const NOT_FOUND: PageStatus = { status: 404 };
const moved = (location: string): PageStatus => ({ status: 301, location });

/** The shell's own pages at exactly these paths. */
const SHELL_PAGES = new Set<string>([HOME_PATH, ABOUT_PATH, APP_DOWNLOAD_PATH, LEGAL_PAGE_PATHS.privacyPolicy, LEGAL_PAGE_PATHS.terms]);
/** The shell's pages with one id after them (the links of e-mails). */
const SHELL_PAGES_WITH_ID = [/^\/email-confirmation\/[^/]+$/, /^\/unsubscribe\/email\/[^/]+$/];
/** Whole sections the client routes by itself, none of them for search engines: any path under them is served. */
const OPEN_SECTIONS = [RESERVATION_PATH, VISITS_PATH, PROFILE_PATH];
/** The shop's signed-in pages: their ids are the customer's, never in the sitemap. */
const SHOP_PRIVATE = [/^\/sklep\/ulubione$/, /^\/sklep\/kasa\/[^/]+$/, /^\/sklep\/zamowienie\/[^/]+(\/niepowodzenie)?$/];

/** The path's segments after `prefix`, decoded; undefined when one cannot be decoded. */
function segmentsAfter(pathname: string, prefix: string): string[] | undefined {
  const rest = pathname.slice(prefix.length).split('/').filter(Boolean);
  try {
    return rest.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/**
 * Which pages exist, for crawlers (issue 23, decision 0034): the answer mirrors what the
 * site does for a customer. Where the client sends the customer elsewhere (an unknown
 * salon code to the salon list, an unknown article or category to the blog, a closed
 * offer to the offers, an article under another category to its own address) the answer
 * is a 301 there; a disabled salon leads to its city (the salon list when the city has
 * no page left). Where the client says "not found" (an unknown city, product or voucher)
 * or has no page at all (a path no app owns, which the client sends home), it is 404.
 *
 * `sitemap` reads what the pages are made of (the gateway's 60-second copy of
 * GET /api/sitemap); it is called only for paths that need it, and when it fails the
 * page is served (200): a crawler may see a page that is gone for a while, a customer is
 * never refused one because the API is slow. The query string is the caller's to keep.
 */
export async function pageStatus(rawPathname: string, sitemap: () => Promise<Sitemap>): Promise<PageStatus> {
  // A backslash no page has, and a browser reads `/\host` in a redirect as `//host`.
  if (rawPathname.includes('\\')) return NOT_FOUND;
  // `/salony/` is `/salony` to React Router: one address for the page, the one without.
  // Repeated slashes fold first, so a redirect never starts with `//` (another site).
  const pathname = rawPathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  if (pathname === '/') return moved(HOME_PATH);
  if (pathname !== rawPathname) return moved(pathname);
  if (SHELL_PAGES.has(pathname)) return OK;
  if (SHELL_PAGES_WITH_ID.some((pattern) => pattern.test(pathname))) return OK;
  if (OPEN_SECTIONS.some((prefix) => isUnderPath(pathname, prefix))) return OK;

  const section = [SALON_LIST_PATH, BLOG_PATH, JOBS_PATH, SHOP_PATH].find((prefix) => isUnderPath(pathname, prefix));
  if (!section) return NOT_FOUND;
  const segments = segmentsAfter(pathname, section);
  if (!segments) return NOT_FOUND;
  if (segments.length === 0) return OK;
  if (section === SHOP_PATH && SHOP_PRIVATE.some((pattern) => pattern.test(pathname))) return OK;

  let data: Sitemap;
  try {
    data = await sitemap();
  } catch {
    return OK;
  }
  switch (section) {
    case SALON_LIST_PATH:
      return salonsStatus(segments, data);
    case BLOG_PATH:
      return blogStatus(segments, data);
    case JOBS_PATH:
      return jobsStatus(segments, data);
    default:
      return shopStatus(segments, data);
  }
}

function salonsStatus(segments: string[], data: Sitemap): PageStatus {
  const [cityOrCode, ...rest] = segments;
  if (rest.length > 0 || cityOrCode === undefined) return NOT_FOUND;
  // A salon code or a city, as the salons remote tells them apart.
  if (parseCityOrCode(cityOrCode).kind === 'city') return data.cities.some((city) => city.code === cityOrCode) ? OK : NOT_FOUND;
  if (data.salons.some((salon) => salon.id === cityOrCode)) return OK;
  const retired = data.retiredSalons.find((salon) => salon.id === cityOrCode);
  if (retired && data.cities.some((city) => city.code === retired.cityCode)) return moved(salonCityPath(retired.cityCode));
  return moved(SALON_LIST_PATH);
}

function blogStatus(segments: string[], data: Sitemap): PageStatus {
  const [category, slug, ...rest] = segments;
  if (rest.length > 0 || category === undefined) return NOT_FOUND;
  if (slug === undefined) return data.blogCategories.some((known) => known.slug === category) ? OK : moved(BLOG_PATH);
  const article = data.articles.find((known) => known.slug === slug);
  if (!article) return moved(BLOG_PATH);
  return article.categorySlug === category ? OK : moved(blogArticlePath(article.categorySlug, article.slug));
}

function jobsStatus(segments: string[], data: Sitemap): PageStatus {
  const [cityOrId, ...rest] = segments;
  if (rest.length > 0 || cityOrId === undefined) return NOT_FOUND;
  const known = isRecruitmentId(cityOrId) ? data.offers.some((offer) => offer.id === cityOrId) : data.offers.some((offer) => offer.citySlug === cityOrId);
  return known ? OK : moved(JOBS_PATH);
}

function shopStatus(segments: string[], data: Sitemap): PageStatus {
  const [kind, id, ...rest] = segments;
  if (rest.length > 0 || id === undefined) return NOT_FOUND;
  if (kind === 'produkt') return data.products.some((product) => product.id === id) ? OK : NOT_FOUND;
  if (kind === 'voucher') return data.vouchers.some((voucher) => voucher.id === id) ? OK : NOT_FOUND;
  return NOT_FOUND;
}
