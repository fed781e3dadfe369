import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

test('answers with the database it reaches', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
});

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
