import type { Selectable } from 'kysely';
import type { RecordStatus, ReservationsTable, VisitsTable } from '../schema.ts';
import type { SeedDay } from './calendar.ts';
import { personName, type Gender } from './names.ts';
import { Random } from './random.ts';
import type { SalonSpec, StaffRole } from './salon-list.ts';
import { hoursOnDay, type SpecialDays } from './salons.ts';
import { SERVICES, serviceById, type ServiceSeed } from './services.ts';
import { FREE_HAIRDRESSER, type StaffMember } from './staff.ts';

/*
 * The visits that fill the diary: for every salon that takes bookings, every working day
 * of every hairdresser (but H10101) from today to 14 days ahead is booked at 30–40% of
 * its working time, and the 60 days before today more thinly. Always on the quarter-hour
 * grid, inside the shift and the salon's hours of that day (no visits on holidays or
 * days off), never overlapping. Customers come back (each salon has a pool of regulars),
 * never twice on one day, and not sooner than a service allows.
 */

export const VISITS_FROM_DAY = -60;
export const VISITS_TO_DAY = 14;

/** Share of a working day that is booked, from today on: what the booking flow shows. */
const OCCUPANCY_AHEAD = [0.3, 0.4] as const;
/**
 * Visits per working day in the past, with their weights (about one every other day).
 * The past only serves as history (recent and cancelled visits of the seeded customers),
 * and each active reservation costs the exclusion constraint an index probe on insert:
 * booking the past as densely as the days ahead would take the seed far over its time
 * budget (roughly 2 s more on PGlite).
 */
const PAST_VISITS_PER_DAY: readonly (readonly [number, number])[] = [
  [0, 0.55],
  [1, 0.35],
  [2, 0.1],
];
/** Share of visits that are two services back to back. */
const COMBINATION_SHARE = 0.06;
const CUSTOMERS_PER_HAIRDRESSER = 30;

const GRID = 15;
/** How far a day's bookings may go past its target share, in minutes. */
const MAX_OVERSHOOT = 30;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface Customer {
  firstName: string;
  lastName: string;
  gender: Gender;
  phone: string;
  /** Day offsets with a visit. */
  days: number[];
  /** Service id → day offsets it was booked on (services with a minimum spacing). */
  spaced: Record<string, number[]>;
}

/** What each role books: a barber cuts men and children only. */
const ROLE_SERVICES: Record<StaffRole, (service: ServiceSeed) => boolean> = {
  S: (s) => s.category === 'HAIRDRESSING',
  SB: (s) => s.category === 'HAIRDRESSING' || s.category === 'BARBER',
  B: (s) => s.category === 'BARBER' || ['1002', '1007', '1015'].includes(s.id),
  K: (s) => s.category === 'COSMETICS',
  SK: (s) => s.category === 'HAIRDRESSING' || s.category === 'COSMETICS',
};

/** Services often booked together, done one after the other by the same person. */
const COMBINATIONS: readonly (readonly [string, string])[] = [
  ['1003', '1001'],
  ['1011', '1016'],
  ['1005', '1001'],
  ['1009', '1004'],
  ['1002', '1201'],
  ['1204', '1201'],
  ['1102', '1103'],
  ['1101', '1104'],
  ['1301', '1302'],
];

/** Notes customers leave when booking, by the customer's gender (Polish verbs agree with it). */
const NOTES: Record<Gender, readonly string[]> = {
  F: [
    'Proszę o SMS z przypomnieniem dzień wcześniej.',
    'Mam wrażliwą skórę głowy.',
    'Chciałabym skrócić włosy o około 10 cm.',
    'Pierwsza wizyta w salonie.',
    'Przyjdę z córką, może też skorzysta.',
    'Proszę o kosmetyki bezzapachowe — mam alergię.',
    'Chciałabym wrócić do naturalnego koloru.',
    'Mogę się spóźnić kilka minut, przepraszam.',
  ],
  M: [
    'Proszę o SMS z przypomnieniem dzień wcześniej.',
    'Pierwsza wizyta w salonie.',
    'Broda do skrócenia, nie do zgolenia.',
    'Przyjdę z synem, też do strzyżenia.',
    'Mogę się spóźnić kilka minut, przepraszam.',
    'Chciałbym krótko po bokach, dłużej na górze.',
  ],
};

function customerPool(spec: SalonSpec, size: number, phones: Set<string>): Customer[] {
  const random = new Random(`customers:${spec.id}`);
  return Array.from({ length: size }, () => {
    const gender: Gender = random.chance(spec.kind === 'barber' ? 0.1 : 0.7) ? 'F' : 'M';
    let phone: string;
    // The seeded customers' range: +48 69x xxx xxx; tests use other numbers.
    do phone = `+4869${random.digits(7)}`;
    while (phones.has(phone));
    phones.add(phone);
    const { firstName, lastName } = personName(random, gender);
    return { firstName, lastName, gender, phone, days: [], spaced: {} };
  });
}

export interface VisitsInput {
  salons: readonly SalonSpec[];
  staff: ReadonlyMap<string, readonly StaffMember[]>;
  /** Salon id → service id → price in grosze. */
  prices: ReadonlyMap<string, ReadonlyMap<string, number>>;
  days: readonly SeedDay[];
  special: SpecialDays;
  /** The instant the seed's day starts. */
  todayMs: number;
}

/** The services one hairdresser books, and the pairs they do in one visit. */
interface Repertoire {
  services: readonly ServiceSeed[];
  combinations: readonly (readonly [string, string])[];
}

function pickBlock(random: Random, repertoire: Repertoire): ServiceSeed[] {
  const { services, combinations } = repertoire;
  if (combinations.length > 0 && random.chance(COMBINATION_SHARE)) return random.pick(combinations).map(serviceById);
  return [random.weighted(services, (s) => s.popularity)];
}

const minutesOf = (block: readonly ServiceSeed[]) => block.reduce((sum, s) => sum + s.durationMinutes, 0);

/**
 * The visits of one working day (each one service or a pair done back to back): from
 * today on, about 30–40% of the working time; in the past, a few.
 */
function planDay(random: Random, repertoire: Repertoire, window: number, ahead: boolean): ServiceSeed[][] {
  const planned: ServiceSeed[][] = [];
  let booked = 0;
  if (!ahead) {
    const count = random.weighted(PAST_VISITS_PER_DAY, ([, weight]) => weight)[0];
    for (let i = 0; i < count; i += 1) {
      const block = pickBlock(random, repertoire);
      if (booked + minutesOf(block) > window) break;
      planned.push(block);
      booked += minutesOf(block);
    }
    return planned;
  }
  const target = window * random.between(OCCUPANCY_AHEAD[0], OCCUPANCY_AHEAD[1]);
  const limit = Math.min(window, target + MAX_OVERSHOOT);
  for (let misses = 0; booked < target && misses < 4; ) {
    const block = pickBlock(random, repertoire);
    if (booked + minutesOf(block) > limit) {
      misses += 1;
      continue;
    }
    planned.push(block);
    booked += minutesOf(block);
  }
  return planned;
}

export function buildVisits(input: VisitsInput): { visits: Selectable<VisitsTable>[]; reservations: Selectable<ReservationsTable>[] } {
  const days = input.days.filter((day) => day.offset >= VISITS_FROM_DAY && day.offset <= VISITS_TO_DAY);
  const phones = new Set<string>();
  const visits: Selectable<VisitsTable>[] = [];
  const reservations: Selectable<ReservationsTable>[] = [];

  const bookable = input.salons.filter(
    (s) => (s.enabled ?? true) && (s.isOpen ?? true) && (s.acceptsReservations ?? true),
  );
  for (const spec of bookable) {
    const staff = input.staff.get(spec.id) ?? [];
    const prices = input.prices.get(spec.id)!;
    const customers = customerPool(spec, CUSTOMERS_PER_HAIRDRESSER * staff.length, phones);
    const random = new Random(`visits:${spec.id}`);

    for (const member of staff) {
      if (member.id === FREE_HAIRDRESSER) continue;
      const services = SERVICES.filter((s) => prices.has(s.id) && ROLE_SERVICES[member.role](s));
      if (services.length === 0) continue;
      const offers = (id: string) => services.some((s) => s.id === id);
      const repertoire = { services, combinations: COMBINATIONS.filter(([a, b]) => offers(a) && offers(b)) };

      for (const day of days) {
        const shift = member.shifts.get(day.weekday);
        const hours = hoursOnDay(spec, day.date, day.weekday, input.special);
        if (!shift || !hours || member.daysOff.has(day.date)) continue;
        const from = Math.max(shift[0], hours[0]);
        const to = Math.min(shift[1], hours[1]);
        if (to - from < 60) continue;

        // What the day holds, then where: the free time spread in quarter hours around it.
        const planned = planDay(random, repertoire, to - from, day.offset >= 0);
        if (planned.length === 0) continue;
        const gaps = spreadGaps(random, to - from - planned.reduce((sum, block) => sum + minutesOf(block), 0), planned.length + 1);

        let cursor = from + gaps[0]!;
        planned.forEach((block, i) => {
          const customer = chooseCustomer(random, customers, block, day.offset);
          const startMs = day.at(cursor);
          const visitId = random.uuid();
          const past = startMs < input.todayMs;
          const cancelled = random.chance(past ? 0.06 : 0.03);
          const createdMs = createdAt(random, startMs, input.todayMs);
          const cancelledMs = cancelled
            ? createdMs + Math.floor(random.next() * (Math.min(startMs, input.todayMs) - createdMs))
            : null;
          const status: RecordStatus = cancelled ? 'CANCELLED' : 'ACTIVE';
          visits.push({
            id: visitId,
            user_id: null,
            first_name: customer.firstName,
            last_name: customer.lastName,
            phone: customer.phone,
            salon_id: spec.id,
            selected_hairdresser_id: random.chance(0.7) ? member.id : null,
            client_note: random.chance(0.08) ? random.pick(NOTES[customer.gender]) : null,
            status,
            created_at: new Date(createdMs),
            cancelled_at: cancelledMs === null ? null : new Date(cancelledMs),
            language: 'pl',
            cancelled_by: cancelled ? 'CUSTOMER' : null,
          });
          for (const service of block) {
            reservations.push({
              id: random.uuid(),
              visit_id: visitId,
              salon_id: spec.id,
              service_id: service.id,
              hairdresser_id: member.id,
              starts_at: new Date(day.at(cursor)),
              ends_at: new Date(day.at(cursor + service.durationMinutes)),
              price_minor: prices.get(service.id)!,
              status,
            });
            cursor += service.durationMinutes;
          }
          cursor += gaps[i + 1]!;
        });
      }
    }
  }
  return { visits, reservations };
}

/** `free` minutes cut at random quarter hours into `count` gaps. */
function spreadGaps(random: Random, free: number, count: number): number[] {
  const cuts = Array.from({ length: count - 1 }, () => random.int(0, free / GRID) * GRID).sort((a, b) => a - b);
  return [...cuts, free].map((cut, i) => cut - (i === 0 ? 0 : cuts[i - 1]!));
}

/** A regular of the salon who may book these services on this day. */
function chooseCustomer(random: Random, customers: Customer[], block: readonly ServiceSeed[], offset: number): Customer {
  const genders = block.reduce<Gender[]>((common, s) => common.filter((g) => s.sexes.includes(g)), ['F', 'M']);
  const fits = (c: Customer) =>
    genders.includes(c.gender) &&
    !c.days.includes(offset) &&
    block.every((s) => !s.minimumDistanceInDays || (c.spaced[s.id] ?? []).every((d) => Math.abs(d - offset) >= s.minimumDistanceInDays!));
  let customer = customers[random.int(0, customers.length - 1)]!;
  for (let tries = 0; !fits(customer) && tries < customers.length; tries += 1) {
    customer = customers[random.int(0, customers.length - 1)]!;
  }
  if (!fits(customer)) customer = customers.find(fits) ?? customer;
  customer.days.push(offset);
  for (const s of block) {
    if (s.minimumDistanceInDays) (customer.spaced[s.id] ??= []).push(offset);
  }
  return customer;
}

/** Booked a few hours to three weeks ahead; never after the seed's day began. */
function createdAt(random: Random, startMs: number, todayMs: number): number {
  const created = startMs - random.int(0, 21) * DAY_MS - random.int(2, 600) * MINUTE_MS;
  return created < todayMs ? created : todayMs - random.int(5, 2880) * MINUTE_MS;
}

