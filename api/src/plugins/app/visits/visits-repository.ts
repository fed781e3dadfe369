import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { Language } from '@salon/contracts/languages';
import type { LastVisit, RecentVisit, Visit, VisitLocation, VisitReservation, VisitSalon } from '@salon/contracts/reservations-api';
import type { ServiceRow } from '../../../db/schema.ts';
import { ApiFailure, PG_ERRORS, notFound, pgErrorCode } from '../../../lib/errors.ts';
import { SALON_ZONE, formatLocalDateTime } from '../../../lib/local-time.ts';
import { price } from '../../../lib/money.ts';
import { translate } from '../../../lib/translate.ts';
import { checkBookable, lockHairdresser, type ConsumedHold, type Executor } from '../availability/availability-repository.ts';
import { selectSalons, toSalon } from '../catalog/salon-mapper.ts';
import type { AuthUser } from '../auth.ts';
import { checkLocationForSalon, saveVisitLocation, visitLocations } from './visit-locations.ts';

/*
 * Visits and their reservations: booking, editing one reservation, cancelling, and the
 * customer's lists. Every booking path runs the same steps in one transaction:
 *   1. a per-phone advisory lock, so that one phone's bookings are checked one at a time
 *      and the per-phone rules (overlap, one per category, minimum distance) cannot race;
 *   2. those rules, in the order of spec part 1, section 8;
 *   3. the hairdresser: the one asked for, the one of the caller's hold, or the first
 *      free one, checked again under the hairdresser's advisory lock (the lock slot holds
 *      take too, so a hold and a reservation never overlap);
 *   4. the write. The exclusion constraint on reservations is what finally guarantees
 *      that no hairdresser is booked twice: a violation (23P01) is SLOT_NOT_AVAILABLE,
 *      and "any hairdresser" then tries the next free one in a new transaction;
 *   5. the messages about it and its reminder (visit-messages), in the same transaction,
 *      so a booking, change or cancel and what the customer is told commit together.
 */

/** A contact as checked by the route: names trimmed, phone in E.164, the address normalised. */
export interface VisitContact {
  firstName: string;
  lastName: string;
  phone: string;
  /** Where a virtual salon's visit happens (visit-locations.ts); absent: none given. */
  location?: VisitLocation;
}

export interface CreateVisitArgs {
  salonId: string;
  serviceId: string;
  /** Null: any hairdresser. */
  hairdresserId: string | null;
  start: DateTime;
  contact: VisitContact;
  clientNote: string | null;
  holdId?: string | undefined;
  /** The signed-in customer, if any. */
  user: AuthUser | null;
  /** The customer saw the DIFFERENT_PHONE_NUMBER warning and books anyway. */
  acceptDifferentPhone: boolean;
  /** The request's language: messages about the visit are written in it. */
  language: Language;
  /** The client's Idempotency-Key with the fingerprint of what it books, kept with the visit. */
  idempotency?: VisitRequest | null;
}

/** A booking request's Idempotency-Key and the hash of what it booked. */
export interface VisitRequest {
  key: string;
  fingerprint: string;
}

export interface EditReservationArgs {
  visitId: string;
  reservationId: string;
  serviceId: string;
  start: DateTime;
  hairdresserId: string | null;
  /** New contact of the visit; absent: unchanged. */
  contact?: VisitContact | undefined;
  holdId?: string | undefined;
  user: AuthUser | null;
  acceptDifferentPhone: boolean;
  /** The editor's language: it replaces the visit's, for this and later messages. */
  language: Language;
}

/** Who cancels a visit: its customer, or a salon's till (of the visit's salon or its company). */
export type VisitCanceller = { by: 'CUSTOMER' } | { by: 'SALON'; salonId: string };

export interface RecentVisitsArgs {
  limit: number;
  withCanceled: boolean;
}

export interface VisitsRepository {
  /**
   * Books a visit of one service; returns its id. Its confirmation and reminder are
   * written in the same transaction (visit-messages). 404 salonId / serviceId /
   * hairdresserId, 400 INVALID_VALUE serviceId (not offered there), 400
   * DIFFERENT_PHONE_NUMBER, OTHER_RESERVATION_IN_PROGRESS, RESERVATION_LIMIT_EXCEEDED,
   * MINIMUM_DISTANCE_NOT_MET, SLOT_NOT_AVAILABLE.
   */
  create(args: CreateVisitArgs): Promise<string>;
  /** The visit booked under an Idempotency-Key, with the fingerprint of what it booked. */
  findRequest(key: string): Promise<{ visitId: string; fingerprint: string } | undefined>;
  /**
   * Moves one reservation of a visit (service, time, hairdresser) under the rules of
   * create, its own time counting as free; optionally changes the visit's contact. The
   * change message goes with it and the reminder moves. Also 404 visitId /
   * reservationId, 400 RESERVATION_CANCELLED, RESERVATION_EXPIRED.
   */
  editReservation(args: EditReservationArgs): Promise<void>;
  /**
   * Cancels the visit and all its reservations, noting who did; the cancellation message
   * goes with it and the reminder is dropped. 404 id (also for a salon of another
   * company), 400 RESERVATION_CANCELLED, 400 RESERVATION_EXPIRED once its first
   * reservation has started.
   */
  cancel(visitId: string, canceller: VisitCanceller): Promise<void>;
  findById(id: string, language: Language): Promise<Visit | null>;
  /** The customer's visits, newest start first, cancelled ones included. */
  listOf(user: AuthUser, language: Language): Promise<Visit[]>;
  /** The customer's visits still to come and not cancelled, soonest first (the profile's reservations tab). */
  upcomingOf(user: AuthUser, language: Language): Promise<Visit[]>;
  /** The customer's latest visit that has started and was not cancelled. */
  lastOf(user: AuthUser, language: Language): Promise<LastVisit | null>;
  /** The customer's latest visits by start, past and future. */
  recentOf(user: AuthUser, args: RecentVisitsArgs, language: Language): Promise<RecentVisit[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    visits: VisitsRepository;
  }
}

const failure = (code: 'SLOT_NOT_AVAILABLE' | 'RESERVATION_CANCELLED' | 'RESERVATION_EXPIRED') => new ApiFailure(400, code);
const differentPhone = () => new ApiFailure(400, 'DIFFERENT_PHONE_NUMBER', 'contact.phone');

/** PostgreSQL's deadlock_detected: the transaction was chosen as the victim and may be run again. */
const DEADLOCK = '40P01';
/** Bound of the attempts of one booking (one per candidate hairdresser, plus deadlock retries). */
const MAX_ATTEMPTS = 25;

/** Ends the current attempt so that the next free hairdresser is tried. */
class HairdresserTaken extends Error {
  constructor(readonly hairdresserId: string) {
    super(`hairdresser ${hairdresserId} taken meanwhile`);
  }
}

/** Serialises the bookings of one phone until the transaction ends. */
async function lockPhone(trx: Executor, phone: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`phone:${phone}`}))`.execute(trx);
}

/** What a booking path settles before its transaction. */
interface Booking {
  salonId: string;
  service: Pick<ServiceRow, 'id' | 'category' | 'duration_minutes' | 'minimum_distance_in_days'>;
  priceMinor: number;
  start: DateTime;
  end: DateTime;
  phone: string;
  requestedHairdresserId: string | null;
  holdId: string | undefined;
  /** The reservation being edited: free time for the engine, not counted by the rules. */
  editedReservationId: string | null;
  /** The visit being edited: its other reservations are the same booking for the category rule. */
  editedVisitId: string | null;
}

/**
 * The per-phone rules, in order (spec part 1, section 8), over the ACTIVE reservations
 * of the phone's visits: one overlapping the new time (any category); one in the same
 * category that has not ended yet; one of the same service closer than the service's
 * minimum distance (past or future).
 */
async function checkPhoneRules(trx: Executor, booking: Booking, now: DateTime): Promise<void> {
  const { service, start, end } = booking;
  const distance = service.minimum_distance_in_days;
  // Calendar days in Warsaw, so the bound keeps its wall-clock time across a clock change.
  const near = distance ? { from: start.minus({ days: distance }), to: start.plus({ days: distance }) } : null;
  const rows = await trx
    .selectFrom('reservations as r')
    .innerJoin('visits as v', 'v.id', 'r.visit_id')
    .innerJoin('services as s', 's.id', 'r.service_id')
    .select(['r.visit_id', 'r.service_id', 's.category', 'r.starts_at', 'r.ends_at'])
    .where('v.phone', '=', booking.phone)
    .where('v.status', '=', 'ACTIVE')
    .where('r.status', '=', 'ACTIVE')
    .$if(booking.editedReservationId !== null, (qb) => qb.where('r.id', '!=', booking.editedReservationId!))
    .where((eb) =>
      eb.or([
        eb.and([eb('r.starts_at', '<', end.toJSDate()), eb('r.ends_at', '>', start.toJSDate())]),
        eb.and([eb('s.category', '=', service.category), eb('r.ends_at', '>', now.toJSDate())]),
        ...(near
          ? [
              eb.and([
                eb('r.service_id', '=', service.id),
                eb('r.starts_at', '>', near.from.toJSDate()),
                eb('r.starts_at', '<', near.to.toJSDate()),
              ]),
            ]
          : []),
      ]),
    )
    .execute();

  if (rows.some((r) => r.starts_at < end.toJSDate() && r.ends_at > start.toJSDate())) {
    throw new ApiFailure(400, 'OTHER_RESERVATION_IN_PROGRESS');
  }
  if (
    rows.some(
      (r) => r.category === service.category && r.ends_at.getTime() > now.toMillis() && r.visit_id !== booking.editedVisitId,
    )
  ) {
    throw new ApiFailure(400, 'RESERVATION_LIMIT_EXCEEDED');
  }
  if (
    near &&
    rows.some(
      (r) =>
        r.service_id === service.id &&
        r.starts_at.getTime() > near.from.toMillis() &&
        r.starts_at.getTime() < near.to.toMillis(),
    )
  ) {
    throw new ApiFailure(400, 'MINIMUM_DISTANCE_NOT_MET', undefined, { minimumDistanceInDays: distance });
  }
}

const holdMatches = (hold: ConsumedHold, booking: Booking) =>
  hold.salonId === booking.salonId &&
  hold.serviceId === booking.service.id &&
  hold.startsAt.getTime() === booking.start.toMillis() &&
  (booking.requestedHairdresserId === null || booking.requestedHairdresserId === hold.hairdresserId);

/** The visit's customer link: the account when it books under its own phone (or has none). */
function checkPhoneOfUser(user: AuthUser | null, phone: string, acceptDifferentPhone: boolean): string | null {
  if (!user) return null;
  // An account without a phone cannot differ; its visits are found by user_id.
  if (user.phone === null || user.phone === phone) return user.id;
  if (!acceptDifferentPhone) throw differentPhone();
  // Booked for someone else: not the account's visit (spec part 1, section 6).
  return null;
}

/**
 * Whether a till of `salonId` may act on the visit: the visit is booked in its salon, or
 * in a salon of the same operating company.
 */
async function salonManages(trx: Executor, salonId: string, visitId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('visits as v')
    .innerJoin('salons as visit_salon', 'visit_salon.id', 'v.salon_id')
    .innerJoin('salons as till_salon', (join) => join.on('till_salon.id', '=', salonId))
    .select(['visit_salon.id', 'visit_salon.company_id as visit_company', 'till_salon.company_id as till_company'])
    .where('v.id', '=', visitId)
    .executeTakeFirst();
  if (!row) return false;
  return row.id === salonId || (row.visit_company !== null && row.visit_company === row.till_company);
}

export default fp(
  async (app) => {
    const { db } = app;
    const now = () => app.clock.now();

    /** Salon, service and hairdresser of a booking; the checks of create and edit, in order. */
    async function settle(args: {
      salonId: string;
      serviceId: string;
      hairdresserId: string | null;
      start: DateTime;
    }): Promise<Pick<Booking, 'salonId' | 'service' | 'priceMinor' | 'start' | 'end'>> {
      const { service, priceMinor } = await checkBookable(db, args);
      const start = args.start.setZone(SALON_ZONE);
      return {
        salonId: args.salonId,
        service,
        priceMinor,
        start,
        end: start.plus({ minutes: service.duration_minutes }),
      };
    }

    /**
     * Runs the booking transaction until it writes, trying hairdressers one per
     * transaction. `prepare` runs first in each (locks and re-checks of the caller);
     * `write` stores the reservation for the chosen hairdresser.
     */
    async function book<T>(
      booking: Booking,
      steps: {
        prepare?: (trx: Executor) => Promise<void>;
        write: (trx: Executor, hairdresserId: string) => Promise<T>;
      },
    ): Promise<T> {
      const tried = new Set<string>();
      const excludeReservationIds = booking.editedReservationId ? [booking.editedReservationId] : [];
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        try {
          return await db.transaction().execute(async (trx) => {
            await lockPhone(trx, booking.phone);
            await steps.prepare?.(trx);
            const at = now();
            await checkPhoneRules(trx, booking, at);

            const held = booking.holdId ? await app.availability.consumeHold(trx, booking.holdId) : null;
            const heldHairdresser = held && holdMatches(held, booking) ? held.hairdresserId : null;
            const query = {
              salonId: booking.salonId,
              serviceIds: [booking.service.id],
              start: booking.start,
              ...(booking.holdId ? { excludeHoldId: booking.holdId } : {}),
              excludeReservationIds,
            };

            let candidate: string | undefined;
            if (booking.requestedHairdresserId !== null) {
              candidate = booking.requestedHairdresserId;
            } else {
              const free = await app.availability.freeHairdressersAt(query, trx);
              candidate =
                heldHairdresser !== null && !tried.has(heldHairdresser) && free.includes(heldHairdresser)
                  ? heldHairdresser
                  : free.find((id) => !tried.has(id));
            }
            if (candidate === undefined) throw failure('SLOT_NOT_AVAILABLE');

            // Checked (again) under the hairdresser's lock, which slot holds take too.
            await lockHairdresser(trx, candidate);
            const free = await app.availability.freeHairdressersAt(query, trx);
            if (!free.includes(candidate)) throw new HairdresserTaken(candidate);
            try {
              return await steps.write(trx, candidate);
            } catch (error) {
              if (pgErrorCode(error) === PG_ERRORS.exclusionViolation) throw new HairdresserTaken(candidate);
              throw error;
            }
          });
        } catch (error) {
          if (pgErrorCode(error) === DEADLOCK) continue;
          if (!(error instanceof HairdresserTaken)) throw error;
          if (booking.requestedHairdresserId !== null) throw failure('SLOT_NOT_AVAILABLE');
          tried.add(error.hairdresserId);
        }
      }
      throw failure('SLOT_NOT_AVAILABLE');
    }

    async function salonsById(ids: string[], language: Language): Promise<Map<string, VisitSalon>> {
      if (ids.length === 0) return new Map();
      const rows = await selectSalons(db).where('salons.id', 'in', [...new Set(ids)]).execute();
      return new Map(
        rows.map((row) => {
          const salon = toSalon(row, language);
          const location = salon.location
            ? {
                city: salon.location.city,
                cityCode: salon.location.cityCode,
                postcode: salon.location.postcode,
                address: salon.location.address,
              }
            : null;
          return [
            salon.id,
            { id: salon.id, name: salon.name, phone: salon.phone, virtual: salon.virtual, location, coordinates: salon.coordinates },
          ];
        }),
      );
    }

    /** Visits with their reservations (by start), salons, services and hairdressers; in the order of `ids`. */
    async function loadVisits(ids: string[], language: Language): Promise<Visit[]> {
      if (ids.length === 0) return [];
      const [visits, reservations, locations] = await Promise.all([
        db
          .selectFrom('visits as v')
          .leftJoin('hairdressers as h', 'h.id', 'v.selected_hairdresser_id')
          .select([
            'v.id',
            'v.first_name',
            'v.last_name',
            'v.phone',
            'v.salon_id',
            'v.selected_hairdresser_id',
            'h.name as selected_hairdresser_name',
            'v.client_note',
            'v.status',
            'v.cancelled_by',
          ])
          .where('v.id', 'in', ids)
          .execute(),
        db
          .selectFrom('reservations as r')
          .innerJoin('services as s', 's.id', 'r.service_id')
          .innerJoin('hairdressers as h', 'h.id', 'r.hairdresser_id')
          .select([
            'r.id',
            'r.visit_id',
            'r.salon_id',
            'r.service_id',
            's.name as service_name',
            's.category',
            's.duration_minutes',
            'r.starts_at',
            'r.ends_at',
            'r.hairdresser_id',
            'h.name as hairdresser_name',
            'r.price_minor',
            'r.status',
          ])
          .where('r.visit_id', 'in', ids)
          .orderBy('r.starts_at')
          .orderBy('r.id')
          .execute(),
        visitLocations(db, ids),
      ]);
      const salons = await salonsById([...visits.map((v) => v.salon_id), ...reservations.map((r) => r.salon_id)], language);
      const salonOf = (id: string) => {
        const salon = salons.get(id);
        if (!salon) throw new Error(`salon ${id} of a visit not found`);
        return salon;
      };

      const reservationsOf = new Map<string, VisitReservation[]>();
      for (const r of reservations) {
        const list = reservationsOf.get(r.visit_id) ?? [];
        list.push({
          id: r.id,
          salon: salonOf(r.salon_id),
          service: { id: r.service_id, name: translate(r.service_name, language) ?? r.service_id, category: r.category, duration: r.duration_minutes },
          startDateTime: formatLocalDateTime(r.starts_at),
          endDateTime: formatLocalDateTime(r.ends_at),
          hairdresserId: r.hairdresser_id,
          hairdresserName: r.hairdresser_name,
          price: price(r.price_minor),
          status: r.status,
        });
        reservationsOf.set(r.visit_id, list);
      }
      const ends = new Map<string, Date>();
      for (const r of reservations) {
        const end = ends.get(r.visit_id);
        if (!end || r.ends_at > end) ends.set(r.visit_id, r.ends_at);
      }

      const byId = new Map(visits.map((v) => [v.id, v]));
      return ids.flatMap((id) => {
        const visit = byId.get(id);
        const list = reservationsOf.get(id);
        const end = ends.get(id);
        // A visit is always written with its first reservation; one without is no visit.
        if (!visit || !list?.[0] || !end) return [];
        const location = locations.get(id);
        return [
          {
            id: visit.id,
            contact: {
              firstName: visit.first_name,
              lastName: visit.last_name,
              phone: visit.phone,
              // A visit at the customer's place only (visit-locations.ts).
              ...(location ? { location } : {}),
            },
            reservations: list,
            salon: salonOf(visit.salon_id),
            note: visit.client_note,
            selectedHairdresser: visit.selected_hairdresser_id,
            selectedHairdresserName: visit.selected_hairdresser_name,
            status: visit.status,
            cancelledBy: visit.cancelled_by,
            startDateTime: list[0].startDateTime,
            endDateTime: formatLocalDateTime(end),
          },
        ];
      });
    }

    /** Ids of the customer's visits, latest first start first. */
    function visitIdsOf(user: AuthUser, filter: { activeOnly?: boolean; startedBy?: DateTime; startsAfter?: DateTime; soonestFirst?: boolean; limit?: number } = {}) {
      const firstStart = sql<Date>`min(r.starts_at)`;
      return db
        .selectFrom('visits as v')
        .innerJoin('reservations as r', 'r.visit_id', 'v.id')
        .select(['v.id', firstStart.as('starts_at')])
        // Visits are the account's by phone, so a booking made as a guest shows too; an
        // account without a phone has only what it booked signed in.
        .where((eb) => (user.phone !== null ? eb('v.phone', '=', user.phone) : eb('v.user_id', '=', user.id)))
        .$if(filter.activeOnly === true, (qb) => qb.where('v.status', '=', 'ACTIVE'))
        .groupBy('v.id')
        .$if(filter.startedBy !== undefined, (qb) => qb.having(firstStart, '<=', filter.startedBy!.toJSDate()))
        .$if(filter.startsAfter !== undefined, (qb) => qb.having(firstStart, '>', filter.startsAfter!.toJSDate()))
        .orderBy(firstStart, filter.soonestFirst ? 'asc' : 'desc')
        .orderBy('v.id')
        .$if(filter.limit !== undefined, (qb) => qb.limit(filter.limit!))
        .execute()
        .then((rows) => rows.map((row) => row.id));
    }

    const repository: VisitsRepository = {
      async create(args) {
        const settled = await settle(args);
        await checkLocationForSalon(db, settled.salonId, args.contact.location, { required: true });
        const userId = checkPhoneOfUser(args.user, args.contact.phone, args.acceptDifferentPhone);
        const booking: Booking = {
          ...settled,
          phone: args.contact.phone,
          requestedHairdresserId: args.hairdresserId,
          holdId: args.holdId,
          editedReservationId: null,
          editedVisitId: null,
        };
        return book(booking, {
          async write(trx, hairdresserId) {
            const at = now().toJSDate();
            const visit = await trx
              .insertInto('visits')
              .values({
                user_id: userId,
                first_name: args.contact.firstName,
                last_name: args.contact.lastName,
                phone: args.contact.phone,
                salon_id: booking.salonId,
                selected_hairdresser_id: args.hairdresserId,
                client_note: args.clientNote,
                created_at: at,
                cancelled_at: null,
                language: args.language,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await trx
              .insertInto('reservations')
              .values({
                visit_id: visit.id,
                salon_id: booking.salonId,
                service_id: booking.service.id,
                hairdresser_id: hairdresserId,
                starts_at: booking.start.toJSDate(),
                ends_at: booking.end.toJSDate(),
                price_minor: booking.priceMinor,
              })
              .execute();
            if (args.contact.location) await saveVisitLocation(trx, visit.id, args.contact.location);
            if (args.idempotency) {
              // A second request with this key, running beside this one, waits here on
              // the key's row and fails when this one commits: it then answers this visit.
              await trx
                .insertInto('visit_requests')
                .values({ idempotency_key: args.idempotency.key, visit_id: visit.id, fingerprint: args.idempotency.fingerprint })
                .execute();
            }
            await app.visitMessages.booked(trx, visit.id);
            return visit.id;
          },
        });
      },

      async findRequest(key) {
        const row = await db
          .selectFrom('visit_requests')
          .select(['visit_id', 'fingerprint'])
          .where('idempotency_key', '=', key)
          .executeTakeFirst();
        return row ? { visitId: row.visit_id, fingerprint: row.fingerprint } : undefined;
      },

      async editReservation(args) {
        const current = await db
          .selectFrom('visits as v')
          .leftJoin('reservations as r', (join) => join.onRef('r.visit_id', '=', 'v.id').on('r.id', '=', args.reservationId))
          .select(['v.phone', 'v.user_id', 'r.salon_id', 'r.id as reservation_id'])
          .where('v.id', '=', args.visitId)
          .executeTakeFirst();
        if (!current) throw notFound('visitId');
        if (!current.reservation_id || !current.salon_id) throw notFound('reservationId');

        /** Cancelled or started: checked now and again under the visit's row lock. */
        const checkEditable = async (executor: Executor, forUpdate: boolean) => {
          let visitQuery = executor.selectFrom('visits').select('status').where('id', '=', args.visitId);
          if (forUpdate) visitQuery = visitQuery.forUpdate();
          const visit = await visitQuery.executeTakeFirstOrThrow();
          const reservation = await executor
            .selectFrom('reservations')
            .select(['status', 'starts_at'])
            .where('id', '=', args.reservationId)
            .executeTakeFirstOrThrow();
          if (visit.status === 'CANCELLED' || reservation.status === 'CANCELLED') throw failure('RESERVATION_CANCELLED');
          if (reservation.starts_at.getTime() <= now().toMillis()) throw failure('RESERVATION_EXPIRED');
        };
        await checkEditable(db, false);

        // An edit keeps the reservation in its salon: the payload names no salon.
        const settled = await settle({ ...args, salonId: current.salon_id });
        await checkLocationForSalon(db, current.salon_id, args.contact?.location, { required: false });
        const phone = args.contact?.phone ?? current.phone;
        const userIfSame = checkPhoneOfUser(args.user, phone, args.acceptDifferentPhone);
        // The account link follows the phone: kept while it does not change.
        const userId = phone === current.phone ? current.user_id : userIfSame;

        const booking: Booking = {
          ...settled,
          phone,
          requestedHairdresserId: args.hairdresserId,
          holdId: args.holdId,
          editedReservationId: args.reservationId,
          editedVisitId: args.visitId,
        };
        await book(booking, {
          // A cancel running meanwhile takes the same row lock.
          prepare: (trx) => checkEditable(trx, true),
          async write(trx, hairdresserId) {
            // Where the visit was, for the change message (under the visit's row lock).
            const before = await trx
              .selectFrom('reservations')
              .select(sql<Date>`min(starts_at)`.as('starts_at'))
              .where('visit_id', '=', args.visitId)
              .where('status', '=', 'ACTIVE')
              .executeTakeFirstOrThrow();
            // An UPDATE of the row, so the exclusion constraint checks the new range.
            await trx
              .updateTable('reservations')
              .set({
                service_id: booking.service.id,
                hairdresser_id: hairdresserId,
                starts_at: booking.start.toJSDate(),
                ends_at: booking.end.toJSDate(),
                price_minor: booking.priceMinor,
              })
              .where('id', '=', args.reservationId)
              .execute();
            await trx
              .updateTable('visits')
              .set({
                selected_hairdresser_id: args.hairdresserId,
                user_id: userId,
                language: args.language,
                ...(args.contact
                  ? { first_name: args.contact.firstName, last_name: args.contact.lastName, phone: args.contact.phone }
                  : {}),
              })
              .where('id', '=', args.visitId)
              .execute();
            if (args.contact?.location) await saveVisitLocation(trx, args.visitId, args.contact.location);
            await app.visitMessages.changed(trx, args.visitId, { start: DateTime.fromJSDate(new Date(before.starts_at)) });
          },
        });
      },

      async cancel(visitId, canceller) {
        await db.transaction().execute(async (trx) => {
          const visit = await trx
            .selectFrom('visits')
            .select('status')
            .where('id', '=', visitId)
            .forUpdate()
            .executeTakeFirst();
          if (!visit) throw notFound('id');
          // Another company's visit is as unknown to a till as a missing one.
          if (canceller.by === 'SALON' && !(await salonManages(trx, canceller.salonId, visitId))) throw notFound('id');
          if (visit.status === 'CANCELLED') throw failure('RESERVATION_CANCELLED');
          const first = await trx
            .selectFrom('reservations')
            .select(sql<Date | null>`min(starts_at)`.as('starts_at'))
            .where('visit_id', '=', visitId)
            .executeTakeFirst();
          const at = now();
          // A visit in progress cannot be cancelled (spec part 1, section 4); the spec has no
          // code of its own for that, so it is RESERVATION_EXPIRED like a past one.
          if (first?.starts_at && first.starts_at.getTime() <= at.toMillis()) throw failure('RESERVATION_EXPIRED');
          await trx
            .updateTable('visits')
            .set({ status: 'CANCELLED', cancelled_at: at.toJSDate(), cancelled_by: canceller.by })
            .where('id', '=', visitId)
            .execute();
          await trx.updateTable('reservations').set({ status: 'CANCELLED' }).where('visit_id', '=', visitId).execute();
          await app.visitMessages.cancelled(trx, visitId);
        });
      },

      async findById(id, language) {
        const [visit] = await loadVisits([id], language);
        return visit ?? null;
      },

      async listOf(user, language) {
        return loadVisits(await visitIdsOf(user), language);
      },

      async upcomingOf(user, language) {
        return loadVisits(await visitIdsOf(user, { activeOnly: true, startsAfter: now(), soonestFirst: true }), language);
      },

      async lastOf(user, language) {
        const [id] = await visitIdsOf(user, { activeOnly: true, startedBy: now(), limit: 1 });
        if (id === undefined) return null;
        const [visit] = await loadVisits([id], language);
        const first = visit?.reservations[0];
        if (!visit || !first) return null;
        return {
          id: visit.id,
          salon: visit.salon,
          service: first.service,
          startDateTime: visit.startDateTime,
          hairdresserId: first.hairdresserId,
          hairdresserName: first.hairdresserName,
        };
      },

      async recentOf(user, args, language) {
        const ids = await visitIdsOf(user, { activeOnly: !args.withCanceled, limit: args.limit });
        const visits = await loadVisits(ids, language);
        return visits.flatMap((visit) => {
          const first = visit.reservations[0];
          if (!first) return [];
          return [
            {
              id: visit.id,
              salon: visit.salon,
              service: first.service,
              startDateTime: visit.startDateTime,
              selectedHairdresserName: visit.selectedHairdresserName,
              status: visit.status,
            },
          ];
        });
      },
    };

    app.decorate('visits', repository);
  },
  { name: 'visits-repository', dependencies: ['database', 'clock', 'availability-repository', 'auth', 'visit-messages'] },
);
