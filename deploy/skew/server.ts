import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@salon/contracts';
import { readApiConfig } from 'api/config';
import { startApi } from 'api/start';
import { storeMachineKey } from 'api/plugins/app/machine-keys/machine-keys';
import { createGateway } from '../src/gateway.ts';
import { DEFAULT_CONFIG_FILE } from '../src/paths.ts';
import { publish } from '../src/store.ts';
import { ensureLiveBuilds, ensureTodaysBuilds } from './builds.ts';
import { STORES_DIR, distDir, liveBuildsNeeded, planCompositions, skewPort } from './compositions.ts';
import { headCommit, readLive } from './live.ts';

/**
 * The skew check's site (playwright.skew.config.ts's webServer): one API on a fresh
 * in-memory PGlite database seeded for today, on SKEW_PORT (9600), and one gateway per
 * composition on the ports after it, each in front of a store of its own with the
 * composition's remote builds published. The builds are made first when missing (the
 * live ones from the cache, see builds.ts).
 *
 * Published without the contract check (no shellDir): what the journeys measure is
 * whether the composition runs; check.ts prints the check's verdict beside them.
 */
const started = performance.now();
const live = readLive();
const { compositions } = planCompositions(live, headCommit(), skewPort());
ensureTodaysBuilds();
ensureLiveBuilds(liveBuildsNeeded(compositions));

fs.rmSync(STORES_DIR, { recursive: true, force: true });
for (const composition of compositions) {
  const storeDir = path.join(STORES_DIR, composition.name);
  for (const remote of REMOTE_NAMES) {
    // Awaited: the store's functions answer a promise (or, before that change, at once).
    await publish(remote, { storeDir, from: distDir(`mfe-${remote}`, composition.remotes[remote]) });
  }
}
console.log(`[skew] ${compositions.length} stores published in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const apiPort = skewPort();
const config = readApiConfig({
  ...process.env,
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${compositions[0]?.port ?? apiPort + 1}`,
});
const api = await startApi({ ...config, database: { kind: 'pglite' } });
// The browser tests' known keys (playwright.config.ts), so any journey reused here behaves as in the e2e site.
const keys = [
  [process.env.E2E_TILL_KEY_M101, { kind: 'POS', salonId: 'M101', label: 'skew till' }],
  [process.env.E2E_STAFF_KEY, { kind: 'STAFF', label: 'skew customer service' }],
  [process.env.E2E_OPS_KEY, { kind: 'OPS', label: 'skew deploy watcher' }],
] as const;
for (const [key, args] of keys) if (key?.trim()) await storeMachineKey(api.app.db, args, key.trim());
console.log(`[skew] API at ${api.url} (PGlite in memory)`);

for (const composition of compositions) {
  const gateway = await createGateway({
    shellDir: distDir('shell', composition.shell),
    storeDir: path.join(STORES_DIR, composition.name),
    apiUrl: api.url,
    configFile: DEFAULT_CONFIG_FILE,
    logger: false,
  });
  await gateway.listen({ port: composition.port, host: '127.0.0.1' });
  console.log(`[skew] ${composition.name} at http://localhost:${composition.port}: ${composition.title}`);
}
console.log(`[skew] skew site ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
