import type { Salon } from '@salon/contracts/catalog-api';

const collator = new Intl.Collator('pl', { sensitivity: 'base' });

/** One city of the preferred-salon list; a null city holds the virtual salons (services at home). */
export interface SalonGroup {
  city: string | null;
  salons: Salon[];
}

/** Lower case without diacritics, so "lodz" finds "Łódź" and "krakow" finds "Kraków". */
export function searchable(text: string): string {
  return text
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/**
 * Salons grouped by city (spec "preferred-salon modal"), cities and salons by name in
 * Polish order, the virtual salons last. `query` keeps the salons whose name or city
 * contains it, ignoring case and diacritics.
 */
export function groupSalonsByCity(salons: readonly Salon[], query = ''): SalonGroup[] {
  const wanted = searchable(query.trim());
  const groups = new Map<string | null, Salon[]>();
  for (const salon of salons) {
    const city = salon.location?.city ?? null;
    if (wanted && !searchable(`${salon.name} ${city ?? ''}`).includes(wanted)) continue;
    groups.set(city, [...(groups.get(city) ?? []), salon]);
  }
  return [...groups.entries()]
    .map(([city, list]) => ({ city, salons: list.sort((a, b) => collator.compare(a.name, b.name)) }))
    .sort((a, b) => (a.city === null ? 1 : b.city === null ? -1 : collator.compare(a.city, b.city)));
}
