import {
  SERVICE_CATEGORIES,
  type Salon,
  type SalonPriceItem,
  type ServiceCategory,
  type Sex,
} from '@salon/contracts/catalog-api';

/*
 * The filters of the service list on salon details (spec part 2, "Service list on salon
 * details" and section 9 "Default service filter on salon details").
 */

/** The category choice that shows every category. */
export const ALL_CATEGORIES = 'ALL';
export type CategoryFilter = ServiceCategory | typeof ALL_CATEGORIES;

/** The sex the list shows when nobody signed in says otherwise. */
export const DEFAULT_SEX: Sex = 'F';
/** The category the list opens on when the salon offers it. */
export const DEFAULT_CATEGORY: ServiceCategory = 'HAIRDRESSING';

export interface ServiceFilters {
  sex: Sex;
  category: CategoryFilter;
}

/** The list opens on the signed-in customer's sex, else F. */
export function initialSex(profileSex: Sex | null | undefined): Sex {
  return profileSex ?? DEFAULT_SEX;
}

/** The salon's own categories, in the catalogue's order. */
function categoriesOf(items: readonly SalonPriceItem[]): ServiceCategory[] {
  const present = new Set(items.map((item) => item.serviceCategory));
  return SERVICE_CATEGORIES.filter((category) => present.has(category));
}

/**
 * The category choices: "all", then each category the salon's price list has, in the
 * catalogue's order (hairdressing, cosmetics, barber). An empty price list has none.
 */
export function categoryOptions(items: readonly SalonPriceItem[]): CategoryFilter[] {
  const categories = categoriesOf(items);
  return categories.length > 0 ? [ALL_CATEGORIES, ...categories] : [];
}

/** The list opens on hairdressing, or on every category when the salon has no hairdressing. */
export function initialCategory(items: readonly SalonPriceItem[]): CategoryFilter {
  return items.some((item) => item.serviceCategory === DEFAULT_CATEGORY) ? DEFAULT_CATEGORY : ALL_CATEGORIES;
}

/** The services for a sex and a category, in the price list's order. */
export function filterServices(items: readonly SalonPriceItem[], { sex, category }: ServiceFilters): SalonPriceItem[] {
  return items.filter(
    (item) => item.sex.includes(sex) && (category === ALL_CATEGORIES || item.serviceCategory === category),
  );
}

/** Whether a salon takes online bookings now: enabled, not closed for a while, and accepting them. */
export function takesOnlineBookings(salon: Pick<Salon, 'enabled' | 'open' | 'acceptsReservations'>): boolean {
  return salon.enabled && salon.open && salon.acceptsReservations;
}

/**
 * Whether a service shows the reservation button: only one with a service id (the
 * price list may carry lines that cannot be booked), at a salon that takes online
 * bookings.
 */
export function isBookable(item: Pick<SalonPriceItem, 'serviceId'>, salon: Pick<Salon, 'enabled' | 'open' | 'acceptsReservations'>): boolean {
  return item.serviceId.trim() !== '' && takesOnlineBookings(salon);
}

/** A key for a service of the list: its service id, or its name for a line without one. */
export function serviceKey(item: Pick<SalonPriceItem, 'serviceId' | 'name'>): string {
  return item.serviceId.trim() !== '' ? `service:${item.serviceId}` : `line:${item.name}`;
}
