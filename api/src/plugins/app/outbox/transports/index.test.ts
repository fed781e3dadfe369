import type { OutgoingMessage } from '../outbox.ts';
import { transportFor } from './index.ts';

/* Which transport each channel gets from the configuration. */

const email: OutgoingMessage = {
  id: 'm3',
  channel: 'EMAIL',
  recipient: 'ala@example.com',
  template: 'code.REGISTER_EMAIL',
  language: 'en',
  subject: 'Registration code',
  body: 'Your code: 1234.',
};
const sms: OutgoingMessage = { ...email, channel: 'SMS', recipient: '+48600100200', subject: null };

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { info: (_object: unknown, text?: string) => void lines.push(text ?? '') } };
}

test('nothing configured: both channels go to the log, and bodies are kept for the development outbox', async () => {
  const { lines, log } = recordingLog();
  const transport = transportFor({ smtp: null, sms: null }, log);
  expect(transport.name).toBe('log');
  expect([transport.redacts('EMAIL'), transport.redacts('SMS')]).toEqual([false, false]);
  await transport.send(email);
  await transport.send(sms);
  expect(lines).toEqual(['EMAIL to ala@example.com: Registration code — Your code: 1234.', 'SMS to +48600100200: Your code: 1234.']);
});

test('a configured channel goes to its real transport, the other one still to the log', async () => {
  const { lines, log } = recordingLog();
  const smtpOnly = transportFor({ smtp: { url: 'smtp://127.0.0.1:1', from: 'x@example.com' }, sms: null }, log);
  expect(smtpOnly.name).toBe('smtp+log');
  expect([smtpOnly.redacts('EMAIL'), smtpOnly.redacts('SMS')]).toEqual([true, false]);
  await smtpOnly.send(sms);
  expect(lines).toEqual(['SMS to +48600100200: Your code: 1234.']);

  const smsOnly = transportFor({ smtp: null, sms: { url: 'http://127.0.0.1:1/sms', token: null, sender: 'Salon' } }, log);
  expect(smsOnly.name).toBe('log+sms-http');
  expect([smsOnly.redacts('EMAIL'), smsOnly.redacts('SMS')]).toEqual([false, true]);
  await smsOnly.send(email);
  expect(lines).toHaveLength(2);
  // The SMS really goes to the gateway (nothing listens on port 1 here).
  await expect(smsOnly.send(sms)).rejects.toThrow(/fetch failed/);
  expect(lines).toHaveLength(2);
});

test('both configured: SMTP for e-mail, the gateway for SMS', async () => {
  const { log } = recordingLog();
  const both = transportFor({ smtp: { url: 'smtp://127.0.0.1:1', from: 'x@example.com' }, sms: { url: 'http://127.0.0.1:1/sms', token: null, sender: 'Salon' } }, log);
  expect(both.name).toBe('smtp+sms-http');
  expect([both.redacts('EMAIL'), both.redacts('SMS')]).toEqual([true, true]);
  // Nothing listens on port 1: each failure says which client tried.
  await expect(both.send(email)).rejects.toThrow(/ECONNREFUSED/);
  await expect(both.send(sms)).rejects.toThrow(/fetch failed/);
});
