/**
 * `npm start` (after the install check in package.json): builds the apps that are
 * missing or stale, publishes every remote build not stored yet (so an ops rollback
 * survives a restart), starts the API in this process on its embedded database (unless
 * API_URL points at one already running) with its e-mails going by SMTP to a local mail
 * catcher (.data/mail), then serves the composed site through the gateway with /api
 * proxied to the API: the whole site at one URL.
 */
import path from 'node:path';
import { buildAll } from '@salon/build/scripts/build-all';
import { readApiConfig } from 'api/config';
import { startApi } from 'api/start';
import { runCli } from '../src/cli-commands.ts';
import { MAIL_CATCHER_PORT, startMailCatcher, type MailCatcher } from '../src/mail-catcher.ts';
import { localApiPort, localDataDir } from '../src/gateway-env.ts';
import { REPO_ROOT } from '../src/paths.ts';
import { runGateway } from '../src/server.ts';

/**
 * The development mail catcher on 127.0.0.1:MAIL_CATCHER_PORT (1025), writing each e-mail
 * to .data/mail. None when SMTP_URL names a server already, in production, or when the
 * port is taken (then e-mails go to the API's log, as without SMTP).
 */
async function startLocalMailCatcher(): Promise<MailCatcher | null> {
  if (process.env.SMTP_URL?.trim() || process.env.NODE_ENV === 'production') return null;
  const port = Number(process.env.MAIL_CATCHER_PORT?.trim() || MAIL_CATCHER_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`MAIL_CATCHER_PORT must be a port number, not "${process.env.MAIL_CATCHER_PORT}"`);
    process.exit(1);
  }
  const folder = path.join(REPO_ROOT, '.data', 'mail');
  try {
    const catcher = await startMailCatcher({ folder, port, log: (line) => console.log(line) });
    console.log(`E-mails caught at ${catcher.url}, written to ${path.relative(process.cwd(), folder)}`);
    return catcher;
  } catch (error) {
    console.warn(`mail catcher not started (${error instanceof Error ? error.message : String(error)}): e-mails go to the API's log`);
    return null;
  }
}

buildAll({ onlyMissing: true });
if ((await runCli(['publish', '--all', '--if-changed'])) !== 0) process.exit(1);

let closeApi: (() => Promise<void>) | undefined;
if (!process.env.API_URL?.trim()) {
  const mailCatcher = await startLocalMailCatcher();
  // The API listens on loopback only: the gateway is the one door to it.
  const config = readApiConfig({
    ...process.env,
    PORT: String(localApiPort()),
    // A second copy (PORT=9000 npm start) keeps its own embedded database: one folder
    // cannot serve two processes (the API refuses a folder in use).
    DATA_DIR: localDataDir(),
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.API_LOG_LEVEL ?? 'warn',
    // Only the gateway in this process reaches the API; its X-Forwarded-For is the client.
    TRUST_PROXY: '127.0.0.1',
    // The SMTP transport, as in production; GET /api/dev/outbox still shows the bodies.
    ...(mailCatcher ? { SMTP_URL: mailCatcher.url } : {}),
  });
  try {
    const { app, url } = await startApi(config);
    console.log(`API at ${url}/api on ${app.database.kind === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}`);
    process.env.API_URL = url;
    closeApi = async () => {
      await app.close();
      await mailCatcher?.close();
    };
  } catch (error) {
    console.error(`API not started: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
await runGateway(closeApi ? { onClose: closeApi } : {}).catch((error: unknown) => {
  console.error(`gateway not started: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
