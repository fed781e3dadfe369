import { readApiConfig } from 'api/config';
import { startApi } from 'api/start';
import { storeMachineKey } from 'api/plugins/app/machine-keys/machine-keys';

/**
 * The API the browser journeys run against (the e2e site, deploy/e2e/server.ts, and the
 * skew check's, deploy/skew/server.ts): a fresh in-memory PGlite database seeded for
 * today, behind a proxy on loopback, with the known machine keys of playwright.config.ts
 * stored (E2E_TILL_KEY_M101, E2E_STAFF_KEY, E2E_OPS_KEY), so a journey can act as a
 * salon's till, customer service or the deploy watcher.
 */
export async function startTestApi(options: {
  /** 0: any free port. */
  port: number;
  /** The site the API's links (e-mail confirmation, unsubscribe) open. */
  publicUrl: string;
  /** Another origin allowed to call it (the partner page), if any. */
  corsOrigins?: string;
  /** Names the keys in the database: "e2e", "skew". */
  site: string;
}): Promise<{ url: string }> {
  const config = readApiConfig({
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: options.publicUrl,
    ...(options.corsOrigins ? { CORS_ORIGINS: options.corsOrigins } : {}),
  });
  const started = await startApi({ ...config, database: { kind: 'pglite' } });
  const keys = [
    [process.env.E2E_TILL_KEY_M101, { kind: 'POS', salonId: 'M101', label: `${options.site} till` }],
    [process.env.E2E_STAFF_KEY, { kind: 'STAFF', label: `${options.site} customer service` }],
    [process.env.E2E_OPS_KEY, { kind: 'OPS', label: `${options.site} deploy watcher` }],
  ] as const;
  for (const [key, args] of keys) if (key?.trim()) await storeMachineKey(started.app.db, args, key.trim());
  return { url: started.url };
}
