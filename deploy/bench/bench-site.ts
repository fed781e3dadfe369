import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { REMOTE_NAMES } from '@salon/contracts';
import { ROOT } from '@salon/build/scripts/apps';
import { buildAll } from '@salon/build/scripts/build-all';
import { readApiConfig } from 'api/config';
import { startApi } from 'api/start';
import { createGateway } from '../src/gateway.ts';
import { publish } from '../src/store.ts';

/** The composed site a bench measures, and what stops it. */
export interface BenchSite {
  /** `http://localhost:<port>`: Lighthouse's Chromium treats the name as a secure context. */
  base: string;
  port: number;
  /** A fresh remote store with every remote published; the bench may write its reports there. */
  storeDir: string;
  close(): Promise<void>;
}

/**
 * The site as `npm start` composes it, for the benches: every app built if missing and
 * published to a fresh store, the API on its seeded embedded database, the gateway in
 * front, both on loopback ports of their own.
 */
export async function startBenchSite(name: string): Promise<BenchSite> {
  buildAll({ onlyMissing: true });
  const storeDir = mkdtempSync(path.join(tmpdir(), `salon-bench-${name}-`));
  for (const remote of REMOTE_NAMES) await publish(remote, { storeDir });
  const api = await startApi({
    ...readApiConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' }),
    database: { kind: 'pglite' },
  });
  const gateway = await createGateway({ shellDir: path.join(ROOT, 'shell', 'dist'), storeDir, apiUrl: api.url, logger: false });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const port = (gateway.server.address() as AddressInfo).port;
  return {
    base: `http://localhost:${port}`,
    port,
    storeDir,
    async close() {
      await gateway.close();
      await api.app.close();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
