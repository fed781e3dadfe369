import { rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@salon/contracts';
import { publish } from '../src/store.ts';
import { createGateway } from '../src/gateway.ts';
import { createPartnerServer } from '../src/partner-page.ts';
import { DEFAULT_CONFIG_FILE } from '../src/paths.ts';
import { buildAll } from '@salon/build/scripts/build-all';
import { ROOT } from '@salon/build/scripts/apps';
import { startTestApi } from './test-api.ts';

/**
 * The site the browser tests run against: every stale app built, a fresh remote store
 * (so tests never see a developer's rollbacks), every remote published, the gateway on
 * E2E_PORT, and the API on a fresh in-memory database seeded for today (unless API_URL
 * names one). The demo partner page embedding the booking widget runs on E2E_PORT + 1,
 * another origin, which the API allows (CORS_ORIGINS).
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const partnerPort = port + 1;
const partnerOrigin = `http://localhost:${partnerPort}`;
// One store per port, so two suites on different ports never clear each other's store.
const storeDir = path.join(ROOT, '.data', `e2e-store-${port}`);

buildAll({ onlyMissing: true });
rmSync(storeDir, { recursive: true, force: true });
for (const remote of REMOTE_NAMES) await publish(remote, { storeDir });

let apiUrl = process.env.API_URL?.trim();
if (!apiUrl) {
  // Links in messages (e-mail confirmation, unsubscribe) open this site.
  apiUrl = (await startTestApi({ port: 0, publicUrl: `http://localhost:${port}`, corsOrigins: partnerOrigin, site: 'e2e' })).url;
}

const app = await createGateway({
  shellDir: path.join(ROOT, 'shell', 'dist'),
  storeDir,
  apiUrl,
  // The chain's configuration as `npm start` serves it: the journeys check its contacts and links.
  configFile: DEFAULT_CONFIG_FILE,
  logger: false,
});
await app.listen({ port, host: '127.0.0.1' });
const partner = createPartnerServer({ siteUrl: `http://localhost:${port}`, salonId: 'M101', lang: 'en' });
await partner.listen({ port: partnerPort, host: '127.0.0.1' });
console.log(`e2e site at http://localhost:${port}, partner page at ${partnerOrigin}`);
