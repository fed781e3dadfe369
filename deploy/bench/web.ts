import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { Sitemap } from '@salon/contracts/sitemap-api';
import { startBenchSite } from './bench-site.ts';
import { collectScripts, total, type LoadedScript } from './collect-scripts.ts';

/**
 * `npm run bench:web`: the site's front doors as a phone sees them, on the composed site
 * with the real API (in-memory database seeded for today).
 *   1. First-load JavaScript of /rezerwacja/miasto (gzip -9 of what Chromium downloads),
 *      split into shell + shared singletons and the booking remote.
 *   1b. LCP and CLS in Chromium with slow 4G applied through the DevTools protocol, for
 *      each page of WEB_PAGES (the home page, the booking area step, the blog's list and an
 *      article, the salon list, a salon, and signed in, the profile's visits and payments).
 *   2. Moving through the steps in one page: remote entries fetched after the first page
 *      (should be 0) and the cumulative layout shift the moves cause; then choosing a
 *      slot with the CPU slowed 4×: the click's Event Timing and the long tasks it causes.
 *   3. Lighthouse 12 (mobile preset, performance only) on each page of WEB_PAGES with the
 *      system Chromium. Lighthouse is fetched by npx on first use, so `npm install` stays
 *      light for everyone who never runs this. Lighthouse 13 needs Node 22 (DESIGN.md).
 *   4. Lighthouse's SEO score (issue 23) of each kind of public page: home, the salon
 *      list, a city, a salon, the blog, an article, the offers and an offer; one run each
 *      (the audits read the page, they do not time it), with the audits that failed.
 * `BENCH_PAGES=/salony,/salony/M101` measures only those pages in 1b and 3; `BENCH_RUNS`
 * sets the runs per page (3); `BENCH_SEO_ONLY=1` runs 4 alone. Figures only: nothing here
 * passes or fails.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SEO_ONLY = process.env.BENCH_SEO_ONLY === '1';

/** The middle run of an odd number (the upper middle of an even one). */
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

/** A page measured in 1b and 3, and how to tell its main content is there. */
interface WebPage {
  path: string;
  ready: (page: Page) => Promise<void>;
  /**
   * A seeded customer the page is measured for (the profile): 1b signs in first, as the
   * site keeps tokens (localStorage, set before the app runs). Lighthouse, which cannot,
   * skips it.
   */
  signedInAs?: string;
}
const ALL_WEB_PAGES: WebPage[] = [
  // The front door: its largest picture is the first banner of the blog remote's `./HomeBanners`.
  { path: '/home', ready: (page) => page.getByRole('region', { name: 'Polecamy' }).getByRole('link').first().waitFor({ timeout: 60_000 }) },
  { path: '/rezerwacja/miasto', ready: (page) => page.getByRole('main').getByRole('button', { name: 'Kraków', exact: true }).first().waitFor({ timeout: 60_000 }) },
  // The blog's list: its largest picture is the newest post's.
  { path: '/blog', ready: (page) => page.getByRole('main').getByRole('article').first().waitFor({ timeout: 60_000 }) },
  {
    // An article: the blog's front door from search results and shared links.
    path: '/blog/koloryzacja/balayage-ombre-czy-pasemka',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Balayage, ombre czy pasemka? Różnice, które warto znać przed wizytą' }).waitFor({ timeout: 60_000 }),
  },
  { path: '/salony', ready: (page) => page.getByRole('link', { name: 'Zobacz salon' }).first().waitFor({ timeout: 60_000 }) },
  { path: '/salony/M101', ready: (page) => page.getByRole('heading', { level: 1, name: 'Warszawa Puławska' }).waitFor({ timeout: 60_000 }) },
  // Signed out, the profile is the home page with the full-screen sign-in on top.
  { path: '/profil', ready: (page) => page.getByRole('dialog').waitFor({ timeout: 60_000 }) },
  {
    path: '/profil/wizyty',
    signedInAs: 'anna.kowalska@example.com',
    ready: (page) => page.getByRole('list', { name: 'Historia punktów' }).waitFor({ timeout: 60_000 }),
  },
];
const WEB_PAGES = ALL_WEB_PAGES.filter((page) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(page.path));

const site = await startBenchSite('web');
const { base, storeDir } = site;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const browser = SEO_ONLY ? undefined : await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

// 1. First-load JavaScript: what the area step needs to show its list, then what the idle
//    prefetch of the next step adds.
if (browser) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const files = collectScripts(page);
  await page.goto(`${base}/rezerwacja/miasto`);
  await page.getByRole('main').getByRole('button', { name: 'Kraków', exact: true }).first().waitFor();
  const sum = (list: readonly LoadedScript[]) => total(list, 'gzip');
  const wire = (list: readonly LoadedScript[]) => total(list, 'wire');
  const raw = (list: readonly LoadedScript[]) => total(list, 'raw');
  const booking = (list: readonly LoadedScript[]) => list.filter((f) => f.url.includes('/remotes/booking/'));
  const shell = (list: readonly LoadedScript[]) => list.filter((f) => !f.url.includes('/remotes/'));
  const atList = [...files];
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3500);
  console.log('\nfirst-load JavaScript of /rezerwacja/miasto (gzip -9, as downloaded by Chromium, 390 px)');
  console.log(`  until the area list shows: ${kb(sum(atList))} = shell + shared singletons ${kb(sum(shell(atList)))} + booking remote ${kb(sum(booking(atList)))} (${booking(atList).length} files)`);
  console.log(`  on the wire until the area list shows: ${kb(wire(atList))} (uncompressed ${kb(raw(atList))})`);
  console.log(`  after the idle prefetch of the next step: booking remote ${kb(sum(booking(files)))} (${booking(files).length} files), all ${kb(sum(files))}`);
  await page.close();
}

// 1b. LCP and CLS in Chromium itself with applied throttling (a slow 4G link of 150 ms and
//     1.6 Mbit/s, CPU slowed 4×): real requests, real priorities, preloads and caches,
//     where Lighthouse below simulates them from one fast load.
for (const webPage of WEB_PAGES) {
  if (!browser) break;
  const lcps: number[] = [];
  const shifts: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as typeof window & { __lcp?: number; __cls?: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls = (w.__cls ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    if (webPage.signedInAs) {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: webPage.signedInAs, password: 'Salon!2026' }),
      });
      const tokens = (await login.json()) as { accessToken: string; refreshToken: string };
      await page.addInitScript(({ accessToken, refreshToken }) => {
        window.localStorage.setItem('accessToken', accessToken);
        window.localStorage.setItem('refreshToken', refreshToken);
      }, tokens);
    }
    await page.goto(`${base}${webPage.path}`);
    await webPage.ready(page);
    // Late shifts (images, lazy sections) count too: wait for the page to settle.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    const { lcp, cls } = await page.evaluate(() => {
      const w = window as typeof window & { __lcp?: number; __cls?: number };
      return { lcp: w.__lcp ?? NaN, cls: w.__cls ?? NaN };
    });
    lcps.push(lcp);
    shifts.push(cls);
    await page.close();
  }
  console.log(`\nLCP and CLS of ${webPage.path} in Chromium, slow 4G applied (150 ms, 1.6 Mbit/s, CPU 4×), 390 px`);
  console.log(`  LCP runs: ${lcps.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}; median ${(median(lcps) / 1000).toFixed(2)} s`);
  console.log(`  CLS runs: ${shifts.map((c) => c.toFixed(3)).join(', ')}; median ${median(shifts).toFixed(3)}`);
}

// 2. Moving between steps: no new remote entry, no layout shift.
if (browser) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.addInitScript(() => {
    const w = window as typeof window & { __cls?: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls = (w.__cls ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${base}/rezerwacja/miasto`, { waitUntil: 'networkidle' });
  const entries: string[] = [];
  page.on('request', (request) => {
    if (/remoteEntry|mf-manifest/.test(request.url())) entries.push(request.url());
  });
  const clsBefore = await page.evaluate(() => (window as typeof window & { __cls?: number }).__cls ?? 0);
  const steps: string[] = [];
  try {
    await page.getByRole('button', { name: /Kraków/ }).first().click();
    await page.waitForURL(/\/rezerwacja\/usluga/);
    steps.push('area → service');
    await page.getByRole('button', { name: /Strzyżenie/ }).first().click();
    await page.waitForURL(/\/rezerwacja\/termin/);
    steps.push('service → salon and date');
    await page.waitForLoadState('networkidle');
  } catch (error) {
    console.log(`  (stopped after ${steps.length} moves: ${(error as Error).message.split('\n')[0]})`);
  }
  // A shift that happens after a click (hadRecentInput) is the user's; the rest counts.
  const cls = await page.evaluate(() => (window as typeof window & { __cls?: number }).__cls ?? 0);
  console.log('\nmoving between booking steps in one page (390 px)');
  console.log(`  moves: ${steps.join(', ') || 'none'}`);
  console.log(`  remote entries fetched after the first page: ${entries.length}`);
  console.log(`  cumulative layout shift: first page ${clsBefore.toFixed(3)}, after the moves ${cls.toFixed(3)}`);
  if (steps.length === 2) await measureSlotChoice(page);
  await page.close();
}
await browser?.close();

/**
 * 2b. Choosing a slot on a phone (issue 20: no long task over 50 ms): with the CPU slowed
 * 4×, the click's Event Timing duration (what INP counts for it) and every long task
 * from the click until the contact form shows.
 */
async function measureSlotChoice(page: Page): Promise<void> {
  console.log('\nchoosing a slot (390 px, CPU 4×)');
  // Found before anything is measured, and clicked as a finger would (the mouse at its
  // place): Playwright's own locator work runs in the page and would count as long tasks.
  const button = page.getByRole('button', { name: /^\d{1,2}:\d{2}, / }).first();
  const slot = await button
    .scrollIntoViewIfNeeded({ timeout: 30_000 })
    .then(() => page.waitForTimeout(500))
    .then(() => button.boundingBox())
    .catch(() => null);
  if (!slot) {
    console.log('  (not measured: no free time on the page)');
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const w = window as typeof window & { __longTasks?: number[]; __interactions?: number[] };
    w.__longTasks = [];
    w.__interactions = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => w.__longTasks?.push(entry.duration))).observe({ type: 'longtask' });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId) w.__interactions?.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  try {
    await page.mouse.click(slot.x + slot.width / 2, slot.y + slot.height / 2);
    await page.waitForURL(/\/rezerwacja\/dane-rezerwacji/, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Event Timing reports an interaction once its next paint is done.
    await page.waitForTimeout(500);
    const { longTasks, interactions } = await page.evaluate(() => {
      const w = window as typeof window & { __longTasks?: number[]; __interactions?: number[] };
      return { longTasks: w.__longTasks ?? [], interactions: w.__interactions ?? [] };
    });
    const ms = (list: number[]) => (list.length ? list.map((t) => `${Math.round(t)} ms`).join(', ') : 'none');
    console.log(`  the click, as Event Timing measures it (INP counts the longest): ${ms(interactions)}`);
    console.log(`  long tasks until the contact form shows: ${ms(longTasks)}; longest ${Math.round(Math.max(0, ...longTasks))} ms`);
  } catch (error) {
    console.log(`  (not measured: ${(error as Error).message.split('\n')[0]})`);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

// 3. Lighthouse, mobile preset (Moto G Power emulation, simulated slow 4G), performance only.
const reportFile = path.join(storeDir, 'lighthouse.json');

interface LighthouseReport {
  categories: Record<string, { score: number }>;
  audits: Record<string, { score: number | null; title?: string; displayValue?: string; numericValue?: number; scoreDisplayMode?: string }>;
}

/** One Lighthouse run of `url` for one category, with the system Chromium. */
async function lighthouse(url: string, category: 'performance' | 'seo'): Promise<LighthouseReport> {
  // Asynchronous: the site Lighthouse loads is served by this very process.
  await promisify(execFile)(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      `--only-categories=${category}`,
      '--output=json',
      `--output-path=${reportFile}`,
      '--quiet',
      // Without the last three Chromium keeps calling Google's hosts, which this network
      // refuses, and Lighthouse waits for a quiet network that never comes.
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(readFileSync(reportFile, 'utf8')) as LighthouseReport;
}

for (const webPage of SEO_ONLY ? [] : WEB_PAGES) {
  if (webPage.signedInAs) {
    console.log(`\nLighthouse: ${webPage.path} skipped (it needs a session, which Lighthouse cannot set)`);
    continue;
  }
  console.log(`\nLighthouse ${LIGHTHOUSE.split('@')[1]} mobile, performance, ${base}${webPage.path}, ${RUNS} runs`);
  const scores: number[] = [];
  const metrics: Record<'LCP' | 'TBT' | 'CLS', number[]> = { LCP: [], TBT: [], CLS: [] };
  for (let run = 1; run <= RUNS; run += 1) {
    const report = await lighthouse(`${base}${webPage.path}`, 'performance');
    const score = Math.round((report.categories.performance?.score ?? 0) * 100);
    scores.push(score);
    const metric = (id: string) => report.audits[id]?.displayValue ?? '?';
    metrics.LCP.push(report.audits['largest-contentful-paint']?.numericValue ?? NaN);
    metrics.TBT.push(report.audits['total-blocking-time']?.numericValue ?? NaN);
    metrics.CLS.push(report.audits['cumulative-layout-shift']?.numericValue ?? NaN);
    console.log(
      `  run ${run}: score ${score}  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  SI ${metric('speed-index')}`,
    );
  }
  console.log(
    `  median score ${median(scores)}  LCP ${(median(metrics.LCP) / 1000).toFixed(1)} s  TBT ${Math.round(median(metrics.TBT))} ms  CLS ${median(metrics.CLS).toFixed(3)}`,
  );
}

// 4. Lighthouse SEO of each kind of public page (issue 23): one run each, the audits that failed.
{
  const sitemap = (await (await fetch(`${base}/api/sitemap`)).json()) as Sitemap;
  const offer = sitemap.offers[0];
  const article = sitemap.articles[0];
  const seoPages = [
    '/home',
    '/salony',
    `/salony/${sitemap.cities[0]?.code ?? 'krakow'}`,
    '/salony/M101',
    '/blog',
    ...(article ? [`/blog/${article.categorySlug}/${article.slug}`] : []),
    '/pracuj-z-nami',
    ...(offer ? [`/pracuj-z-nami/${offer.id}`] : []),
  ];
  console.log(`\nLighthouse ${LIGHTHOUSE.split('@')[1]} mobile, SEO, one run a page`);
  for (const seoPage of seoPages) {
    const report = await lighthouse(`${base}${seoPage}`, 'seo');
    const failed = Object.entries(report.audits)
      .filter(([, audit]) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
      .map(([id]) => id);
    console.log(`  ${seoPage.padEnd(48)} ${Math.round((report.categories.seo?.score ?? 0) * 100)}${failed.length ? `  failed: ${failed.join(', ')}` : ''}`);
  }
}

await site.close();
