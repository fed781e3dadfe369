import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { FREE_HAIRDRESSER, SALON, SETUP_TIMEOUT_MS, at, phoneMaker, visitPayload } from './visits-test-helpers.ts';

/*
 * Bookings racing for one slot, on a PostgreSQL server (TEST_DATABASE_URL): PGlite is a
 * single connection, so there nothing runs at the same time. Run by its own jest
 * project, only when the variable is set; the test app's pool has 60 connections, so
 * the 50 requests really run side by side.
 */

let t: TestApp;
const phone = phoneMaker(9);
const PARALLEL = 50;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('concurrency tests need TEST_DATABASE_URL (a PostgreSQL server)');
  t = await buildTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

async function bookAll(payloads: object[]) {
  const responses = await Promise.all(payloads.map((payload) => t.app.inject({ method: 'POST', url: '/api/visits', payload })));
  return responses.map((response) => ({ status: response.statusCode, body: response.json<Record<string, unknown>>() }));
}

/** Pairs of ACTIVE reservations of one hairdresser that overlap: must never exist. */
async function overlappingPairs() {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count
    FROM reservations a
    JOIN reservations b ON a.hairdresser_id = b.hairdresser_id AND a.id < b.id
    WHERE a.status = 'ACTIVE' AND b.status = 'ACTIVE'
      AND tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
  `.execute(t.app.db);
  return rows[0]?.count;
}

test(`${PARALLEL} customers book the same hairdresser at the same time: exactly one gets it`, async () => {
  const start = at('2026-11-24T10:00');
  const results = await bookAll(
    Array.from({ length: PARALLEL }, () => visitPayload({ phone: phone(), dateTime: '2026-11-24T10:00:00' })),
  );
  const created = results.filter((r) => r.status === 201);
  const refused = results.filter((r) => r.status !== 201);
  expect(created).toHaveLength(1);
  expect(refused).toHaveLength(PARALLEL - 1);
  for (const r of refused) expect(r).toEqual({ status: 400, body: { status: 400, code: 'SLOT_NOT_AVAILABLE' } });

  const rows = await t.app.db
    .selectFrom('reservations')
    .select(['visit_id'])
    .where('hairdresser_id', '=', FREE_HAIRDRESSER)
    .where('status', '=', 'ACTIVE')
    .where('starts_at', '=', start.toJSDate())
    .execute();
  expect(rows).toEqual([{ visit_id: created[0]!.body.id }]);
  expect(await overlappingPairs()).toBe(0);
});

test(`${PARALLEL} customers book "any hairdresser" at one time: as many succeed as there were free hairdressers`, async () => {
  // The time of Wednesday with the most free hairdressers, so that several really race.
  let best = { time: '', free: [] as string[] };
  for (let minutes = 9 * 60; minutes <= 16 * 60; minutes += 15) {
    const time = `2026-11-25T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const free = await t.app.availability.freeHairdressersAt({ salonId: SALON, serviceIds: ['1001'], start: at(time) });
    if (free.length > best.free.length) best = { time, free };
  }
  expect(best.free.length).toBeGreaterThanOrEqual(2);

  const results = await bookAll(
    Array.from({ length: PARALLEL }, () => visitPayload({ phone: phone(), hairdresserId: null, dateTime: `${best.time}:00` })),
  );
  const created = results.filter((r) => r.status === 201);
  const refused = results.filter((r) => r.status !== 201);
  expect(created).toHaveLength(best.free.length);
  for (const r of refused) expect(r).toEqual({ status: 400, body: { status: 400, code: 'SLOT_NOT_AVAILABLE' } });

  const booked = created.map((r) => (r.body.reservations as { hairdresserId: string }[])[0]!.hairdresserId).sort();
  expect(booked).toEqual([...best.free].sort());
  const rows = await t.app.db
    .selectFrom('reservations')
    .select('hairdresser_id')
    .where('hairdresser_id', 'in', best.free)
    .where('status', '=', 'ACTIVE')
    .where('starts_at', '=', at(best.time).toJSDate())
    .orderBy('hairdresser_id')
    .execute();
  expect(rows.map((r) => r.hairdresser_id)).toEqual([...best.free].sort());
  expect(await overlappingPairs()).toBe(0);
});
