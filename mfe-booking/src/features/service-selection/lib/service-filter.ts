import { SERVICE_CATEGORIES, type Service, type ServiceCategory, type Sex } from '@salon/contracts/catalog-api';

/*
 * The service filter (spec part 1, sections 2 and 9): sex F or M, category ALL,
 * HAIRDRESSING, COSMETICS or BARBER. Defaults: sex from the profile, else F; category
 * HAIRDRESSING on a first visit, later the remembered category (ALL when the remembered
 * one is not offered here); a list with one category gets it chosen automatically.
 */

export type CategoryFilter = 'ALL' | ServiceCategory;
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['ALL', ...SERVICE_CATEGORIES];

export interface ServiceFilter {
  sex: Sex;
  category: CategoryFilter;
}

type Filterable = Pick<Service, 'category' | 'sex'>;

/** The categories present in the services, in the spec's order (HAIRDRESSING, COSMETICS, BARBER). */
export function presentCategories(services: readonly Filterable[]): ServiceCategory[] {
  const present = new Set(services.map((service) => service.category));
  return SERVICE_CATEGORIES.filter((category) => present.has(category));
}

/**
 * The category choices to offer: ALL plus the present categories, or only the single
 * present category (there is nothing to choose between then).
 */
export function categoryOptions(services: readonly Filterable[]): CategoryFilter[] {
  const present = presentCategories(services);
  return present.length <= 1 ? present : ['ALL', ...present];
}

/**
 * The category in force. `preferred` is the customer's choice on this screen or, before
 * that, the remembered preference (null on a first visit).
 */
export function resolveCategory(services: readonly Filterable[], preferred: CategoryFilter | null): CategoryFilter {
  const present = presentCategories(services);
  if (present.length === 1) return present[0] as ServiceCategory;
  if (preferred === null) return present.includes('HAIRDRESSING') ? 'HAIRDRESSING' : 'ALL';
  return preferred === 'ALL' || present.includes(preferred) ? preferred : 'ALL';
}

/**
 * The sex in force: the customer's choice here, else the profile's, else F. Without a
 * choice or a profile, a list with nothing for F (a barber shop) starts at M rather
 * than on an empty list.
 */
export function resolveSex(services: readonly Filterable[], chosen: Sex | null, profileSex: Sex | null | undefined): Sex {
  if (chosen) return chosen;
  if (profileSex) return profileSex;
  const offersFemale = services.some((service) => service.sex.includes('F'));
  const offersMale = services.some((service) => service.sex.includes('M'));
  return !offersFemale && offersMale ? 'M' : 'F';
}

/** Whether a service passes the filter: its sex list holds the sex, and the category matches or is ALL. */
export function matchesFilter(service: Filterable, filter: ServiceFilter): boolean {
  return service.sex.includes(filter.sex) && (filter.category === 'ALL' || service.category === filter.category);
}

/** The services that pass the filter, order kept. */
export function filterServices<T extends Filterable>(services: readonly T[], filter: ServiceFilter): T[] {
  return services.filter((service) => matchesFilter(service, filter));
}

/**
 * What "clear the filter" sets when the filter leaves nothing: every category, and the
 * sex kept when something is offered for it, else the other one.
 */
export function clearedFilter(services: readonly Filterable[], filter: ServiceFilter): ServiceFilter {
  const category = resolveCategory(services, 'ALL');
  const other: Sex = filter.sex === 'F' ? 'M' : 'F';
  const keeps = services.some((service) => matchesFilter(service, { sex: filter.sex, category }));
  return { category, sex: keeps ? filter.sex : other };
}
