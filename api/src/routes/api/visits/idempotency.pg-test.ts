import { randomUUID } from 'node:crypto';
import type { BookedVisit } from '@salon/contracts/reservations-api';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { App } from '../../../app.ts';
import { SETUP_TIMEOUT_MS, phoneMaker, visitPayload } from './visits-test-helpers.ts';

/*
 * A booking sent again with its Idempotency-Key while the first is still running, on the
 * other API instance (a client that gave up waiting, a load balancer's retry): both get
 * the one visit booked. PostgreSQL only (TEST_DATABASE_URL): PGlite runs one at a time.
 */

let t: TestApp;
let other: App;
const phone = phoneMaker(5);

beforeAll(async () => {
  t = await buildTestApp();
  other = await t.secondInstance();
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

test.each([
  ['a chosen hairdresser', {}],
  // "Any hairdresser": the second request could pick another free one; its key stops it.
  ['any hairdresser', { hairdresserId: null }],
])('the same booking on two instances at once with one key (%s): one visit, both answered with it', async (_what, overrides) => {
  for (let round = 0; round < 5; round += 1) {
    const key = randomUUID();
    const payload = { ...visitPayload({ phone: phone(), dateTime: `2026-11-25T${String(9 + round).padStart(2, '0')}:00:00` }), ...overrides };
    const answers = await Promise.all(
      [t.app, other, t.app, other].map((app) => app.inject({ method: 'POST', url: '/api/visits', payload, headers: { 'idempotency-key': key } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.json<BookedVisit>().id));
    expect(ids.size).toBe(1);
    const stored = await t.app.db.selectFrom('visits').select('id').where('phone', '=', payload.contact.phone).execute();
    expect(stored.map((row) => row.id)).toEqual([...ids]);
  }
}, 180_000);
