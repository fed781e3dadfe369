import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@salon/contracts';
import { createGateway } from '../src/gateway.ts';
import { DEFAULT_CONFIG_FILE } from '../src/paths.ts';
import { publish } from '../src/store.ts';
import { ensureLiveBuilds, ensureTodaysBuilds } from './builds.ts';
import { STORES_DIR, distDir, liveBuildsNeeded, planCompositions, skewPort } from './compositions.ts';
import { startTestApi } from '../e2e/test-api.ts';
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
    await publish(remote, { storeDir, from: distDir(`mfe-${remote}`, composition.remotes[remote]) });
  }
}
console.log(`[skew] ${compositions.length} stores published in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const apiPort = skewPort();
// The browser tests' API and known keys, so any journey reused here behaves as in the e2e site.
const api = await startTestApi({ port: apiPort, publicUrl: `http://localhost:${compositions[0]?.port ?? apiPort + 1}`, site: 'skew' });
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
