import { DateTime } from 'luxon';
import { maskPhone } from '../../../lib/secrets.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import { DeadLetterError, listDeadLetters, retryDeadLetter } from './dead-letters.ts';
import { OUTBOX_LIMITS, type Transport } from './outbox.ts';

/*
 * The dead letters the operators' CLI (api/scripts/outbox.ts) lists and puts back: made
 * the way production makes them, by a transport failing every try.
 */

let failing = true;
const sent: string[] = [];
const gateway: Transport = {
  name: 'gateway',
  redacts: () => true,
  async send(message) {
    if (failing) throw new Error(`gateway down for ${message.template}`);
    sent.push(message.recipient);
  },
};

let t: TestApp;
beforeAll(async () => {
  // As in production: no development tools, which keep delivered bodies readable.
  t = await buildTestApp({ seed: false, transport: gateway, identity: { developmentTools: false } });
}, 180_000);
beforeEach(async () => {
  failing = true;
  sent.length = 0;
  t.setNow(TEST_NOW);
  await t.database.db.deleteFrom('outbox_messages').execute();
});
afterAll(() => t?.close());

/** Writes a message and fails every try of it, moving the clock to each retry; returns its id. */
async function giveUp(message: { channel: 'SMS' | 'EMAIL'; recipient: string; template: string }): Promise<string> {
  await t.app.outbox.enqueue(t.database.db, { ...message, language: 'pl', subject: null, body: `body of ${message.template}` });
  const { id } = await t.database.db
    .selectFrom('outbox_messages')
    .select('id')
    .where('template', '=', message.template)
    .executeTakeFirstOrThrow();
  for (let attempt = 1; attempt <= OUTBOX_LIMITS.maxAttempts; attempt += 1) {
    const due = await t.database.db.selectFrom('outbox_messages').select('next_attempt_at').where('id', '=', id).executeTakeFirstOrThrow();
    const dueAt = DateTime.fromJSDate(due.next_attempt_at);
    if (dueAt > t.app.clock.now()) t.setNow(dueAt);
    await t.app.outbox.deliverDue();
  }
  const row = await t.database.db.selectFrom('outbox_messages').select('failed_at').where('id', '=', id).executeTakeFirstOrThrow();
  if (!row.failed_at) throw new Error(`message ${id} was not given up`);
  return id;
}

test('lists the given-up messages, the latest first, masked, with their last error; not those sent or waiting', async () => {
  const sms = await giveUp({ channel: 'SMS', recipient: '+48600123456', template: 'notice.first' });
  const email = await giveUp({ channel: 'EMAIL', recipient: 'ala.kowalska@example.com', template: 'notice.second' });
  // One still waiting, one sent: not dead letters.
  await t.app.outbox.enqueue(t.database.db, { channel: 'SMS', recipient: '+48600000001', template: 'waiting', language: 'pl', subject: null, body: 'x' });
  failing = false;
  await t.app.outbox.enqueue(t.database.db, { channel: 'SMS', recipient: '+48600000002', template: 'sent', language: 'pl', subject: null, body: 'x' });
  await t.app.outbox.deliverDue();
  expect(sent).toEqual(['+48600000001', '+48600000002']);
  await t.app.outbox.enqueue(t.database.db, { channel: 'SMS', recipient: '+48600000003', template: 'waiting', language: 'pl', subject: null, body: 'x' });

  const { total, letters } = await listDeadLetters(t.database.db, { limit: 20 });
  expect(total).toBe(2);
  expect(letters).toEqual([
    {
      id: email,
      channel: 'EMAIL',
      recipient: 'a***@example.com',
      template: 'notice.second',
      attempts: OUTBOX_LIMITS.maxAttempts,
      lastError: 'gateway down for notice.second',
      createdAt: expect.any(Date),
      failedAt: expect.any(Date),
      hasBody: true,
    },
    expect.objectContaining({ id: sms, channel: 'SMS', recipient: '+48******456', template: 'notice.first', hasBody: true }),
  ]);
  expect(letters[0]!.failedAt.getTime()).toBeGreaterThan(letters[1]!.failedAt.getTime());
  expect(letters[0]!.createdAt.getTime()).toBeLessThan(letters[0]!.failedAt.getTime());

  const latest = await listDeadLetters(t.database.db, { limit: 1 });
  expect({ total: latest.total, ids: latest.letters.map((letter) => letter.id) }).toEqual({ total: 2, ids: [email] });
});

test('a retry puts a dead letter back: due now, no tries counted, and the dispatcher sends it', async () => {
  const id = await giveUp({ channel: 'SMS', recipient: '+48600123457', template: 'notice.retried' });
  expect((await listDeadLetters(t.database.db, { limit: 20 })).letters).toEqual([expect.objectContaining({ id, hasBody: true })]);

  const now = t.app.clock.now().plus({ days: 2 });
  t.setNow(now);
  await retryDeadLetter(t.database.db, id, now.toJSDate());
  const row = await t.database.db.selectFrom('outbox_messages').select(['failed_at', 'attempts', 'next_attempt_at']).where('id', '=', id).executeTakeFirstOrThrow();
  expect(row).toEqual({ failed_at: null, attempts: 0, next_attempt_at: now.toJSDate() });
  expect(await listDeadLetters(t.database.db, { limit: 20 })).toEqual({ total: 0, letters: [] });

  failing = false;
  expect(await t.app.outbox.deliverDue()).toBe(1);
  expect(sent).toEqual(['+48600123457']);
  // Sent once only: a second retry is refused.
  await expect(retryDeadLetter(t.database.db, id, now.toJSDate())).rejects.toThrow(`outbox message ${id} has not failed: it is sent`);
});

test('refuses an unknown id, a message that has not failed, and one whose body was wiped (given up before dead letters kept theirs)', async () => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  await expect(retryDeadLetter(t.database.db, unknown, TEST_NOW.toJSDate())).rejects.toThrow(new DeadLetterError(`no outbox message ${unknown}`));
  await expect(retryDeadLetter(t.database.db, 'nope', TEST_NOW.toJSDate())).rejects.toThrow(DeadLetterError);

  await t.app.outbox.enqueue(t.database.db, { channel: 'SMS', recipient: '+48600000004', template: 'waiting', language: 'pl', subject: null, body: 'x' });
  const { id: waiting } = await t.database.db.selectFrom('outbox_messages').select('id').where('template', '=', 'waiting').executeTakeFirstOrThrow();
  await expect(retryDeadLetter(t.database.db, waiting, TEST_NOW.toJSDate())).rejects.toThrow(`outbox message ${waiting} has not failed: it is still waiting to be sent`);

  const wiped = await giveUp({ channel: 'SMS', recipient: '+48600123458', template: 'notice.wiped' });
  await t.database.db.updateTable('outbox_messages').set({ body: null }).where('id', '=', wiped).execute();
  const { letters } = await listDeadLetters(t.database.db, { limit: 20 });
  expect(letters.find((letter) => letter.id === wiped)).toMatchObject({ hasBody: false });
  await expect(retryDeadLetter(t.database.db, wiped, TEST_NOW.toJSDate())).rejects.toThrow(/its body was wiped/);
  const row = await t.database.db.selectFrom('outbox_messages').select(['failed_at', 'attempts']).where('id', '=', wiped).executeTakeFirstOrThrow();
  expect(row).toEqual({ failed_at: expect.any(Date), attempts: OUTBOX_LIMITS.maxAttempts });
});

test('phones are masked to their first two and last three digits', () => {
  expect(maskPhone('+48600123456')).toBe('+48******456');
  expect(maskPhone('+33612345678')).toBe('+33******678');
  expect(maskPhone('12345')).toBe('*****');
});
