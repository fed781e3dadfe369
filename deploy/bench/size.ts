import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { REMOTE_NAMES } from '@salon/contracts';
import { publish } from '../src/store.ts';
import { createGateway } from '../src/gateway.ts';
import { measureFirstLoad } from './collect-scripts.ts';
import { SIZE_BUDGETS } from '../src/size-budgets.ts';
import { ROOT } from '@salon/build/scripts/apps';
import { buildAll } from '@salon/build/scripts/build-all';

/**
 * `npm run bench:size`: JavaScript a first visit downloads, gzip, measured in Chromium
 * on the composed site: the home page (shell plus shared singletons plus the auth dialog
 * host it mounts), and each route group's remote on top of it. With BENCH_FILES=1 it
 * lists each page's files too, largest first.
 */
buildAll({ onlyMissing: true });
const storeDir = mkdtempSync(path.join(tmpdir(), 'salon-bench-store-'));
for (const remote of REMOTE_NAMES) await publish(remote, { storeDir });
const app = await createGateway({ shellDir: path.join(ROOT, 'shell', 'dist'), storeDir, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function measure(urlPath: string) {
  const page = await browser.newPage();
  const load = await measureFirstLoad(page, base + urlPath);
  await page.close();
  return load;
}

/** `BENCH_FILES=1 npm run bench:size` also lists each page's files, largest first. */
const listFiles = process.env.BENCH_FILES === '1';
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log('\nfirst-load JavaScript (gzip level 9, as downloaded by Chromium)');
for (const { path: urlPath, budgetKiB, targetKiB } of SIZE_BUDGETS) {
  const m = await measure(urlPath);
  console.log(
    `  ${urlPath.padEnd(46)} total ${kb(m.total).padStart(10)}  shell+shared ${kb(m.shell).padStart(10)}  remotes ${kb(m.remotes).padStart(9)}  budget ${budgetKiB} KiB, target ${targetKiB} KiB  (${m.files.length} files, ${kb(m.raw)} raw, ${kb(m.wire)} on the wire)`,
  );
  if (listFiles) {
    for (const file of [...m.files].sort((a, b) => b.gzip - a.gzip)) console.log(`      ${kb(file.gzip).padStart(10)}  ${new URL(file.url).pathname}`);
  }
}
await browser.close();
await app.close();
rmSync(storeDir, { recursive: true, force: true });
