import { DateTime } from 'luxon';
import type { Language } from '@salon/contracts/languages';
import type { VisitLocation } from '@salon/contracts/reservations-api';
import type { RecordStatus, Translations } from '../../../db/schema.ts';
import { SALON_ZONE } from '../../../lib/local-time.ts';
import type { Executor } from '../availability/availability-repository.ts';
import { visitLocations } from '../visits/visit-locations.ts';

/** One service of a visit as its messages name it. */
export interface VisitFactsReservation {
  serviceId: string;
  /** The service's name in every language (a notification is read in the reader's). */
  serviceName: Translations;
  hairdresserName: string;
  priceMinor: number;
  start: DateTime;
  end: DateTime;
}

/** What every message about a visit says, read in the transaction that changes it. */
export interface VisitFacts {
  id: string;
  status: RecordStatus;
  language: Language;
  cancelledBy: 'CUSTOMER' | 'SALON' | null;
  firstName: string;
  /** The visit's phone (E.164): every message goes there by SMS. */
  phone: string;
  /** The account the visit belongs to, if any. */
  userId: string | null;
  /** That account's e-mail, when it has one: the e-mail copy goes there. */
  email: string | null;
  salon: {
    id: string;
    name: string;
    phone: string;
    /** The first address line (the spec's "first line is used"); null for a mobile salon. */
    street: string | null;
    postcode: string | null;
    city: string;
  };
  /**
   * Where a visit at the customer's place happens (a virtual salon's): the messages name
   * it instead of a salon's address. Null for a visit in a salon.
   */
  location: VisitLocation | null;
  /** The first start and the last end, in the salon's zone. */
  start: DateTime;
  end: DateTime;
  /** By start; a cancelled visit keeps its (cancelled) reservations, an active one only the active ones. */
  reservations: VisitFactsReservation[];
}

const local = (instant: Date) => DateTime.fromJSDate(instant).setZone(SALON_ZONE);

/**
 * The visit as its messages describe it, read through `executor` (inside the transaction
 * that changes it, so the messages tell what that transaction writes). Null for no such
 * visit, or one without a reservation.
 */
export async function loadVisitFacts(executor: Executor, visitId: string): Promise<VisitFacts | null> {
  const visit = await executor
    .selectFrom('visits as v')
    .innerJoin('salons as s', 's.id', 'v.salon_id')
    .innerJoin('cities as c', 'c.code', 's.city_code')
    .leftJoin('users as u', 'u.id', 'v.user_id')
    .select([
      'v.id',
      'v.status',
      'v.language',
      'v.cancelled_by',
      'v.first_name',
      'v.phone',
      'v.user_id',
      'u.email',
      's.id as salon_id',
      's.name as salon_name',
      's.phone as salon_phone',
      's.is_virtual',
      's.address',
      's.postcode',
      'c.name as city',
    ])
    .where('v.id', '=', visitId)
    .executeTakeFirst();
  if (!visit) return null;
  const rows = await executor
    .selectFrom('reservations as r')
    .innerJoin('services as sv', 'sv.id', 'r.service_id')
    .innerJoin('hairdressers as h', 'h.id', 'r.hairdresser_id')
    .select(['r.service_id', 'sv.name as service_name', 'h.name as hairdresser_name', 'r.price_minor', 'r.starts_at', 'r.ends_at'])
    .where('r.visit_id', '=', visitId)
    .$if(visit.status === 'ACTIVE', (qb) => qb.where('r.status', '=', 'ACTIVE'))
    .orderBy('r.starts_at')
    .orderBy('r.id')
    .execute();
  const first = rows[0];
  if (!first) return null;
  const reservations = rows.map((row) => ({
    serviceId: row.service_id,
    serviceName: row.service_name,
    hairdresserName: row.hairdresser_name,
    priceMinor: row.price_minor,
    start: local(row.starts_at),
    end: local(row.ends_at),
  }));
  const located = !visit.is_virtual && visit.address !== null && visit.address.length > 0;
  const location = visit.is_virtual ? ((await visitLocations(executor, [visit.id])).get(visit.id) ?? null) : null;
  return {
    id: visit.id,
    status: visit.status,
    language: visit.language,
    cancelledBy: visit.cancelled_by,
    firstName: visit.first_name,
    phone: visit.phone,
    userId: visit.user_id,
    email: visit.user_id !== null ? (visit.email ?? null) : null,
    salon: {
      id: visit.salon_id,
      name: visit.salon_name,
      phone: visit.salon_phone,
      street: located ? (visit.address?.[0] ?? null) : null,
      postcode: located ? visit.postcode : null,
      city: visit.city,
    },
    location,
    start: local(first.starts_at),
    end: local(new Date(Math.max(...rows.map((row) => row.ends_at.getTime())))),
    reservations,
  };
}
