import type { Salon } from '@salon/contracts/catalog-api';
import { matchesSearch } from '@salon/i18n';

const collator = new Intl.Collator('pl', { sensitivity: 'base' });

/** One city of the preferred-salon list; a null city holds the virtual salons (services at home). */
export interface SalonGroup {
  city: string | null;
  salons: Salon[];
}

/**
 * Salons grouped by city (spec "preferred-salon modal"), cities and salons by name in
 * Polish order, the virtual salons last. `query` keeps the salons found by it on name or
 * city, with the one search rule of every remote (`matchesSearch`: case and diacritics
 * ignored, every word somewhere, in any order).
 */
export function groupSalonsByCity(salons: readonly Salon[], query = ''): SalonGroup[] {
  const groups = new Map<string | null, Salon[]>();
  for (const salon of salons) {
    const city = salon.location?.city ?? null;
    if (!matchesSearch(query, salon.name, city)) continue;
    groups.set(city, [...(groups.get(city) ?? []), salon]);
  }
  return [...groups.entries()]
    .map(([city, list]) => ({ city, salons: list.sort((a, b) => collator.compare(a.name, b.name)) }))
    .sort((a, b) => (a.city === null ? 1 : b.city === null ? -1 : collator.compare(a.city, b.city)));
}
