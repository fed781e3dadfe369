import type { RecentVisit } from '@salon/contracts/reservations-api';
import { pastVisits } from './recent-visits.ts';

const visit = (id: string, startDateTime: string) => ({ id, startDateTime }) as RecentVisit;

test('only visits that have started, without those listed as upcoming', () => {
  const recent = [visit('future', '2026-11-30T10:00:00'), visit('today-later', '2026-11-25T18:00:00'), visit('past', '2026-11-20T10:00:00'), visit('now', '2026-11-25T12:00:00')];
  expect(pastVisits(recent, new Set(), '2026-11-25T12:00:00').map((v) => v.id)).toEqual(['past', 'now']);
  expect(pastVisits(recent, new Set(['past']), '2026-11-25T12:00:00').map((v) => v.id)).toEqual(['now']);
  expect(pastVisits([visit('future', '2026-11-30T10:00:00')], new Set(), '2026-11-25T12:00:00')).toEqual([]);
});
