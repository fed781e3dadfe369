/** A salon code: the letter M followed by digits (spec part 2, section 9). */
const SALON_CODE = /^M\d+$/;

/** What `/salony/:cityOrCode` points at. */
export type CityOrCode = { kind: 'salon'; code: string } | { kind: 'city'; slug: string };

/**
 * Tells a salon code (`M123`: salon details) from a city slug (anything else: that
 * city's salon list), as the spec's route table says. Case matters: `m123` is a slug.
 * The salons remote's routes and the gateway's pages (deploy/src/seo/pages/salons.ts)
 * both ask this, so a path is the same kind of page for a visitor and a crawler.
 */
export function parseCityOrCode(value: string): CityOrCode {
  return SALON_CODE.test(value) ? { kind: 'salon', code: value } : { kind: 'city', slug: value };
}
