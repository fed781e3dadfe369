import type { Salon } from '@salon/contracts/catalog-api';
import { matchesSearch } from '@salon/i18n';

const collator = new Intl.Collator('pl', { sensitivity: 'base' });

/** One city of the preferred-salon list; null for a salon without a city, which the seed does not have. */
export interface SalonGroup {
  city: string | null;
  salons: Salon[];
}

/**
 * Salons grouped by city (spec "preferred-salon modal"), cities and salons by name in
 * Polish order. A virtual salon (services at the customer's place) is no salon to prefer,
 * as everywhere else (no heart on its slots or visit; spec: "a non-virtual area"), so it
 * is left out (decision 0028). `query` keeps the salons found by it on name or city, with
 * the one search rule of every remote (`matchesSearch`: case and diacritics ignored,
 * every word somewhere, in any order).
 */
export function groupSalonsByCity(salons: readonly Salon[], query = ''): SalonGroup[] {
  const groups = new Map<string | null, Salon[]>();
  for (const salon of salons) {
    if (salon.virtual) continue;
    const city = salon.location?.city ?? null;
    if (!matchesSearch(query, salon.name, city)) continue;
    groups.set(city, [...(groups.get(city) ?? []), salon]);
  }
  return [...groups.entries()]
    .map(([city, list]) => ({ city, salons: list.sort((a, b) => collator.compare(a.name, b.name)) }))
    .sort((a, b) => (a.city === null ? 1 : b.city === null ? -1 : collator.compare(a.city, b.city)));
}
