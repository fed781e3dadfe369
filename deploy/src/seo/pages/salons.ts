import { Type } from '@sinclair/typebox';
import {
  AreaSchema,
  CityCodeParamsSchema,
  CityDetailsSchema,
  OpeningHoursEntrySchema,
  SalonDetailsSchema,
  SalonPricesSchema,
  SalonSchema,
} from '@salon/contracts/catalog-api';
import { matchesSchema } from '@salon/contracts/schema-check';
import { SALON_LIST_PATH } from '@salon/contracts/site-paths';
import { cityFacts, cityPageHead } from '@salon/seo/salons/city-page';
import { parseCityOrCode } from '@salon/seo/salons/city-or-code';
import { openingHoursWindow } from '@salon/seo/salons/opening-hours-window';
import { salonListFacts, salonListPageHead } from '@salon/seo/salons/salon-list-page';
import { salonFacts, salonPageHead } from '@salon/seo/salons/salon-page';
import type { PageContext, PageRoute, ServedPage } from './page-route.ts';

/*
 * The salon list, a city's salons and a salon's page (decision 0034), read from the
 * API's public routes exactly as the salons remote's RTK Query endpoints ask them (same
 * path, same version), and built by @salon/seo's builders, which the remote's screens
 * call on the same answers.
 */

/** The same answers as the remote's `getSalonPrices` (API version 4). */
const PRICES_VERSION = 4;

const SalonListSchema = Type.Array(SalonSchema);
const AreaListSchema = Type.Array(AreaSchema);
const OpeningHoursSchema = Type.Array(OpeningHoursEntrySchema);

/**
 * A part of a page that loads and fails on its own on the screen (the price list, the
 * hours, a city's salons): its failure leaves the page its head and its other facts,
 * as the screen keeps the rest when one part shows its retry.
 */
const orNothing = <T>(answer: Promise<T | undefined>): Promise<T | undefined> => answer.catch(() => undefined);

/** `/salony`: GET /api/cities for the cities it links. */
async function renderSalonList(_params: Readonly<Record<string, string>>, context: PageContext): Promise<ServedPage> {
  const cities = await orNothing(context.api.get('/api/cities', AreaListSchema, { language: context.language }));
  return { head: salonListPageHead(context), facts: salonListFacts({ ...context, cities }) };
}

/**
 * `/salony/M101`: GET /api/salons/{id}, /api/salon-prices/{id} and the opening hours of
 * the days the page shows (`openingHoursWindow`, as the screen asks them), at once.
 * Nothing for an unknown or a disabled salon (the page's status already sent it away).
 */
async function renderSalon(code: string, context: PageContext): Promise<ServedPage | undefined> {
  const { api, language } = context;
  const id = encodeURIComponent(code);
  const hoursQuery = new URLSearchParams({ salonId: code, ...openingHoursWindow() });
  const [salon, prices, hours] = await Promise.all([
    api.get(`/api/salons/${id}`, SalonDetailsSchema, { language }),
    orNothing(api.get(`/api/salon-prices/${id}`, SalonPricesSchema, { language, apiVersion: PRICES_VERSION })),
    orNothing(api.get(`/api/opening-hours?${hoursQuery.toString()}`, OpeningHoursSchema, { language })),
  ]);
  if (!salon?.enabled) return undefined;
  const input = { ...context, salon, prices, hours };
  return { head: salonPageHead(input), facts: salonFacts(input) };
}

/**
 * `/salony/krakow`: GET /api/cities/{code} and the salons of GET /api/salons. Nothing
 * for what cannot be a city's slug (the API would answer 400) or an unknown city.
 */
async function renderCity(slug: string, context: PageContext): Promise<ServedPage | undefined> {
  if (!matchesSchema(CityCodeParamsSchema, { code: slug })) return undefined;
  const { api, language } = context;
  const [city, salons] = await Promise.all([
    api.get(`/api/cities/${encodeURIComponent(slug)}`, CityDetailsSchema, { language }),
    orNothing(api.get('/api/salons', SalonListSchema, { language })),
  ]);
  if (!city || city.virtual) return undefined;
  const input = { ...context, city, salons };
  return { head: cityPageHead(input), facts: cityFacts(input) };
}

/** The salons remote's pages: `/salony/:cityOrCode` is a salon for a salon code, else a city (as the remote's routes tell them). */
export const salonsRoutes: readonly PageRoute[] = [
  { pattern: SALON_LIST_PATH, render: renderSalonList },
  {
    pattern: `${SALON_LIST_PATH}/:cityOrCode`,
    render({ cityOrCode = '' }, context) {
      const target = parseCityOrCode(cityOrCode);
      return target.kind === 'salon' ? renderSalon(target.code, context) : renderCity(target.slug, context);
    },
  },
];
