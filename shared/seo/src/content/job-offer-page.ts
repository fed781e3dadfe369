import type { JobPosting, Place, WithContext } from 'schema-dts';
import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { JOBS_PATH, jobOfferPath, jobsCityPath } from '@salon/contracts/site-paths';
import { salonAddress } from '@salon/contracts/salon-links';
import { pageBreadcrumbs } from '../breadcrumbs.ts';
import { html, trustedHtml, type SafeHtml } from '../html.ts';
import type { SeoPageContext } from '../page-context.ts';
import type { PageHead, PageImage, StructuredData } from '../page-head.ts';
import { previewPicture } from '../picture.ts';
import { metaDescription } from '../site/meta-description.ts';
import { brandOrganization, type HtmlSanitizer } from './content-page.ts';
import { htmlToText } from './html-text.ts';

/**
 * An offer's page (`/pracuj-z-nami/{24 hex}`): the enabled offer of GET /api/recruitment
 * with that id, and the allow-list its HTML description goes through where it is put
 * into the page or its JSON-LD: DOMPurify's in the browser (`sanitizeOfferHtml` of
 * mfe-jobs), the API's sanitize-html on the gateway (`sanitizeArticleHtml`, the list the
 * API stores offers through).
 */
export interface OfferPageInput extends SeoPageContext {
  offer: RecruitmentOffer;
  sanitize: HtmlSanitizer;
}

/** The offer's salon and its address on one line ("ul. Floriańska 12, 30-001 Kraków"). */
export function offerAddress(offer: RecruitmentOffer): string {
  return salonAddress(offer.salon) ?? '';
}

/** The offer's salon's first picture as the link preview's, named by the salon and its city; none when it has no picture. */
export function offerPicture({ offer, t }: Pick<OfferPageInput, 'offer' | 't'>): PageImage | undefined {
  const first = offer.salon.images[0];
  return first ? previewPicture(first['5_3'], t('jobs.offer.imageAlt', { salon: offer.salon.name, city: offer.salon.location.city })) : undefined;
}

/**
 * The offer as schema.org `JobPosting` JSON-LD (Google's job search): title, the cleaned
 * HTML description (Google reads HTML there), the date it was put up, the
 * chain as the hiring organisation, whether the page itself takes applications, and the
 * salon as the job's location with its postal address (country PL) and coordinates.
 */
export function jobPostingData({ offer, origin, config, sanitize }: OfferPageInput): WithContext<JobPosting> {
  const { location } = offer.salon;
  const place: Place = {
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
    ...(location.coordinates ? { geo: { '@type': 'GeoCoordinates', latitude: location.coordinates.latitude, longitude: location.coordinates.longitude } } : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: offer.name,
    description: sanitize(offer.description),
    datePosted: offer.publishedAt,
    url: new URL(jobOfferPath(offer.id), origin).href,
    hiringOrganization: brandOrganization({ config, origin }),
    // The form on this page, unless the chain recruits through a page of its own.
    directApply: offer.recruitmentLink === null,
    jobLocation: place,
  };
}

/**
 * The offer page's head: "<position> – job in <city>", the description's text cut at a
 * word to 160 characters, the salon's picture, and as JSON-LD the `JobPosting` and its
 * breadcrumbs (Home › Work with us › City › Offer).
 */
export function offerPageHead(input: OfferPageInput): PageHead {
  const { offer, t } = input;
  const { city, citySlug } = offer.salon.location;
  const picture = offerPicture(input);
  return {
    title: t('jobs.offer.title', { name: offer.name, city }),
    description: metaDescription(htmlToText(offer.description)),
    ...(picture ? { image: picture } : {}),
    openGraphType: 'website',
    structuredData: [
      jobPostingData(input) as StructuredData,
      pageBreadcrumbs(input, jobOfferPath(offer.id), [
        { name: t('jobs.crumbs.jobs'), path: JOBS_PATH },
        { name: city, path: jobsCityPath(citySlug) },
        { name: offer.name },
      ]),
    ],
  };
}

/**
 * The offer's main facts for crawlers without JavaScript (decision 0034): the position,
 * where (salon, address, city: a link to the city's offers), then its description as the
 * API stores it, cleaned again by `sanitize`. The rest escaped.
 */
export function offerFacts({ offer, t, sanitize }: OfferPageInput): SafeHtml {
  const { city, citySlug } = offer.salon.location;
  return html`<h1>${offer.name}</h1><dl><dt>${t('jobs.offer.salon')}</dt><dd>${offer.salon.name}</dd><dt>${t('jobs.offer.address')}</dt><dd>${offerAddress(offer)}</dd><dt>${t(
    'jobs.offer.city',
  )}</dt><dd><a href="${jobsCityPath(citySlug)}">${city}</a></dd></dl><h2>${t('jobs.offer.description')}</h2>${trustedHtml(sanitize(offer.description))}`;
}
