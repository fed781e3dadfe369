import type { EditReservation, Visit } from '@salon/contracts/reservations-api';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import {
  FREE_HAIRDRESSER,
  SALON,
  SETUP_TIMEOUT_MS,
  at,
  book,
  hourWithOthersFree,
  insertVisit,
  phoneMaker,
  visitPayload,
  visitTokenHeaders,
} from './visits-test-helpers.ts';

let t: TestApp;
const phone = phoneMaker(2);
beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT_MS);
afterEach(() => t.setNow(TEST_NOW));
afterAll(() => t.close());

/** PUT with the visit's manage token, plus any headers given (a session). */
function edit(visit: { id: string; reservations: { id: string }[] }, payload: EditReservation, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/visits/${visit.id}/reservations/${visit.reservations[0]!.id}`,
    payload,
    headers: { ...visitTokenHeaders(t, visit.id), ...headers },
  });
}

const editPayload = (overrides: Partial<EditReservation> = {}): EditReservation => ({
  serviceId: '1001',
  startDateTime: '2026-11-24T10:00:00',
  hairdresserId: FREE_HAIRDRESSER,
  ...overrides,
});

describe('PUT /api/visits/{visitId}/reservations/{reservationId}', () => {
  test('moves the reservation to another time: 200 with the visit, the same row updated', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-24T09:00:00' }));
    // 09:30 overlaps the reservation's own time, which counts as free.
    const response = await edit(visit, editPayload({ startDateTime: '2026-11-24T09:30' }));
    expect(response.statusCode).toBe(200);
    const edited = response.json<Visit>();
    expect(edited).toMatchObject({
      id: visit.id,
      startDateTime: '2026-11-24T09:30:00',
      endDateTime: '2026-11-24T10:30:00',
      reservations: [{ id: visit.reservations[0]!.id, startDateTime: '2026-11-24T09:30:00', hairdresserId: FREE_HAIRDRESSER }],
    });
    const rows = await t.app.db.selectFrom('reservations').selectAll().where('visit_id', '=', visit.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: visit.reservations[0]!.id,
      starts_at: at('2026-11-24T09:30').toJSDate(),
      ends_at: at('2026-11-24T10:30').toJSDate(),
      status: 'ACTIVE',
    });
    // The old time is free again for others.
    const other = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-24T10:30:00' }));
    expect(other.reservations[0]?.hairdresserId).toBe(FREE_HAIRDRESSER);
  });

  test('the edit flow sees and holds times overlapping the reservation it moves (editedReservationId)', async () => {
    // A day no other test of this file books.
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-12-09T10:00:00' }));
    const reservationId = visit.reservations[0]!.id;
    const hairdresserSlots = async (extra: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/reservation-slots?salonId=${SALON}&services=1001&date=2026-12-09${extra}`,
        headers: { 'x-api-version': '3' },
      });
      expect(response.statusCode).toBe(200);
      const [salon] = response.json<{ hairdressers: { id: string; slots: string[] }[] }[]>();
      return salon!.hairdressers.find((h) => h.id === FREE_HAIRDRESSER)!.slots;
    };
    expect(await hairdresserSlots('')).not.toContain('2026-12-09T10:30:00');
    expect(await hairdresserSlots(`&editedReservationId=${reservationId}`)).toEqual(
      expect.arrayContaining(['2026-12-09T09:30:00', '2026-12-09T10:00:00', '2026-12-09T10:30:00']),
    );

    const holdBody = { salonId: SALON, serviceId: '1001', dateTime: '2026-12-09T10:30:00', hairdresserId: FREE_HAIRDRESSER };
    const refusedHold = await t.app.inject({ method: 'POST', url: '/api/reservation-holds', payload: holdBody });
    expect(refusedHold.json()).toMatchObject({ code: 'SLOT_NOT_AVAILABLE' });
    const held = await t.app.inject({ method: 'POST', url: '/api/reservation-holds', payload: { ...holdBody, editedReservationId: reservationId } });
    expect(held.statusCode).toBe(201);
    const holdId = held.json<{ id: string }>().id;

    const response = await edit(visit, editPayload({ startDateTime: '2026-12-09T10:30:00', holdId }));
    expect(response.statusCode).toBe(200);
    expect(response.json<Visit>().reservations[0]).toMatchObject({ startDateTime: '2026-12-09T10:30:00', hairdresserId: FREE_HAIRDRESSER });
    // The hold ended with the edit.
    expect(await t.app.db.selectFrom('reservation_holds').select('id').where('id', '=', holdId).executeTakeFirst()).toBeUndefined();
  });

  test('changes the service: duration, price and end follow', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-24T12:00:00' }));
    const response = await edit(visit, editPayload({ serviceId: '1003', startDateTime: '2026-11-24T12:00:00' }));
    expect(response.statusCode).toBe(200);
    expect(response.json<Visit>().reservations[0]).toMatchObject({
      service: { id: '1003', category: 'HAIRDRESSING', duration: 120 },
      endDateTime: '2026-11-24T14:00:00',
      price: { value: 220, currency: 'PLN' },
    });
    const row = await t.app.db.selectFrom('reservations').select(['service_id', 'price_minor']).where('visit_id', '=', visit.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ service_id: '1003', price_minor: 22000 });
  });

  test('changes the hairdresser to another free one, or to any', async () => {
    // A day no other test of this file books.
    const { time, others } = await hourWithOthersFree(t, '2026-12-02');
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: `${time}:00` }));
    const other = others[0]!;
    const response = await edit(visit, editPayload({ startDateTime: `${time}:00`, hairdresserId: other }));
    expect(response.statusCode).toBe(200);
    expect(response.json<Visit>()).toMatchObject({ selectedHairdresser: other, reservations: [{ hairdresserId: other }] });

    const anyone = await edit(visit, editPayload({ startDateTime: `${time}:00`, hairdresserId: null }));
    expect(anyone.statusCode).toBe(200);
    // Its own time counts as free, so the engine's first choice may be the same hairdresser.
    const expected = await t.app.availability.freeHairdressersAt({
      salonId: SALON,
      serviceIds: ['1001'],
      start: at(time),
      excludeReservationIds: [visit.reservations[0]!.id],
    });
    expect(anyone.json<Visit>()).toMatchObject({ selectedHairdresser: null, reservations: [{ hairdresserId: expected[0] }] });
  });

  test('changes the contact: names trimmed, phone normalised', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-25T13:00:00' }));
    const response = await edit(
      visit,
      editPayload({
        startDateTime: '2026-11-25T13:00:00',
        contact: { firstName: ' Anna ', lastName: 'Kowalska ', phone: '515 000 001' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<Visit>().contact).toEqual({ firstName: 'Anna', lastName: 'Kowalska', phone: '+48515000001' });
  });

  test('a slot taken by someone else is SLOT_NOT_AVAILABLE and nothing changes', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-26T09:00:00' }));
    await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-26T11:00:00' }));
    const response = await edit(visit, editPayload({ startDateTime: '2026-11-26T11:30:00' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, code: 'SLOT_NOT_AVAILABLE' });
    const read = await t.app.inject({ method: 'GET', url: `/api/visits/${visit.id}`, headers: visitTokenHeaders(t, visit.id) });
    expect(read.json<Visit>().startDateTime).toBe('2026-11-26T09:00:00');
  });

  test('the rules of the phone apply, without the reservation being edited', async () => {
    const mine = phone();
    const visit = await book(t, visitPayload({ phone: mine, dateTime: '2026-11-26T13:00:00' }));
    await book(t, visitPayload({ phone: mine, serviceId: '1101', dateTime: '2026-11-27T10:00:00' }));
    // Onto the manicure's time: the phone is busy then.
    const overlap = await edit(visit, editPayload({ startDateTime: '2026-11-27T10:00:00', hairdresserId: null }));
    expect(overlap.json()).toEqual({ status: 400, code: 'OTHER_RESERVATION_IN_PROGRESS' });
    // Into the manicure's category while it is upcoming.
    const category = await edit(visit, editPayload({ serviceId: '1101', startDateTime: '2026-11-27T12:00:00' }));
    expect(category.json()).toEqual({ status: 400, code: 'RESERVATION_LIMIT_EXCEEDED' });
    // Its own category: the edited reservation does not count against itself.
    const same = await edit(visit, editPayload({ serviceId: '1003', startDateTime: '2026-11-27T12:00:00' }));
    expect(same.statusCode).toBe(200);
  });

  test('MINIMUM_DISTANCE_NOT_MET applies to an edit too', async () => {
    const mine = phone();
    await insertVisit(t.app.db, { phone: mine, serviceId: '1010', hairdresserId: FREE_HAIRDRESSER, start: '2026-11-16T09:00', minutes: 180 });
    // 25 days after the keratin.
    const visit = await book(t, visitPayload({ phone: mine, dateTime: '2026-12-11T09:00:00' }));
    const response = await edit(visit, editPayload({ serviceId: '1010', startDateTime: '2026-12-11T09:00:00' }));
    expect(response.json()).toEqual({ status: 400, code: 'MINIMUM_DISTANCE_NOT_MET', minimumDistanceInDays: 28 });
  });

  test('a reservation that has started or is past is RESERVATION_EXPIRED', async () => {
    const mine = phone();
    const visit = await book(t, visitPayload({ phone: mine, dateTime: '2026-11-27T14:00:00' }));
    t.setNow(at('2026-11-27T14:15'));
    const started = await edit(visit, editPayload({ startDateTime: '2026-11-30T10:00:00' }));
    expect(started.statusCode).toBe(400);
    expect(started.json()).toEqual({ status: 400, code: 'RESERVATION_EXPIRED' });
    // Past: the manage link has expired with the visit (access.test.ts); its customer, signed in, still reaches it.
    t.setNow(at('2026-11-28T10:00'));
    const customer = await t.signUp({ phone: mine });
    expect((await edit(visit, editPayload({ startDateTime: '2026-11-30T10:00:00' }), customer.headers)).json()).toEqual({
      status: 400,
      code: 'RESERVATION_EXPIRED',
    });
  });

  test('a cancelled visit is RESERVATION_CANCELLED', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-27T16:00:00' }));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/visits/${visit.id}`, headers: visitTokenHeaders(t, visit.id) })).statusCode).toBe(204);
    const response = await edit(visit, editPayload({ startDateTime: '2026-11-30T11:00:00' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, code: 'RESERVATION_CANCELLED' });
  });

  test('unknown visit, unknown reservation or one of another visit: 404 with the field', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-30T09:00:00' }));
    const other = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-30T13:00:00' }));
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases = [
      [`/api/visits/${unknown}/reservations/${visit.reservations[0]!.id}`, 404, { code: 'NOT_FOUND', field: 'visitId' }],
      [`/api/visits/${visit.id}/reservations/${unknown}`, 404, { code: 'NOT_FOUND', field: 'reservationId' }],
      [`/api/visits/${visit.id}/reservations/${other.reservations[0]!.id}`, 404, { code: 'NOT_FOUND', field: 'reservationId' }],
      [`/api/visits/nope/reservations/${visit.reservations[0]!.id}`, 400, { code: 'INVALID_VALUE', field: 'visitId' }],
      [`/api/visits/${visit.id}/reservations/nope`, 400, { code: 'INVALID_VALUE', field: 'reservationId' }],
    ] as const;
    for (const [url, status, body] of cases) {
      const response = await t.app.inject({
        method: 'PUT',
        url,
        payload: editPayload({ startDateTime: '2026-11-30T10:00:00' }),
        headers: visitTokenHeaders(t, visit.id),
      });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status, body: { status, ...body } });
    }
  });

  test('an impossible start, an unknown service or one the salon lacks are refused with the field', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-30T15:00:00' }));
    const cases = [
      [{ startDateTime: '2026-11-31T10:00:00' }, 400, { code: 'INVALID_VALUE', field: 'startDateTime' }],
      [{ serviceId: '999999' }, 404, { code: 'NOT_FOUND', field: 'serviceId' }],
      [{ serviceId: '1301' }, 400, { code: 'INVALID_VALUE', field: 'serviceId' }],
      [{ contact: { firstName: 'A', lastName: 'B', phone: '123' } }, 400, { code: 'INVALID_VALUE', field: 'contact.phone' }],
    ] as const;
    for (const [overrides, status, body] of cases) {
      const response = await edit(visit, editPayload({ startDateTime: '2026-11-30T15:00:00', ...overrides }));
      expect({ overrides, status: response.statusCode, body: response.json() }).toEqual({ overrides, status, body: { status, ...body } });
    }
  });

  test('signed in under another phone: DIFFERENT_PHONE_NUMBER until accepted', async () => {
    const user = await t.signUp();
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-12-01T09:00:00' }));
    const refused = await edit(visit, editPayload({ startDateTime: '2026-12-01T10:00:00' }), user.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: 400, code: 'DIFFERENT_PHONE_NUMBER', field: 'contact.phone' });
    const accepted = await edit(visit, { ...editPayload({ startDateTime: '2026-12-01T10:00:00' }), acceptDifferentPhone: true }, user.headers);
    expect(accepted.statusCode).toBe(200);
    // Changing the contact to the account's phone makes the visit the account's.
    const account = await t.app.db.selectFrom('users').select('phone').where('id', '=', user.id).executeTakeFirstOrThrow();
    const mine = await edit(
      visit,
      editPayload({ startDateTime: '2026-12-01T10:00:00', contact: { firstName: 'Anna', lastName: 'Nowak', phone: account.phone! } }),
      user.headers,
    );
    expect(mine.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/visits', headers: user.headers });
    expect(list.json<Visit[]>().map((v) => v.id)).toEqual([visit.id]);
    const row = await t.app.db.selectFrom('visits').select('user_id').where('id', '=', visit.id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
  });
});
