import type { Kysely } from 'kysely';
import type { DB, MessageChannel } from '../../../db/schema.ts';
import { maskEmail, maskPhone } from '../../../lib/secrets.ts';

/*
 * Dead letters: outbox messages given up after their last try (failed_at set), for the
 * operators' CLI (api/scripts/outbox.ts). Listing shows what failed and why without the
 * recipient in full; a retry puts one message back in the queue as if it were new, and
 * the dispatcher of a running API sends it within seconds.
 */

/** One given-up message as the CLI prints it. */
export interface DeadLetter {
  id: string;
  channel: MessageChannel;
  /** Masked: a***@example.com, +48******678. */
  recipient: string;
  template: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  failedAt: Date;
  /** Whether the body is kept, so it can be sent again (the outbox keeps a given-up message's; older rows had it wiped). */
  hasBody: boolean;
}

/** Why a retry was refused. */
export class DeadLetterError extends Error {
  override name = 'DeadLetterError';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const maskRecipient = (channel: MessageChannel, recipient: string) => (channel === 'EMAIL' ? maskEmail(recipient) : maskPhone(recipient));

/** The dead letters, the latest failed first, and how many there are in all. */
export async function listDeadLetters(db: Kysely<DB>, options: { limit: number }): Promise<{ total: number; letters: DeadLetter[] }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('outbox_messages')
      .select(['id', 'channel', 'recipient', 'template', 'attempts', 'last_error', 'created_at', 'failed_at', 'body'])
      .where('failed_at', 'is not', null)
      .orderBy('failed_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(options.limit)
      .execute(),
    db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('failed_at', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    letters: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: maskRecipient(row.channel, row.recipient),
      template: row.template,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: row.created_at,
      failedAt: row.failed_at!,
      hasBody: row.body !== null,
    })),
  };
}

/**
 * Puts a dead letter back in the queue: failed_at cleared, attempts 0, due now (its last
 * error stays until it is sent). Refused (DeadLetterError) for an unknown id, a message
 * that has not failed, and one whose body was wiped (given up before the outbox kept dead
 * letters' bodies): sending it would deliver an empty message.
 */
export async function retryDeadLetter(db: Kysely<DB>, id: string, now: Date): Promise<void> {
  if (!UUID.test(id)) throw new DeadLetterError(`no outbox message ${id}: an id is a UUID`);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('outbox_messages')
      .select(['failed_at', 'sent_at', 'body'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new DeadLetterError(`no outbox message ${id}`);
    if (row.failed_at === null) {
      throw new DeadLetterError(`outbox message ${id} has not failed: it is ${row.sent_at ? 'sent' : 'still waiting to be sent'}`);
    }
    if (row.body === null) {
      throw new DeadLetterError(`outbox message ${id} cannot be sent again: its body was wiped when it was given up`);
    }
    await trx
      .updateTable('outbox_messages')
      .set({ failed_at: null, attempts: 0, next_attempt_at: now })
      .where('id', '=', id)
      .execute();
  });
}
