import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Language } from '@salon/contracts/languages';
import type { Executor } from '../availability/availability-repository.ts';
import type { MessageChannel, OutboxAttachmentRef } from '../../../db/schema.ts';
import type { FastifyRequest } from 'fastify';
import { renderNotice, withUnsubscribeFooter, type Notice, type RenderedMessage } from './templates.ts';
import { emailMarketingCustomerOf, unsubscribeLink } from '../identity/unsubscribe-links.ts';

/** A message as a transport receives it. */
export interface OutgoingMessage {
  id: string;
  channel: MessageChannel;
  recipient: string;
  template: string;
  language: string;
  subject: string | null;
  body: string;
  /** Files to attach (e-mail only); read from where they are kept when the message is sent. */
  attachments?: OutgoingAttachment[];
}

/** A file an e-mail carries. */
export interface OutgoingAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** Reads a kept file by its row's id; null when it is gone (purged). */
export type AttachmentReader = (id: string) => Promise<OutgoingAttachment | null>;

/** Delivers messages: the development log, SMTP, an SMS gateway (./transports). */
export interface Transport {
  name: string;
  /** Whether delivered bodies of a channel are wiped (real transports: a body may carry a code). */
  redacts(channel: MessageChannel): boolean;
  /** Throws when the message could not be delivered; it is tried again later. */
  send(message: OutgoingMessage): Promise<void>;
}

export interface NewMessage extends RenderedMessage {
  channel: MessageChannel;
  recipient: string;
  template: string;
  language: Language;
  /** A file to attach (e-mail only), by reference; its kind must have a reader (attachmentSource). */
  attachment?: OutboxAttachmentRef;
  /**
   * A message the customer gets because of something they did or that concerns them (a
   * booking, its change, cancellation or reminder), never marketing: no unsubscribe
   * footer, whatever the recipient's consents.
   */
  transactional?: boolean;
}

export interface Outbox {
  /**
   * Writes a message in the caller's transaction (or the app's database); delivery
   * follows. An e-mail to a customer with the e-mail marketing consent gets the
   * unsubscribe link appended, unless it is transactional.
   */
  enqueue(executor: Executor, message: NewMessage): Promise<void>;
  /** A notice (no secret in it) in the customer's language; the request, if given, delivers it right after its response. */
  notice(
    executor: Executor,
    message: { notice: Notice; channel: MessageChannel; recipient: string; language: Language },
    request?: FastifyRequest,
  ): Promise<void>;
  /** Delivers what is due; returns how many were delivered. */
  deliverDue(): Promise<number>;
  /** Registers how to read attached files of a kind (the recruitment plugin: "recruitment-cv"). */
  attachmentSource(kind: string, read: AttachmentReader): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

/**
 * Delivery retries: 30 s, 1, 2, 4 … minutes apart, at most this many tries. A claimed
 * batch is leased for leaseSeconds; the transports time out well within half of it.
 */
export const OUTBOX_LIMITS = { maxAttempts: 8, firstRetrySeconds: 30, batchSize: 20, leaseSeconds: 120, pollMs: 5_000 };

/**
 * The outbox: messages are rows first, written with whatever caused them, and a
 * dispatcher delivers them after the response (and every few seconds for retries). A
 * batch is claimed by moving its next attempt forward (a lease) with SKIP LOCKED, then
 * sent outside any transaction, so several API instances never send one message twice
 * and a slow transport never holds a lock. A body is wiped once a real transport has
 * delivered it (it may carry a code or a link), unless `keepBodies`: development, where
 * GET /api/dev/outbox shows what was sent even through the local mail catcher's SMTP.
 * Messages given up after the last try (dead letters) are listed and put back by
 * `npm run outbox -w api`.
 */
export default fp<{ transport: Transport; poll?: boolean; keepBodies?: boolean }>(
  async (app, { transport, poll = true, keepBodies = false }) => {
    const { db } = app;
    let delivering: Promise<number> | null = null;
    let again = false;
    const attachmentReaders = new Map<string, AttachmentReader>();

    /**
     * The files of a message, read now. A kind nobody registered is an error (the message
     * is tried again later); a file already purged is left out and logged.
     */
    async function attachmentsOf(messageId: string, ref: OutboxAttachmentRef | null): Promise<OutgoingAttachment[]> {
      if (!ref) return [];
      const read = attachmentReaders.get(ref.kind);
      if (!read) throw new Error(`no reader for attachments of kind ${ref.kind}`);
      const file = await read(ref.id);
      if (!file) {
        app.log.warn({ messageId, attachment: ref }, 'outbox attachment is gone; sending without it');
        return [];
      }
      return [file];
    }

    async function deliverBatch(): Promise<number> {
      const now = app.clock.now().toJSDate();
      const claimed = await db
        .updateTable('outbox_messages')
        .set({
          attempts: sql`attempts + 1`,
          next_attempt_at: new Date(now.getTime() + OUTBOX_LIMITS.leaseSeconds * 1000),
        })
        .where(
          'id',
          'in',
          db
            .selectFrom('outbox_messages')
            .select('id')
            .where('sent_at', 'is', null)
            .where('failed_at', 'is', null)
            .where('next_attempt_at', '<=', now)
            .orderBy('next_attempt_at')
            .limit(OUTBOX_LIMITS.batchSize)
            .forUpdate()
            .skipLocked(),
        )
        .returning(['id', 'seq', 'channel', 'recipient', 'template', 'language', 'subject', 'body', 'attempts', 'attachment'])
        .execute();
      // In the order they were written (RETURNING has none).
      claimed.sort((a, b) => a.seq - b.seq);
      let delivered = 0;
      for (const [index, row] of claimed.entries()) {
        // The lease must outlast the sends: past half of it (a slow gateway), the rest of
        // the batch is handed back untried, before another instance may claim it again.
        // So too when this instance is shutting down (SIGTERM): the other instances send
        // the rest now rather than after the lease.
        if (app.closing || app.clock.now().toMillis() - now.getTime() > (OUTBOX_LIMITS.leaseSeconds * 1000) / 2) {
          await db
            .updateTable('outbox_messages')
            .set({ attempts: sql`attempts - 1`, next_attempt_at: app.clock.now().toJSDate() })
            .where('id', 'in', claimed.slice(index).map((unsent) => unsent.id))
            .execute();
          break;
        }
        try {
          const { attachment, ...message } = row;
          await transport.send({ ...message, body: row.body ?? '', attachments: await attachmentsOf(row.id, attachment) });
          await db
            .updateTable('outbox_messages')
            .set({ sent_at: app.clock.now().toJSDate(), last_error: null, ...(!keepBodies && transport.redacts(row.channel) ? { body: null } : {}) })
            .where('id', '=', row.id)
            .execute();
          delivered += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const giveUp = row.attempts >= OUTBOX_LIMITS.maxAttempts;
          const retryIn = OUTBOX_LIMITS.firstRetrySeconds * 2 ** (row.attempts - 1) * 1000;
          app.log.warn({ messageId: row.id, transport: transport.name, attempt: row.attempts, err: message }, 'outbox delivery failed');
          await db
            .updateTable('outbox_messages')
            .set({
              last_error: message.slice(0, 500),
              // A given-up message keeps its body, so ops can put it back (npm run outbox -w api -- retry).
              ...(giveUp ? { failed_at: app.clock.now().toJSDate() } : { next_attempt_at: new Date(app.clock.now().toMillis() + retryIn) }),
            })
            .where('id', '=', row.id)
            .execute();
        }
      }
      return delivered;
    }

    /** One delivery run at a time per instance; a call during a run asks for one more. */
    function deliverDue(): Promise<number> {
      if (delivering) {
        again = true;
        return delivering;
      }
      delivering = (async () => {
        let total = 0;
        do {
          again = false;
          total += await deliverBatch();
        } while (again);
        return total;
      })().finally(() => {
        delivering = null;
      });
      return delivering;
    }

    /**
     * Every e-mail to a customer who agreed to e-mail marketing ends with the link that
     * withdraws that consent, whatever the message is about, except a transactional one
     * (about the customer's visit), which has no marketing in it to withdraw from. Looked
     * up in the caller's transaction, so a consent given in it (a registration) already
     * counts.
     */
    async function bodyOf(executor: Executor, message: NewMessage): Promise<string> {
      if (message.channel !== 'EMAIL' || message.transactional) return message.body;
      const customerId = await emailMarketingCustomerOf(executor, message.recipient);
      if (!customerId) return message.body;
      const { publicUrl, unsubscribeSecret } = app.identityConfig;
      return withUnsubscribeFooter(message.body, message.language, unsubscribeLink({ publicUrl, secret: unsubscribeSecret }, customerId));
    }

    const outbox: Outbox = {
      async enqueue(executor, message) {
        const body = await bodyOf(executor, message);
        await executor
          .insertInto('outbox_messages')
          .values({
            channel: message.channel,
            recipient: message.recipient,
            template: message.template,
            language: message.language,
            subject: message.subject,
            body,
            attachment: message.attachment ? JSON.stringify(message.attachment) : null,
            created_at: app.clock.now().toJSDate(),
            next_attempt_at: app.clock.now().toJSDate(),
          })
          .execute();
      },
      async notice(executor, { notice, channel, recipient, language }, request) {
        await outbox.enqueue(executor, { channel, recipient, language, template: `notice.${notice}`, ...renderNotice(notice, channel, language) });
        if (request) request.wroteMessages = true;
      },
      deliverDue,
      attachmentSource(kind, read) {
        attachmentReaders.set(kind, read);
      },
    };
    app.decorate('outbox', outbox);

    // After a response the caller's transaction has committed: deliver what it wrote.
    app.decorateRequest('wroteMessages', false);
    app.addHook('onResponse', async (request) => {
      if (request.wroteMessages) void deliverDue().catch((error) => app.log.error(error, 'outbox delivery'));
    });

    if (poll) {
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          void deliverDue().catch((error) => app.log.error(error, 'outbox delivery'));
        }, OUTBOX_LIMITS.pollMs);
        timer.unref();
      });
      app.addHook('preClose', async () => {
        clearInterval(timer);
        await delivering?.catch(() => undefined);
      });
    }
  },
  { name: 'outbox', dependencies: ['database', 'clock'] },
);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by whatever enqueued a message during the request, so it goes out right after. */
    wroteMessages: boolean;
  }
}
