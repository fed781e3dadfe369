/**
 * What the drills share (`npm run drill:*`, deploy/README.md "Drills"): the production
 * topology on a database of their own, the load (slot searches at a steady rate, pages,
 * booking clients that behave as the site's booking form does: Idempotency-Key, asking
 * again while the answer is lost), the check of the database against what the clients
 * were told, the figures by phase, and the servers a drill may break: a private Redis (or
 * a TCP relay to one) and a private PostgreSQL cluster, never the machine's shared ones.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { DateTime } from 'luxon';
import pg from 'pg';
import { Redis } from 'ioredis';
import { chromium, type Browser } from '@playwright/test';
import { REMOTE_NAMES } from '@salon/contracts';
import type { SalonSlots } from '@salon/contracts/reservations-api';
import { chromiumLaunchOptions } from '@salon/build/chromium';
import { buildAll } from '@salon/build/scripts/build-all';
import { REPO_ROOT, defaultStoreDir, shellDistDir } from '../src/paths.ts';
import { publish } from '../src/store.ts';
import { ensureDatabase, startTopology, type ApiInstance, type Topology } from '../src/topology/topology.ts';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A number from the environment, or `fallback`; a value that is not a positive number stops the drill. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, not "${raw}"`);
    process.exit(2);
  }
  return value;
}

/** The knobs every drill reads: DRILL_SECONDS, DRILL_PORT, DRILL_SEARCH_RATE, DRILL_BOOKERS, DRILL_PAGE_RATE. */
export interface DrillSettings {
  seconds: number;
  port: number;
  /** Slot searches a second. */
  searchRate: number;
  /** Booking clients. */
  bookers: number;
  /** Page loads a second through nginx (0: none). */
  pageRate: number;
}

export function drillSettings(defaults: Partial<DrillSettings> = {}): DrillSettings {
  return {
    seconds: envNumber('DRILL_SECONDS', defaults.seconds ?? 30),
    port: envNumber('DRILL_PORT', defaults.port ?? 8700),
    searchRate: envNumber('DRILL_SEARCH_RATE', defaults.searchRate ?? 60),
    bookers: envNumber('DRILL_BOOKERS', defaults.bookers ?? 6),
    pageRate: process.env.DRILL_PAGE_RATE?.trim() === '0' ? 0 : envNumber('DRILL_PAGE_RATE', defaults.pageRate ?? 0),
  };
}

/** The drill's own database on the local server (dropped and made again at each run). */
export function drillDatabaseUrl(): string {
  return process.env.DRILL_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/salon_drill';
}

export function drillRedisUrl(): string {
  return process.env.DRILL_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
}

/** A fresh database for the drill: the checks count every visit in it. */
export async function freshDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^salon_drill[a-z0-9_]*$/.test(name)) throw new Error(`a drill drops its database: give it one named salon_drill…, not "${name}"`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  await ensureDatabase(databaseUrl);
}

/**
 * The production topology for a drill: two instances, nginx on `port`, logs in
 * `.data/drill-<port>`. `restartInstances` (true) as a process manager would; a drill that
 * checks no process was restarted still leaves it on and compares pids.
 */
export async function startDrillTopology(options: { port: number; databaseUrl: string; redisUrl: string; storeDir?: string }): Promise<Topology> {
  return startTopology({
    port: options.port,
    host: '127.0.0.1',
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    instances: 2,
    dataDir: path.join(REPO_ROOT, '.data', `drill-${options.port}`),
    shellDir: shellDistDir(process.env),
    storeDir: options.storeDir ?? defaultStoreDir(process.env),
    env: { ...process.env, API_LOG_LEVEL: 'warn' },
    restartInstances: true,
    log: (line) => console.log(`  [topology] ${line}`),
  });
}

/**
 * Runs `cleanup` steps (last registered first) once: at the end of the drill, or on
 * SIGINT/SIGTERM (then exits 130). Steps that cannot wait (the process exits) should be
 * synchronous: a private PostgreSQL is stopped and its folder removed with spawnSync/rmSync.
 */
export function cleanups(): { add(step: () => unknown): void; run(): Promise<void> } {
  const steps: Array<() => unknown> = [];
  let running: Promise<void> | undefined;
  const run = (): Promise<void> =>
    (running ??= (async () => {
      for (const step of steps.reverse()) {
        try {
          await step();
        } catch (error) {
          console.error(`  cleanup: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })());
  const onSignal = (signal: NodeJS.Signals): void => {
    console.error(`${signal}: stopping the drill`);
    void run().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return { add: (step) => void steps.push(step), run };
}

/**
 * A store of the drill's own for the drills that publish: a temporary folder nginx's
 * workers can read (mkdtemp's 0700 would be closed to them, they run as another user),
 * with every remote published from its build (built first when missing). Removed at the end.
 */
export async function drillStore(cleanup: ReturnType<typeof cleanups>): Promise<string> {
  buildAll({ onlyMissing: true });
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-drill-store-'));
  fs.chmodSync(storeDir, 0o755);
  cleanup.add(() => fs.rmSync(storeDir, { recursive: true, force: true }));
  for (const remote of REMOTE_NAMES) await publish(remote, { storeDir });
  return storeDir;
}

/** Headless Chromium (@salon/build/chromium) for the drills' visitors, closed at the end. */
export async function drillBrowser(cleanup: ReturnType<typeof cleanups>): Promise<Browser> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  cleanup.add(() => browser.close());
  return browser;
}

/** A TCP port nobody listens on now, on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Latencies in milliseconds → p50, p99, max. */
export function percentiles(values: number[]): { p50: number; p99: number; max: number } {
  if (values.length === 0) return { p50: 0, p99: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

/** One request's outcome: when it ended (`at`), how long it took, its status (0: no answer) and the error's code and field. */
export interface Outcome {
  at: number;
  ms: number;
  status: number;
  code?: string;
  field?: string;
}

/** When a request was sent (`at` is when its answer came). */
export const sentAt = (outcome: Outcome): number => outcome.at - outcome.ms;

/** One request, timed; status 0 when no answer came. */
export async function timed(url: string, init?: RequestInit): Promise<Outcome & { body: unknown; headers: Headers | null }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const failure = response.status >= 400 && body && typeof body === 'object' ? (body as { code?: unknown; field?: unknown }) : {};
    return {
      at: Date.now(),
      ms: performance.now() - started,
      status: response.status,
      ...(typeof failure.code === 'string' ? { code: failure.code } : {}),
      ...(typeof failure.field === 'string' ? { field: failure.field } : {}),
      body,
      headers: response.headers,
    };
  } catch {
    return { at: Date.now(), ms: performance.now() - started, status: 0, body: null, headers: null };
  }
}

/** The outcome without its body (the load keeps thousands of them). */
export const slim = ({ at, ms, status, code, field }: Outcome): Outcome => ({ at, ms, status, ...(code ? { code } : {}), ...(field ? { field } : {}) });

/** "503 SERVICE_UNAVAILABLE database", "200", "no answer". */
export function outcomeLabel(outcome: Outcome): string {
  if (outcome.status === 0) return 'no answer';
  return [String(outcome.status), outcome.code, outcome.field].filter(Boolean).join(' ');
}

/** Outcomes counted by label: "200 ×120, 503 SERVICE_UNAVAILABLE redis ×4". */
export function tally(outcomes: readonly Outcome[]): string {
  if (outcomes.length === 0) return 'none';
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcomeLabel(outcome), (counts.get(outcomeLabel(outcome)) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([label, count]) => `${label} ×${count}`)
    .join(', ');
}

/** Working days from tomorrow on (Monday to Saturday), as YYYY-MM-DD. */
export function workingDays(count: number, from = 2): string[] {
  const days: string[] = [];
  let day = DateTime.now().setZone('Europe/Warsaw').startOf('day').plus({ days: from });
  while (days.length < count) {
    if (day.weekday !== 7) days.push(day.toISODate()!);
    day = day.plus({ days: 1 });
  }
  return days;
}

export const DRILL_SALONS = ['M101', 'M102', 'M103', 'M104'];
export const DRILL_SERVICE = '1001';
/** Pages through nginx: the shell's page from the gateway, and a salon's page (its facts read from the API). */
export const DRILL_PAGES = ['/', '/salony/M101', '/salony/M102'];

export function slotSearchUrl(site: string, salonId: string, date: string): string {
  return `${site}/api/reservation-slots?date=${date}&services=${DRILL_SERVICE}&salonId=${salonId}`;
}

/** What a booking client was told, one entry per booking it attempted. */
export interface BookingResult {
  key: string;
  phone: string;
  /** 201's visit id, or null. */
  visitId: string | null;
  /** The final status and code (a refusal such as SLOT_NOT_AVAILABLE, or a lost answer after every try). */
  status: number;
  code: string | null;
  tries: number;
  /** When the booking began (its slot search was sent). */
  began: number;
}

/** A phone number per booking, unique to this run. */
export function phoneMaker(): () => string {
  const run = randomBytes(2).readUInt16BE() % 1000;
  let count = 0;
  return () => `+4853${String(run).padStart(3, '0')}${String((count += 1)).padStart(4, '0')}`;
}

const UNANSWERED = new Set([0, 502, 503, 504]);

/**
 * Books one visit as the site's form does: a free slot from the search, one
 * Idempotency-Key, asked again (0.5 s, 1.5 s, then every 2 s, 6 tries in all) while the
 * answer is lost. Returns what the customer was finally told.
 */
export async function bookLikeTheSite(site: string, phone: string, day: string, salonId: string, tries: Outcome[]): Promise<BookingResult | null> {
  const began = Date.now();
  const search = await timed(slotSearchUrl(site, salonId, day));
  tries.push(slim(search));
  if (search.status !== 200 || !Array.isArray(search.body)) return null;
  const free = (search.body as SalonSlots[]).flatMap((salon) => salon.hairdressers.flatMap((hairdresser) => hairdresser.slots.map((slot) => ({ hairdresserId: hairdresser.id, slot }))));
  if (free.length === 0) return null;
  const pick = free[Math.floor(Math.random() * free.length)]!;
  const key = randomBytes(16).toString('hex');
  const body = JSON.stringify({
    salonId,
    serviceId: DRILL_SERVICE,
    hairdresserId: pick.hairdresserId,
    dateTime: pick.slot,
    contact: { firstName: 'Drill', lastName: 'Load', phone },
  });
  const delays = [500, 1500, 2000, 2000, 2000];
  for (let attempt = 1; ; attempt += 1) {
    const answer = await timed(`${site}/api/visits`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body });
    tries.push(slim(answer));
    const done = !UNANSWERED.has(answer.status) || attempt > delays.length;
    if (done) {
      const json = (answer.body ?? {}) as { id?: string; code?: string };
      return { key, phone, visitId: answer.status === 201 ? (json.id ?? null) : null, status: answer.status, code: json.code ?? null, tries: attempt, began };
    }
    await sleep(delays[attempt - 1]!);
  }
}

/** The drill's traffic while it runs; `done` resolves when the last request has its answer. */
export interface Load {
  started: number;
  ends: number;
  /** Slot searches at the steady rate. */
  searches: Outcome[];
  /** Page loads through nginx (with DRILL_PAGE_RATE). */
  pages: Outcome[];
  /** The booking clients' calls: their slot searches and every POST /api/visits try. */
  bookingCalls: Outcome[];
  /** Only the POST /api/visits tries. */
  bookingPosts: Outcome[];
  /** What each booking's customer was finally told. */
  results: BookingResult[];
  done: Promise<void>;
}

const pickOne = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/**
 * Slot searches at `searchRate` a second, each on its own (a slow answer does not hold
 * the next), pages at `pageRate`, and `bookers` booking clients, one booking after
 * another each, for `seconds`.
 */
export function startLoad(site: string, settings: DrillSettings): Load {
  // Enough days that the booking clients still find free slots at the end of a long drill.
  const days = workingDays(12);
  const started = Date.now();
  const ends = started + settings.seconds * 1000;
  const load: Omit<Load, 'done'> = { started, ends, searches: [], pages: [], bookingCalls: [], bookingPosts: [], results: [] };
  const nextPhone = phoneMaker();
  const steady = async (rate: number, request: () => Promise<Outcome>, into: Outcome[]) => {
    if (rate <= 0) return;
    const pending: Promise<void>[] = [];
    for (let index = 0; Date.now() < ends; index += 1) {
      const due = started + (index * 1000) / rate;
      if (due > Date.now()) await sleep(due - Date.now());
      pending.push(request().then((outcome) => void into.push(slim(outcome))));
    }
    await Promise.all(pending);
  };
  const searching = steady(settings.searchRate, () => timed(slotSearchUrl(site, pickOne(DRILL_SALONS), pickOne(days))), load.searches);
  const paging = steady(settings.pageRate, () => timed(`${site}${pickOne(DRILL_PAGES)}`, { headers: { accept: 'text/html' } }), load.pages);
  const booking = Array.from({ length: settings.bookers }, async () => {
    while (Date.now() < ends) {
      const calls: Outcome[] = [];
      const result = await bookLikeTheSite(site, nextPhone(), pickOne(days), pickOne(DRILL_SALONS), calls);
      load.bookingCalls.push(...calls);
      // The first call is the slot search; the rest are the POST's tries.
      if (result) load.bookingPosts.push(...calls.slice(1));
      if (result) load.results.push(result);
      // A client whose search failed (an outage) does not spin: it waits a little, as a customer would.
      if (!result) await sleep(200);
    }
  });
  return { ...load, done: Promise.all([searching, paging, ...booking]).then(() => undefined) };
}

/**
 * The database against what the clients were told: every 201's visit is there, every
 * visit of the drill's phones had its 201, no two active reservations of one hairdresser
 * overlap.
 */
export async function checkBookings(databaseUrl: string, results: BookingResult[]): Promise<{ lost: string[]; unconfirmed: string[]; overlapping: number; stored: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const phones = results.map((result) => result.phone);
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM visits WHERE phone = ANY($1::text[])`, [phones]);
    const stored = new Set(rows.map((row) => row.id));
    const confirmed = new Set(results.flatMap((result) => (result.visitId ? [result.visitId] : [])));
    const overlap = await client.query<{ count: number }>(`
      SELECT count(*)::int AS count FROM reservations a
      JOIN reservations b ON a.hairdresser_id = b.hairdresser_id AND a.id < b.id
      WHERE a.status = 'ACTIVE' AND b.status = 'ACTIVE'
        AND tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`);
    return {
      lost: [...confirmed].filter((id) => !stored.has(id)),
      unconfirmed: [...stored].filter((id) => !confirmed.has(id)),
      overlapping: overlap.rows[0]!.count,
      stored: stored.size,
    };
  } finally {
    await client.end();
  }
}

/**
 * Prints the bookings' figures and the database check; returns the failed checks (every
 * 201 stored, nothing stored without its 201, no overlap, at least one booking made).
 */
export async function reportBookings(databaseUrl: string, results: BookingResult[]): Promise<string[]> {
  const booked = results.filter((result) => result.visitId);
  const lostAnswers = results.filter((result) => !result.visitId && UNANSWERED.has(result.status));
  const retried = results.filter((result) => result.tries > 1);
  const check = await checkBookings(databaseUrl, results);
  console.log(
    `  bookings: ${results.length} attempted, ${booked.length} booked (${retried.length} needed more than one try), ${results.length - booked.length - lostAnswers.length} refused (slot taken meanwhile…${
      results.some((result) => !result.visitId && !UNANSWERED.has(result.status) && result.status >= 500) ? ', or an error answer' : ''
    }), ${lostAnswers.length} left without an answer`,
  );
  const refusals = results.filter((result) => !result.visitId && !UNANSWERED.has(result.status));
  if (refusals.length) console.log(`    refusals: ${tally(refusals.map((result) => ({ at: 0, ms: 0, status: result.status, ...(result.code ? { code: result.code } : {}) })))}`);
  console.log(`  database: ${check.stored} visits of the drill's customers; lost ${check.lost.length}, without their 201 ${check.unconfirmed.length}, overlapping reservations ${check.overlapping}`);
  const failures: string[] = [];
  if (check.lost.length) failures.push(`${check.lost.length} booking(s) answered 201 are not in the database`);
  if (check.unconfirmed.length) failures.push(`${check.unconfirmed.length} visit(s) stored without their 201`);
  if (check.overlapping) failures.push(`${check.overlapping} overlapping reservation pair(s)`);
  if (booked.length === 0) failures.push('no booking went through: the drill proved nothing');
  return failures;
}

/** A stretch of the drill's time line, for the figures by phase. */
export interface Phase {
  name: string;
  from: number;
  to: number;
}

/** Outcomes whose request was sent within the phase. */
export const within = (outcomes: readonly Outcome[], phase: Phase): Outcome[] =>
  outcomes.filter((outcome) => sentAt(outcome) >= phase.from && sentAt(outcome) < phase.to);

/** Prints, phase by phase, each kind of request counted by outcome. */
export function printPhases(phases: readonly Phase[], kinds: Record<string, readonly Outcome[]>, origin: number): void {
  for (const phase of phases) {
    if (phase.to <= phase.from) continue;
    console.log(`  ${phase.name} (+${((phase.from - origin) / 1000).toFixed(1)} s to +${((phase.to - origin) / 1000).toFixed(1)} s):`);
    for (const [kind, outcomes] of Object.entries(kinds)) {
      const inPhase = within(outcomes, phase);
      if (inPhase.length) console.log(`    ${kind.padEnd(22)} ${String(inPhase.length).padStart(5)}: ${tally(inPhase)}`);
    }
  }
}

/** Prints the verdict, one line with the reasons when a check failed; the exit code. */
export function verdict(failures: readonly string[]): number {
  console.log(failures.length ? `drill FAILED: ${failures.join('; ')}` : 'drill passed');
  return failures.length ? 1 : 0;
}

/**
 * Runs a drill and exits: `body` returns the checks that failed (none: passed); an error
 * that stops it half way fails it too; the cleanups it registered run either way.
 */
export async function runDrill(body: (cleanup: ReturnType<typeof cleanups>) => Promise<string[]>): Promise<never> {
  const cleanup = cleanups();
  let code: number;
  try {
    code = verdict(await body(cleanup));
  } catch (error) {
    code = verdict([`the drill did not run to its end: ${error instanceof Error ? error.message : String(error)}`]);
  } finally {
    await cleanup.run();
  }
  process.exit(code);
}

/**
 * Polls every instance's /api/health/ready (directly, not through nginx) every
 * `everyMs` until `stop()`; keeps each answer by instance.
 */
export function watchReadiness(instances: readonly ApiInstance[], everyMs = 250): { answers: Map<string, Outcome[]>; stop(): Promise<void> } {
  const answers = new Map(instances.map((instance) => [instance.name, [] as Outcome[]]));
  let stopping = false;
  const loops = instances.map(async (instance) => {
    while (!stopping) {
      const outcome = await timed(`${instance.url}/api/health/ready`);
      answers.get(instance.name)!.push(slim(outcome));
      await sleep(everyMs);
    }
  });
  return {
    answers,
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

/** Waits until every instance answers /api/health/ready with 200 (polling every 100 ms); the time it took, or null after `timeoutMs`. */
export async function timeUntilReady(instances: readonly ApiInstance[], since: number, timeoutMs: number): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(instances);
  while (Date.now() < deadline) {
    const answers = await Promise.all([...pending].map(async (instance) => [instance, (await timed(`${instance.url}/api/health/ready`)).status] as const));
    for (const [instance, status] of answers) if (status === 200) pending.delete(instance);
    if (pending.size === 0) return Date.now() - since;
    await sleep(100);
  }
  return null;
}

/** Every instance's pid now, and how many times the topology started each again. */
export function processes(topology: Topology): { pids: (number | null)[]; restarts: number[] } {
  return { pids: topology.instances.map((instance) => instance.pid()), restarts: topology.instances.map((instance) => instance.restarts()) };
}

// ---------------------------------------------------------------------------------------
// Redis a drill may stop: a private redis-server, or a relay to a shared one it can cut.

/** A Redis the drill can take away and give back; `url` is what the API instances use. */
export interface BreakableRedis {
  url: string;
  /** How it is taken away, for the drill's output. */
  describe: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

async function redisAnswers(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 0, lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`Redis at ${url} does not answer: ${(error as Error).message}`, { cause: error });
    } finally {
      client.disconnect();
    }
    await sleep(100);
  }
}

/**
 * `redis-server --port <free port> --save '' --appendonly no`, a child of the drill:
 * cut stops it (SIGTERM: its clients' connections close, new ones are refused), restore
 * starts it again on the same port, empty (the rate limits' counters start over, as after
 * a real restart without persistence).
 */
export async function privateRedis(): Promise<BreakableRedis> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-drill-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = server;
    await redisAnswers(url, 5_000);
  };
  const stop = async () => {
    const server = child;
    child = null;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000).then(() => server.kill('SIGKILL'))]);
    await exited;
  };
  await start();
  // The drill exits while it runs (an error, a signal): no redis-server left behind.
  process.once('exit', () => child?.kill('SIGKILL'));
  return {
    url,
    describe: `a private redis-server on port ${port}, stopped (SIGTERM) and started again`,
    cut: stop,
    restore: start,
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP relay in front of `target` (the machine's shared Redis, which keeps running):
 * cut closes its listener and every connection through it, so the API instances' clients
 * lose Redis and their reconnections are refused; restore listens again on the same port.
 */
export async function redisRelay(target: string): Promise<BreakableRedis> {
  const upstreamUrl = new URL(target);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = async () => {
    const relay = createServer((client) => {
      const upstream = connect(Number(upstreamUrl.port || 6379), upstreamUrl.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
    port = (relay.address() as AddressInfo).port;
    server = relay;
  };
  const cut = async () => {
    const relay = server;
    server = null;
    if (!relay) return;
    const closing = new Promise<void>((resolve) => relay.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closing;
  };
  await listen();
  const auth = upstreamUrl.username || upstreamUrl.password ? `${upstreamUrl.username}:${upstreamUrl.password}@` : '';
  return {
    url: `redis://${auth}127.0.0.1:${port}${upstreamUrl.pathname}`,
    describe: `a TCP relay on port ${port} to ${upstreamUrl.host} (which keeps running), cut and restored`,
    cut,
    restore: listen,
    close: cut,
  };
}

/** `redis-server` on the PATH. */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status === 0;
}

// ---------------------------------------------------------------------------------------
// A private PostgreSQL cluster a drill may stop and start (never the machine's server).

export interface PrivatePostgres {
  port: number;
  dir: string;
  /** The cluster's version (the folder under /usr/lib/postgresql). */
  version: string;
  /** A URL of a database on it. */
  url(database: string): string;
  /** pg_ctl stop (-m fast: clients are told 57P01 admin_shutdown; immediate: a crash, recovery at the next start). */
  stop(mode: 'fast' | 'immediate'): void;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): void;
  /** Stops it (immediate) when running and removes its folder; synchronous, so it runs on exit too. */
  remove(): void;
}

/** The newest PostgreSQL server binaries on the machine (DRILL_PG_BIN overrides). */
export function postgresBinaries(): { bin: string; version: string } {
  const given = process.env.DRILL_PG_BIN?.trim();
  if (given) return { bin: given, version: path.basename(path.dirname(given)) };
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL server binaries (initdb, pg_ctl) in ${root}/*/bin: apt-get install postgresql, or set DRILL_PG_BIN`);
  return { bin: path.join(root, versions[0]!, 'bin'), version: versions[0]! };
}

/**
 * initdb into a temporary folder and start it on a free port (loopback, its socket in the
 * folder). As root, the server runs as the `postgres` user (runuser), which owns the folder.
 */
export async function privatePostgres(): Promise<PrivatePostgres> {
  const { bin, version } = postgresBinaries();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-drill-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error('running as root without a postgres user to run the private PostgreSQL server as');
    }
    fs.chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  const run = (tool: string, args: string[], what: string): void => {
    const command = asRoot ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool), ...args] : [path.join(bin, tool), ...args];
    const result = spawnSync(command[0]!, command.slice(1), { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      const log = fs.existsSync(path.join(dir, 'log')) ? fs.readFileSync(path.join(dir, 'log'), 'utf8').trim().split('\n').slice(-3).join(' / ') : '';
      throw new Error(`${what} failed: ${(result.stderr || result.stdout || String(result.error ?? '')).trim().split('\n').slice(-2).join(' / ')}${log ? ` (log: ${log})` : ''}`);
    }
  };
  let running = false;
  const cluster: PrivatePostgres = {
    port,
    dir,
    version,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop(mode) {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop'], `pg_ctl stop -m ${mode}`);
      running = false;
    },
    start() {
      run('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start'], 'pg_ctl start');
      running = true;
    },
    remove() {
      if (!fs.existsSync(dir)) return;
      if (running || fs.existsSync(path.join(data, 'postmaster.pid'))) {
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], 'pg_ctl stop -m immediate');
        } catch {
          // Not running after all.
        }
        running = false;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  process.once('exit', () => cluster.remove());
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C'], 'initdb');
    cluster.start();
  } catch (error) {
    cluster.remove();
    throw error;
  }
  return cluster;
}
