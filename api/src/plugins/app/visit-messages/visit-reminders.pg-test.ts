import type { App } from '../../../app.ts';
import { FREE_HAIRDRESSER, insertVisit } from '../../../routes/api/visits/visits-test-helpers.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';

/*
 * Two API instances poll the reminders of one PostgreSQL database at the same time
 * (TEST_DATABASE_URL; PGlite is one connection, so nothing there runs at the same time):
 * each due row is locked with SKIP LOCKED and deleted in the transaction that queues its
 * messages, so every visit is reminded exactly once, by one of them; and a customer
 * cancelling meanwhile is never reminded after their cancellation.
 */

const VISITS = 120;

let t: TestApp;
let second: App;

beforeAll(async () => {
  t = await buildTestApp();
  second = await t.secondInstance();
}, 180_000);
afterAll(() => t?.close());

const phoneOf = (n: number) => `+48518${String(n).padStart(6, '0')}`;

/** Visits of H10101 half an hour each in December (written straight, as booked earlier), their reminders due now. */
async function dueVisits(count: number, offset: number): Promise<{ visitId: string; phone: string }[]> {
  const visits = [];
  for (let n = 0; n < count; n += 1) {
    const start = TEST_NOW.plus({ days: 14, minutes: 30 * (offset + n) });
    const phone = phoneOf(offset + n);
    const { visitId } = await insertVisit(t.app.db, { phone, serviceId: '1001', hairdresserId: FREE_HAIRDRESSER, start: start.toISO({ includeOffset: false })!, minutes: 30 });
    visits.push({ visitId, phone });
  }
  await t.app.db
    .insertInto('visit_reminders')
    .values(visits.map(({ visitId }) => ({ visit_id: visitId, due_at: TEST_NOW.minus({ minutes: 1 }).toJSDate() })))
    .execute();
  return visits;
}

const outbox = (template: string) =>
  t.app.db.selectFrom('outbox_messages').select(['seq', 'recipient', 'channel']).where('template', '=', template).orderBy('seq').execute();

test(`two instances polling ${VISITS} due reminders at the same time queue each exactly once`, async () => {
  const visits = await dueVisits(VISITS, 0);
  const [first, other, again] = await Promise.all([
    t.app.visitMessages.sendDueReminders(),
    second.visitMessages.sendDueReminders(),
    second.visitMessages.sendDueReminders(),
  ]);
  // A call during a run of the same instance shares it.
  expect(again).toBe(other);
  expect(first + other).toBe(VISITS);
  // Both really took part.
  expect(first).toBeGreaterThan(0);
  expect(other).toBeGreaterThan(0);

  const reminders = await outbox('visit.reminder');
  expect(reminders).toHaveLength(VISITS);
  expect(new Set(reminders.map((row) => row.recipient))).toEqual(new Set(visits.map((visit) => visit.phone)));
  expect(await t.app.db.selectFrom('visit_reminders').select('visit_id').execute()).toEqual([]);
  expect(await Promise.all([t.app.visitMessages.sendDueReminders(), second.visitMessages.sendDueReminders()])).toEqual([0, 0]);
});

test('a customer cancelling while both instances poll is reminded before the cancellation or not at all, never after', async () => {
  const visits = await dueVisits(40, VISITS);
  const cancelled = visits.filter((_, index) => index % 2 === 0);
  const kept = visits.filter((_, index) => index % 2 === 1);
  await Promise.all([
    t.app.visitMessages.sendDueReminders(),
    second.visitMessages.sendDueReminders(),
    ...cancelled.map((visit, index) => (index % 2 === 0 ? t.app : second).visits.cancel(visit.visitId, { by: 'CUSTOMER' })),
  ]);
  const reminders = await outbox('visit.reminder');
  const cancellations = await outbox('visit.cancelled');
  for (const visit of kept) expect(reminders.filter((row) => row.recipient === visit.phone)).toHaveLength(1);
  for (const visit of cancelled) {
    const cancellation = cancellations.filter((row) => row.recipient === visit.phone);
    expect(cancellation).toHaveLength(1);
    const reminded = reminders.filter((row) => row.recipient === visit.phone);
    expect(reminded.length).toBeLessThanOrEqual(1);
    if (reminded[0]) expect(reminded[0].seq).toBeLessThan(cancellation[0]!.seq);
  }
  expect(await t.app.db.selectFrom('visit_reminders').select('visit_id').execute()).toEqual([]);
});
