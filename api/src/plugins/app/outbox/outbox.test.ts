import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import { OUTBOX_LIMITS, type OutgoingMessage, type Transport } from './outbox.ts';

/*
 * The outbox's dispatcher: delivery after the fact, exactly once; retries with back-off
 * on the app's clock; giving up; wiping bodies after a real transport; handing back what
 * a slow batch could not send within its lease. The transports have their own tests
 * (transports/*.test.ts); two instances racing on PostgreSQL: outbox.pg-test.ts.
 */

const sent: OutgoingMessage[] = [];
let failing = false;
let redacting = false;
/** Runs inside a send, before it completes (a slow gateway moves the clock). */
let duringSend: ((message: OutgoingMessage) => void) | null = null;
const recording: Transport = {
  name: 'recording',
  redacts: () => redacting,
  async send(message) {
    duringSend?.(message);
    if (failing) throw new Error('gateway down');
    sent.push(message);
  },
};

let t: TestApp;
beforeAll(async () => {
  // Without development tools, which keep every body readable (routes/api/dev/index.test.ts).
  t = await buildTestApp({ seed: false, transport: recording, identity: { developmentTools: false } });
}, 180_000);
beforeEach(async () => {
  sent.length = 0;
  failing = false;
  redacting = false;
  duringSend = null;
  t.setNow(TEST_NOW);
  await t.database.db.deleteFrom('outbox_messages').execute();
});
afterAll(() => t.close());

const enqueue = (recipient: string, channel: 'SMS' | 'EMAIL' = 'SMS') =>
  t.app.outbox.enqueue(t.database.db, {
    channel,
    recipient,
    template: 'test',
    language: 'pl',
    subject: channel === 'EMAIL' ? 'Temat' : null,
    body: `hello ${recipient}`,
  });

const row = (recipient: string) => t.database.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', recipient).executeTakeFirstOrThrow();
const at = (seconds: number) => TEST_NOW.plus({ seconds });

test('delivers each due message once, even when delivery runs are asked for together, and keeps the body for a log-like transport', async () => {
  await enqueue('+48600000001');
  await enqueue('ala@example.com', 'EMAIL');
  const runs = await Promise.all([t.app.outbox.deliverDue(), t.app.outbox.deliverDue(), t.app.outbox.deliverDue()]);
  // One run per instance at a time: the calls share it.
  expect(runs).toEqual([2, 2, 2]);
  expect(sent.map((m) => [m.channel, m.recipient, m.subject, m.body]).sort()).toEqual([
    ['EMAIL', 'ala@example.com', 'Temat', 'hello ala@example.com'],
    ['SMS', '+48600000001', null, 'hello +48600000001'],
  ]);
  expect(await t.app.outbox.deliverDue()).toBe(0);
  expect(sent).toHaveLength(2);
  expect(await row('+48600000001')).toMatchObject({ sent_at: TEST_NOW.toJSDate(), body: 'hello +48600000001', attempts: 1, failed_at: null });
});

test('a message written inside a transaction that rolls back is never sent', async () => {
  await expect(
    t.database.db.transaction().execute(async (trx) => {
      await t.app.outbox.enqueue(trx, { channel: 'SMS', recipient: '+48600000009', template: 'test', language: 'pl', subject: null, body: 'x' });
      throw new Error('the caller failed');
    }),
  ).rejects.toThrow('the caller failed');
  expect(await t.app.outbox.deliverDue()).toBe(0);
  expect(sent).toEqual([]);
});

test('a real transport gets the body wiped once delivered', async () => {
  redacting = true;
  await enqueue('+48600000003');
  expect(await t.app.outbox.deliverDue()).toBe(1);
  expect(sent[0]?.body).toBe('hello +48600000003');
  expect(await row('+48600000003')).toMatchObject({ sent_at: expect.any(Date), body: null });
});

test('a failure is retried 30 s, 1, 2, 4 … minutes later on the app clock, and given up after the last try with its body kept for a retry', async () => {
  failing = true;
  await enqueue('+48600000004');
  expect(await t.app.outbox.deliverDue()).toBe(0);
  expect(await row('+48600000004')).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, last_error: 'gateway down', next_attempt_at: at(30).toJSDate() });

  let elapsed = 0;
  for (let attempt = 2; attempt <= OUTBOX_LIMITS.maxAttempts; attempt += 1) {
    const wait = OUTBOX_LIMITS.firstRetrySeconds * 2 ** (attempt - 2);
    // A second before it is due nothing happens.
    t.setNow(at(elapsed + wait - 1));
    expect(await t.app.outbox.deliverDue()).toBe(0);
    expect((await row('+48600000004')).attempts).toBe(attempt - 1);
    elapsed += wait;
    t.setNow(at(elapsed));
    await t.app.outbox.deliverDue();
    expect((await row('+48600000004')).attempts).toBe(attempt);
  }
  // 30 s + 1 + 2 + 4 + 8 + 16 + 32 minutes.
  expect(elapsed).toBe(30 + 63 * 60);
  expect(await row('+48600000004')).toMatchObject({
    attempts: OUTBOX_LIMITS.maxAttempts,
    failed_at: at(elapsed).toJSDate(),
    body: 'hello +48600000004',
    last_error: 'gateway down',
  });
  failing = false;
  t.setNow(at(elapsed + 86_400));
  expect(await t.app.outbox.deliverDue()).toBe(0);
  expect(sent).toEqual([]);
});

test('a failed try is retried and then delivered', async () => {
  failing = true;
  await enqueue('+48600000005');
  await t.app.outbox.deliverDue();
  failing = false;
  t.setNow(at(30));
  expect(await t.app.outbox.deliverDue()).toBe(1);
  expect(await row('+48600000005')).toMatchObject({ attempts: 2, sent_at: at(30).toJSDate(), last_error: null });
});

test('a batch that outlives half its lease hands the rest back untried, so no other instance sends it twice', async () => {
  for (let n = 1; n <= 3; n += 1) await enqueue(`+4860000002${n}`);
  // The first send takes longer than half the lease.
  duringSend = (message) => {
    if (message.recipient === '+48600000021') t.setNow(at(OUTBOX_LIMITS.leaseSeconds / 2 + 1));
  };
  expect(await t.app.outbox.deliverDue()).toBe(1);
  expect(sent.map((m) => m.recipient)).toEqual(['+48600000021']);
  // The others are due again at once and were not counted as tries.
  expect(await row('+48600000022')).toMatchObject({ attempts: 0, sent_at: null, next_attempt_at: at(OUTBOX_LIMITS.leaseSeconds / 2 + 1).toJSDate() });
  duringSend = null;
  expect(await t.app.outbox.deliverDue()).toBe(2);
  expect(sent.map((m) => m.recipient)).toEqual(['+48600000021', '+48600000022', '+48600000023']);
  expect(await row('+48600000023')).toMatchObject({ attempts: 1, sent_at: expect.any(Date) });
});

test('an instance that starts shutting down mid-batch hands the rest back at once, untried', async () => {
  for (let n = 1; n <= 3; n += 1) await enqueue(`+4860000004${n}`);
  // SIGTERM arrives while the first message is being sent (app.close() sets this first).
  duringSend = (message) => {
    if (message.recipient === '+48600000041') t.app.closing = true;
  };
  try {
    expect(await t.app.outbox.deliverDue()).toBe(1);
  } finally {
    t.app.closing = false;
  }
  expect(sent.map((m) => m.recipient)).toEqual(['+48600000041']);
  expect(await row('+48600000042')).toMatchObject({ attempts: 0, sent_at: null, next_attempt_at: TEST_NOW.toJSDate() });
  expect(await row('+48600000043')).toMatchObject({ attempts: 0, sent_at: null, next_attempt_at: TEST_NOW.toJSDate() });
});

test('a claimed message is leased: not due again while another run may still be sending it', async () => {
  await enqueue('+48600000031');
  // A run that claimed it and died before sending (a crashed instance) leaves the lease.
  await t.database.db
    .updateTable('outbox_messages')
    .set({ attempts: 1, next_attempt_at: at(OUTBOX_LIMITS.leaseSeconds).toJSDate() })
    .execute();
  t.setNow(at(OUTBOX_LIMITS.leaseSeconds - 1));
  expect(await t.app.outbox.deliverDue()).toBe(0);
  t.setNow(at(OUTBOX_LIMITS.leaseSeconds));
  expect(await t.app.outbox.deliverDue()).toBe(1);
  expect(await row('+48600000031')).toMatchObject({ attempts: 2, sent_at: expect.any(Date) });
});

test('a response that wrote a message has it delivered right after, without a poller', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/email/send-token', payload: { email: 'after.response@example.com' } });
  expect(response.statusCode).toBe(200);
  // Nobody calls deliverDue here: the response's hook does.
  for (let waited = 0; sent.length === 0 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(sent.map((m) => [m.recipient, m.template])).toEqual([['after.response@example.com', 'code.REGISTER_EMAIL']]);
});

test('an attachment is read by its kind’s reader when the message is sent; a kind nobody reads keeps the message for a later try', async () => {
  const files = new Map([['cv-1', { fileName: 'cv.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) }]]);
  t.app.outbox.attachmentSource('test-file', async (id) => files.get(id) ?? null);
  const withFile = (recipient: string, kind: string) =>
    t.app.outbox.enqueue(t.database.db, {
      channel: 'EMAIL',
      recipient,
      template: 'test',
      language: 'pl',
      subject: 'Temat',
      body: 'with a file',
      attachment: { kind, id: 'cv-1' },
    });
  await withFile('hr@example.com', 'test-file');
  await withFile('other@example.com', 'unknown-kind');
  // Read at send time: a file replaced after the message was written goes as it is now.
  files.set('cv-1', { ...files.get('cv-1')!, fileName: 'cv-v2.pdf' });
  expect(await t.app.outbox.deliverDue()).toBe(1);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.attachments).toEqual([{ fileName: 'cv-v2.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) }]);
  expect(await row('other@example.com')).toMatchObject({ sent_at: null, failed_at: null, last_error: 'no reader for attachments of kind unknown-kind' });
});
