import type { App } from '../../../app.ts';
import type { BookedVisit, Hold, SalonSlots } from '@salon/contracts/reservations-api';
import { CATALOGUE_TTL_MS } from '../../../plugins/app/availability/catalogue-cache.ts';
import { TEST_NOW, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { visitPayload, visitTokenHeaders } from '../visits/visits-test-helpers.ts';

/*
 * Two API instances on one PostgreSQL database (TEST_DATABASE_URL), each with its own
 * catalogue cache, as two nodes of a deployment: whatever one instance books, holds or
 * cancels, the other's very next search shows, however warm its cache; a catalogue
 * change invalidated on one reaches the other once its entries are CATALOGUE_TTL_MS old.
 */

let t: TestApp;
let a: App;
let b: App;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('two instances need TEST_DATABASE_URL (a PostgreSQL server)');
  t = await buildTestApp();
  a = t.app;
  b = await t.secondInstance();
}, 180_000);
afterAll(() => t?.close());
afterEach(() => t.setNow(TEST_NOW));

const DATE = '2026-12-01';
const CITY = `city=warszawa&date=${DATE}&services=1001`;

/** H10101's starts (M101, no seeded visits) in a city search on an instance. */
async function slotsOfH10101(app: App): Promise<string[]> {
  const response = await app.inject({ url: `/api/reservation-slots?${CITY}` });
  expect(response.statusCode).toBe(200);
  const m101 = response.json<SalonSlots[]>().find((s) => s.salon.id === 'M101');
  return m101?.hairdressers.find((h) => h.id === 'H10101')?.slots ?? [];
}

test('a booking, a hold and their cancellations on one instance show at once on the other', async () => {
  // Both caches warm.
  for (const app of [a, b, a, b]) expect(await slotsOfH10101(app)).toContain(`${DATE}T10:00:00`);

  const booked = await b.inject({ method: 'POST', url: '/api/visits', payload: visitPayload({ phone: '+48520000001', dateTime: `${DATE}T10:00:00` }) });
  expect(booked.statusCode).toBe(201);
  const visit = booked.json<BookedVisit>();
  expect(await slotsOfH10101(a)).not.toContain(`${DATE}T10:00:00`);

  const held = await a.inject({
    method: 'POST',
    url: '/api/reservation-holds',
    payload: { salonId: 'M101', serviceId: '1001', dateTime: `${DATE}T13:00:00`, hairdresserId: 'H10101' },
  });
  expect(held.statusCode).toBe(201);
  expect(await slotsOfH10101(b)).not.toContain(`${DATE}T13:00:00`);

  expect((await a.inject({ method: 'DELETE', url: `/api/visits/${visit.id}`, headers: visitTokenHeaders(t, visit.id) })).statusCode).toBe(204);
  expect(await slotsOfH10101(b)).toContain(`${DATE}T10:00:00`);
  expect((await b.inject({ method: 'DELETE', url: `/api/reservation-holds/${held.json<Hold>().id}` })).statusCode).toBe(204);
  expect(await slotsOfH10101(a)).toContain(`${DATE}T13:00:00`);
});

test(`a catalogue change invalidated on one instance reaches the other within ${CATALOGUE_TTL_MS / 1000} s`, async () => {
  a.availability.invalidateCatalogue();
  b.availability.invalidateCatalogue();
  for (const app of [a, b]) expect(await slotsOfH10101(app)).not.toEqual([]);
  await a.db.insertInto('hairdresser_days_off').values({ hairdresser_id: 'H10101', day: DATE }).execute();
  try {
    a.availability.invalidateCatalogue();
    expect(await slotsOfH10101(a)).toEqual([]);
    // The other instance's cache is its own: it shows the old schedule until the entry expires.
    expect(await slotsOfH10101(b)).not.toEqual([]);
    t.setNow(TEST_NOW.plus({ milliseconds: CATALOGUE_TTL_MS }));
    expect(await slotsOfH10101(b)).toEqual([]);
  } finally {
    await a.db.deleteFrom('hairdresser_days_off').where('hairdresser_id', '=', 'H10101').where('day', '=', DATE).execute();
    a.availability.invalidateCatalogue();
    b.availability.invalidateCatalogue();
  }
});
