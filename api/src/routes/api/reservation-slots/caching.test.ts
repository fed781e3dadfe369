import { DateTime } from 'luxon';
import type { Hold, SalonSlots } from '@salon/contracts/reservations-api';
import { SALON_ZONE } from '../../../lib/local-time.ts';
import { formatSlot } from '../../../lib/slot-engine.ts';
import { createMachineKey } from '../../../plugins/app/machine-keys/machine-keys.ts';
import type { SalonDay } from '../../../plugins/app/availability/availability-repository.ts';
import { CATALOGUE_TTL_MS } from '../../../plugins/app/availability/catalogue-cache.ts';
import { TEST_NOW } from '../../../test/build-test-app.ts';
import { testAppForFile } from '../../../test/identity-helpers.ts';
import { book, phoneMaker, visitPayload, visitTokenHeaders } from '../visits/visits-test-helpers.ts';

/*
 * The slot search's catalogue cache (availability README, "Caching"), on the seed with
 * TEST_NOW = Monday 2026-11-23 08:00 in Warsaw: the cached search answers what the
 * uncached computation answers; every booking, edit, cancellation, hold and release
 * shows in the very next search however warm the cache; catalogue changes show after
 * an invalidation or CATALOGUE_TTL_MS, and not before (which is how these tests know
 * the cache is really used). H10101 (M101) works Mon–Fri 09:00–17:00 and has no seeded
 * visits or days off.
 */

const t = testAppForFile();
const phone = phoneMaker(0);

const at = (local: string) => DateTime.fromISO(local, { zone: SALON_ZONE });

async function search(query: string): Promise<SalonSlots[]> {
  const response = await t.app.inject({ url: `/api/reservation-slots?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<SalonSlots[]>();
}

/** H10101's starts in the answer of a search for M101 (alone or in its city). */
async function slotsOfH10101(query: string): Promise<string[]> {
  const m101 = (await search(query)).find((s) => s.salon.id === 'M101');
  const h = m101?.hairdressers.find((x) => x.id === 'H10101');
  if (!h) throw new Error('H10101 of M101 is not in the answer');
  return h.slots;
}

/** Quarter hours from `first` to `last` inclusive, without those whose hour from them overlaps a busy hour. */
function quarters(date: string, first: string, last: string, busyHours: string[] = []): string[] {
  const out: string[] = [];
  for (let s = at(`${date}T${first}`); s <= at(`${date}T${last}`); s = s.plus({ minutes: 15 })) {
    const taken = busyHours.some((hour) => {
      const from = at(`${date}T${hour}`);
      return s < from.plus({ minutes: 60 }) && s.plus({ minutes: 60 }) > from;
    });
    if (!taken) out.push(s.toFormat("yyyy-MM-dd'T'HH:mm:ss"));
  }
  return out;
}

/** A day of salons as plain values, to compare two computations of it. */
const plain = (days: Map<string, SalonDay>) =>
  Object.fromEntries(
    [...days].map(([id, day]) => [
      id,
      { price: day.servicePriceMinor, hairdressers: day.hairdressers.map((h) => ({ id: h.id, name: h.name, slots: h.slots.map(formatSlot) })) },
    ]),
  );

test('the cached search answers what the uncached computation answers, cold and warm', async () => {
  const salonIds = (await t.app.db.selectFrom('salons').select('id').orderBy('id').execute()).map((s) => s.id);
  // A booked hour, so that busy time is part of the comparison.
  await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-24T11:00:00' }));
  // Today, a weekday, Saturday, Sunday, the seeded Christmas closure, the past, beyond the horizon.
  const dates = ['2026-11-23', '2026-11-24', '2026-11-28', '2026-11-29', '2026-12-25', '2026-11-20', '2027-05-25'];
  // One service, two categories (one hairdresser does both), a barber's, a mobile one, one M102 does not offer.
  const serviceSets = [['1001'], ['1001', '1101'], ['1201'], ['1301'], ['1010']];
  let compared = 0;
  for (const date of dates) {
    for (const serviceIds of serviceSets) {
      const fresh = await t.app.availability.daySlots({ salonIds, serviceIds, date });
      t.app.availability.invalidateCatalogue();
      const cold = await t.app.availability.searchDay({ salonIds, serviceIds, date, language: 'pl' });
      const warm = await t.app.availability.searchDay({ salonIds, serviceIds, date, language: 'pl' });
      expect(plain(cold.days)).toEqual(plain(fresh));
      expect(plain(warm.days)).toEqual(plain(fresh));
      expect(warm.salons).toEqual(await t.app.catalog.salonsByIds(salonIds, 'pl'));
      compared += [...fresh.values()].reduce((sum, day) => sum + day.hairdressers.reduce((n, h) => n + h.slots.length, 0), 0);
    }
  }
  // The comparison covered real slots, not only empty days.
  expect(compared).toBeGreaterThan(1000);
});

test('a hold, its release, a booking, its edit and its cancellations show in the next search however warm the cache', async () => {
  const date = '2026-12-01';
  const city = `city=warszawa&date=${date}&services=1001`;
  const all = quarters(date, '09:00', '16:00');
  expect(await slotsOfH10101(city)).toEqual(all);
  expect(await slotsOfH10101(city)).toEqual(all);

  const held = await t.app.inject({
    method: 'POST',
    url: '/api/reservation-holds',
    payload: { salonId: 'M101', serviceId: '1001', dateTime: `${date}T10:00:00`, hairdresserId: 'H10101' },
  });
  expect(held.statusCode).toBe(201);
  const hold = held.json<Hold>();
  expect(await slotsOfH10101(city)).toEqual(quarters(date, '09:00', '16:00', ['10:00']));
  // The holder still sees their pick.
  expect(await slotsOfH10101(`${city}&holdId=${hold.id}`)).toEqual(all);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/reservation-holds/${hold.id}` })).statusCode).toBe(204);
  expect(await slotsOfH10101(city)).toEqual(all);

  const visit = await book(t, visitPayload({ phone: phone(), dateTime: `${date}T10:00:00` }));
  expect(await slotsOfH10101(city)).toEqual(quarters(date, '09:00', '16:00', ['10:00']));
  const edited = await t.app.inject({
    method: 'PUT',
    url: `/api/visits/${visit.id}/reservations/${visit.reservations[0]!.id}`,
    payload: { serviceId: '1001', startDateTime: `${date}T13:00:00`, hairdresserId: 'H10101' },
    headers: visitTokenHeaders(t, visit.id),
  });
  expect(edited.statusCode).toBe(200);
  expect(await slotsOfH10101(city)).toEqual(quarters(date, '09:00', '16:00', ['13:00']));
  const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/visits/${visit.id}`, headers: visitTokenHeaders(t, visit.id) });
  expect(cancelled.statusCode).toBe(204);
  expect(await slotsOfH10101(city)).toEqual(all);

  // A salon's till cancels (a hairdresser fell ill).
  const other = await book(t, visitPayload({ phone: phone(), dateTime: `${date}T15:00:00` }));
  expect(await slotsOfH10101(city)).toEqual(quarters(date, '09:00', '16:00', ['15:00']));
  const till = await createMachineKey(t.app.db, { kind: 'POS', salonId: 'M101' });
  const bySalon = await t.app.inject({ method: 'DELETE', url: `/api/pos/visits/${other.id}`, headers: { 'x-api-key': till.key } });
  expect(bySalon.statusCode).toBe(204);
  expect(await slotsOfH10101(city)).toEqual(all);
});

test('a catalogue change shows after invalidateCatalogue(), not before; a hold checks the catalogue as it is', async () => {
  const date = '2026-12-02';
  const query = `salonId=M101&date=${date}&services=1001`;
  expect(await slotsOfH10101(query)).toEqual(quarters(date, '09:00', '16:00'));
  await t.app.db.insertInto('opening_exceptions').values({ salon_id: 'M101', day: date, opens_at: null, closes_at: null }).execute();
  try {
    // Cached: the search does not see the closure yet...
    expect(await slotsOfH10101(query)).toEqual(quarters(date, '09:00', '16:00'));
    // ...but a hold is checked against the database, so nobody books the closed day.
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/reservation-holds',
      payload: { salonId: 'M101', serviceId: '1001', dateTime: `${date}T10:00:00`, hairdresserId: 'H10101' },
    });
    expect(held.json()).toEqual({ status: 400, code: 'SLOT_NOT_AVAILABLE' });

    t.app.availability.invalidateCatalogue();
    expect(await slotsOfH10101(query)).toEqual([]);
    const [m101] = await search(query);
    expect(m101!.slotStatus).toBe('NO_SLOTS_AVAILABLE');
  } finally {
    await t.app.db.deleteFrom('opening_exceptions').where('salon_id', '=', 'M101').where('day', '=', date).execute();
    t.app.availability.invalidateCatalogue();
  }
});

test(`without an invalidation, every catalogue change shows once its entry is ${CATALOGUE_TTL_MS / 1000} s old`, async () => {
  const date = '2026-12-03';
  const city = `city=warszawa&date=${date}&services=1001`;
  // Every entry read at TEST_NOW.
  t.app.availability.invalidateCatalogue();
  const before = await search(city);
  const m101 = before.find((s) => s.salon.id === 'M101')!;
  expect(m101.servicePrice).toEqual({ value: 120, currency: 'PLN' });
  expect(m101.hairdressers.find((h) => h.id === 'H10101')!.slots).toEqual(quarters(date, '09:00', '16:00'));
  expect(m101.hairdressers.find((h) => h.id === 'H10102')!.slots.length).toBeGreaterThan(0);
  expect(before.map((s) => s.salon.id)).toContain('M102');

  const service = await t.app.db.selectFrom('services').select('duration_minutes').where('id', '=', '1001').executeTakeFirstOrThrow();
  const changes = async (undo: boolean) => {
    // A price (salon_services), a longer service (services), a day off (hairdressers'
    // days), a disabled salon (the area's list and the salons).
    await t.app.db.updateTable('salon_services').set({ price_minor: undo ? 12_000 : 13_000 }).where('salon_id', '=', 'M101').where('service_id', '=', '1001').execute();
    await t.app.db.updateTable('services').set({ duration_minutes: undo ? service.duration_minutes : 90 }).where('id', '=', '1001').execute();
    if (undo) await t.app.db.deleteFrom('hairdresser_days_off').where('hairdresser_id', '=', 'H10102').where('day', '=', date).execute();
    else await t.app.db.insertInto('hairdresser_days_off').values({ hairdresser_id: 'H10102', day: date }).execute();
    await t.app.db.updateTable('salons').set({ enabled: undo }).where('id', '=', 'M102').execute();
  };
  await changes(false);
  try {
    t.setNow(TEST_NOW.plus({ milliseconds: CATALOGUE_TTL_MS - 1 }));
    expect(await search(city)).toEqual(before);

    t.setNow(TEST_NOW.plus({ milliseconds: CATALOGUE_TTL_MS }));
    const after = await search(city);
    expect(after.map((s) => s.salon.id)).not.toContain('M102');
    const changed = after.find((s) => s.salon.id === 'M101')!;
    expect(changed.servicePrice).toEqual({ value: 130, currency: 'PLN' });
    // 90 minutes must end by 17:00.
    expect(changed.hairdressers.find((h) => h.id === 'H10101')!.slots).toEqual(quarters(date, '09:00', '15:30'));
    expect(changed.hairdressers.find((h) => h.id === 'H10102')).toMatchObject({ slots: [], slotStatus: 'NO_SLOTS_AVAILABLE' });
  } finally {
    await changes(true);
    t.app.availability.invalidateCatalogue();
  }
});

test("today's answer follows the clock minute by minute, with nothing else changed", async () => {
  const query = 'salonId=M101&date=2026-11-23&services=1001';
  // At least 30 minutes' notice: at 10:14:50 the first start is 10:45, at 10:15:10 it
  // is 11:00. Twenty seconds apart, within the catalogue's 30 s: only the clock moved.
  t.setNow(at('2026-11-23T10:14:50'));
  expect((await slotsOfH10101(query))[0]).toBe('2026-11-23T10:45:00');
  expect((await slotsOfH10101(query))[0]).toBe('2026-11-23T10:45:00');
  t.setNow(at('2026-11-23T10:15:00'));
  expect((await slotsOfH10101(query))[0]).toBe('2026-11-23T10:45:00');
  t.setNow(at('2026-11-23T10:15:10'));
  expect((await slotsOfH10101(query))[0]).toBe('2026-11-23T11:00:00');
  // A day comes within the 180-day horizon when the date changes: Monday 2027-05-24
  // from Wednesday 2026-11-25 on.
  t.setNow(at('2026-11-24T23:59:50'));
  expect(await slotsOfH10101('salonId=M101&date=2027-05-24&services=1001')).toEqual([]);
  t.setNow(at('2026-11-25T00:00:10'));
  expect(await slotsOfH10101('salonId=M101&date=2027-05-24&services=1001')).toEqual(quarters('2027-05-24', '09:00', '16:00'));
});
