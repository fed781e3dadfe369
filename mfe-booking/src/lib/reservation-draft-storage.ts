import {
  initialReservationDraft,
  type DraftArea,
  type DraftSalon,
  type DraftService,
  type Price,
  type ReservationDraft,
} from './reservation-draft-slice.ts';
import {
  hasBegun,
  malformed,
  parseWith,
  readFlag,
  readHairdresser,
  readInstant,
  readList,
  readLocalDateTime,
  readNamed,
  readNullable,
  readObject,
  readSessionRecord,
  readText,
  writeSessionRecord,
  type SessionRecord,
} from './session-record.ts';

/*
 * The booking draft across a reload or the Back button (decision 0025): the choices
 * (area, service, salon, time, hairdresser, the slot's hold and when it lapses), kept in
 * the tab's sessionStorage. Not kept: the contact (personal data, and typed again or
 * taken from the profile or the remembered contact), the customer's position (0015:
 * never stored), an error (it belongs to the submit that caused it) and a finished
 * booking (the visit has its own page; a reload there starts no draft).
 */

/** The sessionStorage key; a new stored shape takes a new version and ignores this one. */
export const DRAFT_STORAGE_KEY = 'salon:booking-draft:v1';

/**
 * A draft untouched for longer is dropped: three times the hold (10 minutes), long
 * enough for a pause in the middle of booking, short enough that a tab restored the next
 * day does not come back with yesterday's time.
 */
export const DRAFT_MAX_AGE_MS = 30 * 60_000;

/** The part of the draft that is kept. */
export type StoredDraft = Pick<
  ReservationDraft,
  | 'area'
  | 'service'
  | 'salon'
  | 'salonChosen'
  | 'date'
  | 'holdId'
  | 'holdExpiresAt'
  | 'availableAreas'
  | 'hairdresser'
  | 'isLastVisitFromCard'
  | 'editing'
>;

function readPrice(value: unknown): Price {
  const price = readObject(value);
  if (typeof price.value !== 'number' || !Number.isFinite(price.value)) malformed();
  return { value: price.value, currency: readText(price.currency) };
}

function readArea(value: unknown): DraftArea {
  const stored = readObject(value);
  const area: DraftArea = { code: readText(stored.code), name: readText(stored.name) };
  if (stored.virtual !== undefined) area.virtual = readFlag(stored.virtual);
  return area;
}

function readService(value: unknown): DraftService {
  const stored = readObject(value);
  const service: DraftService = readNamed(stored);
  if (stored.duration !== undefined) {
    const { duration } = stored;
    service.duration = typeof duration === 'number' && Number.isInteger(duration) && duration > 0 ? duration : malformed();
  }
  if (stored.price !== undefined) service.price = readNullable(stored.price, readPrice);
  return service;
}

function readSalon(value: unknown): DraftSalon {
  const stored = readObject(value);
  const salon: DraftSalon = readNamed(stored);
  if (stored.services !== undefined) salon.services = readList(stored.services, readText);
  if (stored.servicePrice !== undefined) salon.servicePrice = readNullable(stored.servicePrice, readPrice);
  return salon;
}

function readStoredDraft(value: unknown): StoredDraft {
  const stored = readObject(value);
  const draft: StoredDraft = {
    area: readNullable(stored.area, readArea),
    service: readNullable(stored.service, readService),
    salon: readNullable(stored.salon, readSalon),
    salonChosen: readFlag(stored.salonChosen),
    date: readNullable(stored.date, readLocalDateTime),
    holdId: readNullable(stored.holdId, readText),
    holdExpiresAt: readNullable(stored.holdExpiresAt, readInstant),
    availableAreas: readNullable(stored.availableAreas, (codes) => readList(codes, readText)),
    hairdresser: readNullable(stored.hairdresser, readHairdresser),
    isLastVisitFromCard: readFlag(stored.isLastVisitFromCard),
    editing: readFlag(stored.editing),
  };
  // The slice's own rules: a time needs its salon and service, a hold its time, an expiry its hold.
  if (draft.date && (!draft.salon || !draft.service)) malformed();
  if (draft.holdId && !draft.date) malformed();
  if (draft.holdExpiresAt && !draft.holdId) malformed();
  if (draft.salonChosen && !draft.salon) malformed();
  return draft;
}

/**
 * A time that has begun cannot be booked any more: it goes with its hold and, as a new
 * service would drop it, a salon that only came with it (and the salon's hairdresser).
 */
function withoutPastSlot(draft: StoredDraft, now: number): StoredDraft {
  if (!draft.date || !hasBegun(draft.date, now)) return draft;
  const salonStays = draft.salonChosen;
  return {
    ...draft,
    date: null,
    holdId: null,
    holdExpiresAt: null,
    salon: salonStays ? draft.salon : null,
    hairdresser: salonStays ? draft.hairdresser : null,
  };
}

const draftRecord: SessionRecord<StoredDraft> = {
  key: DRAFT_STORAGE_KEY,
  maxAgeMs: DRAFT_MAX_AGE_MS,
  parse: parseWith((value, now) => withoutPastSlot(readStoredDraft(value), now)),
};

/** Whether the draft holds anything worth bringing back. */
function hasChoices(draft: StoredDraft): boolean {
  return draft.area !== null || draft.service !== null || draft.salon !== null || draft.availableAreas !== null;
}

/**
 * The draft this tab kept, as the store's first state, or null when there is none (or
 * it was damaged, of another version, or stale: it is then removed). A hold that lapsed
 * meanwhile is kept with its expiry, so the final form can say so.
 */
export function restoreDraft(storage: Storage, now: number): ReservationDraft | null {
  const stored = readSessionRecord(storage, draftRecord, now);
  if (!stored || !hasChoices(stored)) return null;
  return { ...initialReservationDraft, ...stored };
}

/** Keeps the draft's choices as of `now`; an empty or finished draft removes them. */
export function saveDraft(storage: Storage, draft: ReservationDraft, now: number): void {
  const stored: StoredDraft = {
    area: draft.area,
    service: draft.service,
    salon: draft.salon,
    salonChosen: draft.salonChosen,
    date: draft.date,
    holdId: draft.holdId,
    holdExpiresAt: draft.holdExpiresAt,
    availableAreas: draft.availableAreas,
    hairdresser: draft.hairdresser,
    isLastVisitFromCard: draft.isLastVisitFromCard,
    editing: draft.editing,
  };
  const keep = draft.stage !== 'finished' && hasChoices(stored);
  writeSessionRecord(storage, DRAFT_STORAGE_KEY, keep ? stored : null, now);
}
