import type { Transport } from '../outbox.ts';

/**
 * SMS through an HTTP gateway (SMS_API_URL): POST { to, from, text, reference } as JSON
 * with `Authorization: Bearer SMS_API_TOKEN`; any 2xx is delivered. Most Polish SMS
 * gateways take this shape or a thin proxy of it.
 */
export function smsHttpTransport(options: { url: string; token: string | null; sender: string; timeoutMs?: number }): Transport {
  return {
    name: 'sms-http',
    redacts: () => true,
    async send(message) {
      if (message.channel !== 'SMS') throw new Error(`the SMS transport does not send ${message.channel}`);
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to: message.recipient, from: options.sender, text: message.body, reference: message.id }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
