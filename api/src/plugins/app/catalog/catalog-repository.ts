import fp from 'fastify-plugin';
import { sql } from 'kysely';
import {
  SERVICE_CATEGORIES,
  type Area,
  type AreaQuery,
  type CityDetails,
  type Review,
  type Salon,
  type SalonDetails,
  type SalonPrices,
  type Service,
  type ServiceDetails,
} from '@salon/contracts/catalog-api';
import type { Language } from '@salon/contracts/languages';
import { ApiFailure, invalidValue } from '../../../lib/errors.ts';
import { price } from '../../../lib/money.ts';
import type { HoursException, WeeklyHours } from '../../../lib/opening-hours.ts';
import { translate } from '../../../lib/translate.ts';
import { cityDetails, salonDetails } from './directory-pages.ts';
import { selectSalons, toSalon, type SalonWithPlace } from './salon-mapper.ts';
import { toService } from './service-mapper.ts';

/** The two kinds of area the booking flow may list (configuration `booking.areasEndpoint`). */
export type AreaKind = 'cities' | 'departments';

/** What the opening-hours rule needs of a salon over a range of days. */
export interface SalonHours {
  /** False while the salon is temporarily closed: closed every day. */
  open: boolean;
  weekly: WeeklyHours[];
  exceptions: HoursException[];
}

export interface CatalogRepository {
  /** Salons by id in the order asked; unknown ids are left out. */
  salonsByIds(ids: readonly string[], language: Language): Promise<Salon[]>;
  /** One salon, disabled ones too, with its search-engine copy; null for an unknown id. */
  salonDetails(id: string, language: Language): Promise<SalonDetails | null>;
  /** A city's page (area, "in <city>", copy); null for an unknown code or the virtual area. */
  cityDetails(code: string, language: Language): Promise<CityDetails | null>;
  /**
   * The enabled salons of the area the query names (departmentCode, departmentName,
   * city as code or name, or virtualSalons=true), or null when it names none. More than
   * one selector is a 400 on the second; an area that does not exist is a 404.
   */
  salonIdsInArea(query: AreaQuery): Promise<string[] | null>;
  /** Every area of the kind with its enabled salons counted, suggested ones first (by order), then by name. */
  areas(kind: AreaKind): Promise<Area[]>;
  /**
   * The services the given salons offer, priced at the lowest of their prices ("from"
   * when they differ), by sort order. Null: over every enabled salon of the chain.
   */
  pricedServices(salonIds: readonly string[] | null, language: Language): Promise<Service[]>;
  /** A service with where enabled salons offer it; null when no enabled salon does (or no such id). */
  serviceDetails(id: string, language: Language): Promise<ServiceDetails | null>;
  /** Whether a salon with this id exists, enabled or not. */
  salonExists(id: string): Promise<boolean>;
  /**
   * Salons, enabled ones unless includeDisabled, only suggested ones if suggestedOnly,
   * by city name then salon name.
   */
  listSalons(filter: { includeDisabled?: boolean; suggestedOnly?: boolean }, language: Language): Promise<Salon[]>;
  /** A salon's weekly hours and its exceptions between two dates (inclusive); null for an unknown salon. */
  salonHours(id: string, from: string, to: string): Promise<SalonHours | null>;
  /** A salon's price list, by category then sort order; null for an unknown salon. */
  salonPrices(id: string, language: Language): Promise<SalonPrices | null>;
  /** A salon's reviews, newest first; null for an unknown salon. */
  salonReviews(id: string): Promise<Review[] | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogRepository;
  }
}

/** The area selectors of a query, in the order a second one is reported. */
export const AREA_SELECTORS = ['departmentCode', 'departmentName', 'city', 'virtualSalons'] as const;

/** Suggested areas (with an order) first in that order, then the others by Polish name. */
function byAreaOrder(a: Area, b: Area): number {
  if (a.order !== null && b.order !== null) return a.order - b.order || a.name.localeCompare(b.name, 'pl');
  if (a.order !== null) return -1;
  if (b.order !== null) return 1;
  return a.name.localeCompare(b.name, 'pl') || a.code.localeCompare(b.code);
}

/** Salon lists: by city, then name, as the salon list screen groups them. */
function byCityThenName(a: SalonWithPlace, b: SalonWithPlace): number {
  return a.city_name.localeCompare(b.city_name, 'pl') || a.name.localeCompare(b.name, 'pl') || a.id.localeCompare(b.id);
}

const categoryRank = (category: string) => (SERVICE_CATEGORIES as readonly string[]).indexOf(category);
const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

export default fp(
  async (app) => {
    const { db } = app;

    /** Services priced over the given salons (every enabled salon when null). */
    async function pricedServices(options: { salonIds: readonly string[] | null; serviceId?: string }, language: Language) {
      const { salonIds, serviceId } = options;
      if (salonIds !== null && salonIds.length === 0) return [];
      let query = db
        .selectFrom('services')
        .innerJoin('salon_services', 'salon_services.service_id', 'services.id')
        .innerJoin('salons', 'salons.id', 'salon_services.salon_id')
        .selectAll('services')
        .select((eb) => [
          eb.fn.min<number>('salon_services.price_minor').as('min_price_minor'),
          eb.fn.max<number>('salon_services.price_minor').as('max_price_minor'),
        ])
        .groupBy('services.id')
        .orderBy('services.sort_order')
        .orderBy('services.id');
      // Named salons are priced as they are (a disabled salon's page still lists its
      // prices); the chain-wide list only counts salons a customer can book.
      query = salonIds === null ? query.where('salons.enabled', '=', true) : query.where('salons.id', 'in', [...salonIds]);
      if (serviceId !== undefined) query = query.where('services.id', '=', serviceId);
      const rows = await query.execute();
      return rows.map((row) => toService(row, language));
    }

    const repository: CatalogRepository = {
      async salonsByIds(ids, language) {
        if (ids.length === 0) return [];
        const rows = await selectSalons(db).where('salons.id', 'in', [...ids]).execute();
        const byId = new Map(rows.map((row) => [row.id, toSalon(row, language)]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      },

      salonDetails: (id, language) => salonDetails(db, id, language),

      cityDetails: (code, language) => cityDetails(db, () => repository.areas('cities'), code, language),

      async salonIdsInArea(query) {
        const given = AREA_SELECTORS.filter((key) => query[key] !== undefined && query[key] !== false);
        if (given.length === 0) return null;
        if (given.length > 1) throw invalidValue(given[1] as string);
        let salons = db.selectFrom('salons').innerJoin('cities', 'cities.code', 'salons.city_code').select('salons.id').where('salons.enabled', '=', true);
        if (query.virtualSalons) {
          salons = salons.where('salons.is_virtual', '=', true);
        } else if (query.city !== undefined) {
          const city = await db
            .selectFrom('cities')
            .select('code')
            .where((eb) => eb.or([eb('code', '=', query.city!), eb(eb.fn('lower', ['name']), '=', query.city!.toLowerCase())]))
            .executeTakeFirst();
          if (!city) throw new ApiFailure(404, 'NOT_FOUND', 'city');
          salons = salons.where('cities.code', '=', city.code);
        } else {
          const department = await db
            .selectFrom('departments')
            .select('code')
            .where((eb) =>
              query.departmentCode !== undefined
                ? eb('code', '=', query.departmentCode)
                : eb(eb.fn('lower', ['name']), '=', (query.departmentName ?? '').toLowerCase()),
            )
            .executeTakeFirst();
          if (!department) throw new ApiFailure(404, 'NOT_FOUND', query.departmentCode !== undefined ? 'departmentCode' : 'departmentName');
          salons = salons.where('cities.department_code', '=', department.code);
        }
        const rows = await salons.orderBy('salons.name').orderBy('salons.id').execute();
        return rows.map((row) => row.id);
      },

      async areas(kind) {
        const enabledSalons = sql<number>`(SELECT count(*) FROM salons s JOIN cities sc ON sc.code = s.city_code
          WHERE s.enabled AND ${kind === 'cities' ? sql`sc.code = cities.code` : sql`sc.department_code = departments.code`})`;
        const rows =
          kind === 'cities'
            ? await db
                .selectFrom('cities')
                .innerJoin('departments', 'departments.code', 'cities.department_code')
                .select([
                  'cities.code',
                  'cities.name',
                  'cities.sort_order',
                  'cities.is_virtual',
                  'cities.latitude',
                  'cities.longitude',
                  'departments.code as department_code',
                  'departments.name as department_name',
                  enabledSalons.as('salon_count'),
                ])
                .execute()
            : await db
                .selectFrom('departments')
                .select([
                  'departments.code',
                  'departments.name',
                  'departments.sort_order',
                  // The virtual department is the one whose every city is virtual.
                  sql<boolean>`coalesce((SELECT bool_and(c.is_virtual) FROM cities c WHERE c.department_code = departments.code), false)`.as(
                    'is_virtual',
                  ),
                  'departments.latitude',
                  'departments.longitude',
                  'departments.code as department_code',
                  'departments.name as department_name',
                  enabledSalons.as('salon_count'),
                ])
                .execute();
        return rows
          .map((row) => ({
            code: row.code,
            name: row.name,
            order: row.sort_order,
            virtual: row.is_virtual,
            coordinates: { latitude: row.latitude, longitude: row.longitude },
            department: { code: row.department_code, name: row.department_name },
            salonCount: Number(row.salon_count),
          }))
          .sort(byAreaOrder);
      },

      async pricedServices(salonIds, language) {
        return pricedServices({ salonIds }, language);
      },

      async serviceDetails(id, language) {
        const [service] = await pricedServices({ salonIds: null, serviceId: id }, language);
        if (!service) return null;
        const offeredBy = await db
          .selectFrom('salon_services')
          .innerJoin('salons', 'salons.id', 'salon_services.salon_id')
          .innerJoin('cities', 'cities.code', 'salons.city_code')
          .select(['salons.id', 'salons.is_virtual', 'cities.code as city_code', 'cities.department_code'])
          .where('salon_services.service_id', '=', id)
          .where('salons.enabled', '=', true)
          .orderBy('salons.id')
          .execute();
        const distinct = (values: string[]) => [...new Set(values)].sort();
        return {
          ...service,
          availableIn: {
            // The virtual area is a city (and department) like the others: the area
            // screen disables every area not listed here, the virtual one included.
            cities: distinct(offeredBy.map((row) => row.city_code)),
            departments: distinct(offeredBy.map((row) => row.department_code)),
            virtualSalons: offeredBy.some((row) => row.is_virtual),
            salonIds: offeredBy.map((row) => row.id),
          },
        };
      },

      async salonExists(id) {
        const row = await db.selectFrom('salons').select('id').where('id', '=', id).executeTakeFirst();
        return row !== undefined;
      },

      async listSalons(filter, language) {
        let query = selectSalons(db);
        if (!filter.includeDisabled) query = query.where('salons.enabled', '=', true);
        if (filter.suggestedOnly) query = query.where('salons.suggested', '=', true);
        const rows = await query.execute();
        return rows.sort(byCityThenName).map((row) => toSalon(row, language));
      },

      async salonHours(id, from, to) {
        const [salon, weekly, exceptions] = await Promise.all([
          db.selectFrom('salons').select('is_open').where('id', '=', id).executeTakeFirst(),
          db.selectFrom('opening_hours').select(['weekday', 'opens_at', 'closes_at']).where('salon_id', '=', id).execute(),
          db
            .selectFrom('opening_exceptions')
            .select(['day', 'opens_at', 'closes_at'])
            .where('salon_id', '=', id)
            .where('day', '>=', from)
            .where('day', '<=', to)
            .execute(),
        ]);
        return salon ? { open: salon.is_open, weekly, exceptions } : null;
      },

      async salonPrices(id, language) {
        const [salon, rows] = await Promise.all([
          db.selectFrom('salons').select(['price_notes', 'price_description']).where('id', '=', id).executeTakeFirst(),
          db
            .selectFrom('salon_services')
            .innerJoin('services', 'services.id', 'salon_services.service_id')
            .select([
              'services.id',
              'services.name',
              'services.sexes',
              'services.category',
              'services.sort_order',
              'services.description',
              'services.long_description',
              'salon_services.price_minor',
              'salon_services.original_price_minor',
            ])
            .where('salon_services.salon_id', '=', id)
            .execute(),
        ]);
        if (!salon) return null;
        rows.sort(
          (a, b) => categoryRank(a.category) - categoryRank(b.category) || a.sort_order - b.sort_order || a.id.localeCompare(b.id),
        );
        return {
          items: rows.map((row) => ({
            name: translate(row.name, language) ?? '',
            sex: row.sexes,
            price: price(row.price_minor).value,
            originalPrice: row.original_price_minor === null ? null : price(row.original_price_minor).value,
            serviceCategory: row.category,
            priceJson: price(row.price_minor),
            serviceId: row.id,
            shortDescription: translate(row.description, language),
            longDescription: translate(row.long_description, language),
          })),
          notes: (salon.price_notes ?? []).flatMap((note) => translate(note, language) ?? []),
          description: translate(salon.price_description, language),
        };
      },

      async salonReviews(id) {
        const [salon, rows] = await Promise.all([
          db.selectFrom('salons').select('id').where('id', '=', id).executeTakeFirst(),
          db
            .selectFrom('salon_reviews')
            .selectAll()
            .where('salon_id', '=', id)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .execute(),
        ]);
        if (!salon) return null;
        return rows.map((row) => ({
          authorId: row.author_id,
          authorTitle: row.author_title,
          authorImage: row.author_image,
          authorLink: row.author_link,
          reviewRating: row.rating,
          reviewText: row.body,
          reviewTimestamp: row.created_at.toISOString(),
          reviewLink: row.link,
          reviewLikes: row.likes,
          reviewImageUrls: row.image_urls,
          ownerAnswer: row.owner_answer,
          ownerAnswerTimestamp: iso(row.owner_answer_at),
        }));
      },
    };

    app.decorate('catalog', repository);
  },
  { name: 'catalog-repository', dependencies: ['database'] },
);
