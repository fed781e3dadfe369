import type { TFunction } from 'i18next';
import { SERVICE_CATEGORIES, type SalonDetails, type SalonPrices, type ServiceCategory } from '@salon/contracts/catalog-api';
import type { Language } from '@salon/contracts/languages';
import { formatRating, localeFor } from '@salon/i18n/format';
import { salonAddress } from '@salon/contracts/salon-links';

/** The categories a price list offers, in the catalogue's order; null while it is unknown. */
export function offeredCategories(prices: SalonPrices | undefined): ServiceCategory[] | null {
  if (!prices) return null;
  const offered = new Set(prices.items.map((item) => item.serviceCategory));
  return SERVICE_CATEGORIES.filter((category) => offered.has(category));
}

/**
 * The salon page's meta description for search results: where it is, what it offers
 * (once the price list says), its Google rating, and what the page lets you do.
 * "Warszawa Puławska: ul. Puławska 12, 02-566 Warszawa. W ofercie: fryzjerstwo,
 * kosmetyka i barber. Ocena Google 4,6/5 (312 opinii). Sprawdź cennik…"
 * `t` is the `seo` namespace in `language`.
 */
export function salonMetaDescription(salon: SalonDetails, categories: readonly ServiceCategory[] | null, t: TFunction, language: Language): string {
  const address = salonAddress(salon);
  const parts = [address ? t('salon.meta.address', { name: salon.name, address }) : t('salon.meta.virtual', { name: salon.name })];
  if (categories && categories.length > 0) {
    const list = new Intl.ListFormat(localeFor(language), { type: 'conjunction' }).format(categories.map((category) => t(`salon.meta.category.${category}`)));
    parts.push(t('salon.meta.offers', { list }));
  }
  if (salon.google && salon.google.reviewsCount > 0) {
    parts.push(t('salon.meta.rating', { rating: formatRating(salon.google.rating, language), count: salon.google.reviewsCount }));
  }
  parts.push(t(salon.acceptsReservations ? 'salon.meta.closingReservation' : 'salon.meta.closing'));
  return parts.join(' ');
}
