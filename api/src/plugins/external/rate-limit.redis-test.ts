import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { buildApp, type App } from '../../app.ts';
import { openDatabase } from '../../db/connect.ts';
import { migrate } from '../../db/migrate.ts';
import { tcpRelay, type TcpRelay } from '../../test/tcp-relay.ts';

/*
 * Rate limits kept in Redis (REDIS_URL). Two API instances with one Redis share their
 * limits: what one counted, the other sees (DESIGN.md: "Redis for shared rate limits").
 * A Redis that does not answer fails closed: the API does not start, and a throttled
 * route refuses rather than letting requests through uncounted. Runs when TEST_REDIS_URL
 * is set (jest project api-redis), with key names of its own per run.
 */

const url = process.env.TEST_REDIS_URL!;
const nameSpace = `salon-rl-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
const apps: App[] = [];

async function instance(redisUrl = url): Promise<App> {
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  try {
    const app = await buildApp({ database, jwtSecret: 'x'.repeat(32), redisUrl, rateLimitNameSpace: nameSpace, pollOutbox: false });
    apps.push(app);
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  const redis = new Redis(url);
  const keys = await redis.keys(`${nameSpace}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const login = (app: App, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@example.com', password: 'Wrong!2026' }, remoteAddress: ip });

test('the 20 logins a minute of one IP are counted across instances', async () => {
  const [first, second] = await Promise.all([instance(), instance()]);
  const ip = '198.51.100.7';
  for (let attempt = 0; attempt < 10; attempt += 1) expect((await login(first, ip)).statusCode).toBe(401);
  for (let attempt = 0; attempt < 10; attempt += 1) expect((await login(second, ip)).statusCode).toBe(401);
  const limited = await login(first, ip);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  expect(limited.json().retryAfterSeconds).toBeLessThanOrEqual(60);
  expect((await login(second, ip)).statusCode).toBe(429);
  // Another IP has its own count.
  expect((await login(second, '198.51.100.8')).statusCode).toBe(401);
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${nameSpace}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith(nameSpace))).toBe(true);
  } finally {
    await redis.quit();
  }
}, 180_000);

test('an API whose Redis does not answer does not start', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  // It fails on its own (the client's 500 ms connect timeout, no retries), with this
  // message, rather than waiting for the test's timeout; no wall-clock bound here, which
  // a loaded machine would break (the app it builds migrates and seeds first).
  await expect(instance(`redis://127.0.0.1:${port}`)).rejects.toThrow(/rate-limit store \(REDIS_URL\) does not answer/);
}, 180_000);

test('when Redis goes away, throttled routes refuse instead of counting nothing, and recover when it is back', async () => {
  const link = await tcpRelay(url, 6379);
  const app = await instance(link.url);
  try {
    await cutAndRestore(link, app);
  } finally {
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    await link.cut();
  }
}, 180_000);

async function cutAndRestore(link: TcpRelay, app: App) {
  const ip = '198.51.100.9';
  expect((await login(app, ip)).statusCode).toBe(401);
  await link.cut();
  // Let the client notice the closed connection.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const refused = await login(app, ip);
  expect(refused.statusCode).toBe(503);
  expect(refused.json()).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE', field: 'redis' });
  // Routes without a throttle do not need Redis; the instance says it is not ready.
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE', field: 'redis' });

  await link.restore();
  let status = 0;
  for (let waited = 0; waited < 10_000 && status !== 401; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status = (await login(app, ip)).statusCode;
  }
  expect(status).toBe(401);
  expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ status: 'ready', database: 'pglite', redis: 'ok' });
}
