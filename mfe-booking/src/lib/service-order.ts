import type { Service } from '@salon/contracts/catalog-api';

/** What the order needs besides the services themselves. */
export interface ServiceOrderContext {
  /** The service of the signed-in customer's last visit, if any. */
  lastVisitServiceId?: string | null;
  /** Collation locale for names; Polish by default (ą after a, ł after l, ż last). */
  locale?: string;
}

/**
 * The service step's order (spec part 1, section 2 "Service screen"): "sorted by name,
 * then the last-visit service first, then promoted first". Read as three stable sorts
 * applied in that order, the last one wins: promoted services lead, among each group
 * the last-visit service leads, and names order the rest. One comparator gives the same
 * result as the three passes. A new array; the input is left as it is.
 */
export function sortServices<T extends Pick<Service, 'id' | 'name' | 'promoted'>>(
  services: readonly T[],
  { lastVisitServiceId = null, locale = 'pl' }: ServiceOrderContext = {},
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const rank = (flag: boolean) => (flag ? 0 : 1);
  return [...services].sort(
    (a, b) =>
      rank(a.promoted) - rank(b.promoted) ||
      rank(a.id === lastVisitServiceId) - rank(b.id === lastVisitServiceId) ||
      collator.compare(a.name, b.name),
  );
}
