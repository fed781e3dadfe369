import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** One script a page loaded. */
export interface LoadedScript {
  url: string;
  /** gzip -9 of the body: comparable whatever the server sent. */
  gzip: number;
  /** The bytes on the wire: what the server really sent (brotli, gzip or none). */
  wire: number;
  /** The body as the browser ran it. */
  raw: number;
}

/**
 * The JavaScript responses of a page from now on, each file once: a prefetched script
 * is loaded a second time from the HTTP cache, and counting it twice would double it.
 */
export function collectScripts(page: Page): LoadedScript[] & { lastAt: number } {
  const files = Object.assign([] as LoadedScript[], { lastAt: Date.now() });
  const seen = new Set<string>();
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) files.lastAt = Date.now();
  });
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js') || seen.has(response.url())) return;
    seen.add(response.url());
    files.lastAt = Date.now();
    const body = await response.body().catch(() => null);
    const sizes = await response.request().sizes().catch(() => null);
    if (body) files.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length, wire: sizes?.responseBodySize ?? body.length, raw: body.length });
  });
  return files;
}

/** The sum of one figure over scripts. */
export const total = (files: readonly LoadedScript[], key: 'gzip' | 'wire' | 'raw') => files.reduce((n, f) => n + f[key], 0);

/** What a first visit of one page downloads in JavaScript. */
export interface FirstLoad {
  /** Every script file, gzip -9 of each summed (`LoadedScript.gzip`). */
  total: number;
  wire: number;
  raw: number;
  /** The shell and the shared singletons it provides. */
  shell: number;
  /** Files of the remote store (`/remotes/`). */
  remotes: number;
  files: LoadedScript[];
}

/** How long no script may be asked for before a page counts as loaded. */
const QUIET_MS = 1500;

/**
 * Opens `url` in a fresh page (no cache shared with other pages of a fresh context) and
 * sums the scripts it downloads until its heading shows and no script has been asked
 * for during 1.5 s: the figure of `npm run bench:size` and of the size budgets
 * (deploy/src/size-budgets.ts). "Network idle" alone stopped early on a loaded machine,
 * while the shell was still running, and counted half of the page. Sizes, not timings:
 * the same build gives the same figure on any machine.
 */
export async function measureFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const files = collectScripts(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  while (Date.now() - files.lastAt < QUIET_MS) await page.waitForTimeout(250);
  const shell = files.filter((f) => !f.url.includes('/remotes/'));
  const remotes = files.filter((f) => f.url.includes('/remotes/'));
  return {
    total: total(files, 'gzip'),
    wire: total(files, 'wire'),
    raw: total(files, 'raw'),
    shell: total(shell, 'gzip'),
    remotes: total(remotes, 'gzip'),
    files: [...files],
  };
}
