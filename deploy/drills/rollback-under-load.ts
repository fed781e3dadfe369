/**
 * `npm run drill:rollback` (deploy/README.md, "Drills"): one remote rolled back, then
 * promoted again, while visitors keep loading its page through nginx in headless
 * Chromium. Each page load is a new visitor (a fresh browser context: no cache, no
 * cookies) opening /pracuj-z-nami, the jobs remote's page, and waiting for its heading.
 *
 * The store is the drill's own (a temporary folder: every remote published from its
 * build, then a "new release" of jobs whose heading says "wersja 2"); the site is the
 * production topology (nginx, the gateway, two API instances on PostgreSQL and Redis).
 * A third of the way in, `rollback jobs` (the deploy CLI's function, in this process);
 * two thirds in, `promote jobs <v2>`. Checks:
 *   - 0 failed page loads: every load shows the jobs page's heading, with no page error,
 *     no failed request and no answer of 500 or more, and nothing of /remotes/ missing;
 *   - every load begun after the rollback returned shows the old heading, every load
 *     begun after the promote returned shows the new one (the next page load follows
 *     the registry; nothing is rebuilt or restarted).
 * Prints the loads per phase and version, page load times, and how long each switch took.
 * Exits 1 when a check fails.
 *
 * Needs PostgreSQL, Redis, nginx and Chromium (CHROMIUM_PATH, /usr/bin/chromium) on this
 * machine, and the builds (made when missing). DRILL_SECONDS (30), DRILL_PORT (8800),
 * DRILL_VISITORS (page loads at a time, 3), DRILL_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/salon_drill_rollback: dropped and made again),
 * DRILL_REDIS_URL (redis://127.0.0.1:6379).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { REPO_ROOT } from '../src/paths.ts';
import { promote, publish, rollback } from '../src/store.ts';
import { relabelledBuild } from '../src/test-support.ts';
import { drillBrowser, drillRedisUrl, drillStore, freshDatabase, percentiles, runDrill, sleep, startDrillTopology } from './drill-support.ts';

const seconds = Number(process.env.DRILL_SECONDS ?? 30);
const port = Number(process.env.DRILL_PORT ?? 8800);
const visitors = Number(process.env.DRILL_VISITORS ?? 3);
const databaseUrl = process.env.DRILL_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/salon_drill_rollback';
const PAGE = '/pracuj-z-nami';
const OLD_HEADING = 'Pracuj z nami';
const NEW_HEADING = 'Pracuj z nami – wersja 2';
/** How long a page may take to show its heading before the load counts as failed. */
const LOAD_TIMEOUT_MS = 20_000;

interface PageLoad {
  /** Epoch ms when the load began and ended. */
  began: number;
  ended: number;
  /** The heading shown, or null when none came. */
  heading: string | null;
  /** What went wrong, empty when nothing did. */
  problems: string[];
}

/** One visitor's page load: a fresh context, the page, its heading; every failure noted. */
async function loadPage(browser: Browser, site: string): Promise<PageLoad> {
  const began = Date.now();
  const problems: string[] = [];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      // A request the browser itself gave up when the page was closed is not a failure.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      const url = response.url();
      if (response.status() >= 500 || (response.status() >= 400 && url.includes('/remotes/'))) problems.push(`${response.status()} ${url}`);
    });
    // Until the heading shows, not the load event: what a visitor waits for.
    const document = await page.goto(`${site}${PAGE}`, { timeout: LOAD_TIMEOUT_MS, waitUntil: 'domcontentloaded' });
    if (document?.status() !== 200) problems.push(`the page answered ${document?.status()}`);
    const heading = page.getByRole('heading', { level: 1 });
    let text: string | null = null;
    try {
      await heading.waitFor({ timeout: LOAD_TIMEOUT_MS });
      text = (await heading.textContent())?.trim() ?? null;
    } catch {
      problems.push('no heading');
    }
    if (text !== null && text !== OLD_HEADING && text !== NEW_HEADING) problems.push(`heading "${text}"`);
    return { began, ended: Date.now(), heading: text, problems };
  } catch (error) {
    problems.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
    return { began, ended: Date.now(), heading: null, problems };
  } finally {
    await context.close();
  }
}

console.log(`drill: roll back one remote under page load (${seconds} s, ${visitors} visitors at a time)`);
await runDrill(async (cleanup) => {
  const storeDir = await drillStore(cleanup);
  const release = relabelledBuild(path.join(REPO_ROOT, 'mfe-jobs', 'dist'), OLD_HEADING, NEW_HEADING);
  cleanup.add(() => rmSync(release, { recursive: true, force: true }));
  const { version: v2 } = await publish('jobs', { storeDir, from: release });

  await freshDatabase(databaseUrl);
  const topology = await startDrillTopology({ port, databaseUrl, redisUrl: drillRedisUrl(), storeDir });
  cleanup.add(() => topology.stop());
  const browser = await drillBrowser(cleanup);

  // One load before measuring: nginx, the gateway and the API's first answers warm.
  const first = await loadPage(browser, topology.url);
  if (first.heading !== NEW_HEADING) throw new Error(`before the drill the page showed ${JSON.stringify(first.heading)}: ${first.problems.join('; ')}`);

  const loads: PageLoad[] = [];
  const started = Date.now();
  const ends = started + seconds * 1000;
  const driving = Array.from({ length: visitors }, async () => {
    while (Date.now() < ends) loads.push(await loadPage(browser, topology.url));
  });

  /** `began` when the switch was asked for, `at` when it returned. */
  const switches: { what: string; began: number; at: number }[] = [];
  const timedSwitch = async (what: string, run: () => Promise<unknown>) => {
    const began = Date.now();
    await run();
    switches.push({ what, began, at: Date.now() });
    console.log(`  ${what} at +${((began - started) / 1000).toFixed(1)} s (${Date.now() - began} ms)`);
  };
  await sleep(seconds * 333);
  await timedSwitch('rollback jobs', () => rollback('jobs', { storeDir }));
  await sleep(Math.max(0, started + seconds * 667 - Date.now()));
  await timedSwitch(`promote jobs ${v2}`, () => promote('jobs', v2, { storeDir }));
  await Promise.all(driving);

  const [rolledBack, promoted] = switches as [(typeof switches)[0], (typeof switches)[0]];
  // A phase's loads began after its switch returned; those also ended before the next
  // switch began must show its version (one under way across a switch may show either).
  const phases = [
    { name: 'before the rollback', from: 0, to: rolledBack.began, expected: NEW_HEADING },
    { name: 'after the rollback', from: rolledBack.at, to: promoted.began, expected: OLD_HEADING },
    { name: 'after the promote', from: promoted.at, to: Infinity, expected: NEW_HEADING },
  ];
  const failedLoads = loads.filter((load) => load.problems.length > 0);
  const wrongVersion: string[] = [];
  for (const phase of phases) {
    const own = loads.filter((load) => load.began >= phase.from && load.ended < phase.to);
    const shown = (heading: string) => own.filter((load) => load.heading === heading).length;
    console.log(`  ${phase.name.padEnd(20)} ${String(own.length).padStart(4)} page loads: ${shown(OLD_HEADING)} old, ${shown(NEW_HEADING)} new`);
    for (const load of own) if (load.heading !== null && load.heading !== phase.expected) wrongVersion.push(`${phase.name}: "${load.heading}" at +${((load.began - started) / 1000).toFixed(1)} s`);
  }
  const { p50, p99, max } = percentiles(loads.map((load) => load.ended - load.began));
  const across = loads.filter((load) => !phases.some((phase) => load.began >= phase.from && load.ended < phase.to)).length;
  console.log(`  ${across} page loads under way across a switch (either version)`);
  console.log(`  ${loads.length} page loads in ${seconds} s; load time p50 ${p50} ms, p99 ${p99} ms, max ${max} ms`);
  console.log(`  failed page loads: ${failedLoads.length}`);
  for (const load of failedLoads.slice(0, 10)) console.log(`    at +${((load.began - started) / 1000).toFixed(1)} s: ${load.problems.slice(0, 3).join('; ')}`);
  console.log(`  loads of the wrong version after a switch: ${wrongVersion.length}`);
  for (const line of wrongVersion.slice(0, 10)) console.log(`    ${line}`);
  const failures: string[] = [];
  if (failedLoads.length > 0) failures.push(`${failedLoads.length} page loads failed`);
  if (wrongVersion.length > 0) failures.push(`${wrongVersion.length} page loads showed the version of before a switch`);
  if (!phases.every((phase) => loads.some((load) => load.began >= phase.from && load.ended < phase.to))) failures.push('a phase had no whole page load (the drill is too short)');
  return failures;
});
