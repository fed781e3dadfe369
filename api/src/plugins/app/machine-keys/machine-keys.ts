import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { ApiFailure } from '../../../lib/errors.ts';
import { randomToken, sha256 } from '../../../lib/secrets.ts';

/*
 * Keys of the machines that call the API: each salon's till (POS, bound to its salon),
 * customer service (STAFF) and the deploy watcher (OPS, which reads how the remotes
 * fare). A key is 32 random bytes shown once when it is created
 * (api/scripts/machine-key.ts); only its SHA-256 is kept, so a copy of the database lets
 * nobody call the API. Sent as `X-Api-Key`.
 */

export const API_KEY_HEADER = 'x-api-key';

/** What a machine key is for. */
export type MachineKeyKind = 'POS' | 'STAFF' | 'OPS';

/** What a new key is for: a till belongs to its salon, the other kinds are named by a label. */
export type MachineKeyArgs = { kind: 'POS'; salonId: string; label?: string } | { kind: 'STAFF' | 'OPS'; label: string };

/** Who a machine call comes from. */
export interface MachineCaller {
  keyId: string;
  kind: MachineKeyKind;
  /** The till's salon (POS keys). */
  salonId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    machine: MachineCaller | null;
  }
  interface FastifyInstance {
    /** preHandler: a live POS key (401 UNAUTHORIZED otherwise). */
    requirePosKey: preHandlerAsyncHookHandler;
    /** preHandler: a live STAFF key (401 UNAUTHORIZED otherwise). */
    requireStaffKey: preHandlerAsyncHookHandler;
    /** preHandler: a live OPS key (401 UNAUTHORIZED otherwise). */
    requireOpsKey: preHandlerAsyncHookHandler;
  }
}

/** `X-Api-Key` on machine routes, for OpenAPI's securitySchemes. */
export const MACHINE_KEY_SECURITY = { apiKey: [] as string[] };

/**
 * A new key for a salon's till, for customer service or for the deploy watcher. Returns
 * the key itself, which is never stored: give it to the machine now.
 */
export async function createMachineKey(db: Kysely<DB>, args: MachineKeyArgs): Promise<{ id: string; key: string }> {
  const prefix = args.kind === 'POS' ? `pos_${args.salonId.toLowerCase()}` : args.kind.toLowerCase();
  const key = `${prefix}_${randomToken(32)}`;
  return { id: await storeMachineKey(db, args, key), key };
}

/**
 * Stores a key chosen elsewhere (its SHA-256 only): for test sites that provision known
 * keys. Production keys come from createMachineKey, which draws them at random.
 */
export async function storeMachineKey(db: Kysely<DB>, args: MachineKeyArgs, key: string): Promise<string> {
  const row = await db
    .insertInto('machine_keys')
    .values({
      kind: args.kind,
      salon_id: args.kind === 'POS' ? args.salonId : null,
      label: args.kind === 'POS' ? (args.label ?? `till of ${args.salonId}`) : args.label,
      key_hash: sha256(key),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Revokes a key at once: the next call with it answers 401. */
export async function revokeMachineKey(db: Kysely<DB>, id: string, at: Date): Promise<boolean> {
  const result = await db.updateTable('machine_keys').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const unauthorized = () => new ApiFailure(401, 'UNAUTHORIZED', API_KEY_HEADER);

export default fp(
  async (app) => {
    app.decorateRequest('machine', null);

    async function callerOf(request: FastifyRequest, kind: MachineKeyKind): Promise<MachineCaller> {
      const header = request.headers[API_KEY_HEADER];
      const key = Array.isArray(header) ? undefined : header?.trim();
      if (!key || key.length > 200) throw unauthorized();
      const row = await app.db
        .selectFrom('machine_keys')
        .select(['id', 'kind', 'salon_id'])
        .where('key_hash', '=', sha256(key))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      // A key of another kind (a till's on customer service's routes, any but the
      // watcher's on the remotes' health) is as good as none.
      if (!row || row.kind !== kind) throw unauthorized();
      return { keyId: row.id, kind: row.kind, salonId: row.salon_id };
    }

    app.decorate('requirePosKey', async (request) => {
      request.machine = await callerOf(request, 'POS');
    });
    app.decorate('requireStaffKey', async (request) => {
      request.machine = await callerOf(request, 'STAFF');
    });
    app.decorate('requireOpsKey', async (request) => {
      request.machine = await callerOf(request, 'OPS');
    });
  },
  { name: 'machine-keys', dependencies: ['database'] },
);
