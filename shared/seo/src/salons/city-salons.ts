import type { Area, Salon, SalonLocation } from '@salon/contracts/catalog-api';

/*
 * Which salons a city's page lists and in what order, and which cities the salon list
 * offers: the screens (the salons remote's salon directory and city buttons) and the
 * served pages' facts read the same.
 */

/** A salon with an address: one a customer can walk into. */
export type PlaceSalon = Salon & { location: SalonLocation };

const collator = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

/**
 * A virtual salon (the mobile teams) has no address and is not listed as a place; the
 * mobile services have their own card.
 */
export function isPlace(salon: Salon): salon is PlaceSalon {
  return !salon.virtual && salon.location !== null;
}

/**
 * One city's salons for its page: the customer's preferred salon first, then the
 * suggested ones, then the rest by name (Polish order).
 */
export function citySalons(places: readonly PlaceSalon[], cityCode: string, preferredSalonId: string | null): PlaceSalon[] {
  const weight = (salon: Salon) => (salon.id === preferredSalonId ? 0 : salon.suggestedSalon ? 1 : 2);
  return places
    .filter((salon) => salon.location.cityCode === cityCode)
    .sort((a, b) => weight(a) - weight(b) || collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/**
 * The cities a visitor can pick (the salon list's city buttons): those with salons, in
 * the API's order (suggested cities first). The virtual area is not a city and has its
 * own card.
 */
export function citiesWithSalons<T extends Pick<Area, 'virtual' | 'salonCount'>>(cities: readonly T[] | undefined): T[] {
  return (cities ?? []).filter((city) => !city.virtual && city.salonCount > 0);
}
