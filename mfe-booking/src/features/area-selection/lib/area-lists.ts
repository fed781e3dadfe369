import type { Area } from '@salon/contracts/catalog-api';

/** Polish collation: "Łódź" after "Lublin", "Świętokrzyskie" after "Śląskie", not after "Z". */
const byPolishName = new Intl.Collator('pl', { sensitivity: 'base' });

/** The area step's two blocks (spec "Area screen"). */
export interface AreaLists {
  /** Areas with an order value, by that order. */
  suggested: Area[];
  /** The rest, by name. */
  others: Area[];
}

/** Areas with an `order` are suggested and sorted by it; the others are sorted by name. */
export function splitAreas(areas: readonly Area[]): AreaLists {
  const suggested = areas
    .filter((area) => area.order !== null)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || byPolishName.compare(a.name, b.name));
  const others = areas.filter((area) => area.order === null).sort((a, b) => byPolishName.compare(a.name, b.name));
  return { suggested, others };
}

/** Mobile's one list: the suggested areas first, then the others. */
export function mergeAreas({ suggested, others }: AreaLists): Area[] {
  return [...suggested, ...others];
}

/**
 * An area is disabled when a booking link limited the areas (the service it named is
 * offered only in some) and this one is not among them.
 */
export function isAreaDisabled(area: Pick<Area, 'code'>, availableAreas: readonly string[] | null): boolean {
  return availableAreas !== null && !availableAreas.includes(area.code);
}
