import { initialVisitEdit, type VisitEditState } from './visit-edit-slice.ts';
import { restoreVisitEdit, saveVisitEdit, VISIT_EDIT_MAX_AGE_MS, VISIT_EDIT_STORAGE_KEY } from './visit-edit-storage.ts';
import { testVisit } from '../lib/test-visit.ts';

const MINUTE = 60_000;
/** 1 December 2026, 10:00 in Warsaw. */
const NOW = Date.parse('2026-12-01T09:00:00Z');
const HOLD = '3b0c8a1e-1b2c-4d3e-8f40-5a6b7c8d9e0f';
const visit = testVisit();

/** An edit at the confirm step: a new service and a new time, held until 10:10 today. */
const atConfirm: VisitEditState = {
  visitId: visit.id,
  visit,
  service: { id: '1003', name: 'Koloryzacja' },
  date: '2026-12-03T14:30:00',
  hairdresser: { id: 'H1202', name: 'Beata Lis' },
  holdId: HOLD,
  holdExpiresAt: '2026-12-01T10:10:00.000+01:00',
};

const storage = window.sessionStorage;

beforeEach(() => storage.clear());

describe('the edit of a visit in the tab', () => {
  it('comes back after a reload with its choices, the visit itself to be loaded again', () => {
    saveVisitEdit(storage, atConfirm, NOW);
    expect(restoreVisitEdit(storage, NOW + 5 * MINUTE)).toEqual({ ...atConfirm, visit: null });
  });

  it('does not keep the visit, whose contact is personal data', () => {
    saveVisitEdit(storage, atConfirm, NOW);
    expect(storage.getItem(VISIT_EDIT_STORAGE_KEY)).not.toMatch(/Ewa|Nowak|600100200/);
  });

  it('no visit being edited (after the edit, a reset) removes it', () => {
    saveVisitEdit(storage, atConfirm, NOW);
    saveVisitEdit(storage, initialVisitEdit, NOW);
    expect(storage.getItem(VISIT_EDIT_STORAGE_KEY)).toBeNull();
  });

  it('expires when untouched for longer than its limit', () => {
    saveVisitEdit(storage, atConfirm, NOW);
    expect(restoreVisitEdit(storage, NOW + VISIT_EDIT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.getItem(VISIT_EDIT_STORAGE_KEY)).toBeNull();
  });

  it('drops a new time that has begun, with its hairdresser and hold, and keeps the rest', () => {
    saveVisitEdit(storage, { ...atConfirm, date: '2026-12-01T10:15:00' }, NOW);
    expect(restoreVisitEdit(storage, NOW + 20 * MINUTE)).toEqual({
      ...initialVisitEdit,
      visitId: visit.id,
      service: atConfirm.service,
    });
  });

  it.each<[string, (value: Record<string, unknown>) => void]>([
    ['no visit id', (value) => delete value.visitId],
    ['a service without a name', (value) => (value.service = { id: '1003' })],
    ['a hairdresser id that is a number', (value) => (value.hairdresser = { id: 7, name: 'Beata Lis' })],
    ['a date that is not a local date-time', (value) => (value.date = 'jutro')],
    ['a hold without a time', (value) => (value.date = null)],
    ['an expiry without a hold', (value) => (value.holdId = null)],
  ])('ignores and removes a stored edit with %s', (_case, spoil) => {
    saveVisitEdit(storage, atConfirm, NOW);
    const entry = JSON.parse(storage.getItem(VISIT_EDIT_STORAGE_KEY)!) as { value: Record<string, unknown> };
    spoil(entry.value);
    storage.setItem(VISIT_EDIT_STORAGE_KEY, JSON.stringify(entry));
    expect(restoreVisitEdit(storage, NOW)).toBeNull();
    expect(storage.getItem(VISIT_EDIT_STORAGE_KEY)).toBeNull();
  });
});
