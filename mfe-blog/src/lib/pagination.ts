/** One entry of the pagination bar: a page number, or a gap standing for the pages left out. */
export type PaginationItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' };

/** Up to this many pages every page is shown (spec part 2, section 9). */
export const PAGINATION_ALL_PAGES_UP_TO = 5;

/**
 * The pages the bar shows for `current` of `total`: all of them when there are 5 or
 * fewer (spec part 2, section 9); otherwise the first, the last and the current one with
 * its neighbours, with a gap for each run of pages left out. A gap never hides a single
 * page: that page is shown instead, since a gap would take as much room and say less.
 *
 * @example paginationItems(5, 10) // 1 … 4 5 6 … 10
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  if (total <= PAGINATION_ALL_PAGES_UP_TO) return range(1, total).map((n) => ({ kind: 'page', page: n }));

  const first = Math.max(2, page - 1);
  const last = Math.min(total - 1, page + 1);
  const items: PaginationItem[] = [{ kind: 'page', page: 1 }];
  if (first === 3) items.push({ kind: 'page', page: 2 });
  else if (first > 3) items.push({ kind: 'gap', key: 'start' });
  for (const n of range(first, last)) items.push({ kind: 'page', page: n });
  if (last === total - 2) items.push({ kind: 'page', page: total - 1 });
  else if (last < total - 2) items.push({ kind: 'gap', key: 'end' });
  items.push({ kind: 'page', page: total });
  return items;
}

function range(from: number, to: number): number[] {
  return from > to ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
