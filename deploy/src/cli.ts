#!/usr/bin/env -S npx --no-install tsx
/**
 * The deploy CLI: `npm run deploy -- <status|publish|rollback|promote|help>` from the
 * repository root. The commands live in cli-commands.ts so tests can run them in-process.
 */
import { runCli } from './cli-commands.ts';

process.exitCode = runCli(process.argv.slice(2));
