import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { matchesSearch, normalizeSearchText } from '@salon/i18n';

/*
 * How the offers list and a city's page arrange the offers (spec part 2, "Recruitment").
 * Pure, so grouping, counts and the search are tested without rendering.
 */

const collator = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

/** One heading of the list: a city group ("Trójmiasto") or a city, with its offers. */
export interface OfferSection {
  /** Stable and unique: the title normalised (`trojmiasto`). */
  key: string;
  title: string;
  offers: RecruitmentOffer[];
}

/** A city that has offers: a chip of the city filter. */
export interface OfferCity {
  slug: string;
  name: string;
  count: number;
}

/** Whether the visitor is searching: a blank query counts as not filtered. */
export function isSearching(query: string): boolean {
  return normalizeSearchText(query) !== '';
}

/**
 * Whether a typed query finds the offer (spec: "a normalised text match against city
 * group, city, address and offer name"): case, Polish diacritics (ł, ą, ż…) and extra
 * spaces do not matter, and every word must be found.
 */
export function offerMatches(offer: RecruitmentOffer, query: string): boolean {
  const { location } = offer.salon;
  return matchesSearch(query, location.cityGroup, location.city, location.address[0], offer.name);
}

const compareOffers = (a: RecruitmentOffer, b: RecruitmentOffer) =>
  collator.compare(a.salon.location.city, b.salon.location.city) ||
  collator.compare(a.salon.name, b.salon.name) ||
  collator.compare(a.name, b.name) ||
  a.id.localeCompare(b.id);

/** The enabled offers in sections by city group, else by city, alphabetically in Polish (Ł after L); inside, by city, salon and position. */
export function groupOffers(offers: readonly RecruitmentOffer[]): OfferSection[] {
  const sections = new Map<string, OfferSection>();
  for (const offer of offers) {
    if (!offer.enabled) continue;
    const title = offer.salon.location.cityGroup ?? offer.salon.location.city;
    const key = normalizeSearchText(title).replace(/ /g, '-');
    const section = sections.get(key) ?? { key, title, offers: [] };
    section.offers.push(offer);
    sections.set(key, section);
  }
  return [...sections.values()]
    .sort((a, b) => collator.compare(a.title, b.title))
    .map((section) => ({ ...section, offers: section.offers.sort(compareOffers) }));
}

/** The cities with enabled offers, for the city filter, alphabetically. */
export function offerCities(offers: readonly RecruitmentOffer[]): OfferCity[] {
  const cities = new Map<string, OfferCity>();
  for (const offer of offers) {
    if (!offer.enabled) continue;
    const { citySlug, city } = offer.salon.location;
    const entry = cities.get(citySlug) ?? { slug: citySlug, name: city, count: 0 };
    entry.count += 1;
    cities.set(citySlug, entry);
  }
  return [...cities.values()].sort((a, b) => collator.compare(a.name, b.name));
}

/** What a list shows for one query: the sections and how many offers the query found. */
export interface OffersView {
  searching: boolean;
  sections: OfferSection[];
  found: number;
}

/**
 * Arranges the list (all offers) or a city's page (`citySlug`): the enabled offers the
 * query finds, grouped.
 */
export function arrangeOffers(offers: readonly RecruitmentOffer[], query: string, citySlug?: string): OffersView {
  const listed = offers.filter(
    (offer) => offer.enabled && (citySlug === undefined || offer.salon.location.citySlug === citySlug) && offerMatches(offer, query),
  );
  return { searching: isSearching(query), sections: groupOffers(listed), found: listed.length };
}
