import type { BeautySalonLeaf, DayOfWeek, HairSalonLeaf, OpeningHoursSpecification, WithContext } from 'schema-dts';
import type { OpeningHoursEntry, SalonDetails, ServiceCategory } from '@salon/contracts/catalog-api';
import { salonPath } from '@salon/contracts/site-paths';

/** At most this many pictures are shown and described (spec part 2, section 9). */
export const MAX_SALON_IMAGES = 5;

/** schema.org's days, Sunday first as `Date.getUTCDay()` counts them. */
const SCHEMA_DAYS: readonly DayOfWeek[] = [
  'https://schema.org/Sunday',
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
];

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

/** A salon as schema.org JSON-LD. */
export type SalonStructuredData = WithContext<HairSalonLeaf | BeautySalonLeaf>;

export interface SalonStructuredDataInput {
  salon: SalonDetails;
  /** The site's origin (`https://www.example.pl`): search engines want absolute URLs. */
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
export function salonStructuredData({ salon, origin, categories, hours }: SalonStructuredDataInput): SalonStructuredData {
  const absolute = (path: string) => new URL(path, origin).href;
  const url = absolute(salonPath(salon.id));
  const images = salon.images.slice(0, MAX_SALON_IMAGES).map((image) => absolute(image['5_3']));
  const dated = (hours ?? []).flatMap((entry): OpeningHoursSpecification[] => {
    const dayOfWeek = SCHEMA_DAYS[new Date(`${entry.date}T00:00:00Z`).getUTCDay()];
    if (!dayOfWeek) return [];
    const open = entry.open && entry.from && entry.to;
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek,
        opens: open ? (entry.from ?? '') : '00:00',
        closes: open ? (entry.to ?? '') : '00:00',
        validFrom: entry.date,
        validThrough: entry.date,
      },
    ];
  });
  const { location, coordinates, google } = salon;
  return {
    '@context': 'https://schema.org',
    '@type': salonBusinessType(categories),
    '@id': url,
    name: salon.name,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(salon.phone ? { telephone: salon.phone } : {}),
    ...(salon.description ? { description: salon.description } : {}),
    ...(location
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: location.address[0] ?? '',
            postalCode: location.postcode,
            addressLocality: location.city,
            addressCountry: 'PL',
          },
        }
      : {}),
    ...(coordinates ? { geo: { '@type': 'GeoCoordinates', latitude: coordinates.latitude, longitude: coordinates.longitude } } : {}),
    ...(google && google.reviewsCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: google.rating, reviewCount: google.reviewsCount, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(dated.length > 0 ? { openingHoursSpecification: dated } : {}),
  };
}
