import { DateTime } from 'luxon';
import { SLOT_GRID_MINUTES } from '@salon/contracts/reservations-api';
import { SALON_ZONE, formatLocalDateTime } from './local-time.ts';
import {
  MINIMUM_NOTICE_MINUTES,
  computeDaySlots,
  isWithinHorizon,
  type BusyInterval,
  type EngineHairdresser,
  type SlotEngineInput,
} from './slot-engine.ts';

const at = (local: string) => DateTime.fromISO(local, { zone: SALON_ZONE });
const instant = (local: string) => at(local).toJSDate();

/** Mon–Fri 09:00–20:00, Sat 09:00–16:00, Sunday closed (like M101). */
const WEEK = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens_at: '09:00:00', closes_at: '20:00:00' }));
const SALON = { open: true, weekly: [...WEEK, { weekday: 6, opens_at: '09:00:00', closes_at: '16:00:00' }], exceptions: [] };

const anna: EngineHairdresser = {
  id: 'H1',
  name: 'Anna',
  categories: ['HAIRDRESSING', 'COSMETICS'],
  active: true,
  schedule: [
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, starts_at: '09:00:00', ends_at: '17:00:00' })),
    { weekday: 6, starts_at: '09:00:00', ends_at: '14:00:00' },
  ],
  daysOff: [],
};
const bartek: EngineHairdresser = {
  id: 'H2',
  name: 'Bartek',
  categories: ['HAIRDRESSING', 'BARBER'],
  active: true,
  schedule: [2, 3].map((weekday) => ({ weekday, starts_at: '12:00:00', ends_at: '20:00:00' })),
  daysOff: ['2026-11-25'],
};

/** Monday 2026-11-23 08:00, the API tests' "now"; the day asked is Tuesday 2026-11-24. */
const base: SlotEngineInput = {
  date: '2026-11-24',
  now: at('2026-11-23T08:00'),
  durationMinutes: 60,
  categories: ['HAIRDRESSING'],
  salon: SALON,
  hairdressers: [anna, bartek],
  busy: [],
};

const run = (overrides: Partial<SlotEngineInput>) =>
  Object.fromEntries(computeDaySlots({ ...base, ...overrides }).map((h) => [h.id, h.slots.map((s) => formatLocalDateTime(s))]));

/** Every quarter hour from `first` to `last` on a day, inclusive, as the API writes them. */
function quarters(date: string, first: string, last: string): string[] {
  const out: string[] = [];
  for (let t = at(`${date}T${first}`); t <= at(`${date}T${last}`); t = t.plus({ minutes: 15 })) out.push(formatLocalDateTime(t));
  return out;
}

describe('grid and duration', () => {
  test('quarter-hour starts within the working window, the last one ending at its close', () => {
    const slots = run({});
    expect(SLOT_GRID_MINUTES).toBe(15);
    expect(slots.H1).toEqual(quarters('2026-11-24', '09:00', '16:00'));
    expect(slots.H1).toHaveLength(29);
    // Bartek works 12:00–20:00 on Tuesdays; the salon closes at 20:00.
    expect(slots.H2).toEqual(quarters('2026-11-24', '12:00', '19:00'));
  });

  test('a longer service keeps its end inside the window', () => {
    expect(run({ durationMinutes: 120 }).H1?.at(-1)).toBe('2026-11-24T15:00:00');
    expect(run({ durationMinutes: 180 }).H2?.at(-1)).toBe('2026-11-24T17:00:00');
    // Eight hours fit exactly once; more do not fit at all.
    expect(run({ durationMinutes: 480 }).H1).toEqual(['2026-11-24T09:00:00']);
    expect(run({ durationMinutes: 495 }).H1).toEqual([]);
  });

  test('a window starting off the grid starts at the next quarter', () => {
    const late = { ...anna, schedule: [{ weekday: 2, starts_at: '09:10:00', ends_at: '12:00:00' }] };
    expect(run({ hairdressers: [late], durationMinutes: 45 }).H1).toEqual(quarters('2026-11-24', '09:15', '11:15'));
  });

  test('the window is the schedule within the opening hours', () => {
    const early = { ...anna, schedule: [{ weekday: 6, starts_at: '07:00:00', ends_at: '18:00:00' }] };
    // Saturday 2026-11-28: the salon opens 09:00–16:00.
    expect(run({ hairdressers: [early], date: '2026-11-28' }).H1).toEqual(quarters('2026-11-28', '09:00', '15:00'));
  });
});

describe('busy intervals', () => {
  const busy = (hairdresserId: string, from: string, to: string): BusyInterval => ({
    hairdresserId,
    startsAt: instant(`2026-11-24T${from}`),
    endsAt: instant(`2026-11-24T${to}`),
  });

  test('no start overlaps a reservation or hold; touching ends are fine', () => {
    const slots = run({ busy: [busy('H1', '10:00', '11:00'), busy('H1', '14:30', '14:45')] });
    expect(slots.H1).toEqual([
      '2026-11-24T09:00:00',
      ...quarters('2026-11-24', '11:00', '13:30'),
      ...quarters('2026-11-24', '14:45', '16:00'),
    ]);
    // Bartek is not taken by Anna's bookings.
    expect(slots.H2).toHaveLength(29);
  });

  test('overlapping and unsorted intervals are all respected', () => {
    const slots = run({
      busy: [busy('H1', '13:00', '17:00'), busy('H1', '09:30', '10:30'), busy('H1', '09:45', '10:00')],
    });
    expect(slots.H1).toEqual(quarters('2026-11-24', '10:30', '12:00'));
  });

  test('a busy interval covering the whole day leaves nothing', () => {
    expect(run({ busy: [busy('H1', '00:00', '23:45')] }).H1).toEqual([]);
  });
});

describe('minimum notice', () => {
  test('is 30 minutes', () => {
    expect(MINIMUM_NOTICE_MINUTES).toBe(30);
  });

  test('a start must be at least the notice after now', () => {
    expect(run({ now: at('2026-11-24T09:20') }).H1?.[0]).toBe('2026-11-24T10:00:00');
    expect(run({ now: at('2026-11-24T09:30') }).H1?.[0]).toBe('2026-11-24T10:00:00');
    expect(run({ now: at('2026-11-24T09:31') }).H1?.[0]).toBe('2026-11-24T10:15:00');
    expect(run({ now: at('2026-11-24T15:31') }).H1).toEqual([]);
    expect(run({ now: at('2026-11-24T09:20'), noticeMinutes: 0 }).H1?.[0]).toBe('2026-11-24T09:30:00');
  });

  test('"now" in another zone is the same instant', () => {
    const utc = at('2026-11-24T09:20').setZone('UTC');
    expect(run({ now: utc }).H1?.[0]).toBe('2026-11-24T10:00:00');
  });
});

describe('horizon', () => {
  const now = at('2026-11-23T23:30');

  test('today up to today + 180 days', () => {
    expect(isWithinHorizon('2026-11-23', now)).toBe(true);
    expect(isWithinHorizon('2027-05-22', now)).toBe(true); // day 180
    expect(isWithinHorizon('2027-05-23', now)).toBe(false); // day 181
    expect(isWithinHorizon('2026-11-22', now)).toBe(false);
    // Today is the Warsaw day: 23:30 UTC on the 23rd is already the 24th there.
    expect(isWithinHorizon('2026-11-23', at('2026-11-24T00:30'))).toBe(false);
  });

  test('a day beyond it or in the past has no slots, hairdressers are still listed', () => {
    // From Thursday 2026-11-26, day 180 is Tuesday 2027-05-25 and day 181 Wednesday 2027-05-26.
    const thursday = at('2026-11-26T08:00');
    expect(run({ now: thursday, date: '2027-05-25' }).H1).toHaveLength(29);
    expect(run({ now: thursday, date: '2027-05-26' })).toEqual({ H1: [], H2: [] });
    expect(run({ now: at('2026-11-25T08:00'), date: '2026-11-24' })).toEqual({ H1: [], H2: [] });
    // Friday 2026-11-27 is day 4 from Monday the 23rd.
    expect(run({ date: '2026-11-27', maxDaysAhead: 4 }).H1).toHaveLength(29);
    expect(run({ date: '2026-11-27', maxDaysAhead: 3 }).H1).toEqual([]);
  });
});

describe('who works', () => {
  test('a day off leaves that hairdresser without slots', () => {
    const wednesday = run({ date: '2026-11-25' });
    expect(wednesday.H2).toEqual([]);
    expect(wednesday.H1).toHaveLength(29);
  });

  test('a weekday without a schedule row leaves no slots', () => {
    // Bartek works Tuesdays and Wednesdays only.
    expect(run({ date: '2026-11-26' }).H2).toEqual([]);
  });

  test('only active hairdressers doing every category are listed', () => {
    const inactive = { ...anna, id: 'H3', active: false };
    expect(Object.keys(run({ hairdressers: [anna, bartek, inactive] }))).toEqual(['H1', 'H2']);
    expect(Object.keys(run({ categories: ['COSMETICS'] }))).toEqual(['H1']);
    expect(Object.keys(run({ categories: ['HAIRDRESSING', 'BARBER'] }))).toEqual(['H2']);
    expect(Object.keys(run({ categories: ['COSMETICS', 'BARBER'] }))).toEqual([]);
  });
});

describe('opening hours', () => {
  test('Sunday is closed', () => {
    expect(run({ date: '2026-11-29' })).toEqual({ H1: [], H2: [] });
  });

  test('a holiday exception closes the day', () => {
    const salon = { ...SALON, exceptions: [{ day: '2026-11-24', opens_at: null, closes_at: null }] };
    expect(run({ salon })).toEqual({ H1: [], H2: [] });
    // Other days stay open.
    expect(run({ salon, date: '2026-11-25' }).H1).toHaveLength(29);
  });

  test('a short-day exception narrows the window', () => {
    const salon = { ...SALON, exceptions: [{ day: '2026-11-24', opens_at: '10:00:00', closes_at: '13:00:00' }] };
    const slots = run({ salon });
    expect(slots.H1).toEqual(quarters('2026-11-24', '10:00', '12:00'));
    expect(slots.H2).toEqual(['2026-11-24T12:00:00']);
  });

  test('an exception can open a day the week keeps closed', () => {
    const salon = { ...SALON, exceptions: [{ day: '2026-11-29', opens_at: '10:00:00', closes_at: '14:00:00' }] };
    const sundayShift = { ...anna, schedule: [{ weekday: 7, starts_at: '09:00:00', ends_at: '18:00:00' }] };
    expect(run({ salon, date: '2026-11-29', hairdressers: [sundayShift] }).H1).toEqual(quarters('2026-11-29', '10:00', '13:00'));
  });

  test('a temporarily closed salon has no slots', () => {
    expect(run({ salon: { ...SALON, open: false } })).toEqual({ H1: [], H2: [] });
  });
});

describe('clock changes', () => {
  // Open every day so that the Sundays of the changes can be booked.
  const everyDay = {
    open: true,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens_at: '00:00:00', closes_at: '23:00:00' })),
    exceptions: [],
  };
  const night = { ...anna, schedule: [{ weekday: 7, starts_at: '01:00:00', ends_at: '05:00:00' }] };
  const dayShift = { ...anna, schedule: [{ weekday: 7, starts_at: '09:00:00', ends_at: '17:00:00' }] };

  test('spring forward (2027-03-28): the skipped hour has no slots, the window is an hour shorter', () => {
    const input = { ...base, salon: everyDay, date: '2027-03-28', now: at('2027-03-20T08:00'), hairdressers: [night] };
    const slots = computeDaySlots(input)[0]!.slots;
    expect(slots.map((s) => formatLocalDateTime(s))).toEqual([
      ...quarters('2027-03-28', '01:00', '01:45'),
      ...quarters('2027-03-28', '03:00', '04:00'),
    ]);
    // 01:45 CET to 02:45 CET is 03:45 CEST: 60 real minutes.
    expect(slots[3]!.plus({ minutes: 60 }).toFormat('HH:mm')).toBe('03:45');
    expect(run({ ...input, hairdressers: [dayShift] }).H1).toEqual(quarters('2027-03-28', '09:00', '16:00'));
  });

  test('fall back (2026-10-25): the repeated hour is offered twice, once per offset', () => {
    const input = { ...base, salon: everyDay, date: '2026-10-25', now: at('2026-10-20T08:00'), hairdressers: [night] };
    const slots = computeDaySlots(input)[0]!.slots;
    // 01:00 CEST to 05:00 CET is five real hours: 17 starts of a one-hour service.
    expect(slots).toHaveLength(17);
    expect(slots.map((s) => s.toISO())).toContain('2026-10-25T02:00:00.000+02:00');
    expect(slots.map((s) => s.toISO())).toContain('2026-10-25T02:00:00.000+01:00');
    expect(formatLocalDateTime(slots.at(-1)!)).toBe('2026-10-25T04:00:00');
    expect(run({ ...input, hairdressers: [dayShift] }).H1).toEqual(quarters('2026-10-25', '09:00', '16:00'));
  });

  test('a busy interval across the change is measured in real time', () => {
    const busy = [
      { hairdresserId: 'H1', startsAt: new Date('2026-10-25T00:00:00Z'), endsAt: new Date('2026-10-25T02:00:00Z') },
    ];
    // Busy from 02:00 CEST to 03:00 CET (two real hours); one-hour service.
    const input = { ...base, salon: everyDay, date: '2026-10-25', now: at('2026-10-20T08:00'), hairdressers: [night], busy };
    const slots = computeDaySlots(input)[0]!.slots.map((s) => s.toUTC().toFormat('HH:mm'));
    expect(slots).toEqual(['23:00', '02:00', '02:15', '02:30', '02:45', '03:00']);
  });
});
