import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { request } from 'node:http';
import { REMOTE_NAMES } from '@salon/contracts';
import { ROOT } from '@salon/build/scripts/apps';
import { buildAll } from '@salon/build/scripts/build-all';
import { readApiConfig } from 'api/config';
import { startApi } from 'api/start';
import { createGateway } from '../src/gateway.ts';
import { publish } from '../src/store.ts';

/**
 * `npm run bench:pages`: the time to first byte of the pages the gateway serves (issue
 * 23: what a page's status and head cost), on the composed site with the API on its
 * seeded embedded database, over loopback, one request at a time. For each page: its
 * status, the first request (the gateway's copy of the API's sitemap still cold for the
 * first page that needs it) and the median and 95th percentile of BENCH_REQUESTS more
 * (default 300). Figures, not a test: a loaded machine gives slower ones.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const PAGES = [
  '/home',
  '/home?lang=en',
  '/salony',
  '/salony/krakow',
  '/salony/M101',
  '/blog',
  '/pracuj-z-nami',
  '/sklep',
  '/rezerwacja/miasto',
  '/profil',
  '/salony/M99999',
  '/salony/atlantyda',
  '/robots.txt',
  '/sitemap.xml',
];

buildAll({ onlyMissing: true });
const storeDir = mkdtempSync(path.join(tmpdir(), 'salon-bench-pages-'));
for (const remote of REMOTE_NAMES) publish(remote, { storeDir });
const api = await startApi({
  ...readApiConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' }),
  database: { kind: 'pglite' },
});
const gateway = await createGateway({ shellDir: path.join(ROOT, 'shell', 'dist'), storeDir, apiUrl: api.url, logger: false });
await gateway.listen({ port: 0, host: '127.0.0.1' });
const port = (gateway.server.address() as AddressInfo).port;

/** Milliseconds until the answer's status line and headers arrived, and the status. */
function firstByte(pathAndQuery: string): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path: pathAndQuery, headers: { accept: 'text/html' }, agent: false }, (res) => {
      const ms = performance.now() - started;
      res.resume();
      res.on('end', () => resolve({ ms, status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
console.log(`\ntime to first byte over loopback, ${REQUESTS} requests a page after the first (ms)`);
console.log(`  ${'page'.padEnd(22)} status   first  median     p95`);
for (const page of PAGES) {
  const first = await firstByte(page);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) times.push((await firstByte(page)).ms);
  times.sort((a, b) => a - b);
  console.log(`  ${page.padEnd(22)} ${String(first.status).padStart(6)} ${first.ms.toFixed(2).padStart(7)} ${percentile(times, 50).toFixed(2).padStart(7)} ${percentile(times, 95).toFixed(2).padStart(7)}`);
}

await gateway.close();
await api.app.close();
rmSync(storeDir, { recursive: true, force: true });
