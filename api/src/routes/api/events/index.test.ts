import { TRACKING_PATH, type TrackingEvent } from '@salon/contracts/api';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';

// The tracker's events need no catalogue: an unseeded database starts faster.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const event = (overrides: Partial<TrackingEvent> = {}): TrackingEvent => ({
  type: 'page_view',
  at: '2026-11-23T06:59:30.000Z',
  app: 'booking',
  path: '/rezerwacja/usluga',
  data: { step: 'service', salonId: 'M101' },
  ...overrides,
});

/** What sendBeacon sends: a JSON blob and no custom header, no token. */
const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: TRACKING_PATH,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const stored = () =>
  t.app.db.selectFrom('tracking_events').select(['type', 'occurred_at', 'app', 'path', 'data', 'user_id', 'received_at']).orderBy('id').execute();

beforeEach(async () => {
  await t.app.db.deleteFrom('tracking_events').execute();
});

describe('POST /api/events', () => {
  test('stores a header-less beacon batch in order and answers 202 without a body', async () => {
    const response = await post({
      events: [event(), event({ type: 'service_selected', at: '2026-11-23T08:01:00+01:00', path: undefined, data: undefined })],
    });
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    expect(await stored()).toEqual([
      {
        type: 'page_view',
        occurred_at: new Date('2026-11-23T06:59:30.000Z'),
        app: 'booking',
        path: '/rezerwacja/usluga',
        data: { step: 'service', salonId: 'M101' },
        user_id: null,
        received_at: TEST_NOW.toJSDate(),
      },
      {
        type: 'service_selected',
        occurred_at: new Date('2026-11-23T07:01:00.000Z'),
        app: 'booking',
        path: null,
        data: null,
        user_id: null,
        received_at: TEST_NOW.toJSDate(),
      },
    ]);
  });

  test("ties a signed-in customer's events to the account", async () => {
    const user = await t.signUp();
    const response = await post({ events: [event()] }, { ...user.headers, 'accept-language': 'en-gb', 'x-client-name': 'web' });
    expect(response.statusCode).toBe(202);
    expect((await stored()).map((row) => row.user_id)).toEqual([user.id]);
  });

  test('accepts 100 events and times at the edges of the window (1 day ahead, 30 days back)', async () => {
    const edges = [event({ at: TEST_NOW.plus({ days: 1 }).toISO() ?? '' }), event({ at: TEST_NOW.minus({ days: 30 }).toISO() ?? '' })];
    const response = await post({ events: [...edges, ...Array.from({ length: 98 }, (_, i) => event({ type: `t${i}` }))] });
    expect(response.statusCode).toBe(202);
    const rows = await stored();
    expect(rows).toHaveLength(100);
    expect(rows[0]?.occurred_at).toEqual(TEST_NOW.plus({ days: 1 }).toJSDate());
    expect(rows[1]?.occurred_at).toEqual(TEST_NOW.minus({ days: 30 }).toJSDate());
  });

  test.each([
    ['an empty batch', { events: [] }, 'events'],
    ['more than 100 events', { events: Array.from({ length: 101 }, () => event()) }, 'events'],
    ['no events key', {}, 'events'],
    ['an event without type', { events: [event(), { ...event(), type: undefined }] }, 'events.1.type'],
    ['an empty type', { events: [event(), event(), event({ type: '' })] }, 'events.2.type'],
    ['a type over 64 characters', { events: [event({ type: 'x'.repeat(65) })] }, 'events.0.type'],
    ['an app over 32 characters', { events: [event(), event({ app: 'a'.repeat(33) })] }, 'events.1.app'],
    ['a path over 2048 characters', { events: [event({ path: `/${'p'.repeat(2048)}` })] }, 'events.0.path'],
    ['data that is not an object', { events: [event(), { ...event(), data: 'clicked' }] }, 'events.1.data'],
    ['a time that is no date-time', { events: [event({ at: 'yesterday' })] }, 'events.0.at'],
    ['a time without zone', { events: [event(), event({ at: '2026-11-23T08:00:00' })] }, 'events.1.at'],
    ['an impossible time', { events: [event({ at: '2026-02-30T10:00:00Z' })] }, 'events.0.at'],
    ['a time over a day ahead', { events: [event(), event({ at: TEST_NOW.plus({ days: 1, seconds: 1 }).toISO() ?? '' })] }, 'events.1.at'],
    ['a time over 30 days back', { events: [event({ at: TEST_NOW.minus({ days: 30, seconds: 1 }).toISO() ?? '' }), event()] }, 'events.0.at'],
    ['a NUL character in data', { events: [event({ data: { label: 'a\u0000b' } })] }, 'events.0.data'],
    ['a NUL character in the path', { events: [event({ path: '/a\u0000' })] }, 'events.0.path'],
    ['a lone surrogate in a data key', { events: [event({ data: { '\ud800': 1 } })] }, 'events.0.data'],
    ['deeply nested data', { events: [event({ data: { a: [[[[[[[[[1]]]]]]]]] } })] }, 'events.0.data'],
  ])('refuses the whole batch for %s (400 on the field, nothing stored)', async (_name, body, field) => {
    const response = await post(body);
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field });
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  test('stores a surrogate pair (an emoji) in data as sent', async () => {
    const response = await post({ events: [event({ data: { label: 'ok 💇' } })] });
    expect(response.statusCode).toBe(202);
    expect((await stored())[0]?.data).toEqual({ label: 'ok 💇' });
  });

  test('a malformed body is a 400 on body', async () => {
    const response = await post('{"events": [');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'body' });
  });

  test("a body over the app's limit is a 413 in the error shape", async () => {
    const big = { events: [event({ data: { blob: 'x'.repeat(300 * 1024) } })] };
    const response = await post(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 413, code: 'INVALID_VALUE', field: 'body' });
    expect(await stored()).toEqual([]);
  });
});

describe('POST /api/events rate limit', () => {
  // A fresh app: the limit counts per app instance and the tests above spent some.
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await buildTestApp({ seed: false });
  });
  afterAll(() => fresh.close());

  const send = (remoteAddress: string) =>
    fresh.app.inject({
      method: 'POST',
      url: TRACKING_PATH,
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ events: [event()] }),
    });

  test('allows 120 batches a minute per IP, then answers 429 RATE_LIMITED; other IPs are not affected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 1) statuses.push((await send('203.0.113.7')).statusCode);
    expect(statuses.every((status) => status === 202)).toBe(true);

    const limited = await send('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });

    expect((await send('198.51.100.2')).statusCode).toBe(202);
    const count = await fresh.app.db.selectFrom('tracking_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(121);
  });
});
