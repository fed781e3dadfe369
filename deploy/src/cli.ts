#!/usr/bin/env -S npx --no-install tsx
/**
 * The deploy CLI: `npm run deploy -- <status|publish|canary|rollback|promote|check-shell|watch|mirror|help>` from the
 * repository root. The commands live in cli-commands.ts so tests can run them in-process.
 */
import { runCli, runMirrorCli, runWatchCli } from './cli-commands.ts';

const [command, ...rest] = process.argv.slice(2);
// The watcher and the mirror run until stopped; every other command is one step.
process.exitCode =
  command === 'watch' ? await runWatchCli(rest) : command === 'mirror' ? await runMirrorCli(rest) : await runCli(process.argv.slice(2));
