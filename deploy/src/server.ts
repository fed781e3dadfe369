/**
 * Starts the gateway from the environment (see gateway-env.ts and the README):
 * `npx tsx deploy/src/server.ts`. Stops gracefully on SIGINT and SIGTERM.
 */
import { pathToFileURL } from 'node:url';
import { createGateway } from './gateway.ts';
import { readGatewayEnv } from './gateway-env.ts';

/** Give in-flight requests this long to finish before exiting anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Listens with the environment's settings and closes on a signal: the gateway first,
 * then `onClose` (the in-process API of `npm start`, so its database shuts cleanly).
 */
export async function runGateway(options: { onClose?: () => Promise<void> } = {}): Promise<void> {
  const { port, host, gateway } = readGatewayEnv();
  const app = createGateway(gateway);
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  console.log(`Site at http://localhost:${actualPort}`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      // A second Ctrl-C means "now".
      process.exit(1);
    }
    closing = true;
    console.log(`${signal}: closing the gateway`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app
      .close()
      .then(() => options.onClose?.())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runGateway().catch((error: unknown) => {
    // Configuration mistakes (bad config file, DEV_REMOTES, PORT) end here: one clear line.
    console.error(`gateway not started: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
