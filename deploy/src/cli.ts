#!/usr/bin/env -S npx --no-install tsx
/**
 * The deploy CLI: `npm run deploy -- <status|publish|canary|rollback|promote|check-shell|watch|help>` from the
 * repository root. The commands live in cli-commands.ts so tests can run them in-process.
 */
import { runCli, runWatchCli } from './cli-commands.ts';

const [command, ...rest] = process.argv.slice(2);
// The watcher runs until stopped; every other command is one synchronous step.
process.exitCode = command === 'watch' ? await runWatchCli(rest) : runCli(process.argv.slice(2));
