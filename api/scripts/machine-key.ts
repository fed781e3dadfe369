/**
 * Keys of the machines that call the API: a salon's till (POST /api/pos/*), customer
 * service (POST /api/staff/messages) and the deploy watcher (GET /api/remote-health). A
 * key is printed once, when it is made; the database keeps only its SHA-256, so it cannot
 * be shown again: make a new one and revoke the old. Uses the API's database (DATABASE_URL, else PGlite in .data/api-db),
 * migrated first, so stop a running PGlite API before (PGlite has one connection).
 *
 *   npm run machine-key -w api -- create --salon M101      # a till of salon M101
 *   npm run machine-key -w api -- create --staff "Biuro obsługi klienta"
 *   npm run machine-key -w api -- create --ops "deploy watcher"
 *   npm run machine-key -w api -- list
 *   npm run machine-key -w api -- revoke <key id>
 */
import { readApiConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { createMachineKey, revokeMachineKey, type MachineKeyArgs } from '../src/plugins/app/machine-keys/machine-keys.ts';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: machine-key create --salon <M…> | create --staff <label> | create --ops <label> | list | revoke <id>');
  process.exit(2);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (!command || !['create', 'list', 'revoke'].includes(command)) usage();
  const database = await openDatabase(readApiConfig().database);
  try {
    await migrate(database);
    const { db } = database;
    if (command === 'create') {
      const [flag, value] = rest;
      if (!value || (flag !== '--salon' && flag !== '--staff' && flag !== '--ops')) usage('create needs --salon <id>, --staff <label> or --ops <label>');
      if (flag === '--salon') {
        const salon = await db.selectFrom('salons').select('id').where('id', '=', value).executeTakeFirst();
        if (!salon) usage(`no salon ${value}`);
      }
      const args: MachineKeyArgs =
        flag === '--salon' ? { kind: 'POS', salonId: value } : { kind: flag === '--staff' ? 'STAFF' : 'OPS', label: value };
      const created = await createMachineKey(db, args);
      console.log(`key id ${created.id}\n${created.key}\nSend it as X-Api-Key. It is not stored and cannot be shown again.`);
    } else if (command === 'list') {
      const keys = await db.selectFrom('machine_keys').select(['id', 'kind', 'salon_id', 'label', 'created_at', 'revoked_at']).orderBy('created_at').execute();
      for (const key of keys) {
        console.log(`${key.id}  ${key.kind.padEnd(5)} ${(key.salon_id ?? '').padEnd(6)} ${key.label}  ${key.revoked_at ? `revoked ${key.revoked_at.toISOString()}` : 'live'}`);
      }
    } else {
      const [id] = rest;
      if (!id || !/^[0-9a-f-]{36}$/i.test(id)) usage('revoke needs a key id (see list)');
      console.log((await revokeMachineKey(db, id, new Date())) ? `revoked ${id}` : `no live key ${id}`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
