/**
 * Restores an archive of `npm run db:backup` into a new, empty PostgreSQL database
 * (README "Backups"): refuses a database holding any table, naming it; pg_restore
 * --single-transaction --no-owner (all or nothing); then prints the rows of the key
 * tables and the newest migration, to compare with what the backup printed. The target
 * is --url, or DATABASE_URL. Point the API's DATABASE_URL at it afterwards.
 * PG_BINDIR picks the pg_restore of a given version.
 *
 *   npm run db:restore -- .data/backups/salon-2026-11-23T030000Z.dump --url postgres://salon@db.example:5432/salon_restored
 */
import path from 'node:path';
import { BackupError, formatCounts, restoreDatabase } from '../src/db/backup.ts';

const USAGE = 'usage: db:restore <file.dump> [--url postgres://user@host:5432/new_database]';

function usage(message: string): never {
  console.error(`${message}; ${USAGE}`);
  process.exit(2);
}

function parse(argv: string[]): { file: string; url?: string } {
  let file: string | undefined;
  let url: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--url') {
      url = argv[i + 1];
      if (!url || url.startsWith('--')) usage('--url needs a value');
      i += 1;
    } else if (arg.startsWith('--')) {
      usage(`unknown option "${arg}"`);
    } else if (file) {
      usage(`one file only, got "${file}" and "${arg}"`);
    } else {
      file = arg;
    }
  }
  if (!file) usage('which backup file?');
  return { file, ...(url ? { url } : {}) };
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes('--help')) return console.log(USAGE);
  const flags = parse(argv);
  // npm runs a workspace's script in the workspace; the file is the caller's.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), flags.file);
  // Ctrl-C: pg_restore is stopped and its single transaction rolled back.
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  const result = await restoreDatabase({
    file,
    url: flags.url ?? process.env.DATABASE_URL,
    ...(process.env.PG_BINDIR?.trim() ? { binDir: process.env.PG_BINDIR.trim() } : {}),
    signal: stop.signal,
    log: (line) => console.log(line),
  });
  console.log(`restored into ${result.database} in ${(result.milliseconds / 1000).toFixed(1)} s`);
  console.log(`rows: ${formatCounts(result.counts)}`);
  const { latest, pending } = result.migrations;
  console.log(
    `migrations: latest ${latest ?? '(none)'}${pending.length > 0 ? `; the API applies ${pending.join(', ')} when it starts on this database` : ', as this API expects'}`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // A BackupError is one line meant for the operator; anything else is a bug, with its stack.
  console.error(error instanceof BackupError ? `restore failed: ${error.message}` : error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
