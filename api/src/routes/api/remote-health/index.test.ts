import { REMOTE_HEALTH_PATH, type RemoteHealthReport } from '@salon/contracts/remote-health-api';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import { nextIp, testAppForFile } from '../../../test/identity-helpers.ts';
import { createMachineKey, revokeMachineKey } from '../../../plugins/app/machine-keys/machine-keys.ts';

/*
 * The remotes' health: the shell's batches (POST, public, counted per minute) and the
 * deploy watcher's window over them (GET, an OPS key only).
 */

const t = testAppForFile();
let ops = '';
let till = '';
let staff = '';

beforeAll(async () => {
  ops = (await createMachineKey(t.database.db, { kind: 'OPS', label: 'deploy watcher' })).key;
  till = (await createMachineKey(t.database.db, { kind: 'POS', salonId: 'M101' })).key;
  staff = (await createMachineKey(t.database.db, { kind: 'STAFF', label: 'customer service' })).key;
});

beforeEach(async () => {
  await t.database.db.deleteFrom('remote_health').execute();
});

const report = (overrides: Partial<RemoteHealthReport> = {}): RemoteHealthReport => ({
  remote: 'booking',
  version: 'v3-9f2c1a0b',
  loads: 10,
  loadFailures: 1,
  renderErrors: 2,
  ...overrides,
});

/** What a beacon sends: a JSON blob, no session, no custom header. */
const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: REMOTE_HEALTH_PATH,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: nextIp(),
  });

const read = (query: string, key: string | null = ops) =>
  t.app.inject({ method: 'GET', url: `${REMOTE_HEALTH_PATH}?${query}`, headers: key === null ? {} : { 'x-api-key': key }, remoteAddress: nextIp() });

const stored = () =>
  t.database.db.selectFrom('remote_health').selectAll().orderBy('remote').orderBy('version').orderBy('minute').execute();

describe('POST /api/remote-health', () => {
  test('adds a batch into the current minute and answers 202 without a body', async () => {
    const response = await post({ reports: [report(), report({ remote: 'shop', version: 'v7-00aa11bb', loads: 4, loadFailures: 0, renderErrors: 0 })] });
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    expect(await stored()).toEqual([
      { remote: 'booking', version: 'v3-9f2c1a0b', minute: TEST_NOW.toJSDate(), loads: 10, load_failures: 1, render_errors: 2 },
      { remote: 'shop', version: 'v7-00aa11bb', minute: TEST_NOW.toJSDate(), loads: 4, load_failures: 0, render_errors: 0 },
    ]);
  });

  test('two batches in one minute, from two pages, sum into one row of that minute', async () => {
    t.setNow(TEST_NOW.plus({ seconds: 5 }));
    expect((await post({ reports: [report()] })).statusCode).toBe(202);
    t.setNow(TEST_NOW.plus({ seconds: 55 }));
    expect((await post({ reports: [report({ loads: 3, loadFailures: 0, renderErrors: 5 })] })).statusCode).toBe(202);
    expect(await stored()).toEqual([
      { remote: 'booking', version: 'v3-9f2c1a0b', minute: TEST_NOW.toJSDate(), loads: 13, load_failures: 1, render_errors: 7 },
    ]);
  });

  test('one version reported twice in a batch is added twice', async () => {
    expect((await post({ reports: [report(), report({ loads: 1, loadFailures: 1, renderErrors: 0 })] })).statusCode).toBe(202);
    expect((await stored()).map((row) => [row.loads, row.load_failures, row.render_errors])).toEqual([[11, 2, 2]]);
  });

  test('keeps only counts: a signed-in page leaves no user and no address behind', async () => {
    const user = await t.signUp();
    expect((await post({ reports: [report()] }, user.headers)).statusCode).toBe(202);
    const [row] = await stored();
    expect(Object.keys(row ?? {}).sort()).toEqual(['load_failures', 'loads', 'minute', 'remote', 'render_errors', 'version']);
  });

  test.each([
    ['an unknown remote', { reports: [report(), report({ remote: 'checkout' as never })] }, 'reports.1.remote'],
    ['a negative count', { reports: [report({ loads: -1 })] }, 'reports.0.loads'],
    ['a count over 1000', { reports: [report(), report(), report({ renderErrors: 1001 })] }, 'reports.2.renderErrors'],
    ['a fractional count', { reports: [report({ loadFailures: 0.5 })] }, 'reports.0.loadFailures'],
    ['a count as text', { reports: [report({ loads: '10' as never })] }, 'reports.0.loads'],
    ['a missing count', { reports: [{ ...report(), renderErrors: undefined }] }, 'reports.0.renderErrors'],
    ['a version with a space', { reports: [report({ version: 'v3 beta' })] }, 'reports.0.version'],
    ['a version over 64 characters', { reports: [report({ version: 'v'.repeat(65) })] }, 'reports.0.version'],
    ['an empty batch', { reports: [] }, 'reports'],
    ['more than 50 reports', { reports: Array.from({ length: 51 }, () => report()) }, 'reports'],
    ['no reports key', {}, 'reports'],
    ['an extra property in a report', { reports: [report(), { ...report(), userId: 'u-1' }] }, 'reports.1.userId'],
    ['an extra property beside the reports', { reports: [report()], page: '/rezerwacja' }, 'page'],
    ['a body that is not an object', [report()], 'body'],
  ])('refuses the whole batch for %s (400 on the field, nothing counted)', async (_name, body, field) => {
    const response = await post(body);
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field });
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  test('a malformed body is a 400 on body', async () => {
    const response = await post('{"reports": [');
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'body' });
  });

  test('a body far larger than any batch is a 413 in the error shape', async () => {
    const response = await post({ reports: [report({ version: 'v1' })], padding: 'x'.repeat(20 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 413, code: 'INVALID_VALUE', field: 'body' });
    expect(await stored()).toEqual([]);
  });

  test('deletes minutes older than an hour, at most once a minute per instance', async () => {
    const blog = (minute: typeof TEST_NOW) => ({ remote: 'blog', version: 'v1', minute: minute.toJSDate(), loads: 1, load_failures: 0, render_errors: 0 });
    const blogMinutes = async () => (await stored()).filter((row) => row.remote === 'blog').map((row) => row.minute);
    await t.database.db.insertInto('remote_health').values([blog(TEST_NOW.minus({ minutes: 61 })), blog(TEST_NOW.minus({ minutes: 60 }))]).execute();
    // Two hours back, behind any clean-up of the tests before: a clock set back cleans up
    // at once (nothing is that old then), and this is now the instance's last clean-up.
    t.setNow(TEST_NOW.minus({ hours: 2 }));
    expect((await post({ reports: [report()] })).statusCode).toBe(202);
    expect(await blogMinutes()).toHaveLength(2);

    t.setNow(TEST_NOW);
    expect((await post({ reports: [report()] })).statusCode).toBe(202);
    // An hour back is 07:00 (Warsaw): the minute before it went, 07:00 is kept for the longest window.
    expect(await blogMinutes()).toEqual([TEST_NOW.minus({ minutes: 60 }).toJSDate()]);

    t.setNow(TEST_NOW.plus({ seconds: 59 }));
    await t.database.db.insertInto('remote_health').values(blog(TEST_NOW.minus({ hours: 2 }))).execute();
    expect((await post({ reports: [report()] })).statusCode).toBe(202);
    // Less than a minute since the last clean-up: the two-hour-old minute is left for now.
    expect(await blogMinutes()).toHaveLength(2);

    t.setNow(TEST_NOW.plus({ minutes: 1 }));
    expect((await post({ reports: [report()] })).statusCode).toBe(202);
    expect(await blogMinutes()).toEqual([]);
    // The counts of the last hour stay.
    expect((await stored()).map((row) => [row.minute, row.loads])).toEqual([
      [TEST_NOW.toJSDate(), 20],
      [TEST_NOW.plus({ minutes: 1 }).toJSDate(), 10],
    ]);
  });
});

describe('GET /api/remote-health', () => {
  async function recordAt(minutesAgo: number, reports: RemoteHealthReport[]) {
    t.setNow(TEST_NOW.minus({ minutes: minutesAgo }));
    expect((await post({ reports })).statusCode).toBe(202);
    t.setNow(TEST_NOW);
  }

  test('sums each version over the last five minutes by default, sorted by version, other remotes apart', async () => {
    await recordAt(6, [report({ version: 'v2-old', loads: 100, loadFailures: 50, renderErrors: 50 })]);
    await recordAt(5, [report({ version: 'v3-9f2c1a0b', loads: 5, loadFailures: 0, renderErrors: 1 })]);
    await recordAt(2, [report({ version: 'v4-canary', loads: 2, loadFailures: 2, renderErrors: 0 }), report({ remote: 'shop', version: 'v1' })]);
    await recordAt(0, [report({ version: 'v3-9f2c1a0b', loads: 7, loadFailures: 1, renderErrors: 0 }), report({ version: 'dev', loads: 1, loadFailures: 0, renderErrors: 0 })]);

    const response = await read('remote=booking');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      remote: 'booking',
      windowSeconds: 300,
      since: '2026-11-23T06:55:00.000Z',
      versions: [
        { version: 'dev', loads: 1, loadFailures: 0, renderErrors: 0 },
        { version: 'v3-9f2c1a0b', loads: 12, loadFailures: 1, renderErrors: 1 },
        { version: 'v4-canary', loads: 2, loadFailures: 2, renderErrors: 0 },
      ],
    });
  });

  test('a longer window reaches older minutes; a window starting mid-minute counts from the next whole one', async () => {
    await recordAt(6, [report({ loads: 100 })]);
    await recordAt(1, [report({ loads: 1 })]);
    const longer = (await read('remote=booking&windowSeconds=420')).json();
    expect(longer).toMatchObject({ windowSeconds: 420, since: '2026-11-23T06:53:00.000Z', versions: [{ loads: 101 }] });

    t.setNow(TEST_NOW.plus({ seconds: 30 }));
    // 08:00:30 − 360 s is 07:54:30: the 07:54 minute began before the window and is left out.
    const midMinute = (await read('remote=booking&windowSeconds=360')).json();
    expect(midMinute).toMatchObject({ since: '2026-11-23T06:55:00.000Z', versions: [{ loads: 1 }] });
  });

  test('a remote nobody reported has no versions', async () => {
    expect((await read('remote=jobs')).json()).toEqual({ remote: 'jobs', windowSeconds: 300, since: '2026-11-23T06:55:00.000Z', versions: [] });
  });

  test.each([
    ['no remote', 'windowSeconds=300', 'remote'],
    ['an unknown remote', 'remote=checkout', 'remote'],
    ['a window under a minute', 'remote=booking&windowSeconds=59', 'windowSeconds'],
    ['a window over an hour', 'remote=booking&windowSeconds=3601', 'windowSeconds'],
    ['a window that is not a whole number', 'remote=booking&windowSeconds=90.5', 'windowSeconds'],
  ])('%s is a 400 on the field', async (_name, query, field) => {
    const response = await read(query);
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field });
  });

  test("without a key, with a till's, customer service's or a revoked watcher's key: 401 on X-Api-Key", async () => {
    const unauthorized = { status: 401, code: 'UNAUTHORIZED', field: 'x-api-key' };
    expect((await read('remote=booking', null)).json()).toEqual(unauthorized);
    expect((await read('remote=booking', 'ops_not-a-key')).json()).toEqual(unauthorized);
    expect((await read('remote=booking', till)).json()).toEqual(unauthorized);
    expect((await read('remote=booking', staff)).json()).toEqual(unauthorized);
    const revoked = await createMachineKey(t.database.db, { kind: 'OPS', label: 'old watcher' });
    expect((await read('remote=booking', revoked.key)).statusCode).toBe(200);
    await revokeMachineKey(t.database.db, revoked.id, TEST_NOW.toJSDate());
    const response = await read('remote=booking', revoked.key);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  test('an OPS key belongs to no salon, and the database knows no fourth kind', async () => {
    const key = (kind: string, salonId: string | null) =>
      t.database.db
        .insertInto('machine_keys')
        .values({ kind: kind as 'OPS', salon_id: salonId, label: 'x', key_hash: `${kind}-${salonId}` })
        .execute();
    await expect(key('OPS', 'M101')).rejects.toThrow(/machine_keys_pos_salon/);
    await expect(key('ADMIN', null)).rejects.toThrow(/machine_keys_kind_check/);
    await expect(key('OPS', null)).resolves.toBeDefined();
  });
});

describe('POST /api/remote-health rate limit', () => {
  // A fresh app: the limit counts per app instance and the tests above spent some.
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await buildTestApp({ seed: false });
  });
  afterAll(() => fresh.close());

  const send = (remoteAddress: string) =>
    fresh.app.inject({
      method: 'POST',
      url: REMOTE_HEALTH_PATH,
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reports: [report({ loads: 1, loadFailures: 0, renderErrors: 0 })] }),
    });

  test('allows 120 batches a minute per IP, then answers 429 RATE_LIMITED; other IPs are not affected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 1) statuses.push((await send('203.0.113.7')).statusCode);
    expect(statuses.every((status) => status === 202)).toBe(true);

    const limited = await send('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });

    expect((await send('198.51.100.2')).statusCode).toBe(202);
    const row = await fresh.app.db.selectFrom('remote_health').select('loads').executeTakeFirstOrThrow();
    expect(row.loads).toBe(121);
  });
});
