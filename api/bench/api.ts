/**
 * `npm run bench:api`: requests per second and latency of the API's two hot paths, on
 * PGlite and on PostgreSQL, with the server in this process and autocannon in a second
 * one (so the client does not steal the server's CPU):
 *   - slot search: GET /api/reservation-slots for every salon of Warsaw for one day, at a
 *     fixed 200 requests per second evenly spaced (see client.mjs for why not
 *     autocannon's rate option), at 250 (one instance's share of the target below),
 *     then as fast as autocannon drives it with 10 connections; on PostgreSQL also at
 *     500 requests per second spread evenly over two API instances on one database (this
 *     process and a second one, bench/instance.ts): the deployment's target, p99 under
 *     25 ms (decision 0035). The slot lines add the CPU time the API process spent per
 *     request, which moves much less than latency with a busy machine's other load;
 *   - visit creation: POST /api/visits, each request a different free slot and phone;
 *   - the points ledger: GET /api/loyalty-points/transactions of the seeded VIP customer,
 *     her pages in turn, at a fixed 200 requests per second (target: p99 under 25 ms on
 *     PostgreSQL);
 *   - the tills' intake: POST /api/pos/receipts, every request a new document for one of
 *     the seeded customers, at a fixed 50 per second (target: under 50 ms);
 *   - the shop: GET /api/shop/items with filters (brands, category, a price range, sorted
 *     by price, in turn with the plain first page) and GET /api/shop/facets, each at a
 *     fixed 200 requests per second (target: p99 under 25 ms on PostgreSQL).
 * Prints figures; it is not a test and asserts nothing.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server at
 * postgres://postgres@127.0.0.1:5432/test when it answers (a schema of its own, dropped
 * at the end). BENCH_DURATION (seconds per slot run, default 15). BENCH_ONLY=slots runs
 * the slot search alone, for work on the slot search that does not need the other
 * scenarios' ten minutes; BENCH_DATABASE=pglite or postgres runs one database (default both).
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import pg from 'pg';
import type { SalonSlots } from '@salon/contracts/reservations-api';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseOptions } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { customerId } from '../src/db/seed/customers.ts';
import { seedLoyaltyIfMissing } from '../src/db/seed/loyalty.ts';
import { seedBlogIfMissing } from '../src/db/seed/blog.ts';
import { seedShopIfMissing } from '../src/db/seed/shop.ts';
import { signAccessToken } from '../src/lib/access-token.ts';
import { createMachineKey } from '../src/plugins/app/machine-keys/machine-keys.ts';
import { SALON_ZONE } from '../src/lib/local-time.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const JWT_SECRET = 'bench-secret-0123456789-0123456789-01';
/** Receipts a second sent to the intake: a busy chain's tills at the evening peak, several times over. */
const INTAKE_RATE = 50;
const CLIENT = path.join(import.meta.dirname, 'client.mjs');
const CITY = 'warszawa';
const SERVICE = '1001';
const ONLY_SLOTS = process.env.BENCH_ONLY === 'slots';
if (process.env.BENCH_ONLY !== undefined && !ONLY_SLOTS) throw new Error(`BENCH_ONLY: only "slots" is known, not "${process.env.BENCH_ONLY}"`);
/** The deployment's slot-search target: this many requests a second over two instances. */
const TWO_INSTANCE_RATE = 500;

interface Figures {
  requests: { average: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  '2xx': number;
}

/** Runs autocannon in a child process; async, so this process keeps serving meanwhile. */
async function runClient(options: Record<string, unknown>): Promise<Figures> {
  const { stdout } = await promisify(execFile)(process.execPath, [CLIENT, JSON.stringify(options)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Figures;
}

/** The next weekday after tomorrow: salons are open and the seed left room. */
function benchDay(): string {
  let day = DateTime.now().setZone(SALON_ZONE).startOf('day').plus({ days: 2 });
  while (day.weekday > 5) day = day.plus({ days: 1 });
  return day.toISODate()!;
}

async function probePostgres(): Promise<string | null> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Free slots to book, each hairdresser's picks far enough apart not to overlap. */
async function collectBookings(base: string, count: number): Promise<unknown[]> {
  const bookings: unknown[] = [];
  let day = DateTime.now().setZone(SALON_ZONE).startOf('day').plus({ days: 15 });
  const cities = ['warszawa', 'krakow', 'wroclaw', 'gdansk', 'poznan', 'lodz', 'katowice', 'lublin'];
  const serviceMinutes = 30;
  while (bookings.length < count && day.diffNow('days').days < 170) {
    for (const city of cities) {
      const response = await fetch(`${base}/api/reservation-slots?city=${city}&date=${day.toISODate()}&services=1002`);
      if (!response.ok) continue;
      for (const salon of (await response.json()) as SalonSlots[]) {
        for (const hairdresser of salon.hairdressers) {
          let free = '';
          for (const slot of hairdresser.slots) {
            if (free && DateTime.fromISO(slot) < DateTime.fromISO(free).plus({ minutes: serviceMinutes })) continue;
            free = slot;
            const n = bookings.length;
            bookings.push({
              salonId: salon.salon.id,
              hairdresserId: hairdresser.id,
              serviceId: '1002',
              dateTime: slot,
              contact: { firstName: 'Jan', lastName: 'Testowy', phone: `+4851${String(n).padStart(7, '0')}` },
              clientNote: null,
            });
          }
        }
      }
    }
    day = day.plus({ days: 1 });
  }
  return bookings.slice(0, count);
}

/**
 * A second API instance on the same PostgreSQL schema in a process of its own (as a
 * second node of a deployment: its own event loop, pool and in-process caches). Resolves
 * with its base URL once it listens; stop() ends it.
 */
async function startSecondInstance(url: string, schema: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'instance.ts'), JSON.stringify({ url, schema, jwtSecret: JWT_SECRET })], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const match = /^listening (\S+)$/m.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the second instance exited (${code}) before listening`)));
  });
  return {
    base,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * A run of the client with the CPU time this process (the server, and PGlite when it is
 * the database) spent per answered request: on a shared or busy machine the rates and
 * latencies move with the neighbours' load, the CPU a request costs much less.
 */
async function runMeasured(options: Record<string, unknown>): Promise<Figures & { cpuMsPerRequest: number }> {
  const before = process.cpuUsage();
  const figures = await runClient(options);
  const used = process.cpuUsage(before);
  return { ...figures, cpuMsPerRequest: (used.user + used.system) / 1000 / Math.max(1, figures['2xx']) };
}

function line(label: string, figures: Figures & { cpuMsPerRequest?: number }): string {
  const ok = figures['2xx'];
  const cpu = figures.cpuMsPerRequest === undefined ? '' : `   cpu ${figures.cpuMsPerRequest.toFixed(2)} ms/req`;
  return `${label.padEnd(44)} ${figures.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(figures.latency.p50).padStart(4)} ms   p99 ${String(figures.latency.p99).padStart(4)} ms   max ${String(figures.latency.max).padStart(5)} ms   2xx ${ok}  other ${figures.non2xx + figures.errors}${cpu}`;
}

async function bench(label: string, options: DatabaseOptions): Promise<void> {
  const database = await openDatabase(options);
  await migrate(database);
  const seedStart = performance.now();
  await seedIfEmpty(database.db, { today: DateTime.now().setZone(SALON_ZONE).startOf('day') });
  await seedLoyaltyIfMissing(database.db, { today: DateTime.now().setZone(SALON_ZONE).startOf('day'), now: new Date() });
  await seedBlogIfMissing(database.db);
  await seedShopIfMissing(database.db);
  const seedMs = performance.now() - seedStart;
  const app = await buildApp({ database, jwtSecret: JWT_SECRET });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const slotsPath = `/api/reservation-slots?city=${CITY}&date=${benchDay()}&services=${SERVICE}`;
  try {
    const probe = await fetch(`${base}${slotsPath}`);
    const salons = (await probe.json()) as SalonSlots[];
    const slotCount = salons.reduce((sum, s) => sum + s.slots.length, 0);
    console.log(`\n${label}: seeded in ${seedMs.toFixed(0)} ms; ${CITY} has ${salons.length} salons, ${slotCount} slots on ${benchDay()}`);
    // Warm up the JIT and the connection pool before measuring.
    await runClient({ url: base, scenario: 'slots', path: slotsPath, connections: 10, duration: 3 });
    console.log(line('slot search, city, one day, 200 req/s (paced)', await runMeasured({ url: base, scenario: 'paced', path: slotsPath, duration: DURATION, rate: 200 })));
    // One instance's share of the deployment's target (TWO_INSTANCE_RATE over two).
    console.log(line(`slot search, city, one day, ${TWO_INSTANCE_RATE / 2} req/s (paced)`, await runMeasured({ url: base, scenario: 'paced', path: slotsPath, duration: DURATION, rate: TWO_INSTANCE_RATE / 2 })));
    console.log(line('slot search, city, one day, max rate', await runMeasured({ url: base, scenario: 'slots', path: slotsPath, connections: 10, duration: DURATION })));
    if (options.kind === 'postgres' && options.schema) {
      const second = await startSecondInstance(options.url, options.schema);
      try {
        // Every other request to each instance: 250 a second each.
        const paths = [`${base}${slotsPath}`, `${second.base}${slotsPath}`];
        await runClient({ url: base, scenario: 'paced', paths, duration: 3, rate: 200 });
        console.log(line(`slot search, ${TWO_INSTANCE_RATE} req/s over two instances`, await runClient({ url: base, scenario: 'paced', paths, duration: DURATION, rate: TWO_INSTANCE_RATE })));
      } finally {
        await second.stop();
      }
    }
    if (ONLY_SLOTS) return;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
    try {
      const bookings = await collectBookings(base, 2000);
      const bookingsFile = path.join(dir, 'bookings.json');
      writeFileSync(bookingsFile, JSON.stringify(bookings));
      console.log(line(`visit creation (${bookings.length} distinct bookings)`, await runClient({ url: base, scenario: 'visits', bookingsFile, connections: 10 })));

      // The ledger of the seeded VIP customer, her pages in turn.
      const vip = customerId(10);
      const token = await signAccessToken(JWT_SECRET, { sub: vip }, { now: new Date() });
      const headers = { authorization: `Bearer ${token}` };
      const entries = Number((await database.db.selectFrom('loyalty_transactions').select(({ fn }) => fn.countAll<number>().as('n')).where('user_id', '=', vip).executeTakeFirstOrThrow()).n);
      const paths = Array.from({ length: Math.ceil(entries / 15) }, (_, page) => `/api/loyalty-points/transactions?skip=${page * 15}&limit=15`);
      await runClient({ url: base, scenario: 'paced', paths, headers, duration: 3, rate: 100 });
      console.log(line(`ledger pages (${entries} entries, ${paths.length} pages), 200 req/s`, await runClient({ url: base, scenario: 'paced', paths, headers, duration: DURATION, rate: 200 })));

      // The shop's list as its filters ask for it, and the filters' options.
      const shopPaths = [
        '/api/shop/items?brand=kerastase,olaplex,redken&category=pielegnacja&priceMin=5000&priceMax=20000&sort=price-asc',
        '/api/shop/items?brand=loreal-professionnel&brand=wella-professionals&type=szampon,maska&sort=price-desc&page=1',
        '/api/shop/items',
        '/api/shop/items?vouchersOnly=true&sort=price-asc',
      ];
      await runClient({ url: base, scenario: 'paced', paths: shopPaths, duration: 3, rate: 100 });
      console.log(line('shop list, filtered and sorted, 200 req/s', await runClient({ url: base, scenario: 'paced', paths: shopPaths, duration: DURATION, rate: 200 })));
      console.log(line('shop facets, 200 req/s', await runClient({ url: base, scenario: 'paced', paths: ['/api/shop/facets'], duration: DURATION, rate: 200 })));

      // New documents from ten salons' tills, in turn, for the seeded customers.
      const salons = ['M101', 'M102', 'M103', 'M104', 'M105', 'M201', 'M202', 'M203', 'M301', 'M302'];
      const tills = await Promise.all(salons.map((salonId) => createMachineKey(database.db, { kind: 'POS', salonId })));
      // Customers without a birthday month: the bodies' totals never meet the birthday discount.
      const customers = [2, 9, 10].map(customerId);
      const issuedAt = DateTime.now().setZone(SALON_ZONE).minus({ minutes: 5 }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
      const receipts = Array.from({ length: INTAKE_RATE * DURATION }, (_, n) => ({
        headers: { 'x-api-key': tills[n % tills.length]!.key },
        body: {
          salonId: salons[n % salons.length],
          documentNumber: `BENCH/${process.pid}/${n}`,
          issuedAt,
          customer: { id: customers[n % customers.length] },
          employeeName: 'Iza W.',
          items: [
            { name: 'Strzyżenie damskie', quantity: 1, unitGrossPrice: 12_000, taxCode: 'A', taxRate: 23, serviceId: '1001' },
            { name: 'Szampon 250 ml', quantity: 1, unitGrossPrice: 5_900, taxCode: 'A', taxRate: 23, campaignName: 'Jesień -10%', discountAmount: 590 },
          ],
          payments: [{ method: 'CARD', amount: 17_310 }],
        },
      }));
      const receiptsFile = path.join(dir, 'receipts.json');
      writeFileSync(receiptsFile, JSON.stringify(receipts));
      console.log(
        line(
          `till intake, ${INTAKE_RATE} new receipts/s from 10 tills (paced)`,
          await runClient({ url: base, scenario: 'paced', paths: ['/api/pos/receipts'], method: 'POST', bodiesFile: receiptsFile, duration: DURATION, rate: INTAKE_RATE }),
        ),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await app.close();
  }
}

console.log(`bench:api on ${os.cpus().length} cores, Node ${process.version}; autocannon runs in a separate process`);
const DATABASE = process.env.BENCH_DATABASE ?? 'both';
if (!['both', 'pglite', 'postgres'].includes(DATABASE)) throw new Error(`BENCH_DATABASE: pglite, postgres or both, not "${DATABASE}"`);
if (DATABASE !== 'postgres') await bench('PGlite (in memory)', { kind: 'pglite' });
const url = DATABASE === 'pglite' ? null : await probePostgres();
if (url) {
  const schema = `bench_${process.pid}`;
  try {
    await bench('PostgreSQL', { kind: 'postgres', url, schema, poolSize: 20 });
  } finally {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
} else {
  console.log('\nPostgreSQL: no server answered (set BENCH_DATABASE_URL); skipped');
}
