import type { CityDetails, Salon } from '@salon/contracts/catalog-api';
import { salonCityPath, salonPath } from '@salon/contracts/site-paths';
import { salonAddress } from '@salon/contracts/salon-links';
import { html, type SafeHtml } from '../html.ts';
import type { SeoPageContext } from '../page-context.ts';
import type { PageHead } from '../page-head.ts';
import { previewPicture } from '../picture.ts';
import { citySalons, isPlace, type PlaceSalon } from './city-salons.ts';
import { salonsBreadcrumbs } from './salons-breadcrumbs.ts';
import { paragraphsHtml } from '../paragraphs.ts';
import { seoParagraphsHtml } from './seo-text.ts';

/**
 * A city's page (`/salony/krakow`) as the API gives it: GET /api/cities/{code} and the
 * salons of GET /api/salons (every enabled salon; the city's are listed), the latter
 * undefined while it loads or when it failed.
 */
export interface CityPageInput extends SeoPageContext {
  city: CityDetails;
  salons?: readonly Salon[];
}

/** The city's salons in its page's order, for anybody (no visitor's preferred salon first). */
function listed(city: CityDetails, salons: readonly Salon[] | undefined): PlaceSalon[] {
  return salons ? citySalons(salons.filter(isPlace), city.code, null) : [];
}

/**
 * The city page's head: "Hair salons in <city>" (also its heading), how many salons it
 * has, the picture of its first salon that has one, and its breadcrumbs as JSON-LD
 * (Home › Salons › City).
 */
export function cityPageHead(input: CityPageInput): PageHead {
  const { city, salons, t } = input;
  const pictured = listed(city, salons).find((salon) => salon.images.length > 0);
  const picture = pictured?.images[0];
  return {
    title: t('salonCity.heading', { inCity: city.inCity }),
    description: t('salonCity.description', { count: city.salonCount, inCity: city.inCity }),
    ...(pictured && picture ? { image: previewPicture(picture['5_3'], t('salon.imageAlt', { name: pictured.name })) } : {}),
    openGraphType: 'website',
    structuredData: [salonsBreadcrumbs(input, salonCityPath(city.code), [{ name: city.name }])],
  };
}

/**
 * The city page's main facts for crawlers without JavaScript (decision 0034): its
 * heading and lead, its salons (each name a link to the salon's page, with its
 * address), then its titled search-engine paragraphs, all plain text escaped.
 */
export function cityFacts({ city, salons, t }: CityPageInput): SafeHtml {
  const items = listed(city, salons).map((salon) => html`<li><a href="${salonPath(salon.id)}">${salon.name}</a>, ${salonAddress(salon)}</li>`);
  return html`<h1>${t('salonCity.heading', { inCity: city.inCity })}</h1>${paragraphsHtml(city.seo.mainContent)}${
    items.length > 0 && html`<h2>${t('salonCity.salons', { inCity: city.inCity })}</h2><ul>${items}</ul>`
  }${seoParagraphsHtml(city.seo)}`;
}
