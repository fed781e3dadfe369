/**
 * `npm start` (after the install check in package.json): builds the apps that are
 * missing or stale, publishes every remote build not stored yet (so an ops rollback
 * survives a restart), starts the API in this process on its embedded database (unless
 * API_URL points at one already running), then serves the composed site through the
 * gateway with /api proxied to the API: the whole site at one URL.
 */
import { buildAll } from '@salon/build/scripts/build-all';
import { readApiConfig } from 'api/config';
import { startApi } from 'api/start';
import { runCli } from '../src/cli-commands.ts';
import { runGateway } from '../src/server.ts';

buildAll({ onlyMissing: true });
if (runCli(['publish', '--all', '--if-changed']) !== 0) process.exit(1);

let closeApi: (() => Promise<void>) | undefined;
if (!process.env.API_URL?.trim()) {
  // The API listens on loopback only: the gateway is the one door to it.
  const config = readApiConfig({
    ...process.env,
    PORT: process.env.API_PORT ?? '8090',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.API_LOG_LEVEL ?? 'warn',
    // Only the gateway in this process reaches the API; its X-Forwarded-For is the client.
    TRUST_PROXY: '127.0.0.1',
  });
  try {
    const { app, url } = await startApi(config);
    console.log(`API at ${url}/api on ${app.database.kind === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}`);
    process.env.API_URL = url;
    closeApi = () => app.close();
  } catch (error) {
    console.error(`API not started: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
await runGateway(closeApi ? { onClose: closeApi } : {}).catch((error: unknown) => {
  console.error(`gateway not started: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
