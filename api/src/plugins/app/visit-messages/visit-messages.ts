import fp from 'fastify-plugin';
import type { Executor } from '../availability/availability-repository.ts';
import { visitManageLink } from '../visits/visit-links.ts';
import { loadVisitFacts, type VisitFacts } from './visit-facts.ts';
import { readVisitIcs, visitIcsAttachment, VISIT_ICS_KIND } from './visit-ics.ts';
import { notifyAccount } from './visit-notifications.ts';
import { dropReminder, scheduleReminder } from './visit-reminders.ts';
import { renderVisitEmail, renderVisitSms, visitTemplate, type PreviousTime, type VisitEvent } from './visit-texts.ts';

/*
 * Messages about a visit (decision 0024): booked, changed, cancelled (by the customer or
 * the salon) and a reminder before it. Each is written to the outbox in the transaction
 * that makes the change (the visits repository calls in), so a change and its messages
 * commit or roll back together: an SMS to the visit's phone always, an e-mail to the
 * account's address when the visit is an account's and it has one, and the profile's
 * notification for an account's visit. The reminder is a row the same transactions keep
 * in step; the poller here turns due rows into messages.
 */

export interface VisitMessages {
  /** In the booking's transaction: the confirmation (e-mail with the .ics) and the reminder row. */
  booked(trx: Executor, visitId: string): Promise<void>;
  /** In the edit's transaction: the change, from `previous`, and the reminder moved. */
  changed(trx: Executor, visitId: string, previous: PreviousTime): Promise<void>;
  /** In the cancel's transaction (visits.cancelled_by set): the cancellation, and no reminder. */
  cancelled(trx: Executor, visitId: string): Promise<void>;
  /**
   * Queues the reminders that are due and delivers the outbox; returns how many visits
   * were reminded. Each due row is locked (SKIP LOCKED), turned into messages and deleted
   * in one transaction, so a reminder is queued once whatever restarts or instances.
   */
  sendDueReminders(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    visitMessages: VisitMessages;
  }
}

/** Due reminders taken per transaction, and how often the poller looks (a reminder is a day ahead: a minute late is nothing). */
export const REMINDER_LIMITS = { batchSize: 50, pollMs: 60_000 };

export default fp<{ poll?: boolean }>(
  async (app, { poll = true }) => {
    const { db } = app;
    const links = () => ({ publicUrl: app.identityConfig.publicUrl, secret: app.identityConfig.visitLinkSecret });

    app.outbox.attachmentSource(VISIT_ICS_KIND, readVisitIcs(db, links(), () => app.clock.now().toJSDate()));

    /** The salon's booking on the site with the visit's service chosen: "book again". */
    function bookAgainLink(facts: VisitFacts): string {
      const query = new URLSearchParams({ salonId: facts.salon.id, serviceId: facts.reservations[0]?.serviceId ?? '' });
      return `${app.identityConfig.publicUrl}/rezerwacja?${query.toString()}`;
    }

    /** The SMS, the e-mail when there is an address, and the account's notification. */
    async function write(trx: Executor, event: VisitEvent, facts: VisitFacts, previous?: PreviousTime): Promise<void> {
      const visitLinks = { manage: visitManageLink(links(), facts.id), bookAgain: bookAgainLink(facts) };
      const template = visitTemplate(event, facts);
      const common = { template, language: facts.language, transactional: true } as const;
      await app.outbox.enqueue(trx, {
        ...common,
        channel: 'SMS',
        recipient: facts.phone,
        subject: null,
        body: renderVisitSms(event, facts, visitLinks, previous),
      });
      if (facts.email) {
        await app.outbox.enqueue(trx, {
          ...common,
          channel: 'EMAIL',
          recipient: facts.email,
          ...renderVisitEmail(event, facts, visitLinks, previous),
          ...(event === 'BOOKED' || event === 'CHANGED' ? { attachment: visitIcsAttachment(facts.id) } : {}),
        });
      }
      await notifyAccount(trx, event, facts, { now: app.clock.now().toJSDate(), previous });
    }

    async function factsOf(trx: Executor, visitId: string): Promise<VisitFacts> {
      const facts = await loadVisitFacts(trx, visitId);
      if (!facts) throw new Error(`visit ${visitId} not found for its messages`);
      return facts;
    }

    const reminderSchedule = () => ({ hours: app.identityConfig.visitReminderHours, now: app.clock.now() });

    /** One transaction: due rows locked, each turned into messages (when still to come) and deleted. */
    async function remindBatch(): Promise<{ taken: number; reminded: number }> {
      return db.transaction().execute(async (trx) => {
        const now = app.clock.now();
        const due = await trx
          .selectFrom('visit_reminders')
          .select('visit_id')
          .where('due_at', '<=', now.toJSDate())
          .orderBy('due_at')
          .limit(REMINDER_LIMITS.batchSize)
          .forUpdate()
          .skipLocked()
          .execute();
        let reminded = 0;
        for (const { visit_id: visitId } of due) {
          const facts = await loadVisitFacts(trx, visitId);
          // A cancelled visit's row is deleted with the cancel; this is the belt to those braces.
          if (facts && facts.status === 'ACTIVE' && facts.start.toMillis() > now.toMillis()) {
            await write(trx, 'REMINDER', facts);
            reminded += 1;
          }
          await dropReminder(trx, visitId);
        }
        return { taken: due.length, reminded };
      });
    }

    let running: Promise<number> | null = null;

    async function remindAll(): Promise<number> {
      let total = 0;
      for (;;) {
        const { taken, reminded } = await remindBatch();
        total += reminded;
        if (taken < REMINDER_LIMITS.batchSize) break;
      }
      if (total > 0) await app.outbox.deliverDue();
      return total;
    }

    const messages: VisitMessages = {
      async booked(trx, visitId) {
        const facts = await factsOf(trx, visitId);
        await scheduleReminder(trx, facts, reminderSchedule());
        await write(trx, 'BOOKED', facts);
      },
      async changed(trx, visitId, previous) {
        const facts = await factsOf(trx, visitId);
        await scheduleReminder(trx, facts, reminderSchedule());
        await write(trx, 'CHANGED', facts, previous);
      },
      async cancelled(trx, visitId) {
        const facts = await factsOf(trx, visitId);
        await dropReminder(trx, visitId);
        await write(trx, 'CANCELLED', facts);
      },
      sendDueReminders() {
        // One run at a time per instance; a call during a run shares it.
        running ??= remindAll().finally(() => {
          running = null;
        });
        return running;
      },
    };
    app.decorate('visitMessages', messages);

    if (poll) {
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          void messages.sendDueReminders().catch((error) => app.log.error(error, 'visit reminders'));
        }, REMINDER_LIMITS.pollMs);
        timer.unref();
      });
      app.addHook('preClose', async () => {
        clearInterval(timer);
        await running?.catch(() => undefined);
      });
    }
  },
  { name: 'visit-messages', dependencies: ['database', 'clock', 'outbox'] },
);
