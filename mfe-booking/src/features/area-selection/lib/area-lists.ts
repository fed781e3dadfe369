import type { Area } from '@salon/contracts/catalog-api';

/** Polish collation: "Łódź" after "Lublin", "Świętokrzyskie" after "Śląskie", not after "Z". */
const byPolishName = new Intl.Collator('pl', { sensitivity: 'base' });

/** The area step's blocks (spec "Area screen"), and the services at the customer's place apart. */
export interface AreaLists {
  /** Areas with an order value, by that order. */
  suggested: Area[];
  /** The rest, by name. */
  others: Area[];
  /**
   * The virtual area (services at the customer's place, decision 0028): no city, so not
   * among the cities but a choice of its own. One in practice.
   */
  atCustomerPlace: Area[];
}

/**
 * Areas with an `order` are suggested and sorted by it; the others are sorted by name;
 * the virtual area goes apart, whatever its order.
 */
export function splitAreas(areas: readonly Area[]): AreaLists {
  const places = areas.filter((area) => !area.virtual);
  const suggested = places
    .filter((area) => area.order !== null)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || byPolishName.compare(a.name, b.name));
  const others = places.filter((area) => area.order === null).sort((a, b) => byPolishName.compare(a.name, b.name));
  return { suggested, others, atCustomerPlace: areas.filter((area) => area.virtual) };
}

/** Mobile's one list of places: the suggested areas first, then the others. */
export function mergeAreas({ suggested, others }: Pick<AreaLists, 'suggested' | 'others'>): Area[] {
  return [...suggested, ...others];
}

/**
 * An area is disabled when a booking link limited the areas (the service it named is
 * offered only in some) and this one is not among them.
 */
export function isAreaDisabled(area: Pick<Area, 'code'>, availableAreas: readonly string[] | null): boolean {
  return availableAreas !== null && !availableAreas.includes(area.code);
}
