import { localIsoToMillis } from '@salon/i18n';

/*
 * A value this tab keeps across reloads and the Back button (decision 0025): the booking
 * draft and the visit being edited. It lives in sessionStorage, which is the tab's own
 * (another tab, a shared link or a closed tab starts without it), as JSON with the time
 * it was saved. What is read back is untrusted: a value that does not parse, does not
 * pass its check or is older than its limit is removed and the caller starts afresh.
 * Storage may be unavailable (disabled, full): then nothing is kept and nothing breaks.
 */

/** How a record is stored: its key, how long it lives since it was last saved, and its check. */
export interface SessionRecord<T> {
  /** The storage key, with the shape's version in it (`…:v1`): a new shape takes a new key and never reads an older one. */
  key: string;
  /** Milliseconds after the last save beyond which the value is stale and dropped. */
  maxAgeMs: number;
  /** The value from its stored JSON, or null when it is not one (a hand-edited or damaged entry). */
  parse(value: unknown, now: number): T | null;
}

/** What is written under the key. */
interface Envelope {
  savedAt: number;
  value: unknown;
}

/** A clock set back a little (another tab, a time sync) must not make a fresh value look as if it came from the future. */
const CLOCK_SLACK_MS = 60_000;

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).savedAt === 'number' &&
  Number.isFinite((value as Record<string, unknown>).savedAt) &&
  'value' in value;

function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Unavailable storage holds nothing to remove.
  }
}

/**
 * The record's value as last saved, or null when there is none. A value that cannot be
 * read, fails its check, or was saved more than `maxAgeMs` before `now` is removed, so
 * the next reload does not meet it again.
 */
export function readSessionRecord<T>(storage: Storage, record: SessionRecord<T>, now: number): T | null {
  let raw: string | null;
  try {
    raw = storage.getItem(record.key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let envelope: unknown;
  try {
    envelope = JSON.parse(raw);
  } catch {
    envelope = null;
  }
  const fresh = (saved: Envelope) => saved.savedAt <= now + CLOCK_SLACK_MS && now - saved.savedAt <= record.maxAgeMs;
  const value = isEnvelope(envelope) && fresh(envelope) ? record.parse(envelope.value, now) : null;
  if (value === null) remove(storage, record.key);
  return value;
}

/** Saves `value` under the record's key as of `now`; null removes it. */
export function writeSessionRecord(storage: Storage, key: string, value: unknown, now: number): void {
  if (value === null) {
    remove(storage, key);
    return;
  }
  const envelope: Envelope = { savedAt: now, value };
  try {
    storage.setItem(key, JSON.stringify(envelope));
  } catch {
    // Full or unavailable storage: the value lives in memory only, as before decision 0025.
  }
}

/** The tab's sessionStorage, or null where the browser refuses it (storage disabled, no window). */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/*
 * Readers for values read back from storage: each returns the value when it has the
 * expected shape and throws MalformedRecord when it does not; `parseWith` turns a
 * reader into a record's `parse`, so any wrong part makes the whole value ignored.
 */

/** A stored value of the wrong shape. */
export class MalformedRecord extends Error {}

export function malformed(): never {
  throw new MalformedRecord('a stored value has the wrong shape');
}

/** A record's `parse` from a reader that throws MalformedRecord: null on a wrong shape. */
export function parseWith<T>(read: (value: unknown, now: number) => T): (value: unknown, now: number) => T | null {
  return (value, now) => {
    try {
      return read(value, now);
    } catch (error) {
      if (error instanceof MalformedRecord) return null;
      throw error;
    }
  };
}

/** A plain JSON object. */
export function readObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : malformed();
}

/** A non-empty string of sane length (names, ids). */
export function readText(value: unknown): string {
  return typeof value === 'string' && value !== '' && value.length <= 1000 ? value : malformed();
}

/** An object with an id and a name (a service, a salon). */
export function readNamed(value: unknown): { id: string; name: string } {
  const named = readObject(value);
  return { id: readText(named.id), name: readText(named.name) };
}

/** A chosen hairdresser: an id and a name, each null for "any". */
export function readHairdresser(value: unknown): { id: string | null; name: string | null } {
  const hairdresser = readObject(value);
  return { id: readNullable(hairdresser.id, readText), name: readNullable(hairdresser.name, readText) };
}

export function readFlag(value: unknown): boolean {
  return typeof value === 'boolean' ? value : malformed();
}

/** Null, or what `read` reads. */
export function readNullable<T>(value: unknown, read: (value: unknown) => T): T | null {
  return value === null ? null : read(value);
}

/** A list of what `read` reads, of sane length. */
export function readList<T>(value: unknown, read: (value: unknown) => T): T[] {
  return Array.isArray(value) && value.length <= 500 ? value.map(read) : malformed();
}

/** A salon-local date-time as the API sends it (`yyyy-MM-ddTHH:mm:ss`), a real one. */
export function readLocalDateTime(value: unknown): string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value) && localIsoToMillis(value) !== null ? value : malformed();
}

/** Whether a salon-local date-time (one `readLocalDateTime` accepted) has begun at `now` (epoch ms). */
export function hasBegun(localDateTime: string, now: number): boolean {
  return (localIsoToMillis(localDateTime) ?? 0) <= now;
}

/** An instant with its offset or Z, as the API's `expiresAt` is. */
export function readInstant(value: unknown): string {
  const shaped = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
  return shaped && !Number.isNaN(Date.parse(value)) ? value : malformed();
}
