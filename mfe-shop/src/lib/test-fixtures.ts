import { act } from '@testing-library/react';
import type { ApiError } from '@salon/contracts/api';
import type { BusEvents, SessionUser } from '@salon/contracts/events';
import type { ShopFacets, ShopItem, ShopOption, ShopOrder, ShopProduct, ShopVoucher } from '@salon/contracts/shop-api';
import { bus } from '@salon/platform';
import { structuredDataItems } from '@salon/ui/testing';

/*
 * The shop in the contract's shapes for the component tests: 26 products of three
 * brands and two vouchers, the facets, an order, and a stand-in for the API that the
 * mocked base query answers with.
 */

const uuid = (prefix: string, n: number) => `${prefix}000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const image = (photo: string, alt: string) => ({ photo, alt, width: 960, height: 960 });

const KERASTASE: ShopOption = { id: 'kerastase', name: 'Kérastase' };
const BRANDS: ShopOption[] = [KERASTASE, { id: 'loreal-professionnel', name: 'L’Oréal Professionnel' }, { id: 'redken', name: 'Redken' }];

export function product(n: number, patch: Partial<ShopProduct> = {}): ShopProduct {
  const brand = BRANDS[n % BRANDS.length] ?? KERASTASE;
  return {
    kind: 'product',
    id: uuid('a0', n),
    name: `Szampon ${n}`,
    brand,
    line: n % 2 === 0 ? 'Absolut Repair' : null,
    category: { id: 'wlosy', name: 'Włosy' },
    type: { id: 'szampon', name: 'Szampon' },
    volumeMl: n % 2 === 0 ? 250 : 500,
    price: 4000 + n * 100 + 99,
    description: `Szampon numer ${n} do włosów zniszczonych.\n\nStosuj na mokre włosy.`,
    images: [image(`product-${n}`, `Butelka szamponu ${n}`), image(`product-${n}-b`, `Tył butelki ${n}`)],
    favourite: false,
    ...patch,
  };
}

export const VOUCHER: ShopVoucher = {
  kind: 'voucher',
  id: uuid('b0', 1),
  name: 'Karnet: 5 × modelowanie',
  description: 'Pięć wizyt na modelowanie włosów.\n\nDo wykorzystania w każdym salonie sieci.',
  price: 45000,
  services: [{ name: 'Modelowanie' }, { name: 'Mycie włosów' }],
  entries: 5,
  validityMonths: 12,
  images: [image('voucher-1', 'Karta vouchera')],
};

export const SECOND_VOUCHER: ShopVoucher = { ...VOUCHER, id: uuid('b0', 2), name: 'Karnet: 3 × strzyżenie', entries: 3, validityMonths: null, price: 30000 };

/** The catalogue in the "suggested" order: vouchers first, then products 1 to 26. */
export const ITEMS: ShopItem[] = [VOUCHER, SECOND_VOUCHER, ...Array.from({ length: 26 }, (_, index) => product(index + 1))];

export const FACETS: ShopFacets = {
  brands: BRANDS,
  categories: [{ id: 'wlosy', name: 'Włosy' }],
  types: [
    { id: 'szampon', name: 'Szampon' },
    { id: 'odzywka', name: 'Odżywka' },
  ],
  volumes: [250, 500],
  price: { min: 4199, max: 45000 },
};

export const ORDER_ID = uuid('c0', 1);

export function order(status: ShopOrder['status']): ShopOrder {
  return {
    id: ORDER_ID,
    status,
    voucher: { id: VOUCHER.id, name: VOUCHER.name, entries: VOUCHER.entries },
    amount: VOUCHER.price,
    currency: 'PLN',
    createdAt: '2026-03-01T10:00:00Z',
    paidAt: status === 'PAID' ? '2026-03-01T10:01:00Z' : null,
    issuedVoucherId: status === 'PAID' ? uuid('d0', 1) : null,
  };
}

export const ANNA: SessionUser = {
  id: 'u-anna',
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'anna.kowalska@example.com',
  phone: null,
  sex: 'F',
  preferredSalonId: null,
};

export const signIn = (user: SessionUser = ANNA) => act(() => bus.emit('session:changed', { authenticated: true, user }));
export const signOut = () => act(() => bus.emit('session:changed', { authenticated: false, user: null }));

/** The page's JSON-LD item of a type (its `Product`, its `BreadcrumbList`), parsed; null while there is none. */
export function structuredData(type = 'Product'): Record<string, unknown> | null {
  return structuredDataItems().find((item) => item['@type'] === type) ?? null;
}

/**
 * Records every `auth:open` (the sign-in dialog asked for) from now on, for a test's
 * `beforeEach`; `stop` in its `afterEach`.
 */
export function recordSignInRequests(): { opened: BusEvents['auth:open'][]; stop: () => void } {
  const opened: BusEvents['auth:open'][] = [];
  const stop = bus.on('auth:open', (payload) => opened.push(payload));
  return { opened, stop };
}

/** What the base query is asked: RTK Query's arguments as the shop's calls build them. */
export interface ApiCall {
  url: string;
  method?: string;
  params?: Record<string, string | number | boolean>;
  body?: unknown;
}

export type ApiAnswer = { data: unknown } | { error: ApiError };
export type Route = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/**
 * GET /api/shop/items over `items`: brand, vouchers only and the price range filter them
 * as the API does (a range upside down is the API's 400 on priceMax), then pages of 12.
 */
export function itemsRoute(items: readonly ShopItem[] = ITEMS): Route {
  return ({ params = {} }) => {
    const min = params.priceMin as number | undefined;
    const max = params.priceMax as number | undefined;
    if (min !== undefined && max !== undefined && min > max) {
      return { error: { status: 400, code: 'INVALID_VALUE', field: 'priceMax', reason: 'PRICE_RANGE' } };
    }
    const brands = typeof params.brand === 'string' ? params.brand.split(',') : null;
    const found = items.filter(
      (item) =>
        (!brands || (item.kind === 'product' && brands.includes(item.brand.id))) &&
        (!params.vouchersOnly || item.kind === 'voucher') &&
        (min === undefined || item.price >= min) &&
        (max === undefined || item.price <= max),
    );
    const page = Number(params.page ?? 1);
    return { data: { items: found.slice((page - 1) * 12, page * 12), total: found.length, page, pageSize: 12 } };
  };
}

/**
 * A mocked base query: `METHOD url` → its route; the list, the facets, each product and
 * voucher answer by default. Any other call fails the test.
 */
export function shopApiDouble(routes: Record<string, Route> = {}) {
  const defaults: Record<string, Route> = {
    'GET /api/shop/items': itemsRoute(),
    'GET /api/shop/facets': () => ({ data: FACETS }),
  };
  ITEMS.forEach((item) => {
    defaults[`GET /api/shop/${item.kind}s/${item.id}`] = () => ({ data: item });
  });
  const all = { ...defaults, ...routes };
  return async (call: ApiCall): Promise<ApiAnswer> => {
    const route = all[`${call.method ?? 'GET'} ${call.url}`];
    if (!route) throw new Error(`unexpected call ${call.method ?? 'GET'} ${call.url}`);
    return route(call);
  };
}

/** The calls the mocked base query got for `METHOD url`. */
export function callsTo(mock: jest.Mock, method: string, url: string): ApiCall[] {
  return mock.mock.calls.map(([call]) => call as ApiCall).filter((call) => (call.method ?? 'GET') === method && call.url === url);
}
