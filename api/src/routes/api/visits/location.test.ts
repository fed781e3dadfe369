import type { BookedVisit, CreateVisit, SalonSlots, Visit } from '@salon/contracts/reservations-api';
import { smsText } from '../../../plugins/app/visit-messages/sms-text.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { SETUP_TIMEOUT_MS, TUESDAY, book, phoneMaker, refused, visitPayload, visitTokenHeaders } from './visits-test-helpers.ts';

/*
 * A visit at the customer's place (decision 0028): a virtual salon (the seed's mobile
 * teams M900 and M901, services such as 1303 "haircut at home") needs the address its
 * team comes to, as the contact's `location`; every other salon refuses one. The address
 * is stored normalised, answered with the visit, changed by an edit that gives one, and
 * named in the messages instead of a salon's address.
 */

let t: TestApp;
const phone = phoneMaker(8);
beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const MOBILE_SALON = 'M900';
const AT_HOME_CUT = '1303';
const HOME = { address: 'ul. Miodowa 5 m. 2', postcode: '00-950', city: 'Warszawa' };

/** The free start times of the mobile salon on a day, for the haircut at home. */
async function mobileTimes(date: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reservation-slots?salonId=${MOBILE_SALON}&date=${date}&services=${AT_HOME_CUT}`,
    headers: { 'x-api-version': '3' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<SalonSlots[]>()[0]?.slots ?? [];
}

/** A booking of the haircut at home at the mobile salon, the `n`-th free time of Tuesday. */
async function mobilePayload(n: number, overrides: Partial<CreateVisit['contact']> = {}): Promise<CreateVisit> {
  const times = await mobileTimes(TUESDAY);
  expect(times.length).toBeGreaterThan(n);
  return visitPayload({
    salonId: MOBILE_SALON,
    serviceId: AT_HOME_CUT,
    hairdresserId: null,
    dateTime: times[n]!,
    contact: { firstName: 'Ewa', lastName: 'Zielińska', phone: phone(), ...overrides },
  });
}

const storedLocation = (visitId: string) =>
  t.app.db.selectFrom('visit_locations').select(['address', 'postcode', 'city']).where('visit_id', '=', visitId).executeTakeFirst();

describe('POST /api/visits at a virtual salon', () => {
  test('books with the address: stored trimmed with the postcode written "00-950", answered and read back with the visit', async () => {
    const payload = await mobilePayload(0, { location: { address: '  ul. Miodowa 5 m. 2 ', postcode: '00950', city: ' Warszawa ' } });
    const visit = await book(t, payload);
    expect(visit.salon).toMatchObject({ id: MOBILE_SALON, virtual: true, location: null });
    expect(visit.contact.location).toEqual(HOME);
    expect(await storedLocation(visit.id)).toEqual(HOME);

    const read = await t.app.inject({ method: 'GET', url: `/api/visits/${visit.id}`, headers: visitTokenHeaders(t, visit.id) });
    expect(read.json<Visit>().contact.location).toEqual(HOME);
  });

  test('the confirmation names the customer’s address where a salon’s would be', async () => {
    const payload = await mobilePayload(1, { location: HOME });
    await book(t, payload, { 'accept-language': 'en-GB' });
    const [sms] = await t.messages(payload.contact.phone);
    expect(sms?.body).toContain(smsText('coming to you at ul. Miodowa 5 m. 2, 00-950 Warszawa'));
    expect(sms?.body).not.toContain('Uslugi mobilne');
  });

  test('without the address: 400 INVALID_VALUE on contact.location, nothing booked', async () => {
    const payload = await mobilePayload(2);
    const before = await t.app.db.selectFrom('visits').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await refused(t, payload)).toEqual({ statusCode: 400, body: { status: 400, code: 'INVALID_VALUE', field: 'contact.location' } });
    const after = await t.app.db.selectFrom('visits').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test.each([
    ['a postcode of four digits', { ...HOME, postcode: '0-950' }, 'contact.location.postcode'],
    ['a postcode with letters', { ...HOME, postcode: 'AB-123' }, 'contact.location.postcode'],
    ['a blank street', { ...HOME, address: '   ' }, 'contact.location.address'],
    ['a blank town', { ...HOME, city: '  ' }, 'contact.location.city'],
    ['no town', { address: HOME.address, postcode: HOME.postcode }, 'contact.location.city'],
    ['a street of 201 characters', { ...HOME, address: 'x'.repeat(201) }, 'contact.location.address'],
  ])('%s: 400 INVALID_VALUE on the part', async (_case, location, field) => {
    const payload = await mobilePayload(2);
    const body = { ...payload, contact: { ...payload.contact, location } };
    expect(await refused(t, body)).toEqual({ statusCode: 400, body: { status: 400, code: 'INVALID_VALUE', field } });
  });
});

describe('POST /api/visits at a salon', () => {
  test('an address is refused: 400 INVALID_VALUE on contact.location', async () => {
    const payload = visitPayload({ phone: phone(), contact: { firstName: 'Ewa', lastName: 'Zielińska', phone: phone(), location: HOME } });
    expect(await refused(t, payload)).toEqual({ statusCode: 400, body: { status: 400, code: 'INVALID_VALUE', field: 'contact.location' } });
  });

  test('without one it books, and the visit carries no location', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: `${TUESDAY}T12:00:00` }));
    expect(visit.contact).not.toHaveProperty('location');
    expect(await storedLocation(visit.id)).toBeUndefined();
  });
});

describe('PUT /api/visits/{visitId}/reservations/{reservationId}', () => {
  async function edit(visit: BookedVisit, contact?: CreateVisit['contact']) {
    const reservation = visit.reservations[0]!;
    return t.app.inject({
      method: 'PUT',
      url: `/api/visits/${visit.id}/reservations/${reservation.id}`,
      payload: { serviceId: reservation.service.id, startDateTime: reservation.startDateTime, hairdresserId: null, ...(contact ? { contact } : {}) },
      headers: visitTokenHeaders(t, visit.id),
    });
  }

  test('a new address replaces the visit’s; an edit without one keeps it', async () => {
    const payload = await mobilePayload(3, { location: HOME });
    const visit = await book(t, payload);
    const moved = { address: 'ul. Długa 1', postcode: '00-238', city: 'Warszawa' };

    const kept = await edit(visit, { ...visit.contact, location: undefined });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<Visit>().contact.location).toEqual(HOME);

    const changed = await edit(visit, { ...visit.contact, location: { ...moved, postcode: '00 238' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Visit>().contact.location).toEqual(moved);
    expect(await storedLocation(visit.id)).toEqual(moved);
  });

  test('an address for a salon visit is refused', async () => {
    const visit = await book(t, visitPayload({ phone: phone(), dateTime: `${TUESDAY}T13:00:00` }));
    const response = await edit(visit, { ...visit.contact, location: HOME });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'contact.location' });
  });
});
