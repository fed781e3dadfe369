import type { LightMyRequestResponse } from 'fastify';
import { VISIT_TOKEN_HEADER, type BookedVisit, type EditReservation, type Visit } from '@salon/contracts/reservations-api';
import { visitAccessToken } from '../../../plugins/app/visits/visit-links.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import { FREE_HAIRDRESSER, SETUP_TIMEOUT_MS, at, book, insertVisit, phoneMaker, visitPayload, visitTokenHeaders } from './visits-test-helpers.ts';

/*
 * Who may read, edit and cancel one visit: the holder of its manage link's token until
 * the visit has ended, or its signed-in customer. Anyone else gets exactly the answer of
 * an unknown id, whatever the visit's state.
 */

let t: TestApp;
const phone = phoneMaker(4);
beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT_MS);
afterEach(() => t.setNow(TEST_NOW));
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** The three calls on one visit, with the headers given (none: no token, no session). */
const calls = {
  read: (visitId: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/visits/${visitId}`, headers }),
  edit: (visitId: string, reservationId: string, payload: EditReservation, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: `/api/visits/${visitId}/reservations/${reservationId}`, payload, headers }),
  cancel: (visitId: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'DELETE', url: `/api/visits/${visitId}`, headers }),
};

/** Status and body of GET, PUT and DELETE on a visit: what a caller learns. */
async function answers(visit: { id: string; reservationId: string }, headers: Record<string, string>, startDateTime: string) {
  const seen = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.body });
  return {
    read: seen(await calls.read(visit.id, headers)),
    edit: seen(await calls.edit(visit.id, visit.reservationId, { serviceId: '1001', startDateTime, hairdresserId: FREE_HAIRDRESSER }, headers)),
    cancel: seen(await calls.cancel(visit.id, headers)),
  };
}

/** What an unknown id answers: the answer anyone without access must get. */
const NOT_FOUND = {
  read: { status: 404, body: JSON.stringify({ status: 404, code: 'NOT_FOUND', field: 'id' }) },
  edit: { status: 404, body: JSON.stringify({ status: 404, code: 'NOT_FOUND', field: 'visitId' }) },
  cancel: { status: 404, body: JSON.stringify({ status: 404, code: 'NOT_FOUND', field: 'id' }) },
};

const tokenHeader = (token: string) => ({ [VISIT_TOKEN_HEADER]: token });
/** The token with its first character changed. */
const tampered = (token: string) => `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;

test('the token POST /api/visits answers reads, edits and cancels that visit', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/visits', payload: visitPayload({ phone: phone(), dateTime: '2026-11-24T09:00:00' }) });
  expect(response.statusCode).toBe(201);
  const booked = response.json<BookedVisit>();
  expect(booked.accessToken).toBe(visitAccessToken(t.app.identityConfig.visitLinkSecret, booked.id));
  const headers = tokenHeader(booked.accessToken);

  const read = await calls.read(booked.id, headers);
  expect(read.statusCode).toBe(200);
  const { accessToken: _token, ...visit } = booked;
  expect(read.json<Visit>()).toEqual(visit);

  const reservationId = booked.reservations[0]!.id;
  const edited = await calls.edit(booked.id, reservationId, { serviceId: '1001', startDateTime: '2026-11-24T09:30:00', hairdresserId: FREE_HAIRDRESSER }, headers);
  expect(edited.statusCode).toBe(200);
  expect(edited.json<Visit>().startDateTime).toBe('2026-11-24T09:30:00');

  expect((await calls.cancel(booked.id, headers)).statusCode).toBe(204);
  // A cancelled visit stays readable through its link until its time has passed.
  expect((await calls.read(booked.id, headers)).json<Visit>().status).toBe('CANCELLED');
});

describe('without access, every call answers as for an unknown id', () => {
  let visit: { id: string; reservationId: string };
  let other: BookedVisit;
  beforeAll(async () => {
    const booked = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-24T11:00:00' }));
    visit = { id: booked.id, reservationId: booked.reservations[0]!.id };
    other = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-24T13:00:00' }));
  });

  test('an unknown id, even with a token made for it', async () => {
    const unknown = { id: UNKNOWN, reservationId: UNKNOWN };
    expect(await answers(unknown, {}, '2026-11-24T11:30:00')).toEqual(NOT_FOUND);
    expect(await answers(unknown, visitTokenHeaders(t, UNKNOWN), '2026-11-24T11:30:00')).toEqual(NOT_FOUND);
  });

  test.each([
    ['no token', () => ({})],
    ['an empty token', () => tokenHeader('')],
    ['the token of another visit', () => tokenHeader(other.accessToken)],
    ['a tampered token', () => tokenHeader(tampered(visitTokenHeaders(t, visit.id)[VISIT_TOKEN_HEADER]!))],
    ['a token signed with another secret', () => tokenHeader(visitAccessToken('another-secret-of-at-least-32-characters', visit.id))],
  ])('%s', async (_name, headers) => {
    expect(await answers(visit, headers(), '2026-11-24T11:30:00')).toEqual(NOT_FOUND);
    // Nothing was changed or cancelled meanwhile.
    const read = await calls.read(visit.id, visitTokenHeaders(t, visit.id));
    expect(read.json<Visit>()).toMatchObject({ status: 'ACTIVE', startDateTime: '2026-11-24T11:00:00' });
  });

  test("another signed-in customer's session, with or without a wrong token", async () => {
    const stranger = await t.signUp();
    expect(await answers(visit, stranger.headers, '2026-11-24T11:30:00')).toEqual(NOT_FOUND);
    expect(await answers(visit, { ...stranger.headers, ...tokenHeader(other.accessToken) }, '2026-11-24T11:30:00')).toEqual(NOT_FOUND);
  });

  test('a cancelled visit: 404 before RESERVATION_CANCELLED, which only its manager sees', async () => {
    const cancelled = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-25T09:00:00' }));
    const target = { id: cancelled.id, reservationId: cancelled.reservations[0]!.id };
    expect((await calls.cancel(cancelled.id, tokenHeader(cancelled.accessToken))).statusCode).toBe(204);
    expect(await answers(target, {}, '2026-11-25T10:00:00')).toEqual(NOT_FOUND);
    const again = await calls.cancel(cancelled.id, tokenHeader(cancelled.accessToken));
    expect(again.json()).toEqual({ status: 400, code: 'RESERVATION_CANCELLED' });
  });
});

describe('the token expires with the visit', () => {
  test('it works until the last reservation ends, then answers as for an unknown id', async () => {
    // Two reservations: 10:00–11:00 and 11:00–11:45; the link lasts until 11:45.
    const booked = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-26T10:00:00' }));
    await t.app.db
      .insertInto('reservations')
      .values({
        visit_id: booked.id,
        salon_id: booked.salon.id,
        service_id: '1101',
        hairdresser_id: FREE_HAIRDRESSER,
        starts_at: at('2026-11-26T11:00').toJSDate(),
        ends_at: at('2026-11-26T11:45').toJSDate(),
        price_minor: 8000,
      })
      .execute();
    const headers = tokenHeader(booked.accessToken);
    const target = { id: booked.id, reservationId: booked.reservations[0]!.id };

    t.setNow(at('2026-11-26T11:44'));
    expect((await calls.read(booked.id, headers)).statusCode).toBe(200);
    // In progress: the manager learns why nothing can be changed.
    expect((await calls.cancel(booked.id, headers)).json()).toEqual({ status: 400, code: 'RESERVATION_EXPIRED' });

    t.setNow(at('2026-11-26T11:45'));
    expect(await answers(target, headers, '2026-11-30T10:00:00')).toEqual(NOT_FOUND);
  });

  test('a visit long past, with its own token', async () => {
    const past = await insertVisit(t.app.db, { phone: phone(), serviceId: '1001', hairdresserId: FREE_HAIRDRESSER, start: '2026-11-20T10:00', minutes: 60 });
    const target = { id: past.visitId, reservationId: past.reservationId };
    expect(await answers(target, visitTokenHeaders(t, past.visitId), '2026-11-30T10:00:00')).toEqual(NOT_FOUND);
  });
});

describe("the visit's signed-in customer needs no token", () => {
  test('an account with a phone: the visits under that phone, booked as a guest too, also once past', async () => {
    const mine = phone();
    const customer = await t.signUp({ phone: mine });
    const booked = await book(t, visitPayload({ phone: mine, dateTime: '2026-11-27T09:00:00' }));
    const reservationId = booked.reservations[0]!.id;

    expect((await calls.read(booked.id, customer.headers)).json<Visit>().id).toBe(booked.id);
    const edited = await calls.edit(booked.id, reservationId, { serviceId: '1001', startDateTime: '2026-11-27T09:30:00', hairdresserId: FREE_HAIRDRESSER }, customer.headers);
    expect(edited.statusCode).toBe(200);
    expect((await calls.cancel(booked.id, customer.headers)).statusCode).toBe(204);

    const past = await insertVisit(t.app.db, { phone: mine, serviceId: '1001', hairdresserId: FREE_HAIRDRESSER, start: '2026-11-19T10:00', minutes: 60 });
    const read = await calls.read(past.visitId, customer.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json<Visit>().startDateTime).toBe('2026-11-19T10:00:00');
  });

  test('an account without a phone: the visits it booked signed in', async () => {
    const customer = await t.signUp({ phone: null });
    const booked = await book(t, visitPayload({ phone: phone(), dateTime: '2026-11-27T11:00:00' }), customer.headers);
    expect((await calls.read(booked.id, customer.headers)).statusCode).toBe(200);
    // The same phone, booked by a guest: not this account's.
    const guest = await book(t, visitPayload({ phone: booked.contact.phone, serviceId: '1101', dateTime: '2026-11-27T13:00:00' }));
    expect(await answers({ id: guest.id, reservationId: guest.reservations[0]!.id }, customer.headers, '2026-11-27T13:30:00')).toEqual(NOT_FOUND);
  });

  test('a customer who is no longer the visit’s after a change of its phone loses it', async () => {
    const mine = phone();
    const customer = await t.signUp({ phone: mine });
    const booked = await book(t, visitPayload({ phone: mine, dateTime: '2026-11-30T09:00:00' }), customer.headers);
    const reservationId = booked.reservations[0]!.id;
    // Moved to someone else's phone through the link (the account is signed out there).
    const moved = await calls.edit(
      booked.id,
      reservationId,
      { serviceId: '1001', startDateTime: '2026-11-30T09:00:00', hairdresserId: FREE_HAIRDRESSER, contact: { firstName: 'Ola', lastName: 'Nowak', phone: phone() } },
      tokenHeader(booked.accessToken),
    );
    expect(moved.statusCode).toBe(200);
    expect(await answers({ id: booked.id, reservationId }, customer.headers, '2026-11-30T09:30:00')).toEqual(NOT_FOUND);
  });
});

test('the OpenAPI document says so: the token header or a session on the three calls, a session optional on booking', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>;
    components: { securitySchemes: Record<string, unknown> };
  }>();
  expect(document.components.securitySchemes.visitToken).toEqual({ type: 'apiKey', in: 'header', name: VISIT_TOKEN_HEADER });
  const manager = [{ visitToken: [] }, { bearer: [] }];
  expect(document.paths['/api/visits/{id}']).toMatchObject({
    get: { operationId: 'getVisit', security: manager },
    delete: { operationId: 'cancelVisit', security: manager },
  });
  expect(document.paths['/api/visits/{visitId}/reservations/{reservationId}']?.put).toMatchObject({ operationId: 'editVisitReservation', security: manager });
  expect(document.paths['/api/visits']?.post).toMatchObject({ operationId: 'createVisit', security: [{}, { bearer: [] }] });
});
