import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { JOBS_PATH, jobOfferPath, jobsCityPath } from '@salon/contracts/site-paths';
import { pageBreadcrumbs } from '../breadcrumbs.ts';
import { html, type SafeHtml } from '../html.ts';
import type { SeoPageContext } from '../page-context.ts';
import type { PageHead } from '../page-head.ts';

/** A city with offers (`/pracuj-z-nami/krakow`): its slug and its name as its offers' salons give it. */
export interface OffersCity {
  slug: string;
  name: string;
}

/** The offers a page lists: GET /api/recruitment's (every open offer), of which the enabled ones are shown. */
export interface JobOffersPageInput extends SeoPageContext {
  offers: readonly RecruitmentOffer[];
}

/** A city's offers page: the city and GET /api/recruitment's offers. */
export interface CityOffersPageInput extends JobOffersPageInput {
  city: OffersCity;
}

/** The enabled offers in `citySlug`, or all of them without one, in the API's order (by city, then position). */
export function listedOffers(offers: readonly RecruitmentOffer[], citySlug?: string): RecruitmentOffer[] {
  return offers.filter((offer) => offer.enabled && (citySlug === undefined || offer.salon.location.citySlug === citySlug));
}

/** The city of `citySlug` when it has an enabled offer (its page exists); undefined otherwise. */
export function offersCity(offers: readonly RecruitmentOffer[], citySlug: string): OffersCity | undefined {
  const first = listedOffers(offers, citySlug)[0];
  return first && { slug: citySlug, name: first.salon.location.city };
}

/** The offers list's head: its title and description, and its breadcrumbs (Home › Work with us) as JSON-LD. */
export function offersPageHead(input: SeoPageContext): PageHead {
  const { t } = input;
  return {
    title: t('jobs.list.title'),
    description: t('jobs.list.description'),
    openGraphType: 'website',
    structuredData: [pageBreadcrumbs(input, JOBS_PATH, [{ name: t('jobs.crumbs.jobs') }])],
  };
}

/** A city's offers head: "Jobs: <city>", its description, and its breadcrumbs (Home › Work with us › City) as JSON-LD. */
export function cityOffersPageHead(input: SeoPageContext & { city: OffersCity }): PageHead {
  const { t, city } = input;
  return {
    title: t('jobs.city.title', { city: city.name }),
    description: t('jobs.city.description', { city: city.name }),
    openGraphType: 'website',
    structuredData: [pageBreadcrumbs(input, jobsCityPath(city.slug), [{ name: t('jobs.crumbs.jobs'), path: JOBS_PATH }, { name: city.name }])],
  };
}

/** The offers list's main facts for crawlers without JavaScript: its heading and every open offer. */
export function offersFacts({ t, offers }: JobOffersPageInput): SafeHtml {
  return html`<h1>${t('jobs.list.heading')}</h1>${offersListHtml(listedOffers(offers), t('jobs.list.empty'))}`;
}

/** A city's main facts for crawlers without JavaScript: its name and its open offers. */
export function cityOffersFacts({ t, offers, city }: CityOffersPageInput): SafeHtml {
  return html`<h1>${city.name}</h1>${offersListHtml(listedOffers(offers, city.slug), t('jobs.list.empty'))}`;
}

/** Each offer's position (a link to it), salon and city; `empty` when there is none. */
function offersListHtml(offers: readonly RecruitmentOffer[], empty: string): SafeHtml {
  if (offers.length === 0) return html`<p>${empty}</p>`;
  return html`<ul>${offers.map((offer) => html`<li><a href="${jobOfferPath(offer.id)}">${offer.name}</a>, ${offer.salon.name}, ${offer.salon.location.city}</li>`)}</ul>`;
}
