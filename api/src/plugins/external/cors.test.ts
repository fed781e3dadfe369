import { VISIT_TOKEN_HEADER } from '@salon/contracts/reservations-api';
import { buildApp, type App } from '../../app.ts';
import { openDatabase } from '../../db/connect.ts';
import { migrate } from '../../db/migrate.ts';
import { CORS_PREFLIGHT_MAX_AGE_SECONDS } from './cors.ts';

const PARTNER = 'https://partner.example';
const apps: App[] = [];

async function app(corsOrigins?: string[]): Promise<App> {
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  const built = await buildApp({ database, jwtSecret: 'x'.repeat(32), pollOutbox: false, ...(corsOrigins ? { corsOrigins } : {}) });
  apps.push(built);
  return built;
}

let withPartner: App;
beforeAll(async () => {
  withPartner = await app([PARTNER, 'http://localhost:8081']);
});
afterAll(async () => {
  await Promise.all(apps.map((built) => built.close()));
});

test('a configured partner origin may read the answers, without credentials', async () => {
  const response = await withPartner.inject({ method: 'GET', url: '/api/health', headers: { origin: PARTNER } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
  expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  expect(String(response.headers.vary)).toMatch(/origin/i);
  expect(String(response.headers['access-control-expose-headers'])).toMatch(/Location/);
});

test('an origin not on the list gets no CORS headers, so its browser keeps the answer from the page', async () => {
  const response = await withPartner.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://elsewhere.example' } });
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
  const preflight = await withPartner.inject({
    method: 'OPTIONS',
    url: '/api/visits',
    headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
  });
  expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
});

test('the preflight of a booking call allows its method and headers and is cached', async () => {
  const response = await withPartner.inject({
    method: 'OPTIONS',
    url: '/api/visits',
    headers: {
      origin: 'http://localhost:8081',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type, x-api-version, x-brand, x-client-name, accept-language',
    },
  });
  expect(response.statusCode).toBe(204);
  expect(response.headers['access-control-allow-origin']).toBe('http://localhost:8081');
  expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
  const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
  for (const header of ['authorization', 'content-type', 'x-api-version', 'x-brand', 'x-client-name', 'accept-language', 'x-captcha-token']) {
    expect(allowed).toContain(header);
  }
  expect(response.headers['access-control-max-age']).toBe(String(CORS_PREFLIGHT_MAX_AGE_SECONDS));
});

test("the preflight of a booking allows its Idempotency-Key (the widget's retries)", async () => {
  const response = await withPartner.inject({
    method: 'OPTIONS',
    url: '/api/visits',
    headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, idempotency-key' },
  });
  expect(response.statusCode).toBe(204);
  expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
  const answer = await withPartner.inject({ method: 'GET', url: '/api/health', headers: { origin: PARTNER } });
  expect(String(answer.headers['access-control-expose-headers']).toLowerCase()).toContain('x-request-id');
});

test('the preflight of a call on a booked visit allows its manage token', async () => {
  const response = await withPartner.inject({
    method: 'OPTIONS',
    url: '/api/visits/00000000-0000-4000-8000-000000000000',
    headers: { origin: PARTNER, 'access-control-request-method': 'DELETE', 'access-control-request-headers': `${VISIT_TOKEN_HEADER}, accept-language` },
  });
  expect(response.statusCode).toBe(204);
  expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
  expect(String(response.headers['access-control-allow-methods'])).toContain('DELETE');
  expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(VISIT_TOKEN_HEADER);
});

test('an error answer carries the CORS headers too, so the widget can show the error', async () => {
  const response = await withPartner.inject({ method: 'GET', url: '/api/nothing-here', headers: { origin: PARTNER } });
  expect(response.statusCode).toBe(404);
  expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
});

test('with no origins configured the API answers no cross-origin call', async () => {
  const plain = await app();
  const response = await plain.inject({ method: 'GET', url: '/api/health', headers: { origin: PARTNER } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
});
