/**
 * What the drills share (`npm run drill:*`, deploy/README.md "Drills"): the production
 * topology on a database of their own, a booking client that behaves as the site's
 * booking form does (Idempotency-Key, asking again while the answer is lost), and the
 * check of the database against what the clients were told.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { DateTime } from 'luxon';
import pg from 'pg';
import type { SalonSlots } from '@salon/contracts/reservations-api';
import { REPO_ROOT, defaultStoreDir, shellDistDir } from '../src/paths.ts';
import { ensureDatabase, startTopology, type Topology } from '../src/topology/topology.ts';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The drill's own database on the local server (dropped and made again at each run). */
export function drillDatabaseUrl(): string {
  return process.env.DRILL_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/salon_drill';
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

export async function startDrillTopology(options: { port: number; databaseUrl: string; redisUrl: string }): Promise<Topology> {
  return startTopology({
    port: options.port,
    host: '127.0.0.1',
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    instances: 2,
    dataDir: path.join(REPO_ROOT, '.data', `drill-${options.port}`),
    shellDir: shellDistDir(process.env),
    storeDir: defaultStoreDir(process.env),
    env: { ...process.env, API_LOG_LEVEL: 'warn' },
    restartInstances: true,
    log: (line) => console.log(`  [topology] ${line}`),
  });
}

/** Latencies in milliseconds → p50, p99, max. */
export function percentiles(values: number[]): { p50: number; p99: number; max: number } {
  if (values.length === 0) return { p50: 0, p99: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

export interface Outcome {
  at: number;
  ms: number;
  status: number;
}

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
    return { at: Date.now(), ms: performance.now() - started, status: response.status, body, headers: response.headers };
  } catch {
    return { at: Date.now(), ms: performance.now() - started, status: 0, body: null, headers: null };
  }
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
  const search = await timed(slotSearchUrl(site, salonId, day));
  tries.push(search);
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
    tries.push(answer);
    const done = !UNANSWERED.has(answer.status) || attempt > delays.length;
    if (done) {
      const json = (answer.body ?? {}) as { id?: string; code?: string };
      return { key, phone, visitId: answer.status === 201 ? (json.id ?? null) : null, status: answer.status, code: json.code ?? null, tries: attempt };
    }
    await sleep(delays[attempt - 1]!);
  }
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
