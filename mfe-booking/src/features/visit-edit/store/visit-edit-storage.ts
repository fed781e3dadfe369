import {
  hasBegun,
  malformed,
  parseWith,
  readHairdresser,
  readInstant,
  readLocalDateTime,
  readNamed,
  readNullable,
  readObject,
  readSessionRecord,
  readText,
  writeSessionRecord,
  type SessionRecord,
} from '../../../lib/session-record.ts';
import { DRAFT_MAX_AGE_MS } from '../../../lib/reservation-draft-storage.ts';
import { initialVisitEdit, type VisitEditState } from './visit-edit-slice.ts';

/*
 * The edit of a visit across a reload or the Back button (decision 0025): which visit,
 * and the new service, time, hairdresser and hold, in the tab's sessionStorage. The
 * visit itself (its contact is personal data) is not kept: the step's address names it
 * (`?visitId=`) and it is loaded again, with the access this browser has to it.
 */

/** The sessionStorage key; a new stored shape takes a new version and ignores this one. */
export const VISIT_EDIT_STORAGE_KEY = 'salon:booking-visit-edit:v1';

/** As the booking draft: choices untouched for longer are dropped. */
export const VISIT_EDIT_MAX_AGE_MS = DRAFT_MAX_AGE_MS;

export type StoredVisitEdit = Omit<VisitEditState, 'visit'> & { visitId: string };

function readStoredEdit(value: unknown, now: number): StoredVisitEdit {
  const record = readObject(value);
  const stored: StoredVisitEdit = {
    visitId: readText(record.visitId),
    service: readNullable(record.service, readNamed),
    date: readNullable(record.date, readLocalDateTime),
    hairdresser: readNullable(record.hairdresser, readHairdresser),
    holdId: readNullable(record.holdId, readText),
    holdExpiresAt: readNullable(record.holdExpiresAt, readInstant),
  };
  // The slice's own rules: a hold goes with a time, an expiry with a hold.
  if ((stored.holdId && !stored.date) || (stored.holdExpiresAt && !stored.holdId)) malformed();
  // A time that has begun cannot be moved to: it goes with its hairdresser and hold.
  if (stored.date && hasBegun(stored.date, now)) {
    return { ...stored, date: null, hairdresser: null, holdId: null, holdExpiresAt: null };
  }
  return stored;
}

const editRecord: SessionRecord<StoredVisitEdit> = {
  key: VISIT_EDIT_STORAGE_KEY,
  maxAgeMs: VISIT_EDIT_MAX_AGE_MS,
  parse: parseWith(readStoredEdit),
};

/**
 * The edit this tab kept, as the store's first state (the visit not loaded yet), or
 * null when there is none, or it was damaged or stale (it is then removed).
 */
export function restoreVisitEdit(storage: Storage, now: number): VisitEditState | null {
  const stored = readSessionRecord(storage, editRecord, now);
  return stored ? { ...initialVisitEdit, ...stored } : null;
}

/** Keeps the edit as of `now`; no visit being edited (after the edit or a reset) removes it. */
export function saveVisitEdit(storage: Storage, edit: VisitEditState, now: number): void {
  const stored: StoredVisitEdit | null = edit.visitId
    ? {
        visitId: edit.visitId,
        service: edit.service,
        date: edit.date,
        hairdresser: edit.hairdresser,
        holdId: edit.holdId,
        holdExpiresAt: edit.holdExpiresAt,
      }
    : null;
  writeSessionRecord(storage, VISIT_EDIT_STORAGE_KEY, stored, now);
}
