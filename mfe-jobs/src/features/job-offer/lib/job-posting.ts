import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { offerPath } from '../../../lib/jobs-paths.ts';
import { sanitizeOfferHtml } from './sanitize-offer-html.ts';

export interface JobPostingInput {
  offer: RecruitmentOffer;
  /** The chain's brand from the runtime config: the hiring organisation. */
  brand: string;
  /** The site's origin: search engines want absolute URLs. */
  origin: string;
  /** When the offer was published (ISO date), if the API says; omitted otherwise rather than invented. */
  datePosted?: string | null;
}

/**
 * The offer as schema.org `JobPosting` JSON-LD (Google's job search): title, the
 * sanitised HTML description (Google reads HTML there), the hiring organisation, and the
 * salon as the job's location with its postal address (country PL) and coordinates.
 * `datePosted` only when known: the API does not send one today.
 */
export function jobPostingData({ offer, brand, origin, datePosted }: JobPostingInput): Record<string, unknown> {
  const { location } = offer.salon;
  const place: Record<string, unknown> = {
    '@type': 'Place',
    name: offer.salon.name,
    address: {
      '@type': 'PostalAddress',
      ...(location.address[0] ? { streetAddress: location.address[0] } : {}),
      postalCode: location.postcode,
      addressLocality: location.city,
      ...(location.department ? { addressRegion: location.department } : {}),
      addressCountry: 'PL',
    },
  };
  if (location.coordinates) {
    place.geo = { '@type': 'GeoCoordinates', latitude: location.coordinates.latitude, longitude: location.coordinates.longitude };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: offer.name,
    description: sanitizeOfferHtml(offer.description),
    ...(datePosted ? { datePosted } : {}),
    url: new URL(offerPath(offer.id), origin).href,
    hiringOrganization: { '@type': 'Organization', name: brand, sameAs: origin },
    jobLocation: place,
  };
}
