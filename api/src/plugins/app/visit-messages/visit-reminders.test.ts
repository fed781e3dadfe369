import { DateTime } from 'luxon';
import { buildApp, type App } from '../../../app.ts';
import { developmentIdentityConfig } from '../../../config.ts';
import { at, FREE_HAIRDRESSER, insertVisit, phoneMaker } from '../../../routes/api/visits/visits-test-helpers.ts';
import { TEST_JWT_SECRET, TEST_NOW } from '../../../test/build-test-app.ts';
import { testAppForFile } from '../../../test/identity-helpers.ts';
import { REMINDER_LIMITS } from './visit-messages.ts';
import { bookIn, cancelVisit, moveVisit, outboxOf } from './visit-messages-test-helpers.ts';

/*
 * The reminder a day before a visit: scheduled by the booking, moved by an edit, dropped
 * by a cancel, never sent for a cancelled or started visit, and queued once, also when a
 * second instance (or the same one after a restart) polls the same database. Two pollers
 * racing on PostgreSQL: visit-reminders.pg-test.ts.
 */

const t = testAppForFile();
const phone = phoneMaker(6);

beforeEach(async () => {
  // Each test reminds only its own visits.
  await t.database.db.deleteFrom('visit_reminders').execute();
});

/** When the visit's reminder is due, in Warsaw wall-clock time; null when it has none. */
async function reminderOf(visitId: string): Promise<string | null> {
  const row = await t.database.db.selectFrom('visit_reminders').select('due_at').where('visit_id', '=', visitId).executeTakeFirst();
  return row ? DateTime.fromJSDate(row.due_at).setZone('Europe/Warsaw').toFormat("yyyy-MM-dd'T'HH:mm") : null;
}

const reminders = async (recipient: string) => outboxOf(t, recipient, 'visit.reminder');

test('a booking schedules its reminder 24 hours before the start', async () => {
  const visit = await bookIn(t, { phone: phone(), dateTime: '2026-11-25T10:00:00' });
  expect(await reminderOf(visit.id)).toBe('2026-11-24T10:00');
});

test('a visit booked less than 24 hours ahead gets no reminder', async () => {
  t.setNow(at('2026-11-23T10:01'));
  const visit = await bookIn(t, { phone: phone(), dateTime: '2026-11-24T10:00:00' });
  expect(await reminderOf(visit.id)).toBeNull();
  t.setNow(at('2026-11-24T09:00'));
  expect(await t.app.visitMessages.sendDueReminders()).toBe(0);
});

test('an edit moves the reminder with the visit; moved to less than 24 hours ahead, the visit has none', async () => {
  const visit = await bookIn(t, { phone: phone(), dateTime: '2026-11-26T10:00:00' });
  expect(await reminderOf(visit.id)).toBe('2026-11-25T10:00');
  await moveVisit(t, visit, '2026-11-27T11:00:00');
  expect(await reminderOf(visit.id)).toBe('2026-11-26T11:00');
  t.setNow(at('2026-11-26T12:00'));
  await moveVisit(t, visit, '2026-11-27T09:00:00');
  expect(await reminderOf(visit.id)).toBeNull();
});

test('sent once when due; a visit moved afterwards is reminded again only when its new reminder time is still ahead', async () => {
  const contact = phone();
  const visit = await bookIn(t, { phone: contact, dateTime: '2026-11-30T10:00:00' });
  t.setNow(at('2026-11-29T09:59'));
  expect(await t.app.visitMessages.sendDueReminders()).toBe(0);
  t.setNow(at('2026-11-29T10:00'));
  expect(await t.app.visitMessages.sendDueReminders()).toBe(1);
  expect(await t.app.visitMessages.sendDueReminders()).toBe(0);
  expect(await reminders(contact)).toHaveLength(1);
  expect(await reminderOf(visit.id)).toBeNull();

  // Moved an hour earlier: its reminder time has passed, the one sent holds.
  await moveVisit(t, visit, '2026-11-30T09:00:00');
  expect(await reminderOf(visit.id)).toBeNull();
  // Moved to another day: a new reminder, a day before the new time.
  await moveVisit(t, visit, '2026-12-01T14:00:00');
  expect(await reminderOf(visit.id)).toBe('2026-11-30T14:00');
  t.setNow(at('2026-11-30T14:00'));
  expect(await t.app.visitMessages.sendDueReminders()).toBe(1);
  const sent = await reminders(contact);
  expect(sent).toHaveLength(2);
  expect(sent[1]!.body).toContain('wtorek, 1 grudnia 2026, 14:00');
});

test('a cancel drops the reminder, and nothing is sent for the cancelled visit', async () => {
  const contact = phone();
  const visit = await bookIn(t, { phone: contact, dateTime: '2026-11-30T11:00:00' });
  expect(await reminderOf(visit.id)).toBe('2026-11-29T11:00');
  await cancelVisit(t, visit.id);
  expect(await reminderOf(visit.id)).toBeNull();
  t.setNow(at('2026-11-29T11:00'));
  expect(await t.app.visitMessages.sendDueReminders()).toBe(0);
  expect(await reminders(contact)).toEqual([]);
});

test('a row left for a cancelled visit or one that has started sends nothing and goes', async () => {
  const cancelledPhone = phone();
  const cancelled = await bookIn(t, { phone: cancelledPhone, dateTime: '2026-11-30T12:00:00' });
  await cancelVisit(t, cancelled.id);
  const startedPhone = phone();
  const started = await insertVisit(t.database.db, { phone: startedPhone, serviceId: '1001', hairdresserId: FREE_HAIRDRESSER, start: '2026-11-23T07:30', minutes: 60 });
  // As a poller that was down for a while (or a bug) would find them.
  await t.database.db
    .insertInto('visit_reminders')
    .values([
      { visit_id: cancelled.id, due_at: at('2026-11-23T07:00').toJSDate() },
      { visit_id: started.visitId, due_at: at('2026-11-22T07:30').toJSDate() },
    ])
    .execute();
  expect(await t.app.visitMessages.sendDueReminders()).toBe(0);
  expect(await t.database.db.selectFrom('visit_reminders').select('visit_id').execute()).toEqual([]);
  expect(await reminders(cancelledPhone)).toEqual([]);
  expect(await reminders(startedPhone)).toEqual([]);
});

describe('across instances and restarts', () => {
  let now = TEST_NOW;
  let second: App | undefined;
  /** Another API on the same database, as after a restart or beside this one; its clock set with `now`. */
  async function secondInstance(options: { poll: boolean }): Promise<App> {
    const app = await buildApp({
      // The same open database, left open when this instance closes (the test app owns it).
      database: { ...t.database, close: async () => undefined },
      jwtSecret: TEST_JWT_SECRET,
      now: () => now.toJSDate(),
      identity: developmentIdentityConfig(),
      pollOutbox: options.poll,
    });
    await app.ready();
    return app;
  }
  afterEach(async () => {
    await second?.close();
    second = undefined;
  });

  test('a reminder the first instance queued is not queued again by the next, and one it never got to is queued by the next', async () => {
    const first = phone();
    const other = phone();
    await bookIn(t, { phone: first, dateTime: '2026-12-02T10:00:00' });
    await bookIn(t, { phone: other, dateTime: '2026-12-02T12:00:00' });
    now = at('2026-12-01T10:00');
    t.setNow(now);
    expect(await t.app.visitMessages.sendDueReminders()).toBe(1);

    // "Restart": a new instance, the first one's memory gone; only the database remains.
    second = await secondInstance({ poll: false });
    expect(await second.visitMessages.sendDueReminders()).toBe(0);
    now = at('2026-12-01T12:00');
    t.setNow(now);
    expect(await second.visitMessages.sendDueReminders()).toBe(1);
    expect(await t.app.visitMessages.sendDueReminders()).toBe(0);
    expect(await reminders(first)).toHaveLength(1);
    expect(await reminders(other)).toHaveLength(1);
  });

  test('an instance started with polling queues due reminders by itself, and stops when it closes', async () => {
    const contact = phone();
    await bookIn(t, { phone: contact, dateTime: '2026-12-03T10:00:00' });
    now = at('2026-12-02T10:00');
    const pollMs = REMINDER_LIMITS.pollMs;
    REMINDER_LIMITS.pollMs = 10;
    try {
      second = await secondInstance({ poll: true });
      for (let tries = 0; tries < 200 && (await reminders(contact)).length === 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      REMINDER_LIMITS.pollMs = pollMs;
    }
    expect(await reminders(contact)).toHaveLength(1);
    await second.close();
    second = undefined;

    // Closed, it polls no more: a reminder due now stays for the next instance.
    const later = await bookIn(t, { phone: phone(), dateTime: '2026-12-03T12:00:00' });
    await t.database.db.updateTable('visit_reminders').set({ due_at: now.toJSDate() }).where('visit_id', '=', later.id).execute();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await reminderOf(later.id)).toBe('2026-12-02T10:00');
  });
});
