import { performance } from 'node:perf_hooks';
import { request } from 'node:http';
import { startBenchSite } from './bench-site.ts';

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

const site = await startBenchSite('pages');
const { port } = site;

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

await site.close();
