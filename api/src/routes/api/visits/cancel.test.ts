import type { Visit } from '@salon/contracts/reservations-api';
import { pgErrorCode } from '../../../lib/errors.ts';
import { createMachineKey } from '../../../plugins/app/machine-keys/machine-keys.ts';
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
const phone = phoneMaker(3);
beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT_MS);
afterEach(() => t.setNow(TEST_NOW));
afterAll(() => t.close());

/** DELETE with the visit's manage token, or with the headers given (the customer's session). */
const cancel = (id: string, headers: Record<string, string> = visitTokenHeaders(t, id)) =>
  t.app.inject({ method: 'DELETE', url: `/api/visits/${id}`, headers });
const read = (id: string) => t.app.inject({ method: 'GET', url: `/api/visits/${id}`, headers: visitTokenHeaders(t, id) });

describe('DELETE /api/visits/{id}', () => {
  test('cancels the visit: 204, status CANCELLED with the time, and the slot is free again', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-24T09:00:00' }));
    const response = await cancel(visit.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await read(visit.id)).json<Visit>()).toMatchObject({ status: 'CANCELLED', reservations: [{ status: 'CANCELLED' }] });
    const row = await t.app.db.selectFrom('visits').select(['status', 'cancelled_at']).where('id', '=', visit.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'CANCELLED', cancelled_at: TEST_NOW.toJSDate() });
    const again = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-24T09:00:00' }));
    expect(again.reservations[0]?.hairdresserId).toBe(FREE_HAIRDRESSER);
  });

  test('a visit of several services is cancelled with all of them', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-24T11:00:00' }));
    // The second service right after the first, as a multi-service visit is stored.
    await t.app.db
      .insertInto('reservations')
      .values({
        visit_id: visit.id,
        salon_id: SALON,
        service_id: '1101',
        hairdresser_id: FREE_HAIRDRESSER,
        starts_at: at('2026-11-24T12:00').toJSDate(),
        ends_at: at('2026-11-24T12:45').toJSDate(),
        price_minor: 8000,
      })
      .execute();
    const before = await read(visit.id);
    expect(before.json<Visit>()).toMatchObject({
      startDateTime: '2026-11-24T11:00:00',
      endDateTime: '2026-11-24T12:45:00',
      reservations: [{ service: { id: '1001' } }, { service: { id: '1101' }, startDateTime: '2026-11-24T12:00:00' }],
    });
    expect((await cancel(visit.id)).statusCode).toBe(204);
    const rows = await t.app.db.selectFrom('reservations').select('status').where('visit_id', '=', visit.id).execute();
    expect(rows).toEqual([{ status: 'CANCELLED' }, { status: 'CANCELLED' }]);
  });

  test('an already cancelled visit is RESERVATION_CANCELLED', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-24T14:00:00' }));
    expect((await cancel(visit.id)).statusCode).toBe(204);
    const again = await cancel(visit.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, code: 'RESERVATION_CANCELLED' });
  });

  test('a visit in progress cannot be cancelled: RESERVATION_EXPIRED', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-25T10:00:00' }));
    t.setNow(at('2026-11-25T10:00'));
    const response = await cancel(visit.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, code: 'RESERVATION_EXPIRED' });
    t.setNow(at('2026-11-25T10:30'));
    expect((await cancel(visit.id)).json()).toEqual({ status: 400, code: 'RESERVATION_EXPIRED' });
    const row = await t.app.db.selectFrom('visits').select('status').where('id', '=', visit.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('ACTIVE');
  });

  test('a past visit is RESERVATION_EXPIRED; a minute before its start it can still be cancelled', async () => {
    // Its manage link has expired with it (access.test.ts); its customer, signed in, still reaches it.
    const mine = phone();
    const past = await insertVisit(t.app.db, { phone: mine, serviceId: '1001', hairdresserId: FREE_HAIRDRESSER, start: '2026-11-20T10:00', minutes: 60 });
    const customer = await t.signUp({ phone: mine });
    expect((await cancel(past.visitId, customer.headers)).json()).toEqual({ status: 400, code: 'RESERVATION_EXPIRED' });
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-25T13:00:00' }));
    t.setNow(at('2026-11-25T12:59'));
    expect((await cancel(visit.id)).statusCode).toBe(204);
  });

  test('the visit says who cancelled it: null while active, CUSTOMER after this call, SALON after the till’s', async () => {
    const mine = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-24T16:00:00' }));
    expect(mine.cancelledBy).toBeNull();
    expect((await read(mine.id)).json<Visit>().cancelledBy).toBeNull();
    expect((await cancel(mine.id)).statusCode).toBe(204);
    expect((await read(mine.id)).json<Visit>()).toMatchObject({ status: 'CANCELLED', cancelledBy: 'CUSTOMER' });

    const theirs = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-26T09:00:00' }));
    const { key } = await createMachineKey(t.app.db, { kind: 'POS', salonId: SALON });
    const bySalon = await t.app.inject({ method: 'DELETE', url: `/api/pos/visits/${theirs.id}`, headers: { 'x-api-key': key } });
    expect(bySalon.statusCode).toBe(204);
    expect((await read(theirs.id)).json<Visit>()).toMatchObject({ status: 'CANCELLED', cancelledBy: 'SALON' });
  });

  test('a cancelled visit still answers what its details page shows: price, the salon’s phone and where it is', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-24T15:00:00' }));
    expect((await cancel(visit.id)).statusCode).toBe(204);
    const salon = await t.app.db.selectFrom('salons').select(['phone', 'latitude', 'longitude']).where('id', '=', SALON).executeTakeFirstOrThrow();
    const answer = (await read(visit.id)).json<Visit>();
    expect(answer.salon).toMatchObject({ id: SALON, phone: salon.phone, coordinates: { latitude: salon.latitude, longitude: salon.longitude } });
    expect(answer.salon.location?.address[0]).toEqual(expect.any(String));
    expect(answer.reservations).toEqual([expect.objectContaining({ service: expect.objectContaining({ id: '1001' }), price: { value: 120, currency: 'PLN' } })]);
  });

  test('unknown: 404 on id; not a uuid: 400 on id', async () => {
    const unknown = await cancel('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id' });
    const bad = await cancel('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'id' });
  });
});

describe('the database refuses a double booking', () => {
  async function reservationAt(visitId: string, start: string, minutes: number, status: 'ACTIVE' | 'CANCELLED' = 'ACTIVE') {
    return t.app.db
      .insertInto('reservations')
      .values({
        visit_id: visitId,
        salon_id: SALON,
        service_id: '1001',
        hairdresser_id: FREE_HAIRDRESSER,
        starts_at: at(start).toJSDate(),
        ends_at: at(start).plus({ minutes }).toJSDate(),
        price_minor: 12000,
        status,
      })
      .execute();
  }

  test('an overlapping ACTIVE reservation of the hairdresser fails with 23P01, whatever the application does', async () => {
    const { visitId } = await insertVisit(t.app.db, { phone: phone(), serviceId: '1001', hairdresserId: FREE_HAIRDRESSER, start: '2026-11-26T10:00', minutes: 60 });
    const error = await reservationAt(visitId, '2026-11-26T10:45', 60).then(
      () => null,
      (e: unknown) => e,
    );
    expect(pgErrorCode(error)).toBe('23P01');
  });

  test('a CANCELLED one may overlap, and an ACTIVE one may start when the other ends', async () => {
    const { visitId } = await insertVisit(t.app.db, { phone: phone(), serviceId: '1001', hairdresserId: FREE_HAIRDRESSER, start: '2026-11-26T13:00', minutes: 60 });
    await expect(reservationAt(visitId, '2026-11-26T13:00', 60, 'CANCELLED')).resolves.toBeDefined();
    await expect(reservationAt(visitId, '2026-11-26T14:00', 30)).resolves.toBeDefined();
    const rows = await t.app.db
      .selectFrom('reservations')
      .select(['status'])
      .where('hairdresser_id', '=', FREE_HAIRDRESSER)
      .where('starts_at', '>=', at('2026-11-26T13:00').toJSDate())
      .where('starts_at', '<', at('2026-11-26T15:00').toJSDate())
      .orderBy('starts_at')
      .orderBy('status')
      .execute();
    expect(rows).toEqual([{ status: 'ACTIVE' }, { status: 'CANCELLED' }, { status: 'ACTIVE' }]);
  });

  test('updating a reservation onto another one fails with 23P01 too', async () => {
    await insertVisit(t.app.db, { phone: phone(), serviceId: '1001', hairdresserId: FREE_HAIRDRESSER, start: '2026-11-26T15:00', minutes: 60 });
    const second = await insertVisit(t.app.db, { phone: phone(), serviceId: '1001', hairdresserId: FREE_HAIRDRESSER, start: '2026-11-26T16:00', minutes: 60 });
    const error = await t.app.db
      .updateTable('reservations')
      .set({ starts_at: at('2026-11-26T15:30').toJSDate(), ends_at: at('2026-11-26T16:30').toJSDate() })
      .where('id', '=', second.reservationId)
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(pgErrorCode(error)).toBe('23P01');
  });

  describe('when the check before the write is fooled, the constraint still holds and the API says SLOT_NOT_AVAILABLE', () => {
    // A reservation of H10101 filed under another salon: the slot engine, which reads a
    // salon's reservations, does not see it, as it would not see one committed between
    // its check and the insert. Only the exclusion constraint does.
    let time = '';
    let others: string[] = [];
    beforeAll(async () => {
      ({ time, others } = await hourWithOthersFree(t, '2026-11-27'));
      await insertVisit(t.app.db, { phone: phone(), serviceId: '1001', hairdresserId: FREE_HAIRDRESSER, start: time, minutes: 60, salonId: 'M102' });
      const seen = await t.app.availability.freeHairdressersAt({ salonId: SALON, serviceIds: ['1001'], start: at(time) });
      // First in the engine's order, so that "any hairdresser" tries H10101 first.
      expect(seen[0]).toBe(FREE_HAIRDRESSER);
    });

    test('the hairdresser asked for: 400 SLOT_NOT_AVAILABLE, nothing written', async () => {
      const mine = phone();
      const response = await t.app.inject({ method: 'POST', url: '/api/visits', payload: visitPayload({ phone: mine, dateTime: `${time}:00` }) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, code: 'SLOT_NOT_AVAILABLE' });
      expect(await t.app.db.selectFrom('visits').select('id').where('phone', '=', mine).execute()).toEqual([]);
    });

    test('any hairdresser: the next free one is tried in a new transaction', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/visits',
        payload: visitPayload({ phone: phone(), hairdresserId: null, dateTime: `${time}:00` }),
      });
      expect(response.statusCode).toBe(201);
      const hairdresserId = response.json<Visit>().reservations[0]?.hairdresserId;
      expect(hairdresserId).not.toBe(FREE_HAIRDRESSER);
      expect(others).toContain(hairdresserId);
    });

    test('any hairdresser when nobody else does the service: SLOT_NOT_AVAILABLE', async () => {
      // Manicure: only H10101 of M101 does cosmetics.
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/visits',
        payload: visitPayload({ phone: phone(), serviceId: '1101', hairdresserId: null, dateTime: `${time}:00` }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, code: 'SLOT_NOT_AVAILABLE' });
    });
  });
});
