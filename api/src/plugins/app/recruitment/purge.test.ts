import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { type DateTime } from 'luxon';
import { TEST_NOW } from '../../../test/build-test-app.ts';
import { testAppForFile } from '../../../test/identity-helpers.ts';
import { seedOfferId, seedRecruitmentIfMissing } from '../../../db/seed/recruitment.ts';
import recruitmentPurge, { purgeExpiredApplications } from './purge.ts';

/*
 * Retention: an application and its CV are deleted once purge_after has passed, at the
 * API's start and daily after; nothing younger is touched.
 */

const t = testAppForFile();
beforeAll(async () => {
  await seedRecruitmentIfMissing(t.database.db);
});

const OFFER = seedOfferId('warszawa-pulawska-fryzjer');

async function insertApplication(email: string, purgeAfter: DateTime) {
  await t.database.db
    .insertInto('recruitment_applications')
    .values({
      offer_id: OFFER,
      first_name: 'Jan',
      last_name: 'Kowalski',
      phone: '+48600700800',
      email,
      message: null,
      consent_recruitment_at: purgeAfter.minus({ months: 6 }).toJSDate(),
      consent_privacy_policy_at: purgeAfter.minus({ months: 6 }).toJSDate(),
      consent_future_recruitment_at: null,
      cv_file_name: 'cv.pdf',
      cv_size: 9,
      cv_sha256: 'a'.repeat(64),
      cv_data: Buffer.from('%PDF-1.4\n'),
      created_at: purgeAfter.minus({ months: 6 }).toJSDate(),
      purge_after: purgeAfter.toJSDate(),
    })
    .execute();
}

const remaining = async () =>
  (await t.database.db.selectFrom('recruitment_applications').select('email').orderBy('email').execute()).map((row) => row.email);

beforeEach(async () => {
  await t.database.db.deleteFrom('recruitment_applications').execute();
});

test('deletes only the applications whose retention has ended, CV included', async () => {
  await insertApplication('expired-long-ago@example.com', TEST_NOW.minus({ days: 30 }));
  await insertApplication('expired-now@example.com', TEST_NOW);
  await insertApplication('kept@example.com', TEST_NOW.plus({ seconds: 1 }));
  await insertApplication('kept-future@example.com', TEST_NOW.plus({ months: 6 }));

  expect(await purgeExpiredApplications(t.database.db, TEST_NOW.toJSDate())).toBe(2);
  expect(await remaining()).toEqual(['kept-future@example.com', 'kept@example.com']);
  // Nothing more to do on a second run.
  expect(await purgeExpiredApplications(t.database.db, TEST_NOW.toJSDate())).toBe(0);
});

test('the plugin purges when the API is ready, by the app’s clock', async () => {
  await insertApplication('expired@example.com', TEST_NOW.minus({ days: 1 }));
  await insertApplication('kept@example.com', TEST_NOW.plus({ days: 1 }));
  const app = Fastify();
  await app.register(fp(
      async (instance) => {
        instance.decorate('db', t.database.db);
      },
      { name: 'database' },
    ));
  await app.register(fp(
      async (instance) => {
        instance.decorate('clock', { now: () => TEST_NOW, millis: () => TEST_NOW.toMillis() });
      },
      { name: 'clock' },
    ));
  await app.register(recruitmentPurge);
  try {
    await app.ready();
    expect(await remaining()).toEqual(['kept@example.com']);
  } finally {
    await app.close();
  }
});
