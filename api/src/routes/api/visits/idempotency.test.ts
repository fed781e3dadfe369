import { randomUUID } from 'node:crypto';
import type { BookedVisit } from '@salon/contracts/reservations-api';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { SETUP_TIMEOUT_MS, phoneMaker, visitPayload } from './visits-test-helpers.ts';

/*
 * POST /api/visits with an Idempotency-Key (decision 0036): a retry of a booking whose
 * answer was lost gets the visit the first request booked, never a second one and never
 * "slot taken" for its own slot. Two requests at once with one key: idempotency.pg-test.ts.
 */

let t: TestApp;
const phone = phoneMaker(6);

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const post = (payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/visits', payload, headers: key ? { 'idempotency-key': key } : {} });

const visitsOf = async (visitPhone: string) =>
  (await t.app.db.selectFrom('visits').select('id').where('phone', '=', visitPhone).execute()).map((row) => row.id);

test('the same booking sent again with its key is answered with the visit already booked', async () => {
  const key = randomUUID();
  const payload = visitPayload({ phone: phone(), dateTime: '2026-11-24T09:00:00' });
  const first = await post(payload, key);
  expect(first.statusCode).toBe(201);
  const again = await post(payload, key);
  expect(again.statusCode).toBe(201);
  expect(again.headers.location).toBe(first.headers.location);
  expect(again.json<BookedVisit>()).toEqual(first.json<BookedVisit>());
  expect(await visitsOf(payload.contact.phone.replace(/\s/g, ''))).toEqual([first.json<BookedVisit>().id]);
  // Its messages went out once: the replay wrote none.
  expect((await t.messages(payload.contact.phone)).filter((message) => message.template.startsWith('visit.booked'))).toHaveLength(1);
});

test('without a key, the same booking sent again is refused although the customer got the visit', async () => {
  const payload = visitPayload({ phone: phone(), dateTime: '2026-11-24T12:00:00' });
  expect((await post(payload)).statusCode).toBe(201);
  const again = await post(payload);
  expect(again.statusCode).toBe(400);
  // The customer's own booking counts against them: what a retry without a key would show.
  expect(again.json()).toEqual({ status: 400, code: 'OTHER_RESERVATION_IN_PROGRESS' });
});

test('a key sent again with other details is refused, and gives nobody the first visit', async () => {
  const key = randomUUID();
  const payload = visitPayload({ phone: phone(), dateTime: '2026-11-24T13:00:00' });
  expect((await post(payload, key)).statusCode).toBe(201);
  const other = await post({ ...payload, contact: { ...payload.contact, phone: phone() } }, key);
  expect(other.statusCode).toBe(409);
  expect(other.json()).toEqual({ status: 409, code: 'DUPLICATE_VALUE', field: 'Idempotency-Key' });
  expect(other.body).not.toContain('accessToken');
});

test('a key that is not a plain token of 16 to 128 characters is refused, naming the header', async () => {
  const payload = visitPayload({ phone: phone(), dateTime: '2026-11-24T14:00:00' });
  for (const key of ['short', 'x'.repeat(129), 'has spaces in it ok?']) {
    const refused = await post(payload, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'Idempotency-Key' });
  }
  expect(await visitsOf(payload.contact.phone)).toEqual([]);
});

test('a booking refused under a key books nothing, and the key can be used once it succeeds', async () => {
  const key = randomUUID();
  const taken = visitPayload({ phone: phone(), dateTime: '2026-11-24T15:00:00' });
  expect((await post(taken)).statusCode).toBe(201);
  const refused = await post({ ...taken, contact: { ...taken.contact, phone: phone() } }, key);
  expect(refused.json()).toEqual({ status: 400, code: 'SLOT_NOT_AVAILABLE' });
  // The customer picks another time: the form sends a new key, and an old one is harmless.
  const moved = visitPayload({ phone: phone(), dateTime: '2026-11-24T16:00:00' });
  expect((await post(moved, key)).statusCode).toBe(201);
});
