import { sql, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import type { AreaQuery } from '@salon/contracts/catalog-api';
import type { DB } from '../../../db/schema.ts';
import { localDate } from '../../../lib/local-time.ts';
import type { HoursException, WeeklyHours } from '../../../lib/opening-hours.ts';
import type { EngineHairdresser, WarsawDay } from '../../../lib/slot-engine.ts';
import { selectSalons, type SalonWithPlace } from '../catalog/salon-mapper.ts';
import type { Clock } from '../clock.ts';
import { TtlCache } from './ttl-cache.ts';

/*
 * The slot search's copy of the catalogue: what changes in the back office, not when
 * customers book. Per API instance, in its memory, each entry kept CATALOGUE_TTL_MS.
 * Bookings and holds are never kept here: the search reads them on every request (see
 * "Caching" in README.md for the rule and why).
 */

/**
 * How long an instance serves catalogue data it has read: the longest a change made
 * outside it (another instance, the back office, SQL) takes to reach its slot search.
 */
export const CATALOGUE_TTL_MS = 30_000;

/** What the slot engine needs of a hairdresser, for every day. */
export interface CachedHairdresser {
  id: string;
  name: string;
  categories: readonly string[];
  /** ISO weekday → shift. */
  shifts: ReadonlyMap<number, { starts_at: string; ends_at: string }>;
  /** 'yyyy-MM-dd', from the day before the load on (earlier days cannot be booked). */
  daysOff: ReadonlySet<string>;
}

/** A salon as the slot search needs it, for every day and every service. */
export interface SalonCatalogue {
  /** The row the catalogue's mapper turns into the Salon of the answer. */
  row: SalonWithPlace;
  /** ISO weekday → hours. */
  hours: ReadonlyMap<number, { opens_at: string; closes_at: string }>;
  /** 'yyyy-MM-dd' → the day's hours (null times: closed), from the day before the load on. */
  exceptions: ReadonlyMap<string, { opens_at: string | null; closes_at: string | null }>;
  /** Service id → the salon's price in grosze. */
  prices: ReadonlyMap<string, number>;
  /** The active hairdressers, by name in Polish order, then id. */
  hairdressers: readonly CachedHairdresser[];
}

export interface ServiceFacts {
  id: string;
  category: string;
  duration_minutes: number;
}

/** One salon's slowly changing facts on one day for some services (the slot engine's input minus busy time). */
export interface SalonDayFacts {
  bookable: boolean;
  priceMinor: number | null;
  open: boolean;
  weekly: WeeklyHours[];
  exceptions: HoursException[];
  hairdressers: EngineHairdresser[];
}

/** The facts of `salon` on `day` for services of these ids and categories. */
export function salonDayFacts(salon: SalonCatalogue, serviceIds: readonly string[], categories: readonly string[], day: WarsawDay): SalonDayFacts {
  let priceMinor: number | null = 0;
  for (const id of serviceIds) {
    const price = salon.prices.get(id);
    priceMinor = price === undefined || priceMinor === null ? null : priceMinor + price;
  }
  const hours = salon.hours.get(day.weekday);
  const exception = salon.exceptions.get(day.date);
  const hairdressers: EngineHairdresser[] = [];
  for (const h of salon.hairdressers) {
    // A visit of several services is done by one person: they must do every category.
    if (!categories.every((category) => h.categories.includes(category))) continue;
    const shift = h.shifts.get(day.weekday);
    hairdressers.push({
      id: h.id,
      name: h.name,
      categories: h.categories,
      active: true,
      schedule: shift ? [{ weekday: day.weekday, ...shift }] : [],
      daysOff: h.daysOff.has(day.date) ? [day.date] : [],
    });
  }
  return {
    bookable: salon.row.enabled && salon.row.accepts_reservations && priceMinor !== null,
    priceMinor,
    open: salon.row.is_open,
    weekly: hours ? [{ weekday: day.weekday, ...hours }] : [],
    exceptions: exception ? [{ day: day.date, ...exception }] : [],
    hairdressers,
  };
}

export interface CatalogueCache {
  /** The salons of these ids that exist (enabled or not). */
  salons(ids: readonly string[]): Promise<Map<string, SalonCatalogue>>;
  /** The services of these ids that exist. */
  services(ids: readonly string[]): Promise<Map<string, ServiceFacts>>;
  /** The enabled salons of an area, `load` reading them (the catalogue's salonIdsInArea). */
  areaSalonIds(query: AreaQuery, load: () => Promise<string[]>): Promise<string[]>;
  /** Forgets everything: the next search reads the catalogue again. */
  clear(): void;
}

const byName = new Intl.Collator('pl');

/**
 * Hairdressers by name in Polish order, then id: sorted here, not in SQL, because PGlite
 * and a server may collate differently. The slot search and the booking paths list them so.
 */
export const byHairdresserName = (a: { id: string; name: string }, b: { id: string; name: string }): number =>
  byName.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A query's rows as one JSON array (empty: `[]`), so that one statement brings several lists. */
export const aggregate = (query: RawBuilder<unknown> | Compilable) => sql`(SELECT coalesce(json_agg(x), '[]') FROM (${query}) x)`;

interface SalonCatalogueRows {
  salons: SalonWithPlace[];
  hours: { salon_id: string; weekday: number; opens_at: string; closes_at: string }[];
  exceptions: { salon_id: string; day: string; opens_at: string | null; closes_at: string | null }[];
  prices: { salon_id: string; service_id: string; price_minor: number }[];
  hairdressers: { id: string; salon_id: string; name: string; categories: string[] }[];
  shifts: { hairdresser_id: string; weekday: number; starts_at: string; ends_at: string }[];
  days_off: { hairdresser_id: string; day: string }[];
}

/**
 * Everything about these salons the slot search needs, for every day and service, in
 * one statement. Exceptions and days off only from `fromDate` on: the history grows
 * every day and no search can book a day before today.
 */
async function loadSalons(db: Kysely<DB>, ids: string[], fromDate: string): Promise<Map<string, SalonCatalogue>> {
  const { rows } = await sql<SalonCatalogueRows>`
    SELECT
      ${aggregate(selectSalons(db).where('salons.id', 'in', ids))} AS salons,
      ${aggregate(sql`SELECT salon_id, weekday, opens_at, closes_at FROM opening_hours WHERE salon_id = ANY(${ids}::text[])`)} AS hours,
      ${aggregate(sql`
        SELECT salon_id, day, opens_at, closes_at FROM opening_exceptions
        WHERE salon_id = ANY(${ids}::text[]) AND day >= ${fromDate}::date`)} AS exceptions,
      ${aggregate(sql`SELECT salon_id, service_id, price_minor FROM salon_services WHERE salon_id = ANY(${ids}::text[])`)} AS prices,
      ${aggregate(sql`SELECT id, salon_id, name, categories FROM hairdressers WHERE salon_id = ANY(${ids}::text[]) AND active`)} AS hairdressers,
      ${aggregate(sql`
        SELECT sch.hairdresser_id, sch.weekday, sch.starts_at, sch.ends_at
        FROM hairdresser_schedules sch JOIN hairdressers h ON h.id = sch.hairdresser_id
        WHERE h.salon_id = ANY(${ids}::text[]) AND h.active`)} AS shifts,
      ${aggregate(sql`
        SELECT d.hairdresser_id, d.day
        FROM hairdresser_days_off d JOIN hairdressers h ON h.id = d.hairdresser_id
        WHERE h.salon_id = ANY(${ids}::text[]) AND h.active AND d.day >= ${fromDate}::date`)} AS days_off
  `.execute(db);
  const row = rows[0]!;

  const salons = new Map<
    string,
    {
      row: SalonWithPlace;
      hours: Map<number, { opens_at: string; closes_at: string }>;
      exceptions: Map<string, { opens_at: string | null; closes_at: string | null }>;
      prices: Map<string, number>;
      hairdressers: CachedHairdresser[];
    }
  >();
  for (const salon of row.salons) {
    salons.set(salon.id, { row: salon, hours: new Map(), exceptions: new Map(), prices: new Map(), hairdressers: [] });
  }
  for (const h of row.hours) salons.get(h.salon_id)?.hours.set(h.weekday, { opens_at: h.opens_at, closes_at: h.closes_at });
  for (const e of row.exceptions) salons.get(e.salon_id)?.exceptions.set(e.day, { opens_at: e.opens_at, closes_at: e.closes_at });
  for (const p of row.prices) salons.get(p.salon_id)?.prices.set(p.service_id, p.price_minor);

  const shifts = new Map<string, Map<number, { starts_at: string; ends_at: string }>>();
  for (const s of row.shifts) {
    const own = shifts.get(s.hairdresser_id) ?? new Map<number, { starts_at: string; ends_at: string }>();
    own.set(s.weekday, { starts_at: s.starts_at, ends_at: s.ends_at });
    shifts.set(s.hairdresser_id, own);
  }
  const daysOff = new Map<string, Set<string>>();
  for (const d of row.days_off) {
    const own = daysOff.get(d.hairdresser_id) ?? new Set<string>();
    own.add(d.day);
    daysOff.set(d.hairdresser_id, own);
  }
  row.hairdressers.sort(byHairdresserName);
  for (const h of row.hairdressers) {
    salons.get(h.salon_id)?.hairdressers.push({
      id: h.id,
      name: h.name,
      categories: h.categories,
      shifts: shifts.get(h.id) ?? new Map(),
      daysOff: daysOff.get(h.id) ?? new Set(),
    });
  }
  return salons;
}

async function loadServices(db: Kysely<DB>, ids: string[]): Promise<Map<string, ServiceFacts>> {
  const rows = await db.selectFrom('services').select(['id', 'category', 'duration_minutes']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** A catalogue cache on this database, its entries aging on the app's clock. */
export function createCatalogueCache(db: Kysely<DB>, clock: Clock): CatalogueCache {
  const now = () => clock.now();
  const options = { ttlMs: CATALOGUE_TTL_MS, now: () => clock.millis() };
  const salons = new TtlCache<string, SalonCatalogue>({ ...options, maxEntries: 10_000 });
  const services = new TtlCache<string, ServiceFacts>({ ...options, maxEntries: 10_000 });
  // Only areas that exist are kept (an unknown one is a 404, not an entry).
  const areas = new TtlCache<string, string[]>({ ...options, maxEntries: 1_000 });
  return {
    salons(ids) {
      // The day before today in Warsaw: an entry is used at most CATALOGUE_TTL_MS after
      // its load, so every day a search can still book stays covered.
      return salons.getMany(ids, (missing) => loadSalons(db, missing, localDate(now().minus({ days: 1 }))));
    },
    services(ids) {
      return services.getMany(ids, (missing) => loadServices(db, missing));
    },
    async areaSalonIds(query, load) {
      const key = JSON.stringify([query.departmentCode, query.departmentName, query.city, query.virtualSalons]);
      return (await areas.get(key, load)) ?? [];
    },
    clear() {
      salons.clear();
      services.clear();
      areas.clear();
    },
  };
}
