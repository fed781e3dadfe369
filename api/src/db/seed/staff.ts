import type { Selectable } from 'kysely';
import type { HairdresserDaysOffTable, HairdresserSchedulesTable, HairdressersTable } from '../schema.ts';
import { minutesOf, timeOf, type SeedDay } from './calendar.ts';
import { staffName, type Gender } from './names.ts';
import { Random } from './random.ts';
import type { SalonSpec, StaffRole } from './salon-list.ts';
import { ROLE_CATEGORIES, weekHours } from './salons.ts';

/*
 * The people of each salon: who they are, what they do, their weekly shifts inside the
 * salon's hours and a few days off in the next weeks.
 */

/** The hairdresser the tests keep free: no seeded visits, no days off. */
export const FREE_HAIRDRESSER = 'H10101';

const SHIFT_MINUTES = 8 * 60;
/** Days off are planned this far ahead. */
const DAYS_OFF_AHEAD = 60;

export interface StaffMember {
  id: string;
  salonId: string;
  role: StaffRole;
  name: string;
  /** ISO weekday → [start, end] in minutes since midnight. */
  shifts: Map<number, readonly [number, number]>;
  daysOff: Set<string>;
}

const hairdresserId = (salonId: string, index: number) => `H${salonId.slice(1)}${String(index + 1).padStart(2, '0')}`;

/** Barbers are mostly men, the rest of the staff mostly women. */
const GENDER_SHARE_FEMALE: Record<StaffRole, number> = { S: 0.85, SB: 0.5, B: 0.1, K: 0.97, SK: 0.95 };

/**
 * Five working days a week, early (opening + 8 h) and late (closing − 8 h) shifts
 * alternating, so that the salon is staffed from opening to closing; a day of 8.5 hours
 * or less is worked whole. Mobile teams work 08:00–18:00, Monday to Saturday.
 */
function weeklyShifts(spec: SalonSpec, index: number, id: string): Map<number, readonly [number, number]> {
  const shifts = new Map<number, readonly [number, number]>();
  if (id === FREE_HAIRDRESSER) {
    for (let weekday = 1; weekday <= 5; weekday += 1) shifts.set(weekday, [minutesOf('09:00'), minutesOf('17:00')]);
    shifts.set(6, [minutesOf('09:00'), minutesOf('14:00')]);
    return shifts;
  }
  const hours = [...weekHours(spec)].map(([weekday, [opens, closes]]) => [weekday, minutesOf(opens), minutesOf(closes)] as const);
  if (spec.kind === 'mobile') {
    for (const [weekday, opens, closes] of hours) shifts.set(weekday, [opens, closes]);
    return shifts;
  }
  const random = new Random(`shifts:${id}`);
  const skipped = new Set<number>();
  let next = (index * 2 + random.int(0, hours.length - 1)) % hours.length;
  while (hours.length - skipped.size > 5) {
    skipped.add(hours[next]![0]);
    next = (next + 3) % hours.length;
  }
  for (const [weekday, opens, closes] of hours) {
    if (skipped.has(weekday)) continue;
    if (closes - opens <= SHIFT_MINUTES + 30) shifts.set(weekday, [opens, closes]);
    else if ((weekday + index) % 2 === 0) shifts.set(weekday, [opens, opens + SHIFT_MINUTES]);
    else shifts.set(weekday, [closes - SHIFT_MINUTES, closes]);
  }
  return shifts;
}

/** A short holiday (a few working days in a row) or two or three single days. */
function daysOff(id: string, shifts: Map<number, readonly [number, number]>, days: readonly SeedDay[]): Set<string> {
  const off = new Set<string>();
  if (id === FREE_HAIRDRESSER) return off;
  const random = new Random(`days-off:${id}`);
  const working = days.filter((day) => day.offset >= 1 && day.offset <= DAYS_OFF_AHEAD && shifts.has(day.weekday));
  if (random.chance(0.4)) {
    const length = random.int(3, 5);
    const start = random.int(0, working.length - length);
    for (const day of working.slice(start, start + length)) off.add(day.date);
  } else {
    for (const day of random.shuffle(working).slice(0, random.int(2, 3))) off.add(day.date);
  }
  return off;
}

export function staffOf(spec: SalonSpec, days: readonly SeedDay[]): StaffMember[] {
  const random = new Random(`staff:${spec.id}`);
  const firstNames = new Set<string>();
  return spec.staff.map((role, index) => {
    const id = hairdresserId(spec.id, index);
    const gender: Gender = random.chance(GENDER_SHARE_FEMALE[role]) ? 'F' : 'M';
    const name = staffName(random, gender, firstNames);
    firstNames.add(name.split(' ')[0]!);
    const shifts = weeklyShifts(spec, index, id);
    return { id, salonId: spec.id, role, name, shifts, daysOff: daysOff(id, shifts, days) };
  });
}

export function hairdresserRow(member: StaffMember): Selectable<HairdressersTable> {
  return { id: member.id, salon_id: member.salonId, name: member.name, categories: ROLE_CATEGORIES[member.role], active: true };
}

export function scheduleRows(member: StaffMember): Selectable<HairdresserSchedulesTable>[] {
  return [...member.shifts].map(([weekday, [start, end]]) => ({
    hairdresser_id: member.id,
    weekday,
    starts_at: timeOf(start),
    ends_at: timeOf(end),
  }));
}

export function dayOffRows(member: StaffMember): Selectable<HairdresserDaysOffTable>[] {
  return [...member.daysOff].sort().map((day) => ({ hairdresser_id: member.id, day }));
}
