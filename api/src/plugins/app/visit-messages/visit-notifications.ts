import { LANGUAGES } from '@salon/contracts/languages';
import type { NotificationKind } from '@salon/contracts/messages-api';
import { formatLocalDateTime } from '../../../lib/local-time.ts';
import { translate } from '../../../lib/translate.ts';
import type { Executor } from '../availability/availability-repository.ts';
import type { VisitFacts } from './visit-facts.ts';
import type { PreviousTime, VisitEvent } from './visit-texts.ts';

const KINDS: Record<VisitEvent, NotificationKind> = {
  BOOKED: 'VISIT_BOOKED',
  CHANGED: 'VISIT_CHANGED',
  CANCELLED: 'VISIT_CANCELLED',
  REMINDER: 'VISIT_REMINDER',
};

/**
 * The profile's notice of a visit of the customer's account, written with the change
 * (messages/notifications.ts words it at read time, in the reader's language): the salon,
 * the salon-local start, the services in every language, for a change the previous start,
 * for a cancellation who made it. One booking, cancellation and reminder per visit and
 * time (dedupe_key); every change is told.
 */
export async function notifyAccount(
  trx: Executor,
  event: VisitEvent,
  facts: VisitFacts,
  args: { now: Date; previous?: PreviousTime | undefined },
): Promise<void> {
  if (!facts.userId) return;
  const dateTime = formatLocalDateTime(facts.start);
  const services = Object.fromEntries(
    LANGUAGES.map((language) => [
      `service_${language}`,
      [...new Set(facts.reservations.map((r) => translate(r.serviceName, language) ?? r.serviceId))].join(', '),
    ]),
  );
  const params: Record<string, string> = {
    salon: facts.salon.name,
    dateTime,
    ...services,
    ...(event === 'CHANGED' && args.previous ? { previousDateTime: formatLocalDateTime(args.previous.start) } : {}),
    ...(event === 'CANCELLED' ? { cancelledBy: facts.cancelledBy ?? 'CUSTOMER' } : {}),
  };
  const dedupeKey = { BOOKED: `visit-booked:${facts.id}`, CHANGED: null, CANCELLED: `visit-cancelled:${facts.id}`, REMINDER: `visit-reminder:${facts.id}:${dateTime}` }[event];
  await trx
    .insertInto('notifications')
    .values({
      user_id: facts.userId,
      kind: KINDS[event],
      params: JSON.stringify(params),
      link: `/wizyty/${facts.id}`,
      created_at: args.now,
      dedupe_key: dedupeKey,
    })
    .onConflict((oc) => oc.constraint('notifications_dedupe').doNothing())
    .execute();
}
