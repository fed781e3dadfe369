/**
 * How long a rollback takes: in process (20 runs, median and max) and as one full CLI
 * invocation the way ops run it (`npx tsx deploy/src/cli.ts rollback …`, wall time,
 * including starting Node and tsx). Works on a temporary store with two published
 * versions of a fake remote build; prints figures only.
 *
 *   npx tsx deploy/bench/rollback.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from '../src/paths.ts';
import { promote, publish, rollback } from '../src/store.ts';

const RUNS = 20;
const REMOTE = 'jobs';

/** A build shaped like a real one: manifest, entry, and a few hundred kB of chunks. */
function fakeBuild(dir: string, label: string): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: REMOTE,
      metaData: { name: REMOTE, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'routes', path: './routes' }],
    }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
  for (let i = 0; i < 20; i++) {
    fs.writeFileSync(path.join(dir, `${i}.${label}${i}.js`), `${label}`.repeat(10_000));
  }
  return dir;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rollback-'));
try {
  const storeDir = path.join(root, 'store');
  const older = (await publish(REMOTE, { from: fakeBuild(path.join(root, 'a'), 'a'), storeDir })).version;
  const newer = (await publish(REMOTE, { from: fakeBuild(path.join(root, 'b'), 'b'), storeDir })).version;

  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await rollback(REMOTE, { storeDir });
    times.push(performance.now() - started);
    await promote(REMOTE, newer, { storeDir }); // untimed: puts back something to roll back from
  }

  const started = performance.now();
  const output = execFileSync('npx', ['tsx', 'deploy/src/cli.ts', 'rollback', REMOTE], {
    cwd: REPO_ROOT,
    env: { ...process.env, REMOTE_STORE_DIR: storeDir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const wall = performance.now() - started;
  const own = /done in ([\d.]+) ms/.exec(output)?.[1];

  console.log(`rollback of ${REMOTE} ${newer} -> ${older} (temporary store)`);
  console.log(`in process, ${RUNS} runs: median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`);
  console.log(`CLI (npx tsx deploy/src/cli.ts rollback ${REMOTE}): ${wall.toFixed(0)} ms wall, ${own ?? '?'} ms in the command`);
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
