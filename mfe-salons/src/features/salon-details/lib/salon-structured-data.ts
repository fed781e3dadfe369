import { DateTime } from 'luxon';
import type { OpeningHoursEntry, SalonDetails, ServiceCategory } from '@salon/contracts/catalog-api';
import { SALON_TIME_ZONE } from '@salon/i18n';
import { salonPath } from '../../../lib/salon-paths.ts';

/** At most this many pictures are shown and described (spec part 2, section 9). */
export const MAX_SALON_IMAGES = 5;

/** schema.org's day names, ISO weekday 1 (Monday) first. */
const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * The schema.org business type: a hairdresser (`HairSalon`) unless the salon offers no
 * hair service at all, then a beauty salon (`BeautySalon`). Barbering counts as hair.
 * While the categories are unknown (the price list not loaded or failed) the chain's
 * usual kind, `HairSalon`, stands.
 */
export function salonBusinessType(categories: readonly ServiceCategory[] | null): 'HairSalon' | 'BeautySalon' {
  if (!categories || categories.length === 0) return 'HairSalon';
  return categories.some((category) => category === 'HAIRDRESSING' || category === 'BARBER') ? 'HairSalon' : 'BeautySalon';
}

export interface SalonStructuredDataInput {
  salon: SalonDetails;
  /** The site's origin (`https://salon.example`): search engines want absolute URLs. */
  origin: string;
  /** The categories the salon's price list offers; null while unknown. */
  categories: readonly ServiceCategory[] | null;
  /** The days the page shows, when loaded: they become dated opening hours. */
  hours?: readonly OpeningHoursEntry[];
}

/**
 * The salon as schema.org JSON-LD for search engines (spec part 2, "Salon details"):
 * business type, name, up to five pictures, phone, page URL, postal address with
 * country PL, coordinates, the Google rating when there is one, and the hours of the
 * days on the page (dated, as special hours; a closed day is 00:00 to 00:00, as
 * Google documents). A virtual salon has no address or coordinates to give.
 */
export function salonStructuredData({ salon, origin, categories, hours }: SalonStructuredDataInput): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, origin).href;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': salonBusinessType(categories),
    '@id': absolute(salonPath(salon.id)),
    name: salon.name,
    url: absolute(salonPath(salon.id)),
  };
  const images = salon.images.slice(0, MAX_SALON_IMAGES).map((image) => absolute(image['5_3']));
  if (images.length > 0) data.image = images;
  if (salon.phone) data.telephone = salon.phone;
  if (salon.description) data.description = salon.description;
  if (salon.location) {
    data.address = {
      '@type': 'PostalAddress',
      streetAddress: salon.location.address[0] ?? '',
      postalCode: salon.location.postcode,
      addressLocality: salon.location.city,
      addressCountry: 'PL',
    };
  }
  if (salon.coordinates) {
    data.geo = { '@type': 'GeoCoordinates', latitude: salon.coordinates.latitude, longitude: salon.coordinates.longitude };
  }
  if (salon.google && salon.google.reviewsCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: salon.google.rating,
      reviewCount: salon.google.reviewsCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const dated = (hours ?? []).flatMap((entry) => {
    const day = DateTime.fromISO(entry.date, { zone: SALON_TIME_ZONE });
    if (!day.isValid) return [];
    const open = entry.open && entry.from && entry.to;
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day.weekday - 1]}`,
        opens: open ? entry.from : '00:00',
        closes: open ? entry.to : '00:00',
        validFrom: entry.date,
        validThrough: entry.date,
      },
    ];
  });
  if (dated.length > 0) data.openingHoursSpecification = dated;
  return data;
}
