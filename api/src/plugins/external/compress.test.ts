import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { 'x-api-version': '3', ...headers } });

test.each([
  ['/api/salons'],
  ['/api/reservation-slots?date=2026-11-25&services=1001&city=warszawa'],
  ['/api/services?city=warszawa'],
])('%s is sent compressed as the client accepts, the same JSON once decompressed', async (url) => {
  const plain = await get(url);
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();

  const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

  const gzip = await get(url, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
});

test('small answers and errors go as they are', async () => {
  const health = await get('/api/health', { 'accept-encoding': 'br' });
  expect(health.headers['content-encoding']).toBeUndefined();
  const bad = await get('/api/reservation-slots?date=bad&services=1001&city=warszawa', { 'accept-encoding': 'br' });
  expect(bad.headers['content-encoding']).toBeUndefined();
  expect(bad.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'date' });
});
