import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import { translate } from '../../../lib/translate.ts';
import type { BookedVisit, Hold, Visit } from '@salon/contracts/reservations-api';
import {
  FREE_HAIRDRESSER,
  SALON,
  SETUP_TIMEOUT_MS,
  TUESDAY,
  UUID,
  at,
  book,
  insertVisit,
  phoneMaker,
  refused,
  visitPayload,
  visitTokenHeaders,
} from './visits-test-helpers.ts';

let t: TestApp;
const phone = phoneMaker(1);
beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

async function names() {
  const service = await t.app.db.selectFrom('services').select('name').where('id', '=', '1001').executeTakeFirstOrThrow();
  const hairdresser = await t.app.db.selectFrom('hairdressers').select('name').where('id', '=', FREE_HAIRDRESSER).executeTakeFirstOrThrow();
  return { service: translate(service.name, 'pl'), hairdresser: hairdresser.name };
}

describe('POST /api/visits', () => {
  test('books a visit: 201, Location of the visit, the Visit, and its rows', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/visits',
      payload: visitPayload({
        phone: '513 100 200',
        contact: { firstName: '  Ewa ', lastName: ' Zielińska  ', phone: '513 100 200' },
        dateTime: `${TUESDAY}T09:00`,
        clientNote: ' Proszę o kawę ',
      }),
    });
    expect(response.statusCode).toBe(201);
    const { accessToken, ...visit } = response.json<BookedVisit>();
    expect(response.headers.location).toBe(`/api/visits/${visit.id}`);
    expect(visitTokenHeaders(t, visit.id)).toEqual({ 'x-visit-token': accessToken });
    const { service, hairdresser } = await names();
    const salon = {
      id: SALON,
      name: expect.any(String),
      phone: expect.any(String),
      virtual: false,
      location: { city: 'Warszawa', cityCode: 'warszawa', postcode: expect.any(String), address: expect.any(Array) },
      coordinates: { latitude: expect.any(Number), longitude: expect.any(Number) },
    };
    expect(visit).toEqual({
      id: UUID,
      contact: { firstName: 'Ewa', lastName: 'Zielińska', phone: '+48513100200' },
      reservations: [
        {
          id: UUID,
          salon,
          service: { id: '1001', name: service, category: 'HAIRDRESSING', duration: 60 },
          startDateTime: '2026-11-24T09:00:00',
          endDateTime: '2026-11-24T10:00:00',
          hairdresserId: FREE_HAIRDRESSER,
          hairdresserName: hairdresser,
          price: { value: 120, currency: 'PLN' },
          status: 'ACTIVE',
        },
      ],
      salon,
      note: 'Proszę o kawę',
      selectedHairdresser: FREE_HAIRDRESSER,
      selectedHairdresserName: hairdresser,
      status: 'ACTIVE',
      cancelledBy: null,
      startDateTime: '2026-11-24T09:00:00',
      endDateTime: '2026-11-24T10:00:00',
    });

    const row = await t.app.db.selectFrom('visits').selectAll().where('id', '=', visit.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: null,
      first_name: 'Ewa',
      last_name: 'Zielińska',
      phone: '+48513100200',
      salon_id: SALON,
      selected_hairdresser_id: FREE_HAIRDRESSER,
      client_note: 'Proszę o kawę',
      status: 'ACTIVE',
      cancelled_at: null,
    });
    expect(row.created_at.getTime()).toBe(TEST_NOW.toMillis());
    const reservations = await t.app.db.selectFrom('reservations').selectAll().where('visit_id', '=', visit.id).execute();
    expect(reservations).toEqual([
      {
        id: visit.reservations[0]!.id,
        visit_id: visit.id,
        salon_id: SALON,
        service_id: '1001',
        hairdresser_id: FREE_HAIRDRESSER,
        starts_at: at('2026-11-24T09:00').toJSDate(),
        ends_at: at('2026-11-24T10:00').toJSDate(),
        price_minor: 12000,
        status: 'ACTIVE',
      },
    ]);

    const read = await t.app.inject({ method: 'GET', url: response.headers.location as string, headers: { 'x-visit-token': accessToken } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(visit);
  });

  test('the price is the salon’s, discounted where it is', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), serviceId: '1003', dateTime: '2026-11-27T14:00:00' }));
    expect(visit.reservations[0]?.price).toEqual({ value: 220, currency: 'PLN' });
    expect(visit.endDateTime).toBe('2026-11-27T16:00:00');
  });

  test('any hairdresser: the first free one of the slot engine, and no selected hairdresser', async () => {
    const start = at('2026-11-25T10:00');
    const free = await t.app.availability.freeHairdressersAt({ salonId: SALON, serviceIds: ['1001'], start });
    expect(free.length).toBeGreaterThan(0);
    const visit = await book(t, visitPayload({ phone: phone(), hairdresserId: null, dateTime: '2026-11-25T10:00:00' }));
    expect(visit.reservations[0]?.hairdresserId).toBe(free[0]);
    expect(visit.selectedHairdresser).toBeNull();
    expect(visit.selectedHairdresserName).toBeNull();
    const after = await t.app.availability.freeHairdressersAt({ salonId: SALON, serviceIds: ['1001'], start });
    expect(after).not.toContain(free[0]);
  });

  test("the caller's hold is consumed and its hairdresser booked", async () => {
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/reservation-holds',
      payload: { salonId: SALON, serviceId: '1001', dateTime: '2026-11-25T12:00:00', hairdresserId: null },
    });
    expect(held.statusCode).toBe(201);
    const hold = held.json<Hold>();
    const visit = await book(
      t,
      visitPayload({ phone: phone(), hairdresserId: null, dateTime: '2026-11-25T12:00:00', holdId: hold.id }),
    );
    expect(visit.reservations[0]?.hairdresserId).toBe(hold.hairdresserId);
    const left = await t.app.db.selectFrom('reservation_holds').select('id').where('id', '=', hold.id).execute();
    expect(left).toEqual([]);
  });

  test("someone else's hold keeps the slot; its owner books it", async () => {
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/reservation-holds',
      payload: { salonId: SALON, serviceId: '1001', dateTime: '2026-11-25T14:00:00', hairdresserId: FREE_HAIRDRESSER },
    });
    expect(held.statusCode).toBe(201);
    const hold = held.json<Hold>();
    const payload = visitPayload({ phone: phone(), dateTime: '2026-11-25T14:00:00' });
    expect(await refused(t, payload)).toEqual({ statusCode: 400, body: { status: 400, code: 'SLOT_NOT_AVAILABLE' } });
    const visit = await book(t, { ...payload, holdId: hold.id });
    expect(visit.reservations[0]).toMatchObject({ hairdresserId: FREE_HAIRDRESSER, startDateTime: '2026-11-25T14:00:00' });
  });

  test('a hold of another slot is not used: the hairdresser asked for is booked', async () => {
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/reservation-holds',
      payload: { salonId: SALON, serviceId: '1001', dateTime: '2026-11-25T16:00:00', hairdresserId: FREE_HAIRDRESSER },
    });
    const hold = held.json<Hold>();
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-25T15:00:00', holdId: hold.id }));
    expect(visit.reservations[0]).toMatchObject({ hairdresserId: FREE_HAIRDRESSER, startDateTime: '2026-11-25T15:00:00' });
  });
});

describe('POST /api/visits: refusals of the request, with the field', () => {
  const cases: [string, Record<string, unknown>, number, Record<string, unknown>][] = [
    ['a phone that is no number', { contact: { firstName: 'Ewa', lastName: 'Z', phone: 'abc' } }, 400, { code: 'INVALID_VALUE', field: 'contact.phone' }],
    ['a phone too short for the schema', { contact: { firstName: 'Ewa', lastName: 'Z', phone: '12' } }, 400, { code: 'INVALID_VALUE', field: 'contact.phone' }],
    ['a blank first name', { contact: { firstName: '   ', lastName: 'Z', phone: '513 100 201' } }, 400, { code: 'INVALID_VALUE', field: 'contact.firstName' }],
    ['a blank last name', { contact: { firstName: 'Ewa', lastName: ' ', phone: '513 100 201' } }, 400, { code: 'INVALID_VALUE', field: 'contact.lastName' }],
    ['an impossible date', { dateTime: '2026-02-30T10:00:00' }, 400, { code: 'INVALID_VALUE', field: 'dateTime' }],
    ['a time skipped by the clock change', { dateTime: '2027-03-28T02:30:00' }, 400, { code: 'INVALID_VALUE', field: 'dateTime' }],
    ['no date-time at all', { dateTime: 'tomorrow' }, 400, { code: 'INVALID_VALUE', field: 'dateTime' }],
    ['an unknown salon', { salonId: 'M99999' }, 404, { code: 'NOT_FOUND', field: 'salonId' }],
    ['an unknown service', { serviceId: '999999' }, 404, { code: 'NOT_FOUND', field: 'serviceId' }],
    ['a service the salon does not offer', { serviceId: '1301' }, 400, { code: 'INVALID_VALUE', field: 'serviceId' }],
    ['an unknown hairdresser', { hairdresserId: 'H99999' }, 404, { code: 'NOT_FOUND', field: 'hairdresserId' }],
    ['a salon that is disabled', { salonId: 'M199', hairdresserId: null }, 400, { code: 'SLOT_NOT_AVAILABLE' }],
    ['a salon that takes no online reservations', { salonId: 'M191', hairdresserId: null }, 400, { code: 'SLOT_NOT_AVAILABLE' }],
    ['a time off the quarter-hour grid', { dateTime: `${TUESDAY}T12:05:00` }, 400, { code: 'SLOT_NOT_AVAILABLE' }],
    ['a time in the past', { dateTime: '2026-11-23T07:00:00' }, 400, { code: 'SLOT_NOT_AVAILABLE' }],
    ['a Sunday (closed)', { dateTime: '2026-11-29T10:00:00', hairdresserId: null }, 400, { code: 'SLOT_NOT_AVAILABLE' }],
    ['a service running past the shift', { dateTime: `${TUESDAY}T16:30:00` }, 400, { code: 'SLOT_NOT_AVAILABLE' }],
    ['beyond the 180-day horizon', { dateTime: '2027-06-01T10:00:00' }, 400, { code: 'SLOT_NOT_AVAILABLE' }],
  ];
  test.each(cases)('%s', async (_name, overrides, status, expected) => {
    const payload = { ...visitPayload({ phone: '513 100 201', dateTime: `${TUESDAY}T12:00:00` }), ...overrides };
    expect(await refused(t, payload)).toEqual({ statusCode: status, body: { status, ...expected } });
  });

  test('the phone is checked before the date', async () => {
    const payload = { ...visitPayload({ phone: 'nope' }), dateTime: '2026-02-30T10:00:00' };
    expect((await refused(t, payload)).body).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'contact.phone' });
  });

  test('nothing was written by the refusals', async () => {
    const rows = await t.app.db.selectFrom('visits').select('id').where('phone', '=', '+48513100201').execute();
    expect(rows).toEqual([]);
  });

  test('a slot booked by someone else is SLOT_NOT_AVAILABLE, for the hairdresser and for "any" when none is left', async () => {
    await book(t, visitPayload({ phone: phone(), dateTime: `${TUESDAY}T11:00:00` }));
    expect(await refused(t, visitPayload({ phone: phone(), dateTime: `${TUESDAY}T11:30:00` }))).toEqual({
      statusCode: 400,
      body: { status: 400, code: 'SLOT_NOT_AVAILABLE' },
    });
    // Manicure: only H10101 of M101 does cosmetics.
    expect(
      await refused(t, visitPayload({ phone: phone(), serviceId: '1101', hairdresserId: null, dateTime: `${TUESDAY}T11:15:00` })),
    ).toEqual({ statusCode: 400, body: { status: 400, code: 'SLOT_NOT_AVAILABLE' } });
  });
});

describe('POST /api/visits: the rules of one phone, in order', () => {
  test('OTHER_RESERVATION_IN_PROGRESS: another reservation of the phone overlaps, whatever its category', async () => {
    const mine = phone();
    await book(t, visitPayload({ phone: mine, dateTime: '2026-11-26T10:00:00' }));
    // Cosmetics: another category, so only the overlap applies.
    expect(await refused(t, visitPayload({ phone: mine, serviceId: '1101', hairdresserId: null, dateTime: '2026-11-26T10:30:00' }))).toEqual({
      statusCode: 400,
      body: { status: 400, code: 'OTHER_RESERVATION_IN_PROGRESS' },
    });
    // Same category and overlapping: the overlap is reported first.
    expect((await refused(t, visitPayload({ phone: mine, serviceId: '1002', hairdresserId: null, dateTime: '2026-11-26T10:45:00' }))).body).toEqual({
      status: 400,
      code: 'OTHER_RESERVATION_IN_PROGRESS',
    });
    // Right after it is no overlap (cosmetics, so the category rule does not apply).
    const next = await book(t, visitPayload({ phone: mine, serviceId: '1101', dateTime: '2026-11-26T11:00:00' }));
    expect(next.startDateTime).toBe('2026-11-26T11:00:00');
  });

  test('RESERVATION_LIMIT_EXCEEDED: one upcoming reservation per phone and category; cancelling frees it', async () => {
    const mine = phone();
    const first = await book(t, visitPayload({ phone: mine, dateTime: '2026-11-26T12:00:00' }));
    expect(await refused(t, visitPayload({ phone: mine, serviceId: '1003', hairdresserId: null, dateTime: '2026-11-27T10:00:00' }))).toEqual({
      statusCode: 400,
      body: { status: 400, code: 'RESERVATION_LIMIT_EXCEEDED' },
    });
    // Another category is fine.
    await book(t, visitPayload({ phone: mine, serviceId: '1101', dateTime: '2026-11-27T10:00:00' }));
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/visits/${first.id}`, headers: visitTokenHeaders(t, first.id) });
    expect(cancelled.statusCode).toBe(204);
    const second = await book(t, visitPayload({ phone: mine, serviceId: '1003', dateTime: '2026-11-27T11:00:00' }));
    expect(second.reservations[0]?.service.id).toBe('1003');
  });

  test('a reservation of the category that has ended does not count', async () => {
    const mine = phone();
    await insertVisit(t.app.db, { phone: mine, serviceId: '1001', hairdresserId: FREE_HAIRDRESSER, start: '2026-11-20T09:00', minutes: 60 });
    const visit = await book(t, visitPayload({ phone: mine, dateTime: '2026-11-26T14:00:00' }));
    expect(visit.status).toBe('ACTIVE');
  });

  test('MINIMUM_DISTANCE_NOT_MET: the same service closer than its minimum distance, with the days', async () => {
    const mine = phone();
    // Keratin (minimum distance 28 days) ten days before now.
    await insertVisit(t.app.db, { phone: mine, serviceId: '1010', hairdresserId: FREE_HAIRDRESSER, start: '2026-11-13T09:00', minutes: 180 });
    expect(await refused(t, visitPayload({ phone: mine, serviceId: '1010', dateTime: '2026-12-10T09:00:00' }))).toEqual({
      statusCode: 400,
      body: { status: 400, code: 'MINIMUM_DISTANCE_NOT_MET', minimumDistanceInDays: 28 },
    });
    // Another service of the category is not concerned.
    const other = await book(t, visitPayload({ phone: mine, serviceId: '1001', dateTime: '2026-12-10T09:00:00' }));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/visits/${other.id}`, headers: visitTokenHeaders(t, other.id) })).statusCode).toBe(204);
    // Exactly 28 days later is allowed.
    const visit = await book(t, visitPayload({ phone: mine, serviceId: '1010', dateTime: '2026-12-11T09:00:00' }));
    expect(visit.reservations[0]?.service.id).toBe('1010');
  });
});

describe('POST /api/visits: a signed-in customer', () => {
  test('booking under another phone is DIFFERENT_PHONE_NUMBER until accepted, and is then not theirs', async () => {
    const user = await t.signUp();
    const other = phone();
    const payload = visitPayload({ phone: other, dateTime: '2026-11-30T10:00:00' });
    expect(await refused(t, payload, user.headers)).toEqual({
      statusCode: 400,
      body: { status: 400, code: 'DIFFERENT_PHONE_NUMBER', field: 'contact.phone' },
    });
    const visit = await book(t, { ...payload, acceptDifferentPhone: true }, user.headers);
    const row = await t.app.db.selectFrom('visits').select(['user_id', 'phone']).where('id', '=', visit.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: null, phone: other });
    const list = await t.app.inject({ method: 'GET', url: '/api/visits', headers: user.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<Visit[]>().map((v) => v.id)).not.toContain(visit.id);
  });

  test('booking under the account phone (any spelling) links the visit to the account', async () => {
    const user = await t.signUp({ phone: '+48514000001' });
    const visit = await book(t, visitPayload({ phone: '514 000 001', dateTime: '2026-11-30T12:00:00' }), user.headers);
    const row = await t.app.db.selectFrom('visits').select('user_id').where('id', '=', visit.id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/visits', headers: user.headers });
    expect(list.json<Visit[]>().map((v) => v.id)).toEqual([visit.id]);
  });

  test('an account without a phone books under any phone, and the visit is its', async () => {
    const user = await t.signUp({ phone: null });
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-30T14:00:00' }), user.headers);
    const row = await t.app.db.selectFrom('visits').select('user_id').where('id', '=', visit.id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/visits', headers: user.headers });
    expect(list.json<Visit[]>().map((v) => v.id)).toEqual([visit.id]);
  });
});

describe('GET /api/visits/{id}', () => {
  test('an id that is no uuid is a 400 on id; an unknown one a 404', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/visits/12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'id' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/visits/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id' });
  });

  test('speaks the language of the request', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-12-01T09:00:00' }));
    const service = await t.app.db.selectFrom('services').select('name').where('id', '=', '1001').executeTakeFirstOrThrow();
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/visits/${visit.id}`,
      headers: { 'accept-language': 'en-GB', ...visitTokenHeaders(t, visit.id) },
    });
    expect(read.json<Visit>().reservations[0]?.service.name).toBe(translate(service.name, 'en'));
  });
});
