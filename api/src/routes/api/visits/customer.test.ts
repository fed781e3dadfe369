import type { LastVisit, RecentVisit, Visit } from '@salon/contracts/reservations-api';
import { translate } from '../../../lib/translate.ts';
import type { DateTime } from 'luxon';
import { signAccessToken } from '../../../lib/access-token.ts';
import { buildTestApp, TEST_JWT_SECRET, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import { FREE_HAIRDRESSER, SALON, SETUP_TIMEOUT_MS, at, book, insertVisit, visitPayload, visitTokenHeaders } from './visits-test-helpers.ts';

/*
 * The signed-in customer's lists: GET /api/visits, /api/visits/last and
 * /api/visits/recentVisits. One customer with three visits (the middle one of another
 * category, the last one cancelled) and a stranger with one.
 */

let t: TestApp;
let user: { id: string; headers: { authorization: string } };
const PHONE = '+48516000001';
let tuesday: Visit;
let wednesday: Visit;
let thursdayId: string;

beforeAll(async () => {
  t = await buildTestApp();
  user = await t.signUp({ phone: PHONE });
}, SETUP_TIMEOUT_MS);
afterEach(() => t.setNow(TEST_NOW));
afterAll(() => t.close());

/** Moves the clock, with a fresh access token for the customer (tokens live 15 minutes). */
async function moveTo(now: DateTime) {
  t.setNow(now);
  const token = await signAccessToken(TEST_JWT_SECRET, { sub: user.id }, { now: now.toJSDate() });
  return { authorization: `Bearer ${token}` };
}

const get = (url: string, headers: Record<string, string> = user.headers) => t.app.inject({ method: 'GET', url, headers });

// /last and /recentVisits being answered with 401 (not 400 on id) also shows that /visits/:id does not take them.
test('every list needs a signed-in customer: 401 UNAUTHORIZED', async () => {
  for (const url of ['/api/visits', '/api/visits/last', '/api/visits/recentVisits', '/api/visits/upcoming']) {
    const response = await get(url, {});
    expect({ url, status: response.statusCode, body: response.json() }).toEqual({
      url,
      status: 401,
      body: { status: 401, code: 'UNAUTHORIZED' },
    });
  }
});

test('without visits: an empty list, and 404 for the last and the recent ones', async () => {
  expect((await get('/api/visits')).json()).toEqual([]);
  for (const url of ['/api/visits/last', '/api/visits/recentVisits']) {
    const response = await get(url);
    expect({ url, status: response.statusCode, body: response.json() }).toEqual({
      url,
      status: 404,
      body: { status: 404, code: 'NOT_FOUND' },
    });
  }
});

describe('with visits', () => {
  beforeAll(async () => {
    // Booked as a guest under the account's phone: still the customer's.
    // The visit as the lists show it: without the manage token the booking answer carries.
    const { accessToken: _token, ...booked } = await book(t, visitPayload({ phone: '516 000 001', dateTime: '2026-11-24T10:00:00' }));
    tuesday = booked;
    wednesday = await book(t, visitPayload({ phone: PHONE, serviceId: '1101', dateTime: '2026-11-25T10:00:00' }), user.headers);
    ({ visitId: thursdayId } = await insertVisit(t.app.db, {
      phone: PHONE,
      serviceId: '1003',
      hairdresserId: FREE_HAIRDRESSER,
      start: '2026-11-26T10:00',
      minutes: 120,
    }));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/visits/${thursdayId}`, headers: visitTokenHeaders(t, thursdayId) })).statusCode).toBe(204);
    // Somebody else's.
    await book(t, visitPayload({ phone: '+48516000002', dateTime: '2026-11-24T12:00:00' }));
  });

  test('GET /api/visits: all of them, latest start first, cancelled ones with their status', async () => {
    const response = await get('/api/visits');
    expect(response.statusCode).toBe(200);
    const visits = response.json<Visit[]>();
    expect(visits.map((v) => [v.id, v.status, v.startDateTime])).toEqual([
      [thursdayId, 'CANCELLED', '2026-11-26T10:00:00'],
      [wednesday.id, 'ACTIVE', '2026-11-25T10:00:00'],
      [tuesday.id, 'ACTIVE', '2026-11-24T10:00:00'],
    ]);
    expect(visits[2]).toEqual(tuesday);
  });

  test('GET /api/visits/upcoming: active visits still to come, soonest first, the guest booking under the phone included', async () => {
    const ids = async (headers: Record<string, string>) => (await get('/api/visits/upcoming', headers)).json<Visit[]>().map((v) => v.id);
    expect(await ids(user.headers)).toEqual([tuesday.id, wednesday.id]);
    // Once Tuesday's visit has started it is no longer upcoming; the cancelled Thursday never is.
    expect(await ids(await moveTo(at('2026-11-24T10:30')))).toEqual([wednesday.id]);
    expect(await ids(await moveTo(at('2026-11-27T12:00')))).toEqual([]);
  });

  test('GET /api/visits/recentVisits: two by default, without cancelled ones', async () => {
    const response = await get('/api/visits/recentVisits');
    expect(response.statusCode).toBe(200);
    const hairdresser = await t.app.db.selectFrom('hairdressers').select('name').where('id', '=', FREE_HAIRDRESSER).executeTakeFirstOrThrow();
    const manicure = await t.app.db.selectFrom('services').select('name').where('id', '=', '1101').executeTakeFirstOrThrow();
    expect(response.json<RecentVisit[]>()).toEqual([
      {
        id: wednesday.id,
        salon: expect.objectContaining({ id: SALON, location: expect.objectContaining({ cityCode: 'warszawa' }) }),
        service: { id: '1101', name: translate(manicure.name, 'pl'), category: 'COSMETICS', duration: 45 },
        startDateTime: '2026-11-25T10:00:00',
        selectedHairdresserName: hairdresser.name,
        status: 'ACTIVE',
      },
      expect.objectContaining({ id: tuesday.id, service: expect.objectContaining({ id: '1001' }), status: 'ACTIVE' }),
    ]);
  });

  test('recentVisits: limit and withCanceled', async () => {
    const ids = async (query: string) => (await get(`/api/visits/recentVisits?${query}`)).json<RecentVisit[]>().map((v) => [v.id, v.status]);
    expect(await ids('limit=1')).toEqual([[wednesday.id, 'ACTIVE']]);
    expect(await ids('withCanceled=true')).toEqual([
      [thursdayId, 'CANCELLED'],
      [wednesday.id, 'ACTIVE'],
    ]);
    expect(await ids('limit=3&withCanceled=true')).toEqual([
      [thursdayId, 'CANCELLED'],
      [wednesday.id, 'ACTIVE'],
      [tuesday.id, 'ACTIVE'],
    ]);
    expect(await ids('limit=50&withCanceled=false')).toEqual([
      [wednesday.id, 'ACTIVE'],
      [tuesday.id, 'ACTIVE'],
    ]);
  });

  test('recentVisits: a limit outside 1..50 or a withCanceled that is no boolean is a 400 with the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['limit=two', 'limit'],
      ['withCanceled=maybe', 'withCanceled'],
    ]) {
      const response = await get(`/api/visits/recentVisits?${query}`);
      expect({ query, status: response.statusCode, body: response.json() }).toEqual({
        query,
        status: 400,
        body: { status: 400, code: 'INVALID_VALUE', field },
      });
    }
  });

  test('GET /api/visits/last: none has started yet, then the latest started one that is not cancelled', async () => {
    expect((await get('/api/visits/last')).statusCode).toBe(404);

    const during = await get('/api/visits/last', await moveTo(at('2026-11-24T10:30')));
    expect(during.statusCode).toBe(200);
    const hairdresser = await t.app.db.selectFrom('hairdressers').select('name').where('id', '=', FREE_HAIRDRESSER).executeTakeFirstOrThrow();
    expect(during.json<LastVisit>()).toEqual({
      id: tuesday.id,
      salon: tuesday.salon,
      service: tuesday.reservations[0]!.service,
      startDateTime: '2026-11-24T10:00:00',
      hairdresserId: FREE_HAIRDRESSER,
      hairdresserName: hairdresser.name,
    });

    // Friday: Thursday's visit was cancelled, so Wednesday's is the last.
    const friday = await moveTo(at('2026-11-27T12:00'));
    expect((await get('/api/visits/last', friday)).json<LastVisit>()).toMatchObject({ id: wednesday.id, service: { id: '1101' } });
  });

  test('a stranger sees none of them', async () => {
    const stranger = await t.signUp({ phone: '+48516000003' });
    expect((await get('/api/visits', stranger.headers)).json()).toEqual([]);
    expect((await get('/api/visits/recentVisits', stranger.headers)).statusCode).toBe(404);
  });

});
