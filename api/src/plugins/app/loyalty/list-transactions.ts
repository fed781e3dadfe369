import type { Kysely } from 'kysely';
import type { Language } from '@salon/contracts/languages';
import type { TransactionsPage } from '@salon/contracts/loyalty-api';
import type { DB } from '../../../db/schema.ts';
import { formatLocalDateTime } from '../../../lib/local-time.ts';
import { translate } from '../../../lib/translate.ts';

/** The path of the ledger's pages; `links.next` is this with the next skip. */
export const TRANSACTIONS_PATH = '/api/loyalty-points/transactions';

/**
 * One page of the customer's points ledger, newest first (ties by id, so pages never
 * overlap or skip). One row more than asked tells whether a next page exists: then
 * `links.next` is its path, absent on the last page.
 */
export async function listTransactions(db: Kysely<DB>, userId: string, page: { skip: number; limit: number }, language: Language): Promise<TransactionsPage> {
  const rows = await db
    .selectFrom('loyalty_transactions')
    .select(['id', 'title', 'occurred_at', 'points_in', 'points_out', 'receipt_id', 'return_id', 'employee_name'])
    .where('user_id', '=', userId)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.skip)
    .limit(page.limit + 1)
    .execute();
  const more = rows.length > page.limit;
  return {
    data: rows.slice(0, page.limit).map((row) => ({
      id: row.id,
      title: translate(row.title, language) ?? '',
      date: formatLocalDateTime(row.occurred_at),
      points: { in: row.points_in, out: row.points_out },
      receiptId: row.receipt_id,
      returnId: row.return_id,
      employeeName: row.employee_name,
    })),
    links: more ? { next: `${TRANSACTIONS_PATH}?skip=${page.skip + page.limit}&limit=${page.limit}` } : {},
  };
}
