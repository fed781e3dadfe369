import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { book, phoneMaker, SETUP_TIMEOUT_MS, visitPayload } from '../../../routes/api/visits/visits-test-helpers.ts';
import { loggerOptions, redactedUrl, REQUEST_ID_HEADER } from './request-log.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const phone = phoneMaker(7);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  test("nginx's id is kept and answered back", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { [REQUEST_ID_HEADER]: '0f3c9b1e8a7d4c2b9e6f1a0d3c5b7e9f' } });
    expect(response.headers[REQUEST_ID_HEADER]).toBe('0f3c9b1e8a7d4c2b9e6f1a0d3c5b7e9f');
  });

  test('without one, or with one that is not a plain token, the API makes its own', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(none.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    const forged = await t.app.inject({ method: 'GET', url: '/api/health', headers: { [REQUEST_ID_HEADER]: 'abc"}\n{"level":60' } });
    expect(forged.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    // Errors carry it too, for a customer's report.
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(missing.headers[REQUEST_ID_HEADER]).toMatch(UUID);
  });
});

describe('log lines', () => {
  test('a secret in a query string never reaches the log', () => {
    expect(redactedUrl('/api/unsubscribe/email?customerId=42&signature=abcdef')).toBe('/api/unsubscribe/email?customerId=42&signature=%5Bredacted%5D');
    expect(redactedUrl('/api/salons?location=52.2,21.0')).toBe('/api/salons?location=52.2,21.0');
    expect(redactedUrl('/api/health')).toBe('/api/health');
  });

  test('a request is logged without its headers (tokens) and with its URL redacted', () => {
    const logger = loggerOptions('info') as { serializers: { req: (request: object) => object } };
    const line = logger.serializers.req({
      method: 'PUT',
      url: '/api/unsubscribe/email?customerId=1&signature=s3cret',
      ip: '198.51.100.1',
      headers: { authorization: 'Bearer eyJ…', 'user-agent': 'Salon/1.0' },
    });
    expect(line).toEqual({
      method: 'PUT',
      url: '/api/unsubscribe/email?customerId=1&signature=%5Bredacted%5D',
      remoteAddress: '198.51.100.1',
      userAgent: 'Salon/1.0',
    });
    expect(JSON.stringify(line)).not.toContain('s3cret');
  });
});

describe('GET /api/metrics', () => {
  /** The value of one series in Prometheus' text format, or undefined. */
  function series(text: string, name: string): number | undefined {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
    return line === undefined ? undefined : Number(line.slice(name.length + 1));
  }

  async function scrape(): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  }

  test('counts requests and their latency per route pattern, never per id', async () => {
    const before = series(await scrape(), 'salon_http_requests_total{method="GET",route="/api/salons/:id",status="200"}') ?? 0;
    await t.app.inject({ method: 'GET', url: '/api/salons/M101' });
    await t.app.inject({ method: 'GET', url: '/api/salons/M102' });
    const text = await scrape();
    expect(series(text, 'salon_http_requests_total{method="GET",route="/api/salons/:id",status="200"}')).toBe(before + 2);
    expect(text).not.toContain('M101');
    expect(series(text, 'salon_http_request_duration_seconds_count{method="GET",route="/api/salons/:id"}')).toBeGreaterThanOrEqual(2);
    expect(text).toContain('salon_http_request_duration_seconds_bucket{le="0.025",method="GET",route="/api/salons/:id"}');
    expect(text).toContain('salon_api_nodejs_eventloop_lag_seconds');
  });

  test('counts booking outcomes: booked, and refused with the failure code', async () => {
    const payload = visitPayload({ phone: phone(), dateTime: '2026-11-24T11:00:00' });
    await book(t, payload);
    const taken = await t.app.inject({ method: 'POST', url: '/api/visits', payload: { ...payload, contact: { ...payload.contact, phone: phone() } } });
    expect(taken.json()).toEqual({ status: 400, code: 'SLOT_NOT_AVAILABLE' });
    const text = await scrape();
    expect(series(text, 'salon_booking_requests_total{operation="createVisit",outcome="ok"}')).toBe(1);
    expect(series(text, 'salon_booking_requests_total{operation="createVisit",outcome="SLOT_NOT_AVAILABLE"}')).toBe(1);
  });

  test('reports the outbox backlog from the database', async () => {
    // A message written without a request that sends it right after: it waits for the poll.
    await t.app.outbox.enqueue(t.app.db, {
      channel: 'SMS',
      recipient: phone(),
      template: 'test.metrics',
      language: 'pl',
      subject: null,
      body: 'Kolejka wiadomości',
    });
    const text = await scrape();
    expect(series(text, 'salon_outbox_pending{channel="SMS"}')).toBeGreaterThanOrEqual(1);
    expect(series(text, 'salon_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    await t.app.outbox.deliverDue();
    const after = await scrape();
    expect(series(after, 'salon_outbox_pending{channel="SMS"}')).toBe(0);
    expect(series(after, 'salon_outbox_pending{channel="EMAIL"}')).toBe(0);
    expect(series(after, 'salon_outbox_oldest_pending_seconds')).toBe(0);
    expect(series(after, 'salon_outbox_dead_letters')).toBe(0);
  });
});
