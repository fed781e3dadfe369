import { sql } from 'kysely';
import { TEST_NOW, buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { tcpRelay, type TcpRelay } from '../test/tcp-relay.ts';

/*
 * The connection to PostgreSQL lost and back (a server restart, a failover), through a
 * relay the test cuts, on an instance of its own: the process does not crash, even with
 * a connection checked out and idle when it goes (pg emits 'error' on such a client, and
 * an 'error' event nobody listens to ends the process; `npm run drill:postgres` met it),
 * requests meanwhile answer 503 SERVICE_UNAVAILABLE on `database` rather than 500, and the
 * same instance answers again once the server is back: the pool reconnects by itself.
 */

let t: TestApp;
let link: TcpRelay;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('needs TEST_DATABASE_URL (a PostgreSQL server)');
  t = await buildTestApp();
  link = await tcpRelay(process.env.TEST_DATABASE_URL, 5432);
}, 180_000);
afterAll(async () => {
  await link?.cut();
  await t?.close();
});

const date = TEST_NOW.plus({ days: 8 }).toISODate()!;
const search = `/api/reservation-slots?salonId=M101&date=${date}&services=1001`;

test('a lost connection: no crash, 503 on database meanwhile, answers again once the server is back', async () => {
  const app = await t.secondInstance({ databaseUrl: link.url });
  expect((await app.inject({ url: search })).statusCode).toBe(200);

  // A connection checked out and idle, and a query under way, when the server goes.
  let release!: () => void;
  const held = app.db.connection().execute(async (connection) => {
    await sql`SELECT 1`.execute(connection);
    await new Promise<void>((resolve) => (release = resolve));
  });
  const running = sql`SELECT pg_sleep(5)`.execute(app.db);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await link.cut();
  await expect(running).rejects.toThrow();
  release();
  await held.catch(() => undefined);

  // A new booking's search while the server is away (the catalogue is cached, the day's
  // bookings are not): 503 with the field, readiness too.
  const away = await app.inject({ url: `/api/reservation-slots?salonId=M101&date=${date}&services=1002` });
  expect(away.json()).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE', field: 'database' });
  const ready = await app.inject({ url: '/api/health/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', field: 'database' });

  await link.restore();
  expect((await app.inject({ url: search })).statusCode).toBe(200);
  expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
}, 180_000);
