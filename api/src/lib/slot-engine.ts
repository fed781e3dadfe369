import { DateTime } from 'luxon';
import { DEFAULT_RUNTIME_CONFIG } from '@salon/contracts/runtime-config';
import { SLOT_GRID_MINUTES } from '@salon/contracts/reservations-api';
import { hoursOn, type HoursException, type WeeklyHours } from './opening-hours.ts';
import { SALON_ZONE, atTimeOfDay, formatLocalDateTime, parseLocalDate } from './local-time.ts';

/*
 * The slot engine: which start times one salon can offer on one Warsaw day, per
 * hairdresser. Pure (no database, no clock of its own) so that the slot search, the
 * slot holds and the visits all apply the same rules, and so that the rules can be
 * tested on their own. Everything is computed in epoch milliseconds; wall-clock times
 * (opening hours, schedules) become instants through luxon in the salon's zone, which
 * keeps the spring and autumn clock changes right.
 */

/** A slot must start at least this long after now: the salon needs time to see the booking. */
export const MINIMUM_NOTICE_MINUTES = 30;

const MINUTE_MS = 60_000;
const GRID_MS = SLOT_GRID_MINUTES * MINUTE_MS;

/** A working-day row of a hairdresser (hairdresser_schedules); ISO weekday, 1 = Monday. */
export interface ScheduleRow {
  weekday: number;
  /** 'HH:mm:ss' or 'HH:mm' */
  starts_at: string;
  ends_at: string;
}

export interface EngineHairdresser {
  id: string;
  name: string;
  /** Service categories this person does. */
  categories: readonly string[];
  active: boolean;
  /** The weekly rows; only the one of the day's weekday matters. */
  schedule: readonly ScheduleRow[];
  /** Days off, 'yyyy-MM-dd'. */
  daysOff: readonly string[];
}

/** Time a hairdresser is taken: an active reservation or a live hold. */
export interface BusyInterval {
  hairdresserId: string;
  startsAt: Date;
  endsAt: Date;
}

export interface SlotEngineInput {
  /** The Warsaw calendar day, 'yyyy-MM-dd'. */
  date: string;
  /** Now, from the app's clock. */
  now: DateTime;
  /** Total minutes of the services, done one after the other by one hairdresser. */
  durationMinutes: number;
  /** Categories of the services; a hairdresser must do every one of them. */
  categories: readonly string[];
  salon: {
    /** False while the salon is temporarily closed. */
    open: boolean;
    weekly: readonly WeeklyHours[];
    exceptions: readonly HoursException[];
  };
  hairdressers: readonly EngineHairdresser[];
  busy: readonly BusyInterval[];
  /** Defaults to the runtime configuration's booking horizon (180 days). */
  maxDaysAhead?: number;
  /** Defaults to MINIMUM_NOTICE_MINUTES. */
  noticeMinutes?: number;
}

export interface HairdresserDay {
  id: string;
  name: string;
  /** Start times in ascending order, in the salon's zone. */
  slots: DateTime[];
}

/**
 * Whether a day can be booked at all: not before today and at most `maxDaysAhead`
 * days after it (today counts as day 0), both in Warsaw.
 */
export function isWithinHorizon(
  date: string,
  now: DateTime,
  maxDaysAhead: number = DEFAULT_RUNTIME_CONFIG.booking.maxReservationBoundaryInDays,
): boolean {
  const today = now.setZone(SALON_ZONE).toISODate()!;
  // ISO dates compare as strings.
  return date >= today && date <= lastBookableDay(`${today} ${maxDaysAhead}`);
}

/*
 * luxon computes a zone's offset through Intl on every DateTime it makes in that zone
 * (several microseconds each); a city search makes thousands of slot instants but only
 * a few dozen distinct ones. These memos, keyed by value and bounded, make each distinct
 * day, time of day and instant once; the functions stay pure.
 */
const MEMO_LIMIT = 20_000;
function memo<K, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= MEMO_LIMIT) cache.clear();
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}

/** The instant as a DateTime in the salon's zone. */
const zoned = memo((ms: number) => DateTime.fromMillis(ms, { zone: SALON_ZONE }));
/** The start of a Warsaw day; null when it is no date. */
const localDay = memo((date: string) => parseLocalDate(date));

export interface WarsawDay {
  /** 'yyyy-MM-dd' */
  date: string;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  /** Its first instant and the first instant of the next day (23 or 25 hours later on a clock change). */
  startMs: number;
  endMs: number;
}

/** A Warsaw calendar day from 'yyyy-MM-dd'; null when it is no such date. Memoized. */
export const warsawDay: (date: string) => WarsawDay | null = memo((date: string) => {
  const day = localDay(date);
  return day ? { date, weekday: day.weekday, startMs: day.toMillis(), endMs: day.plus({ days: 1 }).toMillis() } : null;
});
/** A time of day on a Warsaw day as epoch milliseconds; '24:00' is the end of the day. */
const instantAt = memo((key: string) => {
  const [date = '', time = ''] = key.split(' ');
  const day = localDay(date)!;
  return time.startsWith('24') ? day.plus({ days: 1 }).startOf('day').toMillis() : atTimeOfDay(day, time).toMillis();
});

/**
 * A slot as the API writes it, 'yyyy-MM-ddTHH:mm:ss' in Warsaw. Memoized like the
 * instants: luxon's toFormat costs more than the whole engine run of a salon.
 */
export const formatSlot: (slot: DateTime) => string = (() => {
  const text = memo((ms: number) => formatLocalDateTime(zoned(ms)));
  return (slot: DateTime) => text(slot.toMillis());
})();

/** 'yyyy-MM-dd n' → the day n days after that one. */
const lastBookableDay = memo((key: string) => {
  const [today = '', days = '0'] = key.split(' ');
  return localDay(today)!.plus({ days: Number(days) }).toISODate()!;
});

/** The first instant at or after `ms` that is on the local grid (quarter hours of the wall clock). */
function firstOnGrid(ms: number): number {
  // The offset of the zone at that instant; Warsaw's offsets are whole hours, so the
  // grid of the wall clock stays the grid across a clock change.
  const offsetMs = zoned(ms).offset * MINUTE_MS;
  return Math.ceil((ms + offsetMs) / GRID_MS) * GRID_MS - offsetMs;
}

const doesAll = (hairdresser: EngineHairdresser, categories: readonly string[]) =>
  categories.every((category) => hairdresser.categories.includes(category));

/**
 * Start times per hairdresser for one salon and one day. Lists every active hairdresser
 * who does all the categories (in the input order), with no slots when they do not work
 * that day, have a day off, the salon is closed, or the day is outside the horizon. A
 * start is offered when [start, start + duration) lies within the hairdresser's
 * schedule and the salon's hours of that day, overlaps none of their busy intervals,
 * starts on the grid and at least the minimum notice after now.
 */
export function computeDaySlots(input: SlotEngineInput): HairdresserDay[] {
  const eligible = input.hairdressers.filter((h) => h.active && doesAll(h, input.categories));
  const none = () => eligible.map(({ id, name }) => ({ id, name, slots: [] as DateTime[] }));

  const day = localDay(input.date);
  if (!day || input.durationMinutes <= 0) return none();
  if (!isWithinHorizon(input.date, input.now, input.maxDaysAhead)) return none();
  const hours = hoursOn(day, input.salon.weekly, input.salon.exceptions, input.salon.open);
  if (!hours.open) return none();

  const opensAt = instantAt(`${input.date} ${hours.from}`);
  const closesAt = instantAt(`${input.date} ${hours.to}`);
  const durationMs = input.durationMinutes * MINUTE_MS;
  const earliest = input.now.toMillis() + (input.noticeMinutes ?? MINIMUM_NOTICE_MINUTES) * MINUTE_MS;

  const busyByHairdresser = new Map<string, { start: number; end: number }[]>();
  for (const interval of input.busy) {
    const list = busyByHairdresser.get(interval.hairdresserId) ?? [];
    list.push({ start: interval.startsAt.getTime(), end: interval.endsAt.getTime() });
    busyByHairdresser.set(interval.hairdresserId, list);
  }

  return eligible.map(({ id, name, schedule, daysOff }) => {
    const slots: DateTime[] = [];
    const shift = schedule.find((row) => row.weekday === day.weekday);
    if (!shift || daysOff.includes(input.date)) return { id, name, slots };
    const from = Math.max(opensAt, instantAt(`${input.date} ${shift.starts_at}`));
    const to = Math.min(closesAt, instantAt(`${input.date} ${shift.ends_at}`));
    const busy = (busyByHairdresser.get(id) ?? []).sort((a, b) => a.start - b.start);
    let next = 0; // busy intervals before this index end before the current start
    for (let start = firstOnGrid(from); start + durationMs <= to; start += GRID_MS) {
      if (start < earliest) continue;
      const end = start + durationMs;
      while (next < busy.length && busy[next]!.end <= start) next += 1;
      let free = true;
      for (let i = next; i < busy.length && busy[i]!.start < end; i += 1) {
        if (busy[i]!.end > start) {
          free = false;
          break;
        }
      }
      if (free) slots.push(zoned(start));
    }
    return { id, name, slots };
  });
}
