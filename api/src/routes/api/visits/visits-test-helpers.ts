import { DateTime } from 'luxon';
import type { Kysely } from 'kysely';
import { VISIT_TOKEN_HEADER, type BookedVisit, type CreateVisit } from '@salon/contracts/reservations-api';
import type { DB } from '../../../db/schema.ts';
import { SALON_ZONE } from '../../../lib/local-time.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { visitAccessToken } from '../../../plugins/app/visits/visit-links.ts';

/*
 * Shared by the visits tests. The anchors of the seed: salon M101 in Warszawa, its
 * hairdresser H10101 who has no seeded visits and no days off (works Mon–Fri
 * 09:00–17:00), and Tuesday 24 November 2026, the day after the tests' "now"
 * (Monday 23 November, 08:00).
 */

export const SALON = 'M101';
export const FREE_HAIRDRESSER = 'H10101';
export const TUESDAY = '2026-11-24';

/**
 * For the beforeAll that builds the app: migrating and seeding takes several seconds on
 * a busy machine, and jest ignores a project's testTimeout when it runs several projects.
 */
export const SETUP_TIMEOUT_MS = 180_000;

/** A Warsaw wall-clock time as a DateTime. */
export const at = (local: string) => DateTime.fromISO(local, { zone: SALON_ZONE });

export const UUID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/**
 * Phone numbers no other test (nor the seed, which uses +48 69x) books with. Each test
 * file passes its own digit, so that files running side by side on one PostgreSQL
 * server could never meet (each has its own schema anyway).
 */
export function phoneMaker(fileDigit: number): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `+4851${fileDigit}${String(count).padStart(6, '0')}`;
  };
}

export function visitPayload(overrides: Partial<CreateVisit> & { phone?: string } = {}): CreateVisit {
  const { phone, ...rest } = overrides;
  return {
    salonId: SALON,
    hairdresserId: FREE_HAIRDRESSER,
    serviceId: '1001',
    contact: { firstName: 'Ewa', lastName: 'Zielińska', phone: phone ?? '+48519999999' },
    dateTime: `${TUESDAY}T10:00:00`,
    clientNote: null,
    ...rest,
  };
}

/** POST /api/visits that must succeed: the visit with its manage token. */
export async function book(t: TestApp, payload: CreateVisit, headers: Record<string, string> = {}): Promise<BookedVisit> {
  const response = await t.app.inject({ method: 'POST', url: '/api/visits', payload, headers });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.statusCode} ${response.body}`);
  return response.json<BookedVisit>();
}

/** The header of the visit's manage link, which reading, editing and cancelling it need. */
export function visitTokenHeaders(t: TestApp, visitId: string): Record<string, string> {
  return { [VISIT_TOKEN_HEADER]: visitAccessToken(t.app.identityConfig.visitLinkSecret, visitId) };
}

/** POST /api/visits that must fail: returns status and body. */
export async function refused(t: TestApp, payload: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/visits', payload: payload as object, headers });
  return { statusCode: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/**
 * A visit written straight to the database, as one made earlier would be (the API
 * refuses times in the past). Returns the visit and reservation ids.
 */
export async function insertVisit(
  db: Kysely<DB>,
  visit: { phone: string; serviceId: string; hairdresserId: string; start: string; minutes: number; salonId?: string },
): Promise<{ visitId: string; reservationId: string }> {
  const { id: visitId } = await db
    .insertInto('visits')
    .values({
      user_id: null,
      first_name: 'Ewa',
      last_name: 'Zielińska',
      phone: visit.phone,
      salon_id: visit.salonId ?? SALON,
      selected_hairdresser_id: visit.hairdresserId,
      client_note: null,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: reservationId } = await db
    .insertInto('reservations')
    .values({
      visit_id: visitId,
      salon_id: visit.salonId ?? SALON,
      service_id: visit.serviceId,
      hairdresser_id: visit.hairdresserId,
      starts_at: at(visit.start).toJSDate(),
      ends_at: at(visit.start).plus({ minutes: visit.minutes }).toJSDate(),
      price_minor: 12000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { visitId, reservationId };
}

/**
 * The first full hour of a day at M101 when H10101 and at least one other hairdresser
 * are free for a women's haircut (the seed books the others now and then), with those others.
 */
export async function hourWithOthersFree(t: TestApp, date: string): Promise<{ time: string; others: string[] }> {
  for (let hour = 9; hour <= 15; hour += 1) {
    const time = `${date}T${String(hour).padStart(2, '0')}:00`;
    const free = await t.app.availability.freeHairdressersAt({ salonId: SALON, serviceIds: ['1001'], start: at(time) });
    if (free.includes(FREE_HAIRDRESSER) && free.length > 1) return { time, others: free.filter((id) => id !== FREE_HAIRDRESSER) };
  }
  throw new Error(`no hour on ${date} with H10101 and another hairdresser free`);
}
