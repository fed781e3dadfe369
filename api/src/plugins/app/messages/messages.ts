import type { Kysely } from 'kysely';
import type { Message } from '@salon/contracts/messages-api';
import type { DB } from '../../../db/schema.ts';
import { invalidValue } from '../../../lib/errors.ts';
import { formatLocalDateTime } from '../../../lib/local-time.ts';

/*
 * The customer's thread with customer service: what they wrote (SENT) and the answers
 * customer service sends through its key (RECEIVED). An answer notifies the customer;
 * reading the thread (markAsRead) marks the answers and that notification read.
 */

type Db = Kysely<DB>;

const toMessage = (row: { id: string; body: string; created_at: Date; direction: 'SENT' | 'RECEIVED'; actions: { title: string; link: string }[]; read_at: Date | null }): Message => ({
  id: row.id,
  body: row.body,
  dateTime: formatLocalDateTime(row.created_at),
  direction: row.direction,
  actions: row.actions,
  read: row.direction === 'SENT' || row.read_at !== null,
});

/** Text as stored: trimmed; blank text is refused on `body` (400 INVALID_VALUE). */
function messageBody(body: string): string {
  const text = body.trim();
  if (text.length === 0) throw invalidValue('body');
  return text;
}

/** The whole thread, oldest first (the chat reads down). */
export async function listMessages(db: Db, userId: string): Promise<Message[]> {
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'body', 'created_at', 'direction', 'actions', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toMessage);
}

/** A message the customer writes. */
export async function sendMessage(db: Db, userId: string, body: string, now: Date): Promise<Message> {
  const row = await db
    .insertInto('messages')
    .values({ user_id: userId, direction: 'SENT', body: messageBody(body), actions: '[]', created_at: now, read_at: now })
    .returning(['id', 'body', 'created_at', 'direction', 'actions', 'read_at'])
    .executeTakeFirstOrThrow();
  return toMessage(row);
}

/** Customer service answers a customer: 400 on `customerId` when there is no such account. */
export async function replyToCustomer(
  db: Db,
  args: { customerId: string; body: string; actions: { title: string; link: string }[]; staffKeyId: string | null; now: Date },
): Promise<Message> {
  const body = messageBody(args.body);
  const customer = await db.selectFrom('users').select('id').where('id', '=', args.customerId).executeTakeFirst();
  if (!customer) throw invalidValue('customerId');
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('messages')
      .values({
        user_id: customer.id,
        direction: 'RECEIVED',
        body,
        actions: JSON.stringify(args.actions),
        created_at: args.now,
        staff_key_id: args.staffKeyId,
      })
      .returning(['id', 'body', 'created_at', 'direction', 'actions', 'read_at'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('notifications')
      .values({ user_id: customer.id, kind: 'MESSAGE_RECEIVED', params: '{}', link: '/profil/wiadomosci', created_at: args.now, dedupe_key: `message:${row.id}` })
      .execute();
    return toMessage(row);
  });
}

/** The customer has read the thread: every answer and its notification become read. */
export async function markMessagesRead(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('messages').set({ read_at: now }).where('user_id', '=', userId).where('direction', '=', 'RECEIVED').where('read_at', 'is', null).execute();
    await trx.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('kind', '=', 'MESSAGE_RECEIVED').where('read_at', 'is', null).execute();
  });
}
