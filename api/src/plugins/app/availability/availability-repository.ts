import fp from 'fastify-plugin';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { DateTime } from 'luxon';
import { HOLD_MINUTES } from '@salon/contracts/reservations-api';
import type { AreaQuery, Salon } from '@salon/contracts/catalog-api';
import type { Language } from '@salon/contracts/languages';
import type { DB, ReservationHoldsTable, ServiceRow } from '../../../db/schema.ts';
import { ApiFailure, PG_ERRORS, invalidValue, notFound, pgErrorCode } from '../../../lib/errors.ts';
import { SALON_ZONE, localDate } from '../../../lib/local-time.ts';
import {
  computeDaySlots,
  warsawDay,
  type BusyInterval,
  type HairdresserDay,
  type WarsawDay,
} from '../../../lib/slot-engine.ts';
import { toSalon } from '../catalog/salon-mapper.ts';
import { aggregate, byHairdresserName, createCatalogueCache, salonDayFacts, type SalonDayFacts } from './catalogue-cache.ts';
import { BoundedMemo, searchKey } from './search-memo.ts';

/*
 * Availability: loads what the slot engine needs for one day of many salons in one
 * statement, runs the engine per salon, and keeps slot holds. Routes (slot search,
 * holds) and the visits repository go through here, so that every booking path applies
 * the same rules.
 */

/** The query builder or a transaction of it (a Transaction is a Kysely). */
export type Executor = Kysely<DB>;

/** One salon's day: its hairdressers with their start times. */
export interface SalonDay {
  /**
   * Every active hairdresser doing the services' categories, by name; empty when the
   * salon cannot be booked for these services (disabled, takes no online reservations,
   * does not offer every service).
   */
  hairdressers: HairdresserDay[];
  /** The salon's price of the services together, in grosze; null when it does not offer every one. */
  servicePriceMinor: number | null;
}

export interface DaySlotsArgs {
  salonIds: string[];
  serviceIds: string[];
  /** 'yyyy-MM-dd', a Warsaw day. */
  date: string;
  /** A hold whose slot counts as free (the customer changing their own pick). */
  excludeHoldId?: string;
  /** Reservations whose time counts as free (the customer moving their own visit). */
  excludeReservationIds?: string[];
}

export interface FreeHairdressersArgs {
  salonId: string;
  serviceIds: string[];
  start: DateTime;
  excludeHoldId?: string;
  /** Reservations that count as free (an edit moves its own reservation). */
  excludeReservationIds?: string[];
}

/** A hold as stored. */
export interface HoldRecord {
  id: string;
  salonId: string;
  serviceId: string;
  hairdresserId: string;
  requestedHairdresserId: string | null;
  startsAt: Date;
  endsAt: Date;
  expiresAt: Date;
}

export interface CreateHoldArgs {
  salonId: string;
  serviceId: string;
  start: DateTime;
  /** Null: any free hairdresser. */
  hairdresserId: string | null;
  replacesHoldId?: string;
  /** The reservation being edited: its time counts as free (see FreeHairdressersArgs). */
  excludeReservationIds?: string[];
}

/** What a visit takes over from the hold it consumes. */
export interface ConsumedHold {
  hairdresserId: string;
  requestedHairdresserId: string | null;
  salonId: string;
  serviceId: string;
  startsAt: Date;
  endsAt: Date;
}

export interface AvailabilityRepository {
  /**
   * daySlots plus the salons themselves (as app.catalog.salonsByIds maps them, in the
   * order of `salonIds`, unknown ids left out), for the slot search: the catalogue's
   * part (salons, services, prices, hours, hairdressers, shifts, days off) from this
   * instance's cache, at most CATALOGUE_TTL_MS old; reservations and holds read on every
   * call, so a booking committed before the call is always seen. Answers are kept by
   * everything they are computed from (search-memo.ts) and shared: do not change them.
   */
  searchDay(args: DaySlotsArgs & { language: Language }): Promise<{ salons: Salon[]; days: Map<string, SalonDay> }>;
  /**
   * The enabled salons of an area, as app.catalog.salonIdsInArea answers (404 for an
   * unknown area), through the same cache as searchDay.
   */
  salonIdsInArea(query: AreaQuery): Promise<string[]>;
  /**
   * Forgets this instance's cached catalogue: whatever changes salons, services, prices,
   * hours, hairdressers, shifts or days off from inside the API calls it after its
   * commit, so that its own instance shows the change at once (the others within
   * CATALOGUE_TTL_MS).
   */
  invalidateCatalogue(): void;
  /**
   * Start times per hairdresser of each salon on a day (salons not found are left out).
   * Unknown service ids are a 404 on 'services', an impossible date a 400 on 'date'.
   */
  daySlots(args: DaySlotsArgs): Promise<Map<string, SalonDay>>;
  /**
   * Hairdressers of the salon for whom `start` is a slot under every rule of the engine,
   * most free first (fewest minutes booked or held that day, then id); empty when none.
   * Inside a transaction pass it as `executor` (PGlite has one connection: a query on
   * the app's pool would wait for the transaction to end).
   */
  freeHairdressersAt(args: FreeHairdressersArgs, executor?: Executor): Promise<string[]>;
  /**
   * Holds a slot for HOLD_MINUTES. 404 salonId / serviceId / hairdresserId when unknown,
   * 400 INVALID_VALUE serviceId when the salon does not offer it, 400 SLOT_NOT_AVAILABLE
   * when the slot cannot be held (taken, off the grid, outside hours, salon not booking).
   */
  createHold(args: CreateHoldArgs): Promise<HoldRecord>;
  /** Ends a live hold; false when unknown or already lapsed. */
  releaseHold(id: string): Promise<boolean>;
  /** consumeHold() below, on the app's clock. */
  consumeHold(trx: Executor, holdId: string): Promise<ConsumedHold | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    availability: AvailabilityRepository;
  }
}

const slotNotAvailable = () => new ApiFailure(400, 'SLOT_NOT_AVAILABLE');

/** What a booking or hold names, once checked: the service and its price in that salon. */
export interface Bookable {
  service: Pick<ServiceRow, 'id' | 'category' | 'duration_minutes' | 'minimum_distance_in_days'>;
  priceMinor: number;
}

/**
 * The checks every booking and hold starts with, in one order: what the request names
 * must exist (404 salonId, serviceId, hairdresserId — a hairdresser of another salon is
 * unknown there), the salon must offer the service (400 INVALID_VALUE serviceId), then
 * it must take online bookings (SLOT_NOT_AVAILABLE).
 */
export async function checkBookable(
  db: Executor,
  args: { salonId: string; serviceId: string; hairdresserId: string | null },
): Promise<Bookable> {
  const [salon, service, offered, hairdresser] = await Promise.all([
    db.selectFrom('salons').select(['enabled', 'accepts_reservations']).where('id', '=', args.salonId).executeTakeFirst(),
    db
      .selectFrom('services')
      .select(['id', 'category', 'duration_minutes', 'minimum_distance_in_days'])
      .where('id', '=', args.serviceId)
      .executeTakeFirst(),
    db
      .selectFrom('salon_services')
      .select('price_minor')
      .where('salon_id', '=', args.salonId)
      .where('service_id', '=', args.serviceId)
      .executeTakeFirst(),
    args.hairdresserId === null
      ? undefined
      : db.selectFrom('hairdressers').select('salon_id').where('id', '=', args.hairdresserId).executeTakeFirst(),
  ]);
  if (!salon) throw notFound('salonId');
  if (!service) throw notFound('serviceId');
  if (!offered) throw invalidValue('serviceId');
  if (args.hairdresserId !== null && hairdresser?.salon_id !== args.salonId) throw notFound('hairdresserId');
  if (!salon.enabled || !salon.accepts_reservations) throw slotNotAvailable();
  return { service, priceMinor: offered.price_minor };
}

/**
 * Serialises everything that books one hairdresser (holds, visits) until the caller's
 * transaction ends: the hold and reservation tables each exclude overlaps on their own,
 * but only a check made under this lock sees both.
 */
export async function lockHairdresser(trx: Executor, hairdresserId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`hairdresser:${hairdresserId}`}))`.execute(trx);
}

/**
 * Deletes a live hold in the caller's transaction and returns what it held; null when
 * unknown or lapsed (expires_at <= now). `now` is the app's clock (`app.clock.now()`);
 * `app.availability.consumeHold(trx, holdId)` passes it.
 */
export async function consumeHold(trx: Executor, holdId: string, now: DateTime): Promise<ConsumedHold | null> {
  const row = await trx
    .deleteFrom('reservation_holds')
    .where('id', '=', holdId)
    .where('expires_at', '>', now.toJSDate())
    .returning(['hairdresser_id', 'requested_hairdresser_id', 'salon_id', 'service_id', 'starts_at', 'ends_at'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    hairdresserId: row.hairdresser_id,
    requestedHairdresserId: row.requested_hairdresser_id,
    salonId: row.salon_id,
    serviceId: row.service_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  };
}

interface LoadArgs {
  salonIds: string[];
  serviceIds: string[];
  day: WarsawDay;
  now: DateTime;
  excludeHoldId?: string | undefined;
  excludeReservationIds?: string[] | undefined;
}

interface LoadedDay {
  durationMinutes: number;
  categories: string[];
  salons: Map<string, SalonDayFacts & { busy: BusyInterval[] }>;
}

const DAY_MS = 86_400_000;
const unique = (values: readonly string[]) => [...new Set(values)];

interface DayRows {
  services: { id: string; category: string; duration_minutes: number }[];
  salons: {
    id: string;
    enabled: boolean;
    is_open: boolean;
    accepts_reservations: boolean;
    opens_at: string | null;
    closes_at: string | null;
    exception_day: string | null;
    exception_opens_at: string | null;
    exception_closes_at: string | null;
    price_minor: number | null;
  }[];
  hairdressers: {
    id: string;
    salon_id: string;
    name: string;
    categories: string[];
    starts_at: string | null;
    ends_at: string | null;
    day_off: boolean;
  }[];
  busy: BusyRow[];
}

/** Time a hairdresser is taken, in epoch milliseconds. */
interface BusyRow {
  hairdresser_id: string;
  starts: number;
  ends: number;
}

/**
 * The active reservations and live holds of the salons' hairdressers that overlap the
 * day, through the (salon_id, starts_at) indexes: nothing lasts a day, so what overlaps
 * the day starts at most a day before it.
 */
function busySql(args: {
  salonIds: string[];
  day: WarsawDay;
  now: DateTime;
  excludeHoldId?: string | undefined;
  excludeReservationIds?: string[] | undefined;
}): RawBuilder<BusyRow> {
  const dayStart = new Date(args.day.startMs);
  const dayEnd = new Date(args.day.endMs);
  const from = new Date(args.day.startMs - DAY_MS);
  const now = args.now.toJSDate();
  const excludedReservations = unique(args.excludeReservationIds ?? []);
  const excludedHold = args.excludeHoldId ?? null;
  return sql<BusyRow>`
    SELECT hairdresser_id, (extract(epoch FROM starts_at) * 1000)::bigint AS starts, (extract(epoch FROM ends_at) * 1000)::bigint AS ends
    FROM reservations
    WHERE salon_id = ANY(${args.salonIds}::text[]) AND status = 'ACTIVE'
      AND starts_at >= ${from} AND starts_at < ${dayEnd} AND ends_at > ${dayStart}
      AND id <> ALL(${excludedReservations}::uuid[])
    UNION ALL
    SELECT hairdresser_id, (extract(epoch FROM starts_at) * 1000)::bigint, (extract(epoch FROM ends_at) * 1000)::bigint
    FROM reservation_holds
    WHERE salon_id = ANY(${args.salonIds}::text[]) AND expires_at > ${now}
      AND starts_at >= ${from} AND starts_at < ${dayEnd} AND ends_at > ${dayStart}
      AND (${excludedHold}::uuid IS NULL OR id <> ${excludedHold}::uuid)`;
}

/** Hands each busy interval to the salon of its hairdresser, if that hairdresser is listed for the services. */
function addBusy(loaded: LoadedDay, busy: readonly BusyRow[]): void {
  const salonOf = new Map<string, string>();
  for (const [salonId, salon] of loaded.salons) for (const h of salon.hairdressers) salonOf.set(h.id, salonId);
  for (const interval of busy) {
    const salonId = salonOf.get(interval.hairdresser_id);
    if (salonId === undefined) continue; // someone who does not do these services
    loaded.salons.get(salonId)?.busy.push({
      hairdresserId: interval.hairdresser_id,
      startsAt: new Date(Number(interval.starts)),
      endsAt: new Date(Number(interval.ends)),
    });
  }
}

/**
 * Everything the engine needs for the salons on a day, in ONE statement: every round
 * trip to the database costs more than the whole computation, so the services, the
 * salons with that day's weekly hours, exception and price, the hairdressers doing the
 * services' categories with that weekday's shift and day off, and the busy intervals
 * (active reservations, live holds) come back as JSON arrays of one row. Written as
 * SQL with array parameters so that its text (and the work of building it) does not
 * depend on how many salons are asked. Only the day's rows are read, through the
 * (salon_id, starts_at) indexes. The booking paths (holds, visits) read this way, never
 * from the slot search's catalogue cache: what they accept is checked against the
 * catalogue as it is now.
 */
async function loadDay(db: Executor, args: LoadArgs): Promise<LoadedDay> {
  const serviceIds = unique(args.serviceIds);
  const salonIds = unique(args.salonIds);
  const { date, weekday } = args.day;

  const { rows } = await sql<DayRows>`
    SELECT
      ${aggregate(sql`SELECT id, category, duration_minutes FROM services WHERE id = ANY(${serviceIds}::text[])`)} AS services,
      ${aggregate(sql`
        SELECT s.id, s.enabled, s.is_open, s.accepts_reservations, oh.opens_at, oh.closes_at,
          ex.day AS exception_day, ex.opens_at AS exception_opens_at, ex.closes_at AS exception_closes_at,
          (SELECT CASE WHEN count(*) = ${serviceIds.length}::int THEN sum(ss.price_minor) END
             FROM salon_services ss WHERE ss.salon_id = s.id AND ss.service_id = ANY(${serviceIds}::text[])) AS price_minor
        FROM salons s
        LEFT JOIN opening_hours oh ON oh.salon_id = s.id AND oh.weekday = ${weekday}::smallint
        LEFT JOIN opening_exceptions ex ON ex.salon_id = s.id AND ex.day = ${date}::date
        WHERE s.id = ANY(${salonIds}::text[])`)} AS salons,
      ${aggregate(sql`
        SELECT h.id, h.salon_id, h.name, h.categories, sch.starts_at, sch.ends_at,
          EXISTS (SELECT 1 FROM hairdresser_days_off d WHERE d.hairdresser_id = h.id AND d.day = ${date}::date) AS day_off
        FROM hairdressers h
        LEFT JOIN hairdresser_schedules sch ON sch.hairdresser_id = h.id AND sch.weekday = ${weekday}::smallint
        WHERE h.salon_id = ANY(${salonIds}::text[]) AND h.active
          -- a hairdresser must do every category of the services
          AND h.categories @> coalesce((SELECT array_agg(DISTINCT sv.category) FROM services sv WHERE sv.id = ANY(${serviceIds}::text[])), '{}')`)} AS hairdressers,
      ${aggregate(busySql({ ...args, salonIds }))} AS busy
  `.execute(db);
  const row = rows[0]!;

  const { services, salons, hairdressers, busy } = row;
  if (services.length !== serviceIds.length) throw notFound('services');

  const loaded: LoadedDay = {
    durationMinutes: services.reduce((sum, s) => sum + s.duration_minutes, 0),
    categories: unique(services.map((s) => s.category)),
    salons: new Map(),
  };
  for (const salon of salons) {
    loaded.salons.set(salon.id, {
      bookable: salon.enabled && salon.accepts_reservations && salon.price_minor !== null,
      priceMinor: salon.price_minor === null ? null : Number(salon.price_minor),
      open: salon.is_open,
      weekly: salon.opens_at && salon.closes_at ? [{ weekday, opens_at: salon.opens_at, closes_at: salon.closes_at }] : [],
      exceptions: salon.exception_day
        ? [{ day: salon.exception_day, opens_at: salon.exception_opens_at, closes_at: salon.exception_closes_at }]
        : [],
      hairdressers: [],
      busy: [],
    });
  }
  hairdressers.sort(byHairdresserName);
  for (const h of hairdressers) {
    loaded.salons.get(h.salon_id)?.hairdressers.push({
      id: h.id,
      name: h.name,
      categories: h.categories,
      active: true,
      schedule: h.starts_at && h.ends_at ? [{ weekday, starts_at: h.starts_at, ends_at: h.ends_at }] : [],
      daysOff: h.day_off ? [date] : [],
    });
  }
  addBusy(loaded, busy);
  return loaded;
}

function slotsOf(loaded: LoadedDay, date: string, now: DateTime): Map<string, SalonDay> {
  const result = new Map<string, SalonDay>();
  for (const [salonId, salon] of loaded.salons) {
    const hairdressers = salon.bookable
      ? computeDaySlots({
          date,
          now,
          durationMinutes: loaded.durationMinutes,
          categories: loaded.categories,
          salon,
          hairdressers: salon.hairdressers,
          busy: salon.busy,
        })
      : [];
    result.set(salonId, { hairdressers, servicePriceMinor: salon.priceMinor });
  }
  return result;
}

async function freeAt(db: Executor, args: FreeHairdressersArgs, now: DateTime): Promise<string[]> {
  const start = args.start.setZone(SALON_ZONE);
  const day = warsawDay(localDate(start))!;
  const loaded = await loadDay(db, {
    salonIds: [args.salonId],
    serviceIds: args.serviceIds,
    day,
    now,
    excludeHoldId: args.excludeHoldId,
    excludeReservationIds: args.excludeReservationIds,
  });
  const salon = loaded.salons.get(args.salonId);
  if (!salon) return [];
  const hairdressers = slotsOf(loaded, day.date, now).get(args.salonId)?.hairdressers ?? [];
  const at = start.toMillis();
  const booked = new Map<string, number>();
  for (const busy of salon.busy) {
    const minutes = Math.min(busy.endsAt.getTime(), day.endMs) - Math.max(busy.startsAt.getTime(), day.startMs);
    booked.set(busy.hairdresserId, (booked.get(busy.hairdresserId) ?? 0) + Math.max(0, minutes));
  }
  return hairdressers
    .filter((h) => h.slots.some((slot) => slot.toMillis() === at))
    .map((h) => h.id)
    .sort((a, b) => (booked.get(a) ?? 0) - (booked.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
}

const toHold = (row: Omit<Selectable<ReservationHoldsTable>, 'created_at'>): HoldRecord => ({
  id: row.id,
  salonId: row.salon_id,
  serviceId: row.service_id,
  hairdresserId: row.hairdresser_id,
  requestedHairdresserId: row.requested_hairdresser_id,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  expiresAt: row.expires_at,
});

/** Thrown inside a hold attempt to roll it back (the replaced hold comes back). */
class TakenMeanwhile extends Error {}

export default fp(
  async (app) => {
    const { db } = app;
    const now = () => app.clock.now();
    const catalogue = createCatalogueCache(db, app.clock);
    // The search's answers by everything they are computed from (search-memo.ts): shared
    // by callers, who must not change them.
    const answers = new BoundedMemo<{ salons: Salon[]; days: Map<string, SalonDay> }>(500);

    const repository: AvailabilityRepository = {
      async daySlots(args) {
        const day = warsawDay(args.date);
        if (!day) throw invalidValue('date');
        const at = now();
        const loaded = await loadDay(db, { ...args, day, now: at });
        return slotsOf(loaded, args.date, at);
      },

      async searchDay({ language, ...args }) {
        const day = warsawDay(args.date);
        if (!day) throw invalidValue('date');
        const at = now();
        const salonIds = unique(args.salonIds);
        const serviceIds = unique(args.serviceIds);
        // The bookings of the day from the database every time, the catalogue from the
        // cache (a query only for what is missing or expired), side by side.
        const [services, salons, busy] = await Promise.all([
          catalogue.services(serviceIds),
          catalogue.salons(salonIds),
          busySql({ ...args, salonIds, day, now: at }).execute(db),
        ]);
        if (services.size !== serviceIds.length) throw notFound('services');
        const key = searchKey({ salonIds, serviceIds, date: args.date, language, now: at, entries: [...services.values(), ...salons.values()], busy: busy.rows });
        const known = answers.get(key);
        if (known) return known;
        const categories = unique([...services.values()].map((s) => s.category));
        const loaded: LoadedDay = {
          durationMinutes: [...services.values()].reduce((sum, s) => sum + s.duration_minutes, 0),
          categories,
          salons: new Map(),
        };
        for (const [id, salon] of salons) loaded.salons.set(id, { ...salonDayFacts(salon, serviceIds, categories, day), busy: [] });
        addBusy(loaded, busy.rows);
        const answer = {
          salons: salonIds.flatMap((id) => {
            const salon = salons.get(id);
            return salon ? [toSalon(salon.row, language)] : [];
          }),
          days: slotsOf(loaded, args.date, at),
        };
        answers.set(key, answer);
        return answer;
      },

      salonIdsInArea(query) {
        return catalogue.areaSalonIds(query, async () => (await app.catalog.salonIdsInArea(query)) ?? []);
      },

      invalidateCatalogue() {
        catalogue.clear();
        answers.clear();
      },

      freeHairdressersAt(args, executor = db) {
        return freeAt(executor, args, now());
      },

      async createHold(args) {
        const { service } = await checkBookable(db, args);

        const start = args.start.setZone(SALON_ZONE);
        const query: FreeHairdressersArgs = {
          salonId: args.salonId,
          serviceIds: [args.serviceId],
          start,
          ...(args.replacesHoldId ? { excludeHoldId: args.replacesHoldId } : {}),
          ...(args.excludeReservationIds ? { excludeReservationIds: args.excludeReservationIds } : {}),
        };
        const candidates = args.hairdresserId !== null ? [args.hairdresserId] : await freeAt(db, query, now());

        // One transaction per candidate: lock them, clear their lapsed holds (the
        // exclusion constraint compares every row), release the replaced hold, check the
        // slot again under the lock, write. A failed attempt rolls back, so the replaced
        // hold survives when nothing could be held.
        for (const hairdresserId of candidates) {
          try {
            return await db.transaction().execute(async (trx) => {
              const at = now();
              await lockHairdresser(trx, hairdresserId);
              await trx
                .deleteFrom('reservation_holds')
                .where('hairdresser_id', '=', hairdresserId)
                .where('expires_at', '<=', at.toJSDate())
                .execute();
              if (args.replacesHoldId) await trx.deleteFrom('reservation_holds').where('id', '=', args.replacesHoldId).execute();
              const free = await freeAt(trx, query, at);
              if (!free.includes(hairdresserId)) throw new TakenMeanwhile();
              const row = await trx
                .insertInto('reservation_holds')
                .values({
                  salon_id: args.salonId,
                  service_id: args.serviceId,
                  hairdresser_id: hairdresserId,
                  requested_hairdresser_id: args.hairdresserId,
                  starts_at: start.toJSDate(),
                  ends_at: start.plus({ minutes: service.duration_minutes }).toJSDate(),
                  expires_at: at.plus({ minutes: HOLD_MINUTES }).toJSDate(),
                  created_at: at.toJSDate(),
                })
                .returningAll()
                .executeTakeFirstOrThrow();
              return toHold(row);
            });
          } catch (error) {
            if (error instanceof TakenMeanwhile || pgErrorCode(error) === PG_ERRORS.exclusionViolation) continue;
            throw error;
          }
        }
        throw slotNotAvailable();
      },

      async releaseHold(id) {
        const row = await db.deleteFrom('reservation_holds').where('id', '=', id).returning('expires_at').executeTakeFirst();
        return row !== undefined && row.expires_at.getTime() > now().toMillis();
      },

      consumeHold(trx, holdId) {
        return consumeHold(trx, holdId, now());
      },
    };

    app.decorate('availability', repository);
  },
  { name: 'availability-repository', dependencies: ['database', 'clock', 'catalog-repository'] },
);

