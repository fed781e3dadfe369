/**
 * Backs up the API's PostgreSQL database (README "Backups"): pg_dump --format=custom to
 * `<database>-<UTC time>.dump` in .data/backups/ (from the repository root) or --dir,
 * then prints its size, the time taken and the rows of the key tables. The database is
 * DATABASE_URL, or --url; with neither (the API on PGlite) it refuses: PGlite's folder
 * is copied while the API is stopped. PG_BINDIR picks the pg_dump of a given version.
 *
 *   npm run db:backup                                  # DATABASE_URL, into .data/backups/
 *   npm run db:backup -- --dir /var/backups/salon
 *   npm run db:backup -- --url postgres://backup@db.example:5432/salon
 */
import path from 'node:path';
import { findRepoRoot } from '../src/config.ts';
import { BackupError, backupDatabase, formatCounts } from '../src/db/backup.ts';

const USAGE = 'usage: db:backup [--url postgres://user@host:5432/database] [--dir folder]';

function usage(message: string): never {
  console.error(`${message}; ${USAGE}`);
  process.exit(2);
}

function parse(argv: string[]): { url?: string; dir?: string } {
  const flags: { url?: string; dir?: string } = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag !== '--url' && flag !== '--dir') usage(`unknown argument "${flag}"`);
    if (!value || value.startsWith('--')) usage(`${flag} needs a value`);
    flags[flag === '--url' ? 'url' : 'dir'] = value;
  }
  return flags;
}

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes('--help')) return console.log(USAGE);
  const flags = parse(argv);
  const root = findRepoRoot();
  // npm runs a workspace's script in the workspace; a folder given is the caller's.
  const dir = flags.dir ? path.resolve(process.env.INIT_CWD ?? process.cwd(), flags.dir) : path.join(root, '.data', 'backups');
  // Ctrl-C or the timer's stop: pg_dump is stopped and its unfinished file removed.
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  const result = await backupDatabase({
    url: flags.url ?? process.env.DATABASE_URL,
    dir,
    pgliteDir: path.resolve(root, process.env.DATA_DIR?.trim() || '.data/api-db'),
    ...(process.env.PG_BINDIR?.trim() ? { binDir: process.env.PG_BINDIR.trim() } : {}),
    signal: stop.signal,
    log: (line) => console.log(line),
  });
  console.log(`backed up ${result.database} to ${result.file}: ${size(result.bytes)} in ${(result.milliseconds / 1000).toFixed(1)} s`);
  console.log(`rows: ${formatCounts(result.counts)}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // A BackupError is one line meant for the operator; anything else is a bug, with its stack.
  console.error(error instanceof BackupError ? `backup failed: ${error.message}` : error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
