import { DateTime } from 'luxon';
import type { Hold, SalonSlots } from '@salon/contracts/reservations-api';
import { SALON_ZONE } from '../../../lib/local-time.ts';
import { TEST_NOW, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

/*
 * Slot holds on the seed (TEST_NOW = Monday 2026-11-23 08:00, Warsaw). H10101 of M101
 * works Mon–Fri 09:00–17:00 and never has seeded visits. Each test uses a day of its
 * own, as holds live on across tests until the clock passes them.
 */

let t: TestApp;
// Seeding the chain takes a few seconds on a busy machine.
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(() => t.close());
afterEach(() => t.setNow(TEST_NOW));

const at = (local: string) => DateTime.fromISO(local, { zone: SALON_ZONE });

interface HoldBody {
  salonId?: string;
  serviceId?: string;
  dateTime?: string;
  hairdresserId?: string | null;
  replacesHoldId?: string;
}

// Each request from an address of its own, so that the per-IP limit stays out of the
// way (it has a test of its own).
let clients = 0;
const post = (body: HoldBody) => {
  clients += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/reservation-holds',
    remoteAddress: `10.0.${clients >> 8}.${clients & 255}`,
    payload: { salonId: 'M101', serviceId: '1001', hairdresserId: null, ...body } as Record<string, unknown>,
  });
};

async function hold(body: HoldBody): Promise<Hold> {
  const response = await post(body);
  expect(response.json()).toMatchObject({ id: expect.any(String) });
  expect(response.statusCode).toBe(201);
  return response.json() as Hold;
}

async function slotsOf(date: string, hairdresserId: string, extra = '', serviceId = '1001'): Promise<string[]> {
  const response = await t.app.inject({ url: `/api/reservation-slots?salonId=M101&date=${date}&services=${serviceId}${extra}` });
  expect(response.statusCode).toBe(200);
  const [m101] = response.json() as SalonSlots[];
  return m101!.hairdressers.find((h) => h.id === hairdresserId)?.slots ?? [];
}

async function book(hairdresserId: string, from: string, minutes: number): Promise<string> {
  const visit = await t.app.db
    .insertInto('visits')
    .values({ first_name: 'Test', last_name: 'Holds', phone: '+48510000002', salon_id: 'M101', selected_hairdresser_id: hairdresserId, user_id: null, client_note: null, cancelled_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reservation = await t.app.db
    .insertInto('reservations')
    .values({
      visit_id: visit.id,
      salon_id: 'M101',
      service_id: '1001',
      hairdresser_id: hairdresserId,
      starts_at: at(from).toJSDate(),
      ends_at: at(from).plus({ minutes }).toJSDate(),
      price_minor: 12000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return reservation.id;
}

/**
 * A day from February 2027 on (beyond the seeded visits and days off) where the three
 * hairdressers of M101 all have `time` free and nothing is booked yet, so that the test
 * decides every booked minute. Early and late shifts overlap from 12:00 to 17:00.
 */
async function quietDay(time: string): Promise<string> {
  for (let day = at('2027-02-01'); day < at('2027-04-01'); day = day.plus({ days: 1 })) {
    const date = day.toISODate()!;
    const booked = await t.app.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('salon_id', '=', 'M101')
      .where('starts_at', '>=', day.toJSDate())
      .where('starts_at', '<', day.plus({ days: 1 }).toJSDate())
      .executeTakeFirstOrThrow();
    if (Number(booked.n) > 0) continue;
    const response = await t.app.inject({ url: `/api/reservation-slots?salonId=M101&date=${date}&services=1001` });
    const [m101] = response.json() as SalonSlots[];
    const free = ['H10101', 'H10102', 'H10103'].every((id) =>
      m101!.hairdressers.find((h) => h.id === id)?.slots.includes(`${date}T${time}:00`),
    );
    if (free) return date;
  }
  throw new Error('no quiet day in the seed');
}

describe('holding a slot', () => {
  test('201 with the hold, its Location and a 10-minute expiry', async () => {
    const response = await post({ hairdresserId: 'H10101', dateTime: '2026-11-24T10:00' });
    expect(response.statusCode).toBe(201);
    const body = response.json() as Hold;
    expect(response.headers.location).toBe(`/api/reservation-holds/${body.id}`);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      salonId: 'M101',
      serviceId: '1001',
      hairdresserId: 'H10101',
      requestedHairdresserId: 'H10101',
      startDateTime: '2026-11-24T10:00:00',
      endDateTime: '2026-11-24T11:00:00',
      expiresAt: '2026-11-23T08:10:00.000+01:00',
    });
  });

  test('others no longer see the slot; the holder (holdId) still does', async () => {
    const date = '2026-11-26';
    const before = await slotsOf(date, 'H10101');
    expect(before).toContain(`${date}T10:00:00`);
    const mine = await hold({ hairdresserId: 'H10101', dateTime: `${date}T10:00:00` });
    const others = await slotsOf(date, 'H10101');
    // A one-hour start from 09:15 to 10:45 would overlap 10:00–11:00.
    expect(others).toEqual(before.filter((s) => s < `${date}T09:15:00` || s >= `${date}T11:00:00`));
    expect(await slotsOf(date, 'H10101', `&holdId=${mine.id}`)).toEqual(before);
    // Someone else's hold id changes nothing.
    expect(await slotsOf(date, 'H10101', '&holdId=00000000-0000-4000-8000-000000000000')).toEqual(others);
    // Nobody else can hold it, with or without naming the hairdresser.
    expect((await post({ hairdresserId: 'H10101', dateTime: `${date}T10:30` })).json()).toEqual({
      status: 400,
      code: 'SLOT_NOT_AVAILABLE',
    });
    expect(await t.app.availability.freeHairdressersAt({ salonId: 'M101', serviceIds: ['1001'], start: at(`${date}T10:00`) })).not.toContain('H10101');
  });

  test('a hold lapses after 10 minutes: the slot shows again and can be held by someone else', async () => {
    const date = '2026-11-27';
    const before = await slotsOf(date, 'H10101');
    const first = await hold({ hairdresserId: 'H10101', dateTime: `${date}T12:00` });
    t.setNow(TEST_NOW.plus({ minutes: 9, seconds: 59 }));
    expect(await slotsOf(date, 'H10101')).not.toContain(`${date}T12:00:00`);
    t.setNow(TEST_NOW.plus({ minutes: 10 }));
    expect(await slotsOf(date, 'H10101')).toEqual(before);
    // The lapsed row is cleared under the lock, so the exclusion constraint lets this in.
    const second = await hold({ hairdresserId: 'H10101', dateTime: `${date}T12:00` });
    expect(second.expiresAt).toBe('2026-11-23T08:20:00.000+01:00');
    const release = await t.app.inject({ method: 'DELETE', url: `/api/reservation-holds/${first.id}` });
    expect(release.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id' });
  });

  test('replacing a hold releases the old one in the same step, even when they overlap', async () => {
    const date = '2026-11-30';
    const first = await hold({ hairdresserId: 'H10101', dateTime: `${date}T10:00` });
    const second = await hold({ hairdresserId: 'H10101', dateTime: `${date}T10:30`, replacesHoldId: first.id });
    expect(second.startDateTime).toBe(`${date}T10:30:00`);
    const slots = await slotsOf(date, 'H10101');
    expect(slots).toContain(`${date}T09:30:00`);
    expect(slots).not.toContain(`${date}T09:45:00`);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/reservation-holds/${first.id}` })).statusCode).toBe(404);

    // A replacement that cannot be held leaves the old hold in place.
    await book('H10101', `${date}T14:00`, 60);
    const refused = await post({ hairdresserId: 'H10101', dateTime: `${date}T14:00`, replacesHoldId: second.id });
    expect(refused.json()).toEqual({ status: 400, code: 'SLOT_NOT_AVAILABLE' });
    expect(await slotsOf(date, 'H10101')).not.toContain(`${date}T10:30:00`);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/reservation-holds/${second.id}` })).statusCode).toBe(204);
    expect(await slotsOf(date, 'H10101')).toContain(`${date}T10:30:00`);
  });
});

describe('any hairdresser', () => {
  test('picks H10101 when it is the least booked, then the others, then none is left', async () => {
    const date = await quietDay('13:00');
    await book('H10102', `${date}T15:00`, 60);
    await book('H10103', `${date}T15:00`, 30);
    const first = await hold({ dateTime: `${date}T13:00` });
    expect(first).toMatchObject({ hairdresserId: 'H10101', requestedHairdresserId: null });
    // H10103 has 30 minutes booked, H10102 60.
    expect((await hold({ dateTime: `${date}T13:00` })).hairdresserId).toBe('H10103');
    expect((await hold({ dateTime: `${date}T13:00` })).hairdresserId).toBe('H10102');
    expect((await post({ dateTime: `${date}T13:00` })).json()).toEqual({ status: 400, code: 'SLOT_NOT_AVAILABLE' });
  });

  test('prefers whoever has booked the fewest minutes that day', async () => {
    const date = await quietDay('13:00');
    await book('H10101', `${date}T15:00`, 120);
    await book('H10102', `${date}T15:00`, 30);
    expect(await t.app.availability.freeHairdressersAt({ salonId: 'M101', serviceIds: ['1001'], start: at(`${date}T13:00`) })).toEqual([
      'H10103',
      'H10102',
      'H10101',
    ]);
    expect((await hold({ dateTime: `${date}T13:00` })).hairdresserId).toBe('H10103');
  });

  test('parallel requests for one slot hold each hairdresser once at most', async () => {
    const date = await quietDay('13:00');
    const responses = await Promise.all(Array.from({ length: 5 }, () => post({ dateTime: `${date}T13:00` })));
    const held = responses.filter((r) => r.statusCode === 201).map((r) => (r.json() as Hold).hairdresserId);
    expect(held.sort()).toEqual(['H10101', 'H10102', 'H10103']);
    for (const r of responses.filter((x) => x.statusCode !== 201)) expect(r.json()).toEqual({ status: 400, code: 'SLOT_NOT_AVAILABLE' });
  });
});

describe('slots that cannot be held', () => {
  test.each([
    ['off the grid', '2026-12-01T10:05'],
    ['before opening', '2026-12-01T08:00'],
    ['running past the end of the shift', '2026-12-01T16:15'],
    ['on a Sunday', '2026-11-29T10:00'],
    ['in the past', '2026-11-20T10:00'],
    ['beyond the horizon', '2027-06-01T10:00'],
  ])('%s: SLOT_NOT_AVAILABLE', async (_label, dateTime) => {
    expect((await post({ hairdresserId: 'H10101', dateTime })).json()).toEqual({ status: 400, code: 'SLOT_NOT_AVAILABLE' });
  });

  test('inside the minimum notice', async () => {
    t.setNow(at('2026-11-23T09:50'));
    expect((await post({ hairdresserId: 'H10101', dateTime: '2026-11-23T10:15' })).json()).toEqual({
      status: 400,
      code: 'SLOT_NOT_AVAILABLE',
    });
    expect((await post({ hairdresserId: 'H10101', dateTime: '2026-11-23T10:30' })).statusCode).toBe(201);
  });

  test('a booked slot', async () => {
    await book('H10101', '2026-12-03T11:00', 60);
    expect((await post({ hairdresserId: 'H10101', dateTime: '2026-12-03T10:15' })).json()).toEqual({
      status: 400,
      code: 'SLOT_NOT_AVAILABLE',
    });
    expect((await post({ hairdresserId: 'H10101', dateTime: '2026-12-03T12:00' })).statusCode).toBe(201);
  });

  test('a hairdresser who does not do the service', async () => {
    // Manicure is cosmetics; H10102 does hairdressing and barber.
    expect((await post({ serviceId: '1101', hairdresserId: 'H10102', dateTime: '2026-12-04T10:00' })).json()).toEqual({
      status: 400,
      code: 'SLOT_NOT_AVAILABLE',
    });
  });

  test('salons that take no online reservations', async () => {
    for (const salonId of ['M191', 'M199']) {
      expect((await post({ salonId, dateTime: '2026-12-01T10:00' })).json()).toEqual({ status: 400, code: 'SLOT_NOT_AVAILABLE' });
    }
  });
});

describe('bad input', () => {
  test.each([
    ['an unknown salon', { salonId: 'M9999' }, 404, 'NOT_FOUND', 'salonId'],
    ['a salon id of no shape', { salonId: 'X1' }, 400, 'INVALID_VALUE', 'salonId'],
    ['an unknown service', { serviceId: '9999' }, 404, 'NOT_FOUND', 'serviceId'],
    ['a service the salon does not offer', { salonId: 'M102', serviceId: '1010' }, 400, 'INVALID_VALUE', 'serviceId'],
    ['no service', { serviceId: undefined }, 400, 'INVALID_VALUE', 'serviceId'],
    ['an unknown hairdresser', { hairdresserId: 'H99999' }, 404, 'NOT_FOUND', 'hairdresserId'],
    ['a hairdresser of another salon', { salonId: 'M102', hairdresserId: 'H10101' }, 404, 'NOT_FOUND', 'hairdresserId'],
    ['no date', { dateTime: undefined }, 400, 'INVALID_VALUE', 'dateTime'],
    ['a date of no shape', { dateTime: '1.12.2026 10:00' }, 400, 'INVALID_VALUE', 'dateTime'],
    ['an impossible date', { dateTime: '2026-11-31T10:00' }, 400, 'INVALID_VALUE', 'dateTime'],
    ['a time skipped by the clock change', { dateTime: '2027-03-28T02:30' }, 400, 'INVALID_VALUE', 'dateTime'],
    ['a replaced hold id of no shape', { replacesHoldId: 'old' }, 400, 'INVALID_VALUE', 'replacesHoldId'],
  ])('%s: %i %s on %s', async (_label, body, status, code, field) => {
    const response = await post({ dateTime: '2026-12-01T10:00', ...body });
    expect(response.json()).toEqual({ status, code, field });
    expect(response.statusCode).toBe(status);
  });

  test('a missing hairdresserId (null means any) is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reservation-holds',
      payload: { salonId: 'M101', serviceId: '1001', dateTime: '2026-12-01T10:00' },
    });
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'hairdresserId' });
  });
});

describe('releasing', () => {
  test('204, then 404 on the same id; unknown ids 404, ids of no shape 400', async () => {
    const held = await hold({ hairdresserId: 'H10101', dateTime: '2026-12-07T10:00' });
    const first = await t.app.inject({ method: 'DELETE', url: `/api/reservation-holds/${held.id}` });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(await slotsOf('2026-12-07', 'H10101')).toContain('2026-12-07T10:00:00');
    const again = await t.app.inject({ method: 'DELETE', url: `/api/reservation-holds/${held.id}` });
    expect(again.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id' });
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/reservation-holds/00000000-0000-4000-8000-000000000000' });
    expect(unknown.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id' });
    const shapeless = await t.app.inject({ method: 'DELETE', url: '/api/reservation-holds/abc' });
    expect(shapeless.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'id' });
  });
});

test('one address may ask for 60 holds a minute', async () => {
  const attempt = () =>
    t.app.inject({ method: 'POST', url: '/api/reservation-holds', remoteAddress: '192.0.2.1', payload: { salonId: 'M101' } });
  for (let i = 0; i < 60; i += 1) expect((await attempt()).statusCode).toBe(400);
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
});

describe('the repository as visits use it', () => {
  const free = (start: string, extra: { excludeHoldId?: string; excludeReservationIds?: string[] } = {}, salonId = 'M101') =>
    t.app.availability.freeHairdressersAt({ salonId, serviceIds: ['1001'], start: at(start), ...extra });

  test('freeHairdressersAt ignores the named reservations and hold (an edit moves its own)', async () => {
    const reservation = await book('H10101', '2026-12-10T10:00', 60);
    expect(await free('2026-12-10T10:30')).not.toContain('H10101');
    expect(await free('2026-12-10T10:30', { excludeReservationIds: [reservation] })).toContain('H10101');
    const held = await hold({ hairdresserId: 'H10101', dateTime: '2026-12-10T14:00' });
    expect(await free('2026-12-10T14:00')).not.toContain('H10101');
    expect(await free('2026-12-10T14:00', { excludeHoldId: held.id })).toContain('H10101');
  });

  test('freeHairdressersAt is empty off the grid, for a salon not booking online, for an unknown salon', async () => {
    expect(await free('2026-12-10T16:00')).toContain('H10101');
    expect(await free('2026-12-10T16:10')).toEqual([]);
    expect(await free('2026-12-10T12:00', {}, 'M191')).toEqual([]);
    expect(await free('2026-12-10T12:00', {}, 'M9999')).toEqual([]);
  });

  test('daySlots: several salons in one call, each hairdresser with DateTime starts', async () => {
    const held = await hold({ hairdresserId: 'H10101', dateTime: '2026-12-11T09:00' });
    const days = await t.app.availability.daySlots({ salonIds: ['M101', 'M102', 'M191'], serviceIds: ['1001'], date: '2026-12-11' });
    expect([...days.keys()].sort()).toEqual(['M101', 'M102', 'M191']);
    expect(days.get('M191')!.hairdressers).toEqual([]);
    expect(days.get('M101')!.servicePriceMinor).toBe(12000);
    const h10101 = days.get('M101')!.hairdressers.find((h) => h.id === 'H10101')!;
    expect(h10101.slots[0]!.toISO()).toBe('2026-12-11T10:00:00.000+01:00');
    const mine = await t.app.availability.daySlots({ salonIds: ['M101'], serviceIds: ['1001'], date: '2026-12-11', excludeHoldId: held.id });
    expect(mine.get('M101')!.hairdressers.find((h) => h.id === 'H10101')!.slots[0]!.toISO()).toBe('2026-12-11T09:00:00.000+01:00');
  });
});

describe('consumeHold (for visits)', () => {
  test('takes a live hold once, in the caller\'s transaction', async () => {
    const held = await hold({ hairdresserId: null, dateTime: '2026-12-07T14:00' });
    const consumed = await t.app.db.transaction().execute((trx) => t.app.availability.consumeHold(trx, held.id));
    expect(consumed).toEqual({
      hairdresserId: held.hairdresserId,
      requestedHairdresserId: null,
      salonId: 'M101',
      serviceId: '1001',
      startsAt: at('2026-12-07T14:00').toJSDate(),
      endsAt: at('2026-12-07T15:00').toJSDate(),
    });
    expect(await t.app.db.transaction().execute((trx) => t.app.availability.consumeHold(trx, held.id))).toBeNull();
  });

  test('a lapsed hold is not consumed', async () => {
    const held = await hold({ hairdresserId: 'H10101', dateTime: '2026-12-07T16:00' });
    t.setNow(TEST_NOW.plus({ minutes: 10 }));
    expect(await t.app.db.transaction().execute((trx) => t.app.availability.consumeHold(trx, held.id))).toBeNull();
  });
});
