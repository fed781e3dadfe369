import type { Price } from '@salon/contracts/catalog-api';

/** The chain prices in złoty. */
export const CURRENCY = 'PLN';

/** Grosze from the database as the spec's `{ value, currency }`. */
export function price(minor: number): Price {
  return { value: minor / 100, currency: CURRENCY };
}
