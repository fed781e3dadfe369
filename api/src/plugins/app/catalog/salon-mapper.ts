import { sql, type Kysely } from 'kysely';
import type { Salon } from '@salon/contracts/catalog-api';
import type { Language } from '@salon/contracts/languages';
import type { DB, SalonRow } from '../../../db/schema.ts';
import { translate } from '../../../lib/translate.ts';

/** A salon row (without its page copy and operator) with its city, department and offered service ids. */
export interface SalonWithPlace extends Omit<SalonRow, 'seo' | 'company_id'> {
  city_name: string;
  department_code: string;
  department_name: string;
  service_ids: string[];
}

/**
 * Every column of salons but `seo` and `company_id`: the page copy (a few kilobytes per
 * salon) is read by the details route only, the operator by the till's intake only.
 */
const SALON_COLUMNS = [
  'salons.id', 'salons.name', 'salons.city_code', 'salons.is_virtual', 'salons.city_group', 'salons.postcode',
  'salons.address', 'salons.latitude', 'salons.longitude', 'salons.phone', 'salons.franchise', 'salons.enabled',
  'salons.is_open', 'salons.accepts_reservations', 'salons.can_come_without_reservation', 'salons.suggested',
  'salons.image_mini', 'salons.images', 'salons.images_17_6', 'salons.description', 'salons.price_description',
  'salons.price_notes', 'salons.google_place_id', 'salons.google_rating', 'salons.google_reviews_count',
  'salons.google_reviews_per_score',
] as const satisfies readonly `salons.${Exclude<keyof SalonRow, 'seo' | 'company_id'>}`[];

/**
 * The one query behind every salon the API returns (lists, details, slot results), so
 * they all carry the same fields. Callers add their own where and order by.
 */
export function selectSalons(db: Kysely<DB>) {
  return db
    .selectFrom('salons')
    .innerJoin('cities', 'cities.code', 'salons.city_code')
    .innerJoin('departments', 'departments.code', 'cities.department_code')
    .select(SALON_COLUMNS)
    .select([
      'cities.name as city_name',
      'departments.code as department_code',
      'departments.name as department_name',
      sql<string[]>`coalesce((SELECT array_agg(ss.service_id ORDER BY ss.service_id) FROM salon_services ss WHERE ss.salon_id = salons.id), '{}')`.as(
        'service_ids',
      ),
    ]);
}

/** A salon as the spec's Salon entity, in the request's language. */
export function toSalon(row: SalonWithPlace, language: Language): Salon {
  const located = !row.is_virtual && row.postcode !== null && row.address !== null;
  return {
    id: row.id,
    name: row.name,
    location: located
      ? {
          department: { code: row.department_code, name: row.department_name },
          city: row.city_name,
          cityCode: row.city_code,
          cityGroup: row.city_group,
          postcode: row.postcode ?? '',
          address: row.address ?? [],
        }
      : null,
    coordinates:
      located && row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null,
    phone: row.phone,
    virtual: row.is_virtual,
    franchise: row.franchise,
    enabled: row.enabled,
    open: row.is_open,
    acceptsReservations: row.accepts_reservations,
    canComeWithoutReservation: row.can_come_without_reservation,
    suggestedSalon: row.suggested,
    imageMini: row.image_mini,
    images: row.images,
    images_17_6: row.images_17_6,
    services: row.service_ids,
    description: translate(row.description, language),
    google:
      row.google_place_id && row.google_rating !== null
        ? {
            placeId: row.google_place_id,
            rating: row.google_rating,
            reviewsCount: row.google_reviews_count ?? 0,
            reviewsPerScore: row.google_reviews_per_score ?? [0, 0, 0, 0, 0],
          }
        : null,
  };
}
