import { LANGUAGES, LANGUAGE_LOCALES, type Language } from './languages.ts';
import { LEGAL_PAGE_PATHS } from './runtime-config.ts';

/*
 * The site's public addresses (spec part 2, section 2), spelled once: the remotes build
 * their links with these, and the gateway builds the sitemap and the pages' canonical
 * links with the same (docs/decisions/0034). A path segment taken from data is
 * URL-encoded here, never by the caller.
 */

/**
 * Whether `pathname` is `prefix` or lies under it: `/salony` and `/salony/M101` are under
 * `/salony`, `/salonyx` is not. How the site tells which app or section owns a path.
 */
export function isUnderPath(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The home page (`/` redirects to it). */
export const HOME_PATH = '/home';
export const ABOUT_PATH = '/o-nas';
export const APP_DOWNLOAD_PATH = '/pobierz-aplikacje';

/** The booking flow's entry; it redirects to the first step. */
export const RESERVATION_PATH = '/rezerwacja';
/** The booking flow's first step, the one page of it for search engines. */
export const BOOKING_START_PATH = '/rezerwacja/miasto';
/** A visit's page (`/wizyty/{id}`): one customer's booking. */
export const VISITS_PATH = '/wizyty';
/** The signed-in customer's profile. */
export const PROFILE_PATH = '/profil';

/** The salon list; `/salony/:cityOrCode` sits under it. */
export const SALON_LIST_PATH = '/salony';
/** A salon's details page: `/salony/M101`. */
export const salonPath = (salonId: string): string => `${SALON_LIST_PATH}/${encodeURIComponent(salonId)}`;
/** A city's salons: `/salony/krakow`. */
export const salonCityPath = (cityCode: string): string => `${SALON_LIST_PATH}/${encodeURIComponent(cityCode)}`;

/** The blog home; `/blog/:category` and `/blog/:category/:postRef` sit under it. */
export const BLOG_PATH = '/blog';
export const blogCategoryPath = (category: string): string => `${BLOG_PATH}/${encodeURIComponent(category)}`;
/** An article's page: its category's slug, then its own (`link_rewrite`). */
export const blogArticlePath = (category: string, postRef: string): string => `${blogCategoryPath(category)}/${encodeURIComponent(postRef)}`;

/** The job offers; `/pracuj-z-nami/:cityOrId` sits under it. */
export const JOBS_PATH = '/pracuj-z-nami';
/** A city's offers: `/pracuj-z-nami/krakow`. */
export const jobsCityPath = (citySlug: string): string => `${JOBS_PATH}/${encodeURIComponent(citySlug)}`;
/** One offer: `/pracuj-z-nami/{24 hex}`. */
export const jobOfferPath = (offerId: string): string => `${JOBS_PATH}/${encodeURIComponent(offerId)}`;

/** The shop's list of products and vouchers (docs/decisions/0005-shop-routes.md). */
export const SHOP_PATH = '/sklep';
export const shopProductPath = (productId: string): string => `${SHOP_PATH}/produkt/${encodeURIComponent(productId)}`;
export const shopVoucherPath = (voucherId: string): string => `${SHOP_PATH}/voucher/${encodeURIComponent(voucherId)}`;

/**
 * What search engines are kept out of (robots.txt): one customer's pages, the booking
 * steps after the first, the shop's checkout, order and favourites pages, the links of
 * e-mails (confirmation, unsubscribe) and the API.
 */
export const PRIVATE_PATH_PREFIXES = [
  PROFILE_PATH,
  VISITS_PATH,
  `${RESERVATION_PATH}/`,
  `${SHOP_PATH}/kasa`,
  `${SHOP_PATH}/zamowienie`,
  `${SHOP_PATH}/ulubione`,
  '/email-confirmation',
  '/unsubscribe',
  '/api/',
] as const;

/** The shell's own pages with content, in the order the sitemap lists them. */
export const STATIC_PAGE_PATHS = [HOME_PATH, ABOUT_PATH, APP_DOWNLOAD_PATH, LEGAL_PAGE_PATHS.privacyPolicy, LEGAL_PAGE_PATHS.terms] as const;

/**
 * The query key of a page's language version (decision 0034): `/salony/M101?lang=en`.
 * The site's default language has the address without it; the shell applies the key on
 * arrival (remembered as the visitor's choice) and takes it out of the address bar.
 */
export const LANGUAGE_QUERY_KEY = 'lang';

/**
 * The address of `pathAndQuery` in `language`: the key set for any language but the
 * site's default, removed for the default, the rest of the query kept in its order.
 *
 * @example languageVersionPath('/blog?page=2', 'en', 'pl') // '/blog?page=2&lang=en'
 */
export function languageVersionPath(pathAndQuery: string, language: Language, defaultLanguage: Language): string {
  const at = pathAndQuery.indexOf('?');
  const path = at === -1 ? pathAndQuery : pathAndQuery.slice(0, at);
  const query = new URLSearchParams(at === -1 ? '' : pathAndQuery.slice(at + 1));
  query.delete(LANGUAGE_QUERY_KEY);
  if (language !== defaultLanguage) query.set(LANGUAGE_QUERY_KEY, language);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Every language version of a page, for `<link rel="alternate" hreflang>`: the default's is also `x-default`. */
export function languageAlternates(pathAndQuery: string, defaultLanguage: Language): { hreflang: Language | 'x-default'; path: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, path: languageVersionPath(pathAndQuery, language, defaultLanguage) })),
    { hreflang: 'x-default' as const, path: languageVersionPath(pathAndQuery, defaultLanguage, defaultLanguage) },
  ];
}

/** Open Graph's `og:locale` of a language: `pl_PL`, `en_GB`, `fr_FR`. */
export function openGraphLocale(language: Language): string {
  const [lang = language, region = ''] = LANGUAGE_LOCALES[language].split('-');
  return `${lang}_${region.toUpperCase()}`;
}
