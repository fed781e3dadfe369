/**
 * Operators' view of the outbox's dead letters: messages given up after their last try.
 * Uses the API's database (DATABASE_URL, else PGlite in .data/api-db), migrated first:
 * with PGlite, stop the running API before (PGlite has one connection). A message put
 * back is sent by the API's dispatcher within seconds (at its next start with PGlite).
 *
 *   npm run outbox -w api -- dead               # the 20 latest dead letters
 *   npm run outbox -w api -- dead --limit 100
 *   npm run outbox -w api -- retry <id>         # send that one again
 */
import { readApiConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { DeadLetterError, listDeadLetters, retryDeadLetter, type DeadLetter } from '../src/plugins/app/outbox/dead-letters.ts';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 1000;

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: outbox dead [--limit N] | outbox retry <id>');
  process.exit(2);
}

type Command = { name: 'dead'; limit: number } | { name: 'retry'; id: string };

function parse(argv: string[]): Command {
  const [name, ...rest] = argv;
  if (name === 'retry') {
    if (rest.length !== 1 || !rest[0]) usage();
    return { name, id: rest[0] };
  }
  if (name !== 'dead') usage();
  if (rest.length === 0) return { name, limit: DEFAULT_LIMIT };
  const limit = Number(rest[1]);
  if (rest.length !== 2 || rest[0] !== '--limit' || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    usage(`--limit takes a whole number from 1 to ${MAX_LIMIT}`);
  }
  return { name, limit };
}

function describe(letter: DeadLetter): string {
  return [
    `${letter.id}  ${letter.channel} to ${letter.recipient}  ${letter.template}`,
    `  created ${letter.createdAt.toISOString()}, given up ${letter.failedAt.toISOString()} after ${letter.attempts} tries${letter.hasBody ? '' : ', body wiped'}`,
    `  last error: ${letter.lastError ?? '(none)'}`,
  ].join('\n');
}

async function main(argv: string[]): Promise<void> {
  const command = parse(argv);
  const database = await openDatabase(readApiConfig().database);
  try {
    await migrate(database);
    if (command.name === 'dead') {
      const { total, letters } = await listDeadLetters(database.db, { limit: command.limit });
      const count = total === 1 ? '1 dead letter' : `${total} dead letters`;
      console.log(total === 0 ? 'no dead letters' : `${count}${total > letters.length ? `, the latest ${letters.length}` : ''}:`);
      for (const letter of letters) console.log(describe(letter));
      return;
    }
    await retryDeadLetter(database.db, command.id, new Date());
    console.log(`outbox message ${command.id} is queued again`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof DeadLetterError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
