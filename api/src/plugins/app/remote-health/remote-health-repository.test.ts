import type { RemoteHealthReport } from '@salon/contracts/remote-health-api';
import { TEST_NOW } from '../../../test/build-test-app.ts';
import { testAppForFile } from '../../../test/identity-helpers.ts';

/*
 * The repository's edges that the routes do not reach easily: what a batch writes, a
 * bucket at its largest value, the window's ends and what a clean-up keeps.
 */

// Counts need no catalogue: an unseeded database starts faster.
const t = testAppForFile({ seed: false });
const now = TEST_NOW.toJSDate();

beforeEach(async () => {
  await t.database.db.deleteFrom('remote_health').execute();
});

const report = (overrides: Partial<RemoteHealthReport> = {}): RemoteHealthReport => ({
  remote: 'profile',
  version: 'v2',
  loads: 1,
  loadFailures: 0,
  renderErrors: 0,
  ...overrides,
});
const row = (minute: Date, loads: number, version = 'v2') => ({ remote: 'profile', version, minute, loads, load_failures: 0, render_errors: 0 });
const minutesAgo = (minutes: number) => TEST_NOW.minus({ minutes }).toJSDate();

test('a batch of reports with nothing to count writes nothing', async () => {
  await t.app.remoteHealth.record([report({ loads: 0 }), report({ version: 'v3', loads: 0 })], now);
  expect(await t.database.db.selectFrom('remote_health').selectAll().execute()).toEqual([]);
});

test('a bucket at its largest value stays there instead of failing the write', async () => {
  await t.database.db.insertInto('remote_health').values(row(now, 2_147_483_000)).execute();
  await t.app.remoteHealth.record([report({ loads: 1000, renderErrors: 3 })], TEST_NOW.plus({ seconds: 10 }).toJSDate());
  expect(await t.database.db.selectFrom('remote_health').select(['loads', 'render_errors']).execute()).toEqual([{ loads: 2_147_483_647, render_errors: 3 }]);
});

test('the window counts the minutes from its start to now, neither before nor after', async () => {
  await t.database.db
    .insertInto('remote_health')
    .values([row(minutesAgo(11), 1000), row(minutesAgo(10), 100), row(now, 10), row(TEST_NOW.plus({ minutes: 1 }).toJSDate(), 1), row(now, 5, 'v10')])
    .execute();
  expect(await t.app.remoteHealth.window('profile', 600, now)).toEqual({
    since: minutesAgo(10),
    // By code points, as the answer promises: 'v10' before 'v2'.
    versions: [
      { version: 'v10', loads: 5, loadFailures: 0, renderErrors: 0 },
      { version: 'v2', loads: 110, loadFailures: 0, renderErrors: 0 },
    ],
  });
  expect((await t.app.remoteHealth.window('shop', 600, now)).versions).toEqual([]);
});

test('a clean-up keeps every minute the longest window (an hour) can reach', async () => {
  await t.database.db.insertInto('remote_health').values([row(minutesAgo(61), 1), row(minutesAgo(60), 1), row(minutesAgo(59), 1)]).execute();
  // 30 seconds past the minute: the longest window starts at 07:00:30 (Warsaw) and counts from 07:01 on.
  const later = TEST_NOW.plus({ seconds: 30 }).toJSDate();
  expect(await t.app.remoteHealth.prune(later)).toBe(1);
  expect((await t.app.remoteHealth.window('profile', 3600, later)).versions).toEqual([{ version: 'v2', loads: 1, loadFailures: 0, renderErrors: 0 }]);
  expect(await t.database.db.selectFrom('remote_health').select('minute').orderBy('minute').execute()).toEqual([
    { minute: minutesAgo(60) },
    { minute: minutesAgo(59) },
  ]);
});
