/**
 * `npm start` (after the install check in package.json): builds the apps that are
 * missing or stale, publishes every remote build not stored yet (so an ops rollback
 * survives a restart), then serves the composed site through the gateway.
 */
import { buildAll } from '@salon/build/scripts/build-all';
import { runCli } from '../src/cli-commands.ts';

buildAll({ onlyMissing: true });
if (runCli(['publish', '--all', '--if-changed']) !== 0) process.exit(1);
await import('../src/server.ts');
