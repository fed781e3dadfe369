import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { ApiFailure } from '../../../lib/errors.ts';
import { randomToken, sha256 } from '../../../lib/secrets.ts';

/*
 * Keys of the machines that write to the API: each salon's till (POS, bound to its
 * salon) and customer service (STAFF). A key is 32 random bytes shown once when it is
 * created (api/scripts/machine-key.ts); only its SHA-256 is kept, so a copy of the
 * database lets nobody write. Sent as `X-Api-Key`.
 */

export const API_KEY_HEADER = 'x-api-key';

/** Who a machine call comes from. */
export interface MachineCaller {
  keyId: string;
  kind: 'POS' | 'STAFF';
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
  }
}

/** `X-Api-Key` on machine routes, for OpenAPI's securitySchemes. */
export const MACHINE_KEY_SECURITY = { apiKey: [] as string[] };

/**
 * A new key for a salon's till or for customer service. Returns the key itself, which
 * is never stored: give it to the machine now.
 */
export async function createMachineKey(
  db: Kysely<DB>,
  args: { kind: 'POS'; salonId: string; label?: string } | { kind: 'STAFF'; label: string },
): Promise<{ id: string; key: string }> {
  const prefix = args.kind === 'POS' ? `pos_${args.salonId.toLowerCase()}` : 'staff';
  const key = `${prefix}_${randomToken(32)}`;
  return { id: await storeMachineKey(db, args, key), key };
}

/**
 * Stores a key chosen elsewhere (its SHA-256 only): for test sites that provision known
 * keys. Production keys come from createMachineKey, which draws them at random.
 */
export async function storeMachineKey(
  db: Kysely<DB>,
  args: { kind: 'POS'; salonId: string; label?: string } | { kind: 'STAFF'; label: string },
  key: string,
): Promise<string> {
  const row = await db
    .insertInto('machine_keys')
    .values({
      kind: args.kind,
      salon_id: args.kind === 'POS' ? args.salonId : null,
      label: args.label ?? (args.kind === 'POS' ? `till of ${args.salonId}` : 'customer service'),
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

    async function callerOf(request: FastifyRequest, kind: 'POS' | 'STAFF'): Promise<MachineCaller> {
      const header = request.headers[API_KEY_HEADER];
      const key = Array.isArray(header) ? undefined : header?.trim();
      if (!key || key.length > 200) throw unauthorized();
      const row = await app.db
        .selectFrom('machine_keys')
        .select(['id', 'kind', 'salon_id'])
        .where('key_hash', '=', sha256(key))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      // A staff key on the till's routes (or the other way round) is as good as none.
      if (!row || row.kind !== kind) throw unauthorized();
      return { keyId: row.id, kind: row.kind, salonId: row.salon_id };
    }

    app.decorate('requirePosKey', async (request) => {
      request.machine = await callerOf(request, 'POS');
    });
    app.decorate('requireStaffKey', async (request) => {
      request.machine = await callerOf(request, 'STAFF');
    });
  },
  { name: 'machine-keys', dependencies: ['database'] },
);
