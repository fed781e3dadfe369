import { buildApp } from '../../../app.ts';
import { developmentIdentityConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/connect.ts';
import { migrate } from '../../../db/migrate.ts';
import type { Transport } from '../../../plugins/app/outbox/outbox.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { post } from '../../../test/identity-helpers.ts';

/* The development outbox, never in production (the identity provider: idp.test.ts). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
}, 180_000);
afterAll(() => t.close());

test('GET /api/dev/outbox lists messages newest first, by recipient (e-mail any case, phone any format)', async () => {
  await t.signUp({ phone: '+48600000001' });
  await post(t, '/api/auth/email/send-token', { email: 'Outbox.Reader@Example.com' });
  await post(t, '/api/login/sms', { phone: '600 000 001' });
  await t.app.inject({ method: 'POST', url: '/api/auth/reset/phone/request', payload: { phone: '600000001' } });
  // Delivery (the log transport here) follows the response; wait for it.
  await t.app.outbox.deliverDue();
  const all = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=5' });
  expect(all.statusCode).toBe(200);
  // Newest first.
  expect(all.json().messages.map((m: { template: string }) => m.template)).toEqual(['code.LOGIN_SMS', 'code.REGISTER_EMAIL']);
  const byEmail = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?recipient=OUTBOX.reader@example.com' });
  expect(byEmail.json().messages).toEqual([
    {
      id: expect.any(String),
      channel: 'EMAIL',
      recipient: 'outbox.reader@example.com',
      template: 'code.REGISTER_EMAIL',
      subject: 'Kod rejestracji',
      body: expect.stringMatching(/Twój kod: \d{4}\./),
      createdAt: expect.any(String),
      sentAt: expect.any(String),
    },
  ]);
  // The sign-in code went out; the reset code did not (the account has no password to reset).
  const byPhone = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent('600 000 001')}` });
  expect(byPhone.json().messages).toEqual([expect.objectContaining({ channel: 'SMS', recipient: '+48600000001', template: 'code.LOGIN_SMS', subject: null })]);
  expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=500' })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'limit' });
});

test('GET /api/dev/outbox answers 20 messages unless told otherwise, at most 100', async () => {
  for (let n = 0; n < 105; n += 1) {
    await t.app.outbox.enqueue(t.app.db, { channel: 'SMS', recipient: '+48600000002', template: 'test', language: 'pl', subject: null, body: `message ${n}` });
  }
  const page = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?recipient=%2B48600000002' });
  const bodies = page.json().messages.map((m: { body: string }) => m.body);
  expect(bodies).toHaveLength(20);
  expect(bodies[0]).toBe('message 104');
  expect(bodies[19]).toBe('message 85');
  expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox?recipient=%2B48600000002&limit=100' })).json().messages).toHaveLength(100);
  for (const limit of ['0', '101', 'many', '1.5']) {
    expect((await t.app.inject({ method: 'GET', url: `/api/dev/outbox?limit=${limit}` })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'limit' });
  }
  expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox?recipient=' })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'recipient' });
  // Nobody's messages: an empty list, not an error.
  expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox?recipient=nikt@example.com' })).json()).toEqual({ messages: [] });
});

test('GET /api/dev/outbox shows the bodies a real transport delivered (the mail catcher of npm start is reached by SMTP)', async () => {
  const delivered: string[] = [];
  // Like the SMTP transport: it asks for delivered bodies to be wiped.
  const smtpLike: Transport = { name: 'smtp-like', redacts: () => true, send: async (message) => void delivered.push(message.body) };
  const withSmtp = await buildTestApp({ seed: false, transport: smtpLike });
  try {
    await withSmtp.app.outbox.enqueue(withSmtp.app.db, {
      channel: 'EMAIL',
      recipient: 'catcher@example.com',
      template: 'test',
      language: 'pl',
      subject: 'Temat',
      body: 'Twój kod: 1234.',
    });
    expect(await withSmtp.app.outbox.deliverDue()).toBe(1);
    expect(delivered).toEqual(['Twój kod: 1234.']);
    const page = await withSmtp.app.inject({ method: 'GET', url: '/api/dev/outbox?recipient=catcher@example.com' });
    expect(page.json().messages).toEqual([expect.objectContaining({ body: 'Twój kod: 1234.', sentAt: expect.any(String) })]);
  } finally {
    await withSmtp.close();
  }
});

test('without development tools there is no outbox and no identity provider; they refuse to run in production', async () => {
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  const app = await buildApp({ database, jwtSecret: 'x'.repeat(32), identity: developmentIdentityConfig({ developmentTools: false }), pollOutbox: false });
  try {
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/dev/idp/google/token', payload: { subject: 'a', email: 'a@example.com' } })).statusCode).toBe(404);
    // Nor does Google sign-in trust anything without a configured client id.
    expect((await app.inject({ method: 'POST', url: '/api/google/auth', payload: { googleToken: 'x.y.z' } })).json()).toMatchObject({
      code: 'GOOGLE_FETCH_USER_ERROR',
    });
  } finally {
    await app.close();
  }

  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const production = await openDatabase({ kind: 'pglite' });
  await migrate(production);
  try {
    await expect(buildApp({ database: production, jwtSecret: 'x'.repeat(32), identity: developmentIdentityConfig(), pollOutbox: false })).rejects.toThrow(
      /cannot run in production/,
    );
  } finally {
    process.env.NODE_ENV = previous;
    await production.close();
  }
});
