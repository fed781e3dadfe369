import { setTimeout as sleep } from 'node:timers/promises';
import type { App } from '../../../app.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { OutgoingMessage, Transport } from './outbox.ts';

/*
 * Two API instances deliver one outbox on a PostgreSQL server (TEST_DATABASE_URL; PGlite
 * is one connection, so nothing there runs at the same time): batches are claimed with
 * SKIP LOCKED and leased, so each message is sent exactly once, by one of them.
 */

const MESSAGES = 120;

function slowRecorder(sent: OutgoingMessage[]): Transport {
  return {
    name: 'slow-recorder',
    redacts: () => false,
    async send(message) {
      await sleep(2);
      sent.push(message);
    },
  };
}

let t: TestApp;
let second: App;
const sentByFirst: OutgoingMessage[] = [];
const sentBySecond: OutgoingMessage[] = [];

beforeAll(async () => {
  t = await buildTestApp({ seed: false, transport: slowRecorder(sentByFirst) });
  second = await t.secondInstance({ transport: slowRecorder(sentBySecond) });
}, 180_000);
afterAll(() => t?.close());

test(`two instances delivering ${MESSAGES} messages at the same time send each exactly once`, async () => {
  for (let n = 0; n < MESSAGES; n += 1) {
    await t.app.outbox.enqueue(t.app.db, {
      channel: 'SMS',
      recipient: `+48600${String(n).padStart(6, '0')}`,
      template: 'test',
      language: 'pl',
      subject: null,
      body: `message ${n}`,
    });
  }
  const pending = async () =>
    Number((await t.app.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll().as('n')).where('sent_at', 'is', null).executeTakeFirstOrThrow()).n);
  for (let round = 0; (await pending()) > 0 && round < 50; round += 1) {
    await Promise.all([t.app.outbox.deliverDue(), second.outbox.deliverDue(), t.app.outbox.deliverDue(), second.outbox.deliverDue()]);
  }
  expect(await pending()).toBe(0);

  const all = [...sentByFirst, ...sentBySecond].map((message) => message.id);
  expect(all).toHaveLength(MESSAGES);
  expect(new Set(all).size).toBe(MESSAGES);
  // Both instances really took part.
  expect(sentByFirst.length).toBeGreaterThan(0);
  expect(sentBySecond.length).toBeGreaterThan(0);
  // Each row was claimed once: no second try of anything.
  const attempts = await t.app.db.selectFrom('outbox_messages').select('attempts').distinct().execute();
  expect(attempts).toEqual([{ attempts: 1 }]);
});
