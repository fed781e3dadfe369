import type { FastifyBaseLogger } from 'fastify';
import type { Transport } from '../outbox.ts';

/**
 * Development: messages are written to the log and stay readable in the outbox table
 * (GET /api/dev/outbox), which is how a developer or a browser test reads a code.
 */
export function logTransport(log: Pick<FastifyBaseLogger, 'info'>): Transport {
  return {
    name: 'log',
    redacts: () => false,
    async send(message) {
      log.info(
        {
          outbox: {
            id: message.id,
            channel: message.channel,
            to: message.recipient,
            template: message.template,
            attachments: message.attachments?.map((file) => ({ fileName: file.fileName, bytes: file.content.byteLength })),
          },
        },
        `${message.channel} to ${message.recipient}: ${message.subject ? `${message.subject} — ` : ''}${message.body}`,
      );
    },
  };
}
