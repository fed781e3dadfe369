import { DateTime } from 'luxon';
import { distanceInKm } from '@salon/contracts/geo';
import type { SalonSlots } from '@salon/contracts/reservations-api';
import { roundKm } from '../../../lib/geo.ts';
import { SALON_ZONE } from '../../../lib/local-time.ts';
import { MINIMUM_NOTICE_MINUTES } from '../../../lib/slot-engine.ts';
import { TEST_NOW, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

/*
 * GET /api/reservation-slots on the seed, with TEST_NOW = Monday 2026-11-23 08:00 in
 * Warsaw. H10101 (M101) works Mon–Fri 09:00–17:00 and never has seeded visits, so its
 * slots are known exactly.
 */

let t: TestApp;
// Seeding the chain takes a few seconds on a busy machine.
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(() => t.close());
afterEach(() => t.setNow(TEST_NOW));

const at = (local: string) => DateTime.fromISO(local, { zone: SALON_ZONE });

async function search(query: string, headers: Record<string, string> = {}): Promise<SalonSlots[]> {
  const response = await t.app.inject({ url: `/api/reservation-slots?${query}`, headers });
  expect(response.json()).toEqual(expect.any(Array));
  expect(response.statusCode).toBe(200);
  return response.json() as SalonSlots[];
}

async function failure(query: string) {
  const response = await t.app.inject({ url: `/api/reservation-slots?${query}` });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const salon = (list: SalonSlots[], id: string) => {
  const found = list.find((s) => s.salon.id === id);
  if (!found) throw new Error(`${id} is not in the answer`);
  return found;
};
const hairdresser = (s: SalonSlots, id: string) => {
  const found = s.hairdressers.find((h) => h.id === id);
  if (!found) throw new Error(`${id} is not among the hairdressers of ${s.salon.id}`);
  return found;
};

/** Quarter hours from `first` to `last` inclusive, as the API writes them. */
function quarters(date: string, first: string, last: string): string[] {
  const out: string[] = [];
  for (let s = at(`${date}T${first}`); s <= at(`${date}T${last}`); s = s.plus({ minutes: 15 })) {
    out.push(s.toFormat("yyyy-MM-dd'T'HH:mm:ss"));
  }
  return out;
}

/** Books a hairdresser directly in the database, as a visit would. */
async function book(salonId: string, hairdresserId: string, from: string, minutes: number, serviceId = '1001') {
  const visit = await t.app.db
    .insertInto('visits')
    .values({ first_name: 'Test', last_name: 'Slots', phone: '+48510000001', salon_id: salonId, selected_hairdresser_id: hairdresserId, user_id: null, client_note: null, cancelled_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const start = at(from);
  const reservation = await t.app.db
    .insertInto('reservations')
    .values({
      visit_id: visit.id,
      salon_id: salonId,
      service_id: serviceId,
      hairdresser_id: hairdresserId,
      starts_at: start.toJSDate(),
      ends_at: start.plus({ minutes }).toJSDate(),
      price_minor: 12000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return reservation.id;
}

describe('a city', () => {
  test('Warsaw: every enabled salon by name, with price, statuses and the slots of each hairdresser', async () => {
    const list = await search('city=warszawa&date=2026-11-24&services=1001', { 'x-api-version': '3' });
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const s of list) {
      expect(s.salon.location?.cityCode).toBe('warszawa');
      expect(s.salon.enabled).toBe(true);
      expect(s.salon.distanceInKm).toBeUndefined();
    }
    const names = list.map((s) => s.salon.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('pl').compare));
    // The salons are exactly what the catalogue serves, in the language asked.
    const ids = list.map((s) => s.salon.id);
    expect(list.map((s) => s.salon)).toEqual(await t.app.catalog.salonsByIds(ids, 'pl'));
    const english = await search('city=warszawa&date=2026-11-24&services=1001', { 'accept-language': 'en-GB' });
    expect(english.map((s) => s.salon)).toEqual(await t.app.catalog.salonsByIds(ids, 'en'));

    const m101 = salon(list, 'M101');
    expect(m101.slotStatus).toBe('AVAILABLE');
    expect(m101.servicePrice).toEqual({ value: 120, currency: 'PLN' });
    expect(m101.salon.services).toContain('1001');
    expect(hairdresser(m101, 'H10101')).toEqual({
      id: 'H10101',
      name: expect.any(String),
      slots: quarters('2026-11-24', '09:00', '16:00'),
      slotStatus: 'AVAILABLE',
    });
    // H10102 and H10103 do hairdressing too; every listed hairdresser's slots are in
    // the salon's, which are their sorted union without repeats.
    expect(m101.hairdressers.map((h) => h.id)).toEqual(expect.arrayContaining(['H10101', 'H10102', 'H10103']));
    const union = [...new Set(m101.hairdressers.flatMap((h) => h.slots))].sort();
    expect(m101.slots).toEqual(union);
    for (const h of m101.hairdressers) expect(h.slotStatus).toBe(h.slots.length > 0 ? 'AVAILABLE' : 'NO_SLOTS_AVAILABLE');
    const hairdresserNames = m101.hairdressers.map((h) => h.name);
    expect(hairdresserNames).toEqual([...hairdresserNames].sort(new Intl.Collator('pl').compare));
  });

  test('a salon that does not offer the service answers SERVICE_NOT_AVAILABLE', async () => {
    const list = await search('city=warszawa&date=2026-11-24&services=1010');
    const m102 = salon(list, 'M102');
    expect(m102).toMatchObject({ slotStatus: 'SERVICE_NOT_AVAILABLE', servicePrice: null, slots: [], hairdressers: [] });
    const m101 = salon(list, 'M101');
    expect(m101.slotStatus).toBe('AVAILABLE');
    // Three hours must end by 17:00.
    expect(hairdresser(m101, 'H10101').slots).toEqual(quarters('2026-11-24', '09:00', '14:00'));
  });

  test('Kraków: closed salon, salon without online reservations, walk-in salon', async () => {
    const list = await search('city=krakow&date=2026-11-24&services=1001');
    const m190 = salon(list, 'M190');
    expect(m190.salon.open).toBe(false);
    expect(m190.slotStatus).toBe('NO_SLOTS_AVAILABLE');
    expect(m190.slots).toEqual([]);
    for (const h of m190.hairdressers) expect(h).toMatchObject({ slots: [], slotStatus: 'NO_SLOTS_AVAILABLE' });
    const m191 = salon(list, 'M191');
    expect(m191).toMatchObject({ slotStatus: 'NO_CUSTOMER_RESERVATIONS_ACCEPTED', slots: [], hairdressers: [] });
    expect(m191.salon.acceptsReservations).toBe(false);
    // M192 is a barber's: no women's haircut, but beard trims.
    const m192 = salon(list, 'M192');
    expect(m192.salon.canComeWithoutReservation).toBe(true);
    expect(m192).toMatchObject({ slotStatus: 'SERVICE_NOT_AVAILABLE', servicePrice: null, hairdressers: [] });
    const beard = salon(await search('city=krakow&date=2026-11-24&services=1201'), 'M192');
    expect(beard.slotStatus).toBe('AVAILABLE');
    expect(beard.slots.length).toBeGreaterThan(0);
  });

  test('a department lists the salons of its cities', async () => {
    const list = await search('departmentCode=MAZ&date=2026-11-24&services=1001');
    expect(list.map((s) => s.salon.id)).toEqual(expect.arrayContaining(['M101', 'M102']));
    expect(new Set(list.map((s) => s.salon.location?.department.code))).toEqual(new Set(['MAZ']));
    const byName = await search('departmentName=mazowieckie&date=2026-11-24&services=1001');
    expect(byName.map((s) => s.salon.id)).toEqual(list.map((s) => s.salon.id));
  });

  test('disabled salons are left out of an area', async () => {
    const list = await search('city=lodz&date=2026-11-24&services=1001');
    expect(list.map((s) => s.salon.id)).not.toContain('M199');
  });

  test('virtual salons: the mobile services', async () => {
    const list = await search('virtualSalons=true&date=2026-11-24&services=1301');
    expect(list.map((s) => s.salon.id)).toEqual(expect.arrayContaining(['M900', 'M901']));
    for (const s of list) {
      expect(s.salon).toMatchObject({ virtual: true, location: null, coordinates: null });
      expect(s.servicePrice).not.toBeNull();
    }
    // Not offered in a salon.
    const warsaw = await search('city=warszawa&date=2026-11-24&services=1301');
    for (const s of warsaw) expect(s.slotStatus).toBe('SERVICE_NOT_AVAILABLE');
  });

  test('with a location, nearest first with the distance', async () => {
    const plain = await search('city=warszawa&date=2026-11-24&services=1001');
    const { latitude, longitude } = salon(plain, 'M101').salon.coordinates!;
    const list = await search(`city=warszawa&date=2026-11-24&services=1001&location=${latitude},${longitude}`);
    expect(list[0]!.salon.id).toBe('M101');
    expect(list[0]!.salon.distanceInKm).toBe(0);
    const distances = list.map((s) => s.salon.distanceInKm!);
    expect(distances.every((d) => typeof d === 'number')).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.at(-1)!).toBeGreaterThan(0);
    // The distance the booking remote would compute, rounded to 0.1 km.
    for (const s of list) expect(s.salon.distanceInKm).toBe(roundKm(distanceInKm({ latitude, longitude }, s.salon.coordinates!)));
  });
});

describe('one salon', () => {
  test('salonId answers that salon only', async () => {
    const list = await search('salonId=M101&date=2026-11-24&services=1001');
    expect(list.map((s) => s.salon.id)).toEqual(['M101']);
    expect(hairdresser(list[0]!, 'H10101').slots).toHaveLength(29);
  });

  test('a disabled salon asked by id answers, without slots', async () => {
    const [m199] = await search('salonId=M199&date=2026-11-24&services=1001');
    expect(m199!.salon.enabled).toBe(false);
    expect(m199!.slots).toEqual([]);
    expect(m199!.hairdressers).toEqual([]);
  });

  test('services of several categories need a hairdresser doing all, one after the other', async () => {
    // 1001 women's haircut (60, HAIRDRESSING) + 1101 manicure (45, COSMETICS): only H10101.
    const [m101] = await search('salonId=M101&date=2026-11-24&services=1001,1101');
    expect(m101!.hairdressers.map((h) => h.id)).toEqual(['H10101']);
    expect(m101!.hairdressers[0]!.slots).toEqual(quarters('2026-11-24', '09:00', '15:15'));
    const [single] = await search('salonId=M101&date=2026-11-24&services=1101');
    expect(m101!.servicePrice!.value).toBe(120 + single!.servicePrice!.value);
  });

  test('Sunday: closed', async () => {
    const [m101] = await search('salonId=M101&date=2026-11-29&services=1001');
    expect(m101!.slotStatus).toBe('NO_SLOTS_AVAILABLE');
    expect(m101!.slots).toEqual([]);
    expect(m101!.hairdressers.length).toBeGreaterThanOrEqual(3);
    for (const h of m101!.hairdressers) expect(h).toMatchObject({ slots: [], slotStatus: 'NO_SLOTS_AVAILABLE' });
  });

  test('a holiday closes the salon, a short day shortens it', async () => {
    await t.app.db
      .insertInto('opening_exceptions')
      .values([
        { salon_id: 'M101', day: '2026-12-08', opens_at: null, closes_at: null },
        { salon_id: 'M101', day: '2026-12-09', opens_at: '10:00', closes_at: '14:00' },
      ])
      .execute();
    // Hours are catalogue data the search caches; a change made from inside the API
    // invalidates it (caching.test.ts tests the cache itself).
    t.app.availability.invalidateCatalogue();
    const [holiday] = await search('salonId=M101&date=2026-12-08&services=1001');
    expect(holiday!.slotStatus).toBe('NO_SLOTS_AVAILABLE');
    expect(hairdresser(holiday!, 'H10101').slots).toEqual([]);
    const [short] = await search('salonId=M101&date=2026-12-09&services=1001');
    expect(hairdresser(short!, 'H10101').slots).toEqual(quarters('2026-12-09', '10:00', '13:00'));
  });

  test('the seeded holiday of 25 December closes M101', async () => {
    const [christmas] = await search('salonId=M101&date=2026-12-25&services=1001');
    expect(christmas!.slotStatus).toBe('NO_SLOTS_AVAILABLE');
  });
});

describe('time rules', () => {
  test('the booking horizon: day 180 has slots, day 181 none (200, not an error)', async () => {
    // From Wednesday 2026-11-25, day 180 is Monday 2027-05-24 and day 181 Tuesday 2027-05-25.
    t.setNow(at('2026-11-25T08:00'));
    const [day180] = await search('salonId=M101&date=2027-05-24&services=1001');
    expect(hairdresser(day180!, 'H10101').slots).toEqual(quarters('2027-05-24', '09:00', '16:00'));
    const list = await search('city=warszawa&date=2027-05-25&services=1001');
    for (const s of list.filter((x) => x.salon.acceptsReservations && x.servicePrice)) {
      expect(s).toMatchObject({ slotStatus: 'NO_SLOTS_AVAILABLE', slots: [] });
    }
    expect(salon(list, 'M101').hairdressers.map((h) => h.slotStatus)).not.toContain('AVAILABLE');
  });

  test('a past day answers NO_SLOTS_AVAILABLE', async () => {
    const [m101] = await search('salonId=M101&date=2026-11-20&services=1001');
    expect(m101).toMatchObject({ slotStatus: 'NO_SLOTS_AVAILABLE', slots: [] });
  });

  test(`today: starts at least ${MINIMUM_NOTICE_MINUTES} minutes from now`, async () => {
    const [early] = await search('salonId=M101&date=2026-11-23&services=1001');
    expect(hairdresser(early!, 'H10101').slots).toEqual(quarters('2026-11-23', '09:00', '16:00'));
    t.setNow(at('2026-11-23T10:20'));
    const [later] = await search('salonId=M101&date=2026-11-23&services=1001');
    expect(hairdresser(later!, 'H10101').slots).toEqual(quarters('2026-11-23', '11:00', '16:00'));
    t.setNow(at('2026-11-23T16:31'));
    const [closing] = await search('salonId=M101&date=2026-11-23&services=1001');
    expect(hairdresser(closing!, 'H10101')).toMatchObject({ slots: [], slotStatus: 'NO_SLOTS_AVAILABLE' });
  });

  test('a reservation takes its hairdresser\'s overlapping starts away until cancelled', async () => {
    // A working day of H10102 beyond the seeded visits (they stop two weeks ahead).
    let query = '';
    let before: SalonSlots | undefined;
    for (let day = at('2027-01-11'); !before; day = day.plus({ days: 1 })) {
      query = `salonId=M101&date=${day.toISODate()}&services=1001`;
      const [m101] = await search(query);
      if (hairdresser(m101!, 'H10102').slots.length > 10) before = m101;
      if (day > at('2027-01-31')) throw new Error('H10102 does not work in January 2027');
    }
    const own = hairdresser(before, 'H10102').slots;
    const start = own[Math.floor(own.length / 2)]!;
    const reservationId = await book('M101', 'H10102', start, 60);
    const [after] = await search(query);
    const from = at(start);
    const expected = own.filter((s) => {
      const slot = at(s);
      return !(slot < from.plus({ minutes: 60 }) && slot.plus({ minutes: 60 }) > from);
    });
    expect(expected.length).toBeLessThan(own.length);
    expect(hairdresser(after!, 'H10102').slots).toEqual(expected);
    expect(hairdresser(after!, 'H10101').slots).toEqual(hairdresser(before, 'H10101').slots);

    await t.app.db.updateTable('reservations').set({ status: 'CANCELLED' }).where('id', '=', reservationId).execute();
    const [cancelled] = await search(query);
    expect(hairdresser(cancelled!, 'H10102').slots).toEqual(own);
  });
});

describe('bad input', () => {
  test.each([
    ['no area and no salon', 'date=2026-11-24&services=1001', 400, 'INVALID_VALUE', 'city'],
    ['salon and city', 'salonId=M101&city=warszawa&date=2026-11-24&services=1001', 400, 'INVALID_VALUE', 'city'],
    ['two area selectors', 'departmentCode=MAZ&city=warszawa&date=2026-11-24&services=1001', 400, 'INVALID_VALUE', 'city'],
    ['city and virtual salons', 'city=warszawa&virtualSalons=true&date=2026-11-24&services=1001', 400, 'INVALID_VALUE', 'virtualSalons'],
    ['no date', 'city=warszawa&services=1001', 400, 'INVALID_VALUE', 'date'],
    ['a date of no shape', 'city=warszawa&date=24.11.2026&services=1001', 400, 'INVALID_VALUE', 'date'],
    ['an impossible date', 'city=warszawa&date=2026-02-30&services=1001', 400, 'INVALID_VALUE', 'date'],
    ['no services', 'city=warszawa&date=2026-11-24', 400, 'INVALID_VALUE', 'services'],
    ['services of no shape', 'city=warszawa&date=2026-11-24&services=1001,,1002', 400, 'INVALID_VALUE', 'services'],
    ['an unknown service', 'city=warszawa&date=2026-11-24&services=1001,9999', 404, 'NOT_FOUND', 'services'],
    ['a salon id of no shape', 'salonId=101&date=2026-11-24&services=1001', 400, 'INVALID_VALUE', 'salonId'],
    ['an unknown salon', 'salonId=M9999&date=2026-11-24&services=1001', 404, 'NOT_FOUND', 'salonId'],
    ['an unknown city', 'city=atlantyda&date=2026-11-24&services=1001', 404, 'NOT_FOUND', 'city'],
    ['an unknown department', 'departmentCode=XXX&date=2026-11-24&services=1001', 404, 'NOT_FOUND', 'departmentCode'],
    ['a location of no shape', 'city=warszawa&date=2026-11-24&services=1001&location=north', 400, 'INVALID_VALUE', 'location'],
    ['a location out of range', 'city=warszawa&date=2026-11-24&services=1001&location=95,21', 400, 'INVALID_VALUE', 'location'],
    ['a hold id of no shape', 'city=warszawa&date=2026-11-24&services=1001&holdId=mine', 400, 'INVALID_VALUE', 'holdId'],
  ])('%s (%s): %i %s on %s', async (_label, query, status, code, field) => {
    expect(await failure(query)).toEqual({ status, body: { status, code, field } });
  });

  test('an API version other than 2, 3 or 4 is refused', async () => {
    const response = await t.app.inject({
      url: '/api/reservation-slots?salonId=M101&date=2026-11-24&services=1001',
      headers: { 'x-api-version': '5' },
    });
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'X-Api-Version' });
  });
});
