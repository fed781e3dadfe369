import { REMOTE_HEALTH_PATH, type RemoteHealthReport } from '@salon/contracts/remote-health-api';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import type { App } from '../../../app.ts';
import { createMachineKey } from '../../../plugins/app/machine-keys/machine-keys.ts';
import { nextIp } from '../../../test/identity-helpers.ts';

/*
 * Two API instances on one PostgreSQL server (TEST_DATABASE_URL; PGlite runs one statement
 * at a time) recording into the same minute at once: every count arrives, none is counted
 * twice, and batches naming the same versions in opposite orders never deadlock.
 */

let t: TestApp;
let other: App;
let ops = '';
const PARALLEL = 40;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('concurrency tests need TEST_DATABASE_URL (a PostgreSQL server)');
  t = await buildTestApp({ seed: false });
  other = await t.secondInstance();
  ops = (await createMachineKey(t.database.db, { kind: 'OPS', label: 'deploy watcher' })).key;
}, 180_000);
afterAll(() => t?.close());

const reports: RemoteHealthReport[] = [
  { remote: 'booking', version: 'v3-9f2c1a0b', loads: 7, loadFailures: 1, renderErrors: 2 },
  { remote: 'booking', version: 'v4-canary', loads: 3, loadFailures: 2, renderErrors: 0 },
  { remote: 'shop', version: 'v1', loads: 5, loadFailures: 0, renderErrors: 1 },
];

test(`${PARALLEL} batches at once on two instances add up in one row per version, none lost`, async () => {
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      (i % 2 === 0 ? t.app : other).inject({
        method: 'POST',
        url: REMOTE_HEALTH_PATH,
        remoteAddress: nextIp(),
        // Every other batch in reverse: rows the two instances lock in opposite orders.
        payload: { reports: i % 4 < 2 ? reports : [...reports].reverse() },
      }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: PARALLEL }, () => 202));

  const rows = await t.database.db
    .selectFrom('remote_health')
    .select(['remote', 'version', 'minute', 'loads', 'load_failures', 'render_errors'])
    .orderBy('remote')
    .orderBy('version')
    .execute();
  expect(rows).toEqual(
    reports.map((report) => ({
      remote: report.remote,
      version: report.version,
      minute: TEST_NOW.toJSDate(),
      loads: report.loads * PARALLEL,
      load_failures: report.loadFailures * PARALLEL,
      render_errors: report.renderErrors * PARALLEL,
    })),
  );

  // Either instance answers the watcher with the same sums.
  const read = (app: App) => app.inject({ method: 'GET', url: `${REMOTE_HEALTH_PATH}?remote=booking`, headers: { 'x-api-key': ops } });
  const [first, second] = await Promise.all([read(t.app), read(other)]);
  expect(first.json()).toEqual(second.json());
  expect(first.json().versions).toEqual([
    { version: 'v3-9f2c1a0b', loads: 7 * PARALLEL, loadFailures: PARALLEL, renderErrors: 2 * PARALLEL },
    { version: 'v4-canary', loads: 3 * PARALLEL, loadFailures: 2 * PARALLEL, renderErrors: 0 },
  ]);
}, 60_000);
