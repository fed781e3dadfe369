import { SHOP_DEFAULT_SORT, type ShopSort } from '@salon/contracts/shop-api';
import { groszeOf, zlotyText } from '../../../lib/money.ts';

/*
 * The list's state in the URL, with Polish parameter names like the site's paths, so a
 * filtered list survives a reload and can be shared (decision 0005):
 * `/sklep?marka=kerastase&marka=loreal&pojemnosc=250&cena_od=50&cena_do=120&sortuj=cena-rosnaco&strona=2`.
 * Prices are złoty in the URL and grosze for the API.
 */

export const LIST_PARAMS = {
  brands: 'marka',
  categories: 'kategoria',
  types: 'typ',
  volumes: 'pojemnosc',
  priceMin: 'cena_od',
  priceMax: 'cena_do',
  vouchersOnly: 'vouchery',
  sort: 'sortuj',
  /** How many pages "load more" has shown. */
  pages: 'strona',
} as const;

/** The sorts as the URL spells them. */
const SORT_WORDS: Record<ShopSort, string> = {
  suggested: 'polecane',
  'price-asc': 'cena-rosnaco',
  'price-desc': 'cena-malejaco',
};

/** More pages than this in a URL are not restored (SHOP_PAGE_SIZE × 50 items). */
export const MAX_RESTORED_PAGES = 50;

export interface ShopFilters {
  brands: string[];
  categories: string[];
  types: string[];
  /** Millilitres. */
  volumes: number[];
  /** Grosze; null: no bound. */
  priceMin: number | null;
  priceMax: number | null;
  vouchersOnly: boolean;
  sort: ShopSort;
}

export type ShopFilterGroup = 'brands' | 'categories' | 'types' | 'volumes';

export const NO_FILTERS: ShopFilters = {
  brands: [],
  categories: [],
  types: [],
  volumes: [],
  priceMin: null,
  priceMax: null,
  vouchersOnly: false,
  sort: SHOP_DEFAULT_SORT,
};

/** Values of a repeated key, also accepting commas (`marka=a,b`), without blanks or repeats. */
function listOf(params: URLSearchParams, key: string): string[] {
  const values = params.getAll(key).flatMap((value) => value.split(','));
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

function sortOf(word: string | null): ShopSort {
  const found = (Object.keys(SORT_WORDS) as ShopSort[]).find((sort) => SORT_WORDS[sort] === word);
  return found ?? SHOP_DEFAULT_SORT;
}

/** The filters a URL's query names; anything it cannot read is no filter. */
export function readFilters(params: URLSearchParams): ShopFilters {
  const price = (key: string) => groszeOf(params.get(key) ?? '');
  return {
    brands: listOf(params, LIST_PARAMS.brands),
    categories: listOf(params, LIST_PARAMS.categories),
    types: listOf(params, LIST_PARAMS.types),
    volumes: listOf(params, LIST_PARAMS.volumes)
      .map(Number)
      .filter((volume) => Number.isInteger(volume) && volume > 0),
    priceMin: price(LIST_PARAMS.priceMin),
    priceMax: price(LIST_PARAMS.priceMax),
    vouchersOnly: params.get(LIST_PARAMS.vouchersOnly) === '1',
    sort: sortOf(params.get(LIST_PARAMS.sort)),
  };
}

/** How many pages the URL asks to show: 1 to MAX_RESTORED_PAGES. */
export function readPages(params: URLSearchParams): number {
  const pages = Number(params.get(LIST_PARAMS.pages));
  return Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_RESTORED_PAGES) : 1;
}

/**
 * The query with these filters: the list's own keys written anew (defaults left out),
 * back to the first page, and every other key (utm_…) kept.
 */
export function writeFilters(current: URLSearchParams, filters: ShopFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  Object.values(LIST_PARAMS).forEach((key) => next.delete(key));
  filters.brands.forEach((brand) => next.append(LIST_PARAMS.brands, brand));
  filters.categories.forEach((category) => next.append(LIST_PARAMS.categories, category));
  filters.types.forEach((type) => next.append(LIST_PARAMS.types, type));
  filters.volumes.forEach((volume) => next.append(LIST_PARAMS.volumes, String(volume)));
  if (filters.priceMin !== null) next.set(LIST_PARAMS.priceMin, zlotyText(filters.priceMin));
  if (filters.priceMax !== null) next.set(LIST_PARAMS.priceMax, zlotyText(filters.priceMax));
  if (filters.vouchersOnly) next.set(LIST_PARAMS.vouchersOnly, '1');
  if (filters.sort !== SHOP_DEFAULT_SORT) next.set(LIST_PARAMS.sort, SORT_WORDS[filters.sort]);
  return next;
}

/** The query showing `pages` pages of the same list. */
export function writePages(current: URLSearchParams, pages: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (pages > 1) next.set(LIST_PARAMS.pages, String(pages));
  else next.delete(LIST_PARAMS.pages);
  return next;
}

/** How many filters are on (each chosen option, a price range, vouchers only): the "Filters (n)" button's n. Sorting is no filter. */
export function activeFilterCount(filters: ShopFilters): number {
  const options = filters.brands.length + filters.categories.length + filters.types.length + filters.volumes.length;
  const price = filters.priceMin !== null || filters.priceMax !== null ? 1 : 0;
  return options + price + (filters.vouchersOnly ? 1 : 0);
}

/** The same filters without any (the sort stays: it is no filter). */
export function clearedFilters(filters: ShopFilters): ShopFilters {
  return { ...NO_FILTERS, sort: filters.sort };
}

/** Adds or removes one option of a group. */
export function toggleOption<G extends ShopFilterGroup>(filters: ShopFilters, group: G, value: ShopFilters[G][number]): ShopFilters {
  const current = filters[group] as ShopFilters[G][number][];
  const next = current.includes(value) ? current.filter((chosen) => chosen !== value) : [...current, value];
  return { ...filters, [group]: next };
}

/**
 * "Vouchers only" on: the product filters go, since any of them leaves vouchers out
 * (the contract's rule) and the list would be empty.
 */
export function withVouchersOnly(filters: ShopFilters, vouchersOnly: boolean): ShopFilters {
  if (!vouchersOnly) return { ...filters, vouchersOnly };
  return { ...filters, vouchersOnly, brands: [], categories: [], types: [], volumes: [] };
}

/** GET /api/shop/items's parameters for a page: lists comma-separated, defaults left out. */
export function itemsParams(filters: ShopFilters, page: number): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = { page };
  if (filters.brands.length > 0) params.brand = filters.brands.join(',');
  if (filters.categories.length > 0) params.category = filters.categories.join(',');
  if (filters.types.length > 0) params.type = filters.types.join(',');
  if (filters.volumes.length > 0) params.volume = filters.volumes.join(',');
  if (filters.priceMin !== null) params.priceMin = filters.priceMin;
  if (filters.priceMax !== null) params.priceMax = filters.priceMax;
  if (filters.vouchersOnly) params.vouchersOnly = true;
  if (filters.sort !== SHOP_DEFAULT_SORT) params.sort = filters.sort;
  return params;
}
