import type { FastifyBaseLogger } from 'fastify';
import type { IdentityConfig } from '../../../../config.ts';
import type { Transport } from '../outbox.ts';
import { logTransport } from './log.ts';
import { smsHttpTransport } from './sms-http.ts';
import { smtpTransport } from './smtp.ts';

/**
 * The transport of each channel: SMTP for e-mail and the HTTP gateway for SMS when
 * configured, the development log otherwise (a channel may be real while the other logs).
 */
export function transportFor(config: Pick<IdentityConfig, 'smtp' | 'sms'>, log: Pick<FastifyBaseLogger, 'info'>): Transport {
  const logged = logTransport(log);
  const email = config.smtp ? smtpTransport(config.smtp) : logged;
  const sms = config.sms ? smsHttpTransport(config.sms) : logged;
  if (email === sms) return email;
  return {
    name: `${email.name}+${sms.name}`,
    redacts: (channel) => (channel === 'EMAIL' ? email : sms).redacts(channel),
    async send(message) {
      await (message.channel === 'EMAIL' ? email : sms).send(message);
    },
  };
}
