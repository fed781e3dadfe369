import type { Area } from '@salon/contracts/catalog-api';
import { SALON_LIST_PATH, salonCityPath } from '@salon/contracts/site-paths';
import { html, type SafeHtml } from '../html.ts';
import type { SeoPageContext } from '../page-context.ts';
import type { PageHead } from '../page-head.ts';
import { citiesWithSalons } from './city-salons.ts';
import { salonsBreadcrumbs } from './salons-breadcrumbs.ts';

/** The salon list (`/salony`): the cities of GET /api/cities, undefined while they load or when they failed. */
export interface SalonListPageInput extends SeoPageContext {
  cities?: readonly Area[];
}

/** The salon list's head: its title, its description and its breadcrumbs as JSON-LD (Home › Salons). */
export function salonListPageHead(context: SeoPageContext): PageHead {
  const { t } = context;
  return {
    title: t('salonList.title'),
    description: t('salonList.description'),
    openGraphType: 'website',
    structuredData: [salonsBreadcrumbs(context, SALON_LIST_PATH)],
  };
}

/**
 * The salon list's main facts for crawlers without JavaScript (decision 0034): its
 * heading and description, and every city with salons (the screen's city buttons) as a
 * link to its page.
 */
export function salonListFacts({ cities, t }: SalonListPageInput): SafeHtml {
  const links = citiesWithSalons(cities).map((city) => html`<li><a href="${salonCityPath(city.code)}">${city.name}</a></li>`);
  return html`<h1>${t('salonList.heading')}</h1><p>${t('salonList.description')}</p>${links.length > 0 && html`<h2>${t('salonList.cities')}</h2><ul>${links}</ul>`}`;
}
