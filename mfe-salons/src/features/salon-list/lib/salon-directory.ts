import type { Area, Salon } from '@salon/contracts/catalog-api';
import { matchesSearch, normalizeSearchText } from '@salon/i18n';
import { citySalons, isPlace, type PlaceSalon } from '@salon/seo/salons/city-salons';

/*
 * How the salon list and the city page arrange the salons (spec part 2, "Salon list
 * screen", "City screen"). Pure, so the order is tested without rendering; the
 * decisions are in docs/decisions/0018-salon-directory.md.
 */

/*
 * A place (a salon with an address) and a city's salons in its page's order live in
 * @salon/seo, whose served city page lists them alike; the directory works on them.
 */
export { isPlace, type PlaceSalon };

/** One heading of the list: a city group ("Trójmiasto") or a city, with its salons. */
export interface SalonSection {
  /** Stable and unique: the group's or city's name, normalised (`trojmiasto`, `lodz`). */
  key: string;
  title: string;
  salons: PlaceSalon[];
}

const collator = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

/** Whether a typed query finds the salon: by name, city or street (spec: "normalised text on name, city and street"). */
export function salonMatches(salon: Salon, query: string): boolean {
  return matchesSearch(query, salon.name, salon.location?.city, salon.location?.address[0]);
}

/** Whether the visitor is searching: a blank query counts as not filtered. */
export function isSearching(query: string): boolean {
  return normalizeSearchText(query) !== '';
}

/**
 * Each city's place in the list: a suggested city its `order` (Warszawa 1, Kraków 2, …),
 * the others none. Cities not known (the areas failed to load) rank like the others.
 */
export type CityRanks = ReadonlyMap<string, number>;

export function cityRanks(cities: readonly Area[] | undefined): CityRanks {
  return new Map((cities ?? []).filter((city) => city.order !== null).map((city) => [city.code, city.order as number]));
}

const rankOf = (ranks: CityRanks, cityCode: string) => ranks.get(cityCode) ?? Number.POSITIVE_INFINITY;

/** Suggested cities first in their order, then the others by city name, then by salon name (Polish order). */
function compareSalons(ranks: CityRanks) {
  return (a: PlaceSalon, b: PlaceSalon) =>
    rankOf(ranks, a.location.cityCode) - rankOf(ranks, b.location.cityCode) ||
    collator.compare(a.location.city, b.location.city) ||
    collator.compare(a.name, b.name) ||
    a.id.localeCompare(b.id);
}

/**
 * The salons in sections by city group, or by city when the salon's city has no group
 * ("Trójmiasto" holds Gdańsk and Gdynia). Sections: the suggested cities' order first (a
 * group ranks as its best city), then the rest alphabetically in Polish (Ł after L).
 * Inside a section: by city the same way, then by salon name.
 */
export function groupSalons(salons: readonly PlaceSalon[], ranks: CityRanks): SalonSection[] {
  const sections = new Map<string, SalonSection & { rank: number }>();
  for (const salon of salons) {
    const title = salon.location.cityGroup ?? salon.location.city;
    const key = normalizeSearchText(title).replace(/ /g, '-');
    const section = sections.get(key) ?? { key, title, salons: [], rank: Number.POSITIVE_INFINITY };
    section.salons.push(salon);
    section.rank = Math.min(section.rank, rankOf(ranks, salon.location.cityCode));
    sections.set(key, section);
  }
  return [...sections.values()]
    .sort((a, b) => a.rank - b.rank || collator.compare(a.title, b.title))
    .map(({ key, title, salons: list }) => ({ key, title, salons: list.sort(compareSalons(ranks)) }));
}

/**
 * The favourite/suggested section: the signed-in customer's preferred salon first
 * ("a preferred salon is always listed first"), then the suggested salons in the
 * suggested cities' order. Virtual salons are left out, as everywhere on the list.
 */
export function favouriteSalons({
  places,
  suggested,
  preferredSalonId,
  ranks,
}: {
  places: readonly PlaceSalon[];
  suggested: readonly Salon[];
  preferredSalonId: string | null;
  ranks: CityRanks;
}): PlaceSalon[] {
  const preferred = preferredSalonId === null ? undefined : [...places, ...suggested].find((salon) => salon.id === preferredSalonId);
  const others = suggested.filter(isPlace).filter((salon) => salon.id !== preferredSalonId);
  return [...(preferred && isPlace(preferred) ? [preferred] : []), ...others.sort(compareSalons(ranks))];
}

/** What the salon list shows, in order of the parts the screen renders. */
export interface SalonListView {
  /** True while the query is not blank: the favourite section then moves to the end. */
  searching: boolean;
  /** The favourite/suggested section: first when not searching, last when searching. */
  favourites: PlaceSalon[];
  /**
   * Not searching: the salons not in the favourite section, so none is listed twice.
   * Searching: every salon the query finds, favourites included, so the results are
   * complete where the visitor looks for them.
   */
  sections: SalonSection[];
  /** How many salons the search found (the sections' total); 0 shows the empty message. */
  found: number;
}

/** Arranges the salon list (spec part 2, "Salon list screen") for one query. */
export function arrangeSalonList({
  salons,
  suggested,
  cities,
  preferredSalonId,
  query,
}: {
  salons: readonly Salon[];
  suggested: readonly Salon[];
  cities: readonly Area[] | undefined;
  preferredSalonId: string | null;
  query: string;
}): SalonListView {
  const ranks = cityRanks(cities);
  const places = salons.filter(isPlace);
  const favourites = favouriteSalons({ places, suggested, preferredSalonId, ranks });
  const searching = isSearching(query);
  const favouriteIds = new Set(favourites.map((salon) => salon.id));
  const listed = searching ? places.filter((salon) => salonMatches(salon, query)) : places.filter((salon) => !favouriteIds.has(salon.id));
  return { searching, favourites, sections: groupSalons(listed, ranks), found: listed.length };
}

/** What a city page shows. */
export interface CityView {
  /** The city's salons the query finds: the preferred salon first, then the suggested ones, then by name. */
  salons: PlaceSalon[];
  /** The favourite/suggested section below them: the preferred and suggested salons of other cities. */
  elsewhere: PlaceSalon[];
}

/**
 * Arranges a city page (spec part 2, "City screen"): the city's salons filtered by the
 * search text within the city, then the favourite/suggested salons elsewhere (the
 * city's own are already in its list).
 */
export function arrangeCity({
  salons,
  suggested,
  cities,
  cityCode,
  preferredSalonId,
  query,
}: {
  salons: readonly Salon[];
  suggested: readonly Salon[];
  cities: readonly Area[] | undefined;
  cityCode: string;
  preferredSalonId: string | null;
  query: string;
}): CityView {
  const places = salons.filter(isPlace);
  const favourites = favouriteSalons({ places, suggested, preferredSalonId, ranks: cityRanks(cities) });
  return {
    salons: citySalons(places, cityCode, preferredSalonId).filter((salon) => salonMatches(salon, query)),
    elsewhere: favourites.filter((salon) => salon.location.cityCode !== cityCode),
  };
}
