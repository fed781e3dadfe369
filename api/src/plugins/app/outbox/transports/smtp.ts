import nodemailer from 'nodemailer';
import type { Transport } from '../outbox.ts';

/**
 * E-mails through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com); SMS
 * messages are not its job. nodemailer waits minutes by default; a send here gives up
 * within about 40 s, well inside the outbox's lease, so a hung server cannot make a
 * second instance send the same message.
 */
export function smtpTransport(options: { url: string; from: string }): Transport {
  const mailer = nodemailer.createTransport({ url: options.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    name: 'smtp',
    redacts: () => true,
    async send(message) {
      if (message.channel !== 'EMAIL') throw new Error(`the SMTP transport does not send ${message.channel}`);
      await mailer.sendMail({
        from: options.from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
        attachments: (message.attachments ?? []).map((file) => ({ filename: file.fileName, contentType: file.contentType, content: Buffer.from(file.content) })),
        headers: { 'X-Message-Id': message.id },
      });
    },
  };
}
