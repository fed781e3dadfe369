import type { DateTime } from 'luxon';
import type { Executor } from '../availability/availability-repository.ts';

/*
 * A visit's reminder row (visit_reminders): due `hours` before the visit's first start.
 * Written by the transaction that books or changes the visit, deleted by the one that
 * cancels it, and turned into messages by the poller in the transaction that deletes it
 * (visit-messages.ts), so each row becomes messages once.
 */

/**
 * Puts the visit's reminder at `start − hours`, or removes it when that moment has passed
 * (a visit booked or moved to less than `hours` ahead gets none). A reminder already sent
 * for an earlier time left no row, so a visit moved far enough ahead is reminded again.
 */
export async function scheduleReminder(
  trx: Executor,
  visit: { id: string; start: DateTime },
  args: { hours: number; now: DateTime },
): Promise<void> {
  const due = visit.start.minus({ hours: args.hours });
  if (due.toMillis() <= args.now.toMillis()) {
    await dropReminder(trx, visit.id);
    return;
  }
  await trx
    .insertInto('visit_reminders')
    .values({ visit_id: visit.id, due_at: due.toJSDate() })
    .onConflict((oc) => oc.column('visit_id').doUpdateSet({ due_at: due.toJSDate() }))
    .execute();
}

/** The visit will not be reminded (cancelled, or too close). */
export async function dropReminder(trx: Executor, visitId: string): Promise<void> {
  await trx.deleteFrom('visit_reminders').where('visit_id', '=', visitId).execute();
}
