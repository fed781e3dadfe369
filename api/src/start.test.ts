import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { VISIT_TOKEN_HEADER, type BookedVisit, type SalonSlots } from '@salon/contracts/reservations-api';
import { readApiConfig } from './config.ts';
import { SALON_ZONE } from './lib/local-time.ts';
import { startApi } from './start.ts';

/*
 * The API as `npm start` runs it: PGlite in a folder, migrated and seeded on first start.
 * Restarting on the same folder keeps every visit and does not seed again.
 */

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-restart-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
});

function config() {
  return readApiConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
}

/** A free slot of M101 from a week ahead on (holidays and Sundays have none). */
async function freeSlot(base: string): Promise<{ hairdresserId: string; dateTime: string }> {
  const start = DateTime.now().setZone(SALON_ZONE).startOf('day').plus({ days: 7 });
  for (let offset = 0; offset < 14; offset++) {
    const date = start.plus({ days: offset }).toISODate();
    const response = await fetch(`${base}/api/reservation-slots?salonId=M101&date=${date}&services=1001`);
    const [salon] = (await response.json()) as SalonSlots[];
    const hairdresser = salon?.hairdressers.find((h) => h.slots.length > 0);
    if (hairdresser) return { hairdresserId: hairdresser.id, dateTime: hairdresser.slots[0]! };
  }
  throw new Error('no free slot at M101 in two weeks');
}

test('a visit booked before a restart is still there after it, and the seed is not repeated', async () => {
  const first = await startApi(config());
  let visitUrl: string;
  let accessToken: string;
  let salonCount: number;
  try {
    const { hairdresserId, dateTime } = await freeSlot(first.url);
    const created = await fetch(`${first.url}/api/visits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        salonId: 'M101',
        serviceId: '1001',
        hairdresserId,
        dateTime,
        contact: { firstName: 'Ewa', lastName: 'Restart', phone: '+48 512 345 678' },
      }),
    });
    expect(created.status).toBe(201);
    visitUrl = created.headers.get('location')!;
    ({ accessToken } = (await created.json()) as BookedVisit);
    salonCount = ((await (await fetch(`${first.url}/api/salons?disabled=true`)).json()) as unknown[]).length;
  } finally {
    await first.app.close();
  }

  const second = await startApi(config());
  try {
    const visit = await fetch(`${second.url}${visitUrl}`, { headers: { [VISIT_TOKEN_HEADER]: accessToken } });
    expect(visit.status).toBe(200);
    expect(await visit.json()).toMatchObject({ contact: { lastName: 'Restart', phone: '+48512345678' }, status: 'ACTIVE' });
    const salons = (await (await fetch(`${second.url}/api/salons?disabled=true`)).json()) as unknown[];
    expect(salons).toHaveLength(salonCount);
  } finally {
    await second.app.close();
  }
});

test('a second API on a folder in use is refused, naming the folder and its process; a crashed owner’s lock is taken over', async () => {
  const first = await startApi(config());
  try {
    await expect(startApi(config())).rejects.toThrow(
      `the database folder ${dataDir} is in use by process ${process.pid}`,
    );
  } finally {
    await first.app.close();
  }
  expect(existsSync(`${dataDir}.lock`)).toBe(false);
  // A process that died without closing (SIGKILL) left its lock: a pid no process has, or
  // this process's own (a container's pid 1 comes back) while it has the folder closed.
  for (const stale of ['2147483646', String(process.pid)]) {
    writeFileSync(`${dataDir}.lock`, stale);
    const next = await startApi(config());
    await next.app.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }
});
