import { MAX_OPENING_HOURS_DAYS, type OpeningHoursEntry } from '@salon/contracts/catalog-api';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // A holiday and a short day of M101 far from the seeded weeks, so nothing else moves them.
  await t.app.db
    .insertInto('opening_exceptions')
    .values([
      { salon_id: 'M101', day: '2027-02-15', opens_at: null, closes_at: null },
      { salon_id: 'M101', day: '2027-02-16', opens_at: '10:00', closes_at: '14:30' },
      // A Sunday the salon opens on.
      { salon_id: 'M101', day: '2027-02-21', opens_at: '11:00', closes_at: '15:00' },
    ])
    .execute();
});
afterAll(() => t.close());

const url = (salonId: string, dateFrom: string, dateTo: string) => `/api/opening-hours?salonId=${salonId}&dateFrom=${dateFrom}&dateTo=${dateTo}`;

async function hours(salonId: string, dateFrom: string, dateTo: string): Promise<OpeningHoursEntry[]> {
  const response = await t.app.inject({ method: 'GET', url: url(salonId, dateFrom, dateTo) });
  expect(response.statusCode).toBe(200);
  return response.json<OpeningHoursEntry[]>();
}

async function failure(path: string) {
  const response = await t.app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const open = (date: string, from: string, to: string) => ({ date, open: true, from, to });
const closed = (date: string) => ({ date, open: false, from: null, to: null });

describe('GET /api/opening-hours', () => {
  test('today plus 7 days of M101, from its weekly hours (Sunday closed)', async () => {
    const today = TEST_NOW.toISODate() ?? '';
    expect(await hours('M101', today, TEST_NOW.plus({ days: 7 }).toISODate() ?? '')).toEqual([
      open('2026-11-23', '09:00', '20:00'),
      open('2026-11-24', '09:00', '20:00'),
      open('2026-11-25', '09:00', '20:00'),
      open('2026-11-26', '09:00', '20:00'),
      open('2026-11-27', '09:00', '20:00'),
      open('2026-11-28', '09:00', '16:00'),
      closed('2026-11-29'),
      open('2026-11-30', '09:00', '20:00'),
    ]);
  });

  test('an exception wins over the week: a holiday, a short day, an open Sunday', async () => {
    expect(await hours('M101', '2027-02-14', '2027-02-21')).toEqual([
      closed('2027-02-14'),
      closed('2027-02-15'),
      open('2027-02-16', '10:00', '14:30'),
      open('2027-02-17', '09:00', '20:00'),
      open('2027-02-18', '09:00', '20:00'),
      open('2027-02-19', '09:00', '20:00'),
      open('2027-02-20', '09:00', '16:00'),
      open('2027-02-21', '11:00', '15:00'),
    ]);
  });

  test('a temporarily closed salon (M190) is closed every day', async () => {
    const entries = await hours('M190', '2026-11-23', '2026-11-29');
    expect(entries.map((e) => e.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(entries.every((e) => !e.open && e.from === null && e.to === null)).toBe(true);
  });

  test('one day when dateFrom equals dateTo', async () => {
    expect(await hours('M101', '2026-11-28', '2026-11-28')).toEqual([open('2026-11-28', '09:00', '16:00')]);
  });

  test('whole calendar days across a clock change, over a leap day', async () => {
    const spring = await hours('M101', '2027-03-27', '2027-03-29');
    expect(spring.map((e) => e.date)).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
    const autumn = await hours('M101', '2026-10-24', '2026-10-26');
    expect(autumn).toEqual([open('2026-10-24', '09:00', '16:00'), closed('2026-10-25'), open('2026-10-26', '09:00', '20:00')]);
    const leap = await hours('M101', '2028-02-28', '2028-03-01');
    expect(leap.map((e) => e.date)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  test(`allows ${MAX_OPENING_HOURS_DAYS} days, not one more`, async () => {
    const longest = await hours('M101', '2026-11-23', '2027-01-23');
    expect(longest).toHaveLength(MAX_OPENING_HOURS_DAYS);
    expect(longest.at(-1)?.date).toBe('2027-01-23');
    expect(await failure(url('M101', '2026-11-23', '2027-01-24'))).toEqual({ status: 400, body: { status: 400, code: 'INVALID_VALUE', field: 'dateTo' } });
  });

  test.each([
    ['dateTo before dateFrom', url('M101', '2026-11-30', '2026-11-29'), 'dateTo'],
    ['an impossible dateFrom', url('M101', '2026-02-30', '2026-03-02'), 'dateFrom'],
    ['an impossible dateTo', url('M101', '2026-02-27', '2026-02-30'), 'dateTo'],
    ['month 13', url('M101', '2026-11-23', '2026-13-01'), 'dateTo'],
    ['a date with a time', url('M101', '2026-11-23T00:00', '2026-11-24'), 'dateFrom'],
    ['a date in another format', url('M101', '23.11.2026', '2026-11-24'), 'dateFrom'],
    ['no dateTo', '/api/opening-hours?salonId=M101&dateFrom=2026-11-23', 'dateTo'],
    ['no dateFrom', '/api/opening-hours?salonId=M101&dateTo=2026-11-23', 'dateFrom'],
    ['no salonId', '/api/opening-hours?dateFrom=2026-11-23&dateTo=2026-11-24', 'salonId'],
    ['a salonId that is no salon code', url('101', '2026-11-23', '2026-11-24'), 'salonId'],
  ])('%s is a 400 on the field', async (_name, path, field) => {
    expect(await failure(path)).toEqual({ status: 400, body: { status: 400, code: 'INVALID_VALUE', field } });
  });

  test('an unknown salon is a 404 on salonId', async () => {
    expect(await failure(url('M999999', '2026-11-23', '2026-11-30'))).toEqual({ status: 404, body: { status: 404, code: 'NOT_FOUND', field: 'salonId' } });
  });
});
