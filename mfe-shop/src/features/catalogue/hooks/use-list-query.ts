import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, readPages, writeFilters, writePages, type ShopFilters } from '../lib/list-query.ts';

export interface ListQuery {
  filters: ShopFilters;
  /** How many pages to show (`strona`). */
  pages: number;
  /** New filters: written to the URL, back to the first page. */
  setFilters: (next: ShopFilters) => void;
  setPages: (pages: number) => void;
}

/**
 * The list's filters, sort and loaded pages, read from and written to the query string.
 * Writes replace the history entry (as the search boxes do): Back leaves the shop rather
 * than undoing ticks one by one, and the page does not scroll to the top.
 */
export function useListQuery(): ListQuery {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const pages = readPages(params);
  const setFilters = useCallback(
    (next: ShopFilters) => setParams((current) => writeFilters(current, next), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const setPages = useCallback(
    (count: number) => setParams((current) => writePages(current, count), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return { filters, pages, setFilters, setPages };
}
