import { DateTime } from 'luxon';
import { SALON_ZONE, localDate } from '../../../lib/local-time.ts';
import { MINIMUM_NOTICE_MINUTES } from '../../../lib/slot-engine.ts';

/*
 * The slot search's answers, kept by everything they are computed from (availability
 * README, "Caching"): a search whose inputs are all the same as an earlier one's gets
 * that answer without running the slot engine again. Nothing here can be stale, because
 * the key holds the inputs themselves: the day's busy intervals as just read from the
 * database (so a booking, a hold or a lapsed hold on any instance makes another key),
 * the very catalogue entries used (a reloaded or invalidated entry is a new object, so
 * another key), and the part of "now" the engine looks at.
 */

const MINUTE_MS = 60_000;
const ids = new WeakMap<object, number>();
let nextId = 0;

/** A number for this object, the same as long as it lives: a catalogue entry's identity. */
function identity(entry: object): number {
  let id = ids.get(entry);
  if (id === undefined) {
    id = nextId++;
    ids.set(entry, id);
  }
  return id;
}

/**
 * What the slot engine reads of "now" for `date`: today's date (the booking horizon),
 * and on the days the minimum notice reaches, the minute now rounds up to. Slots start
 * on whole minutes and the notice is whole minutes, so "start ≥ now + notice" has the
 * same answer for every now within one such minute.
 */
export function nowPart(date: string, now: DateTime): string {
  const { today, noticeReaches } = datesOfMinute(Math.floor(now.toMillis() / MINUTE_MS));
  return date <= noticeReaches ? `${today} ${Math.ceil(now.toMillis() / MINUTE_MS)}` : today;
}

/**
 * Today's date in Warsaw and the date the minimum notice reaches, for an epoch minute:
 * both change only on whole minutes (zone offsets are whole hours), so the last minute's
 * answer is kept (luxon's zone arithmetic costs more than the rest of a memo hit).
 */
let lastMinute: { minute: number; today: string; noticeReaches: string } | undefined;
function datesOfMinute(minute: number): { today: string; noticeReaches: string } {
  if (lastMinute?.minute !== minute) {
    const start = DateTime.fromMillis(minute * MINUTE_MS, { zone: SALON_ZONE });
    lastMinute = { minute, today: localDate(start), noticeReaches: localDate(start.plus({ minutes: MINIMUM_NOTICE_MINUTES })) };
  }
  return lastMinute;
}

/** The key of a search: the same key, the same answer. */
export function searchKey(args: {
  salonIds: readonly string[];
  serviceIds: readonly string[];
  date: string;
  language: string;
  now: DateTime;
  /** The catalogue entries the answer is computed from (salons, services), as the cache gave them. */
  entries: Iterable<object>;
  /** The day's busy intervals as read for this search. */
  busy: readonly { hairdresser_id: string; starts: number | string; ends: number | string }[];
}): string {
  const entries = [...args.entries].map(identity).join(',');
  const busy = args.busy.map((b) => `${b.hairdresser_id}@${b.starts}-${b.ends}`).sort().join(',');
  return [args.salonIds.join(','), args.serviceIds.join(','), args.date, args.language, nowPart(args.date, args.now), entries, busy].join('|');
}

/** A map of at most `maxEntries` answers; full, it starts again empty (a guard, not an eviction policy). */
export class BoundedMemo<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, value);
  }

  clear(): void {
    this.entries.clear();
  }
}
