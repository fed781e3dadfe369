import { createServer, type AddressInfo } from 'node:net';
import { buildApp } from '../../../app.ts';
import { openDatabase } from '../../../db/connect.ts';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

test('liveness answers with the kind of database, and readiness once it reaches it', async () => {
  const live = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ status: 'ok', database: kind });
  const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready', database: kind, redis: 'not used' });
});

test('readiness fails once the instance starts closing, while liveness still answers', async () => {
  t.app.closing = true;
  try {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE', field: 'shutdown' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  } finally {
    t.app.closing = false;
  }
});

test('readiness fails while the database does not answer; liveness does not depend on it', async () => {
  // A PostgreSQL pool pointed at a port nobody listens on: every query fails to connect.
  const unreachable = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${await closedPort()}/none` });
  const app = await buildApp({ database: unreachable, jwtSecret: TEST_JWT_SECRET, pollOutbox: false });
  try {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE', field: 'database' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'postgres' });
  } finally {
    await app.close();
  }
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test('an unknown path is a 404 in the error shape', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'path' });
});

test('an API version other than 2, 3 or 4 is refused with the header as field', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-api-version': '7' } });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'X-Api-Version' });
});

test('a bearer token that does not verify is a 401 UNAUTHORIZED', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: 'Bearer nope' } });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ status: 401, code: 'UNAUTHORIZED' });
});

test('a valid token of an existing user passes', async () => {
  const user = await t.signUp();
  const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: user.headers });
  expect(response.statusCode).toBe(200);
});

test('OpenAPI is served at /api/docs/json', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  expect(response.json().paths['/api/health']).toBeDefined();
});
