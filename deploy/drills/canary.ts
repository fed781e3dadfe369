/**
 * `npm run drill:canary` (deploy/README.md, "Drills"; decision 0038): a deliberately
 * broken booking release goes live as a 50 % canary on the running site, and the
 * watcher rolls it back by itself.
 *
 * The site is the production topology (nginx, the gateway, two API instances on
 * PostgreSQL and Redis) on a store of the drill's own (every remote published from its
 * build). Visitors are headless Chromium contexts, each a new visitor (no cookie: the
 * gateway draws it an id), opening the booking's first page, /rezerwacja/miasto, and
 * staying on it a moment (the shell sends its remote-health counts 2 s after they
 * change). Then the broken release (the chunk of booking's `./routes` throws as it runs)
 * is published with `--canary 50`, and the watcher (watch.ts, as `deploy watch` runs it,
 * every DRILL_WATCH_SECONDS, 5) reads the counts from the API with an OPS key made for
 * the drill. Checks:
 *   - the watcher rolls the canary back (history.json's end-canary with its reason)
 *     within the rule's window (5 minutes) of the publish;
 *   - every page load of a visitor outside the canary succeeds, before and after;
 *   - every page load begun after the rollback shows the booking page;
 *   - `deploy status` shows the decision.
 * Prints the page loads by share and outcome, the counts the rule judged, and the times.
 * Exits 1 when a check fails.
 *
 * Needs PostgreSQL, Redis, nginx and Chromium (CHROMIUM_PATH, /usr/bin/chromium), and
 * the builds (made when missing). DRILL_PORT (8900), DRILL_VISITORS (3), DRILL_SECONDS (the
 * longest it waits for the rollback, 300), DRILL_AFTER_SECONDS (loads after the rollback,
 * 20), DRILL_DATABASE_URL (postgres://postgres@127.0.0.1:5432/salon_drill_canary: dropped
 * and made again), DRILL_REDIS_URL (redis://127.0.0.1:6379).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { runCli } from '../src/cli-commands.ts';
import { REPO_ROOT } from '../src/paths.ts';
import { publish, readHistory } from '../src/store.ts';
import { brokenBuild } from '../src/test-support.ts';
import { apiHealthReader, readWatchChecks, watch, WATCH_RULE } from '../src/watch.ts';
import { drillBrowser, drillRedisUrl, drillStore, envNumber, freshDatabase, percentiles, runDrill, sleep, startDrillTopology } from './drill-support.ts';

const port = envNumber('DRILL_PORT', 8900);
const visitors = envNumber('DRILL_VISITORS', 3);
const maxSeconds = envNumber('DRILL_SECONDS', WATCH_RULE.windowSeconds);
const afterSeconds = envNumber('DRILL_AFTER_SECONDS', 20);
const watchSeconds = envNumber('DRILL_WATCH_SECONDS', 5);
const databaseUrl = process.env.DRILL_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/salon_drill_canary';
const PAGE = '/rezerwacja/miasto';
const HEADING = 'Wybierz miasto';
const FALLBACK = 'Nie udało się wczytać tej części strony';
const LOAD_TIMEOUT_MS = 20_000;
/** How long a visitor stays on the page once it showed: the shell sends its counts 2 s after they change (closing the context ends a send under way). */
const STAY_MS = 3500;

interface PageLoad {
  began: number;
  ended: number;
  /** The booking version the page loaded (from its requests), if any. */
  version: string | null;
  ok: boolean;
  problems: string[];
}

const BOOKING_VERSION = /\/remotes\/booking\/([^/]+)\//;

/** One new visitor: a fresh context, the booking's first page, its heading or the fallback. */
async function loadPage(browser: Browser, site: string): Promise<PageLoad> {
  const began = Date.now();
  const problems: string[] = [];
  let version: string | null = null;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    page.on('response', (response) => {
      version ??= BOOKING_VERSION.exec(response.url())?.[1] ?? null;
      if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${site}${PAGE}`, { timeout: LOAD_TIMEOUT_MS, waitUntil: 'domcontentloaded' });
    const shown = page.getByRole('heading', { name: HEADING, level: 1 }).or(page.getByRole('heading', { name: FALLBACK }));
    await shown.first().waitFor({ timeout: LOAD_TIMEOUT_MS });
    const text = (await shown.first().textContent())?.trim() ?? '';
    if (text !== HEADING) problems.push(`showed "${text}"`);
    await sleep(STAY_MS);
    return { began, ended: Date.now(), version, ok: problems.length === 0, problems };
  } catch (error) {
    problems.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
    return { began, ended: Date.now(), version, ok: false, problems };
  } finally {
    await context.close();
  }
}

/** A new OPS machine key in the drill's database (api/scripts/machine-key.ts), for the watcher. */
function opsKey(): string {
  const made = spawnSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['api/scripts/machine-key.ts', 'create', '--ops', 'drill:canary watcher'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  const key = /^ops_\S+$/m.exec(made.stdout)?.[0];
  if (made.status !== 0 || !key) throw new Error(`no OPS key: ${made.stderr || made.stdout}`);
  return key;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

console.log(`drill: a broken booking release as a 50 % canary, rolled back by the watcher (${visitors} visitors at a time)`);
await runDrill(async (cleanup) => {
  const storeDir = await drillStore(cleanup);
  const broken = brokenBuild(path.join(REPO_ROOT, 'mfe-booking', 'dist'), './routes', 'drill:canary: a deliberately broken release');
  cleanup.add(() => rmSync(broken, { recursive: true, force: true }));

  await freshDatabase(databaseUrl);
  const topology = await startDrillTopology({ port, databaseUrl, redisUrl: drillRedisUrl(), storeDir });
  cleanup.add(() => topology.stop());
  const browser = await drillBrowser(cleanup);

  const first = await loadPage(browser, topology.url);
  if (!first.ok) throw new Error(`before the drill the booking page failed: ${first.problems.join('; ')}`);
  const stable = first.version;

  let started = Date.now();
  const stopWatching = new AbortController();
  const watching = watch({
    storeDir,
    readHealth: apiHealthReader(topology.url, opsKey()),
    intervalMs: watchSeconds * 1000,
    signal: stopWatching.signal,
    log: (line) => {
      console.log(`  [watch +${seconds(Date.now() - started)}] ${line}`);
    },
  });
  cleanup.add(() => stopWatching.abort());

  started = Date.now();
  const { version: canary } = await publish('booking', { storeDir, from: broken, canary: 50 });
  console.log(`  published ${canary} as a 50 % canary beside ${stable} at +0.0 s`);

  const loads: PageLoad[] = [];
  const rolledBackAt = async (): Promise<number | undefined> => {
    const last = (await readHistory({ storeDir })).remotes.booking?.activations.at(-1);
    return last?.action === 'end-canary' ? Date.parse(last.at) : undefined;
  };
  const deadline = started + maxSeconds * 1000;
  let stopAt = deadline;
  const driving = Array.from({ length: visitors }, async () => {
    while (Date.now() < stopAt) {
      loads.push(await loadPage(browser, topology.url));
      const at = await rolledBackAt();
      if (at !== undefined) stopAt = Math.min(stopAt, at + afterSeconds * 1000);
    }
  });
  await Promise.all(driving);
  stopWatching.abort();
  await watching;

  const rollbackAt = await rolledBackAt();
  const before = loads.filter((load) => rollbackAt === undefined || load.began < rollbackAt);
  const after = rollbackAt === undefined ? [] : loads.filter((load) => load.began >= rollbackAt);
  const on = (list: PageLoad[], version: string | null) => list.filter((load) => load.version === version);
  const describe = (list: PageLoad[]) => `${list.length} page loads, ${list.filter((l) => l.ok).length} showed the page, ${list.filter((l) => !l.ok).length} failed`;
  console.log(`  until the rollback: stable ${stable}: ${describe(on(before, stable))}`);
  console.log(`  until the rollback: canary ${canary}: ${describe(on(before, canary))}`);
  console.log(`  after the rollback: ${describe(after)} (${on(after, canary).length} on the canary)`);
  const { p50, p99 } = percentiles(loads.map((load) => load.ended - load.began - STAY_MS));
  console.log(`  page load until the heading or the fallback: p50 ${p50} ms, p99 ${p99} ms`);
  const check = (await readWatchChecks({ storeDir })).booking;
  if (rollbackAt !== undefined) {
    console.log(`  rolled back ${seconds(rollbackAt - started)} after the publish; the rule judged: ${check?.verdict.reason ?? '(no check recorded)'}`);
  }
  console.log('  deploy status:');
  await runCli(['status'], { out: (line) => console.log(`    ${line}`), err: (line) => console.log(`    ${line}`) }, { storeDir });

  const failures: string[] = [];
  if (rollbackAt === undefined) failures.push(`the watcher did not roll the canary back within ${maxSeconds} s`);
  else if (rollbackAt - started > WATCH_RULE.windowSeconds * 1000) failures.push(`the rollback came ${seconds(rollbackAt - started)} after the publish, past the rule's window`);
  const last = (await readHistory({ storeDir })).remotes.booking?.activations.at(-1);
  if (rollbackAt !== undefined && !last?.reason?.startsWith(`watch rolled back the canary ${canary}`)) failures.push('history.json does not say why the canary was rolled back');
  const stableFailed = on(loads, stable).filter((load) => !load.ok);
  if (stableFailed.length > 0) failures.push(`${stableFailed.length} page loads of the stable version failed (${stableFailed[0]!.problems.join('; ')})`);
  const unknown = loads.filter((load) => load.version !== stable && load.version !== canary);
  if (unknown.length > 0) failures.push(`${unknown.length} page loads loaded no booking version (${unknown[0]!.problems.join('; ')})`);
  const afterFailed = after.filter((load) => !load.ok || load.version !== stable);
  if (afterFailed.length > 0) failures.push(`${afterFailed.length} page loads begun after the rollback did not show the stable booking page`);
  if (after.length === 0 && rollbackAt !== undefined) failures.push('no page load after the rollback');
  if (on(before, canary).length === 0) failures.push('no visitor drew the canary: the drill saw nothing to roll back');
  return failures;
});
