import type { TFunction } from 'i18next';
import { SERVICE_CATEGORIES, type OpeningHoursEntry, type SalonDetails, type SalonPriceItem, type SalonPrices } from '@salon/contracts/catalog-api';
import type { Language } from '@salon/contracts/languages';
import { BOOKING_START_PATH, salonCityPath, salonPath } from '@salon/contracts/site-paths';
import { formatDate, formatPrice, formatRating } from '@salon/i18n/format';
import { salonAddress, telUrl } from '@salon/contracts/salon-links';
import type { Crumb } from '../breadcrumbs.ts';
import { html, type SafeHtml } from '../html.ts';
import type { SeoPageContext } from '../page-context.ts';
import type { PageHead } from '../page-head.ts';
import { previewPicture } from '../picture.ts';
import { offeredCategories, salonMetaDescription } from './salon-meta.ts';
import { salonsBreadcrumbs } from './salons-breadcrumbs.ts';
import { salonStructuredData } from './salon-structured-data.ts';
import { paragraphsHtml } from '../paragraphs.ts';
import { seoParagraphsHtml } from './seo-text.ts';

/**
 * A salon's page (`/salony/M101`) as the API gives it: GET /api/salons/{id}, the price
 * list of GET /api/salon-prices/{id} (version 4) and the hours of GET /api/opening-hours
 * for `openingHoursWindow()`'s days. The price list and the hours load and fail on their
 * own: without them the page still has its head and facts, less what they would add.
 */
export interface SalonPageInput extends SeoPageContext {
  salon: SalonDetails;
  prices?: SalonPrices;
  hours?: readonly OpeningHoursEntry[];
}

/**
 * The salon page's head: "Name – City", the description of `salonMetaDescription`, the
 * first picture as the link preview's, and as JSON-LD the salon (HairSalon or
 * BeautySalon with address, geo, phone, hours and rating) and its breadcrumbs
 * (Home › Salons › City › Salon; a virtual salon has no city).
 */
export function salonPageHead(input: SalonPageInput): PageHead {
  const { salon, prices, hours, t, language, origin } = input;
  const categories = offeredCategories(prices);
  const { location } = salon;
  const first = salon.images[0];
  const steps: Crumb[] = [...(location ? [{ name: location.city, path: salonCityPath(location.cityCode) }] : []), { name: salon.name }];
  return {
    title: location ? t('salon.title', { name: salon.name, city: location.city }) : salon.name,
    description: salonMetaDescription(salon, categories, t, language),
    ...(first ? { image: previewPicture(first['5_3'], t('salon.imageAlt', { name: salon.name })) } : {}),
    openGraphType: 'website',
    structuredData: [salonStructuredData({ salon, origin, categories, hours }), salonsBreadcrumbs(input, salonPath(salon.id), steps)],
  };
}

/**
 * The salon page's main facts for crawlers without JavaScript (decision 0034): its name,
 * description, address, phone (a `tel:` link), Google rating, the hours of the days the
 * page shows, the price list by category with prices in the page's language, the way
 * to book, and its search-engine copy. Every value escaped.
 */
export function salonFacts({ salon, prices, hours, t, language }: SalonPageInput): SafeHtml {
  return html`<h1>${salon.name}</h1>${paragraphsHtml(salon.description)}${contactHtml(salon, t, language)}${!salon.open && html`<p>${t('salon.facts.closed')}</p>`}${hoursHtml(hours, t, language)}${pricesHtml(prices, t, language)}${bookingHtml(salon, t)}${paragraphsHtml(salon.seo?.mainContent ?? null)}${seoParagraphsHtml(salon.seo)}`;
}

/** Where the salon is, how to call it and how Google's reviewers rate it. */
function contactHtml(salon: SalonDetails, t: TFunction, language: Language): SafeHtml {
  const address = salonAddress(salon);
  const phone = telUrl(salon.phone);
  const google = salon.google && salon.google.reviewsCount > 0 ? salon.google : null;
  return html`<dl>${
    address ? html`<dt>${t('salon.facts.address')}</dt><dd>${address}</dd>` : html`<dt>${t('salon.facts.address')}</dt><dd>${t('salon.facts.virtual')}</dd>`
  }${phone && html`<dt>${t('salon.facts.phone')}</dt><dd><a href="${phone}">${salon.phone}</a></dd>`}${
    google && html`<dt>${t('salon.facts.rating')}</dt><dd>${t('salon.facts.ratingValue', { rating: formatRating(google.rating, language), count: google.reviewsCount })}</dd>`
  }</dl>`;
}

/** The hours of the days the page shows, a row a day; nothing while they are unknown. */
function hoursHtml(hours: readonly OpeningHoursEntry[] | undefined, t: TFunction, language: Language): SafeHtml | null {
  if (!hours || hours.length === 0) return null;
  const rows = hours.map((entry) => {
    const open = entry.open && entry.from && entry.to ? t('salon.facts.open', { from: entry.from, to: entry.to }) : t('salon.facts.shut');
    return html`<tr><th scope="row">${formatDate(entry.date, t('salon.facts.dateFormat'), language)}</th><td>${open}</td></tr>`;
  });
  return html`<h2>${t('salon.facts.hours')}</h2><table><tbody>${rows}</tbody></table>`;
}

/** The price list by category in the catalogue's order, then its first note (as the screen shows it). */
function pricesHtml(prices: SalonPrices | undefined, t: TFunction, language: Language): SafeHtml | null {
  if (!prices || prices.items.length === 0) return null;
  const groups = SERVICE_CATEGORIES.map((category) => ({ category, items: prices.items.filter((item) => item.serviceCategory === category) })).filter(
    (group) => group.items.length > 0,
  );
  const note = prices.notes[0];
  return html`<h2>${t('salon.facts.prices')}</h2>${groups.map(
    ({ category, items }) => html`<h3>${t(`salon.facts.category.${category}`)}</h3><table><tbody>${items.map((item) => priceRow(item, language))}</tbody></table>`,
  )}${note && html`<p>${note}</p>`}`;
}

/** One service and its price; a discounted one's former price struck through before it. */
function priceRow(item: SalonPriceItem, language: Language): SafeHtml {
  const { currency } = item.priceJson;
  const discounted = item.originalPrice !== null && item.originalPrice > item.priceJson.value;
  const before = discounted && html`<s>${formatPrice({ value: item.originalPrice ?? 0, currency }, language)}</s> `;
  return html`<tr><th scope="row">${item.name}</th><td>${before}${formatPrice(item.priceJson, language)}</td></tr>`;
}

/** The way to book: the booking's first step, or a call where the salon takes no online bookings. */
function bookingHtml(salon: SalonDetails, t: TFunction): SafeHtml {
  return salon.acceptsReservations ? html`<p><a href="${BOOKING_START_PATH}">${t('salon.facts.reservation')}</a></p>` : html`<p>${t('salon.facts.byPhone')}</p>`;
}
