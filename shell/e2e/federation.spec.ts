import { REGISTRY_ELEMENT_ID } from '@salon/contracts/registry';
import { expect, test } from '@playwright/test';
import { SHARED_SINGLETONS } from '@salon/build/shared-singletons';
import { footer, header } from './fixtures.ts';

/** Whether a share-scope entry is one of the singletons (`react/` covers `react/jsx-runtime`). */
const isSingleton = (name: string) =>
  SHARED_SINGLETONS.some((s) => (s.endsWith('/') ? name.startsWith(s) : name === s));

test.describe('module federation', () => {
  test('shared singletons load exactly once across the shell and remotes', async ({ page }) => {
    await page.goto('/salony');
    await expect(page.getByRole('heading', { level: 1, name: 'Salony' })).toBeVisible();
    await header(page).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

    // For every package: which provider each app's loaded copy came from.
    const providers = await page.evaluate(() => {
      type ShareInfo = { from: string; loaded?: boolean; lib?: unknown };
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } }).__FEDERATION__.__SHARE__;
      const out: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            for (const [version, info] of Object.entries(versions)) {
              if (!info.loaded && !info.lib) continue;
              (out[name] ??= []).push(`${version}@${info.from}`);
            }
          }
        }
      }
      return out;
    });

    for (const name of ['react', 'react-dom', 'react-router', 'styled-components', 'i18next', 'react-i18next', '@salon/platform']) {
      expect(providers[name], `${name} is loaded`).toBeDefined();
    }
    const shared = Object.keys(providers).filter(isSingleton);
    expect(shared).toEqual(expect.arrayContaining(['react/jsx-runtime', 'react-dom/client']));
    for (const name of shared) {
      const copies = new Set(providers[name]);
      expect(copies.size, `${name} loaded from ${[...copies].join(', ')}`).toBe(1);
    }
  });

  test('a remote that cannot load shows the fallback; the rest of the site works; retry recovers', async ({ page }) => {
    await page.route('**/remotes/blog/**', (route) => route.abort());
    await page.goto('/blog');
    const fallback = page.getByRole('region', { name: 'Nie udało się wczytać tej części strony' });
    await expect(fallback).toBeVisible();
    await expect(header(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();

    // Another remote still works.
    await header(page).getByRole('link', { name: 'Praca' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pracuj z nami' })).toBeVisible();

    // Back on the blog, once the remote is reachable again, retry loads it.
    await page.goBack();
    await expect(fallback).toBeVisible();
    await page.unroute('**/remotes/blog/**');
    await fallback.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('the page carries the live registry, /registry.json is never cached, and the shell compiles in no remote URL', async ({ page, request }) => {
    const registry = await request.get('/registry.json');
    expect(registry.headers()['cache-control']).toContain('no-store');
    const body = await registry.json();
    expect(Object.keys(body.remotes).sort()).toEqual(['auth', 'blog', 'booking', 'jobs', 'profile', 'salons', 'shop']);
    const html = await (await request.get('/home')).text();
    // The registry the gateway wrote into the page (decision 0032) is the one /registry.json answers, and the only remote URLs in it.
    const block = new RegExp(`<script type="application/json" id="${REGISTRY_ELEMENT_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(block![1]!)).toEqual(body);
    expect(html.replace(block![0], '')).not.toContain('/remotes/');
    await page.goto('/home');
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter((s) => s.includes('/main.')));
    for (const src of scripts) {
      const js = await (await request.get(src)).text();
      expect(js).not.toMatch(/remotes\/(booking|blog|jobs|salons|shop|profile|auth)\/v\d/);
    }
  });
  test('a remote\'s page names its live files and the shell\'s start-up chunks in the HTML; the browser fetches each once from the network and runs the prefetched ones from its cache', async ({ page, request }) => {
    const registry = (await (await request.get('/registry.json')).json()) as { remotes: Record<string, { entry: string }> };
    const base = registry.remotes.blog!.entry.replace(/mf-manifest\.json$/, '');
    const html = await (await request.get('/blog', { headers: { accept: 'text/html' } })).text();
    const hinted = [...html.matchAll(/<link rel="pre(?:load|fetch)" href="([^"]+)"/g)].map((m) => m[1]!);
    // The live blog version's files (the gateway), and the shell's start-up chunks (its build).
    const remoteFiles = hinted.filter((href) => href.startsWith('/remotes/'));
    expect(remoteFiles).toEqual(expect.arrayContaining([`${base}mf-manifest.json`, `${base}remoteEntry.js`]));
    expect(remoteFiles.every((href) => href.startsWith(base))).toBe(true);
    expect(hinted.filter((href) => !href.startsWith('/remotes/')).length).toBeGreaterThanOrEqual(5);

    // From the network or from the browser's caches, as Chromium reports each response.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const loads: { path: string; network: boolean }[] = [];
    cdp.on('Network.responseReceived', ({ response }) => {
      loads.push({ path: new URL(response.url).pathname, network: !response.fromDiskCache && !response.fromPrefetchCache && !response.fromServiceWorker });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

    for (const href of hinted) expect(loads.filter((load) => load.path === href && load.network)).toHaveLength(1);
    // A prefetched script is fetched early into the cache, and the runtime's load later
    // comes from there (a preload is handed over instead, with no second response).
    const prefetched = [...html.matchAll(/<link rel="prefetch" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(prefetched).toContain(`${base}remoteEntry.js`);
    for (const href of prefetched) expect(loads.filter((load) => load.path === href && !load.network).length).toBeGreaterThanOrEqual(1);
    // Chromium warns about a preload nobody used after about three seconds.
    await page.waitForTimeout(3500);
    expect(warnings).toEqual([]);
  });
});
