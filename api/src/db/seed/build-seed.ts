import type { Selectable } from 'kysely';
import type { DateTime } from 'luxon';
import { SALON_ZONE } from '../../lib/local-time.ts';
import type {
  CitiesTable,
  DepartmentsTable,
  HairdresserDaysOffTable,
  HairdresserSchedulesTable,
  HairdressersTable,
  OpeningExceptionsTable,
  OpeningHoursTable,
  SalonReviewsTable,
  SalonServicesTable,
  ReservationsTable,
  SocialIdentitiesTable,
  UsersTable,
  SalonsTable,
  ServicesTable,
  VisitsTable,
} from '../schema.ts';
import { readSalonPhotos } from '../../lib/salon-photos.ts';
import { CITIES, DEPARTMENTS } from './areas.ts';
import { CITY_COPY } from './city-copy.ts';
import { seedDays } from './calendar.ts';
import { reviewRows } from './reviews.ts';
import { SALON_LIST } from './salon-list.ts';
import { SalonPictures } from './salon-pictures.ts';
import { holidaysBetween, shortDaysBetween } from './holidays.ts';
import { exceptionRows, HORIZON_DAYS, openingHourRows, salonPrices, salonRow, type SpecialDays } from './salons.ts';
import { SERVICES, serviceSortOrder } from './services.ts';
import { dayOffRows, hairdresserRow, scheduleRows, staffOf, type StaffMember } from './staff.ts';
import { buildVisits, VISITS_FROM_DAY } from './visits.ts';
import { customerHistory, customerRows } from './customers.ts';

/** Every row of the seeded chain, each column given (jsonb columns as values, not text). */
export interface SeedData {
  departments: Selectable<DepartmentsTable>[];
  cities: Selectable<CitiesTable>[];
  services: Selectable<ServicesTable>[];
  salons: Selectable<SalonsTable>[];
  salonServices: Selectable<SalonServicesTable>[];
  openingHours: Selectable<OpeningHoursTable>[];
  openingExceptions: Selectable<OpeningExceptionsTable>[];
  hairdressers: Selectable<HairdressersTable>[];
  schedules: Selectable<HairdresserSchedulesTable>[];
  daysOff: Selectable<HairdresserDaysOffTable>[];
  reviews: Selectable<SalonReviewsTable>[];
  visits: Selectable<VisitsTable>[];
  reservations: Selectable<ReservationsTable>[];
  users: Selectable<UsersTable>[];
  socialIdentities: Selectable<SocialIdentitiesTable>[];
}

/**
 * The chain as of `today` (a Warsaw day): the same day always gives the same rows, and
 * everything dated (holidays, days off, visits, reviews) is placed relative to it.
 */
export function buildSeed(todayInput: DateTime): SeedData {
  const today = todayInput.setZone(SALON_ZONE).startOf('day');
  const days = seedDays(today, VISITS_FROM_DAY, HORIZON_DAYS);
  const todayMs = today.toMillis();
  const horizonEnd = days[days.length - 1]!.date;
  const ahead = days.filter((day) => day.offset >= 0);
  const special: SpecialDays = {
    holidays: new Set(holidaysBetween(days[0]!.date, horizonEnd).map((holiday) => holiday.date)),
    shortDays: new Set(shortDaysBetween(days[0]!.date, horizonEnd)),
  };

  const salons = seededSalons();
  const salonServices = SALON_LIST.flatMap(salonPrices);
  const staff = new Map<string, StaffMember[]>(SALON_LIST.map((spec) => [spec.id, staffOf(spec, days)]));
  const members = [...staff.values()].flat();
  const prices = new Map<string, Map<string, number>>();
  for (const row of salonServices) {
    const map = prices.get(row.salon_id) ?? new Map<string, number>();
    map.set(row.service_id, row.price_minor);
    prices.set(row.salon_id, map);
  }
  const reviewIds = new Set<string>();

  return {
    departments: DEPARTMENTS.map((d) => ({
      code: d.code,
      name: d.name,
      sort_order: d.sortOrder,
      latitude: d.latitude,
      longitude: d.longitude,
    })),
    cities: seededCities(),
    services: SERVICES.map((s) => ({
      id: s.id,
      name: s.name,
      category: s.category,
      sexes: s.sexes,
      duration_minutes: s.durationMinutes,
      sort_order: serviceSortOrder(s.id),
      outside_of_salon: s.outsideOfSalon ?? false,
      promoted: s.promotingMessage !== undefined,
      promoting_message: s.promotingMessage ?? null,
      description: s.description,
      long_description: s.longDescription,
      minimum_distance_in_days: s.minimumDistanceInDays ?? null,
    })),
    salons,
    salonServices,
    openingHours: SALON_LIST.flatMap(openingHourRows),
    // Holidays from today to the booking horizon; the past needs none.
    openingExceptions: SALON_LIST.flatMap((spec) => exceptionRows(spec, ahead, special)),
    hairdressers: members.map(hairdresserRow),
    schedules: members.flatMap(scheduleRows),
    daysOff: members.flatMap(dayOffRows),
    reviews: salons.flatMap((salon) =>
      reviewRows(salon.id, salon.google_reviews_per_score!, todayMs, reviewIds),
    ),
    ...withHistory(buildVisits({ salons: SALON_LIST, staff, prices, days, special, todayMs }), customerHistory(today, prices)),
    ...customerRows(today),
  };
}

/** The cities' rows, with "in <city>" and the city page's copy. */
export function seededCities(): Selectable<CitiesTable>[] {
  return CITIES.map((c) => ({
    code: c.code,
    name: c.name,
    department_code: c.departmentCode,
    latitude: c.latitude,
    longitude: c.longitude,
    sort_order: c.sortOrder,
    is_virtual: c.isVirtual ?? false,
    in_city: c.inCity,
    seo: CITY_COPY[c.code] ?? null,
  }));
}

/** The salons' rows, their pictures taken from the photo library in SALON_LIST's order. */
export function seededSalons(): Selectable<SalonsTable>[] {
  const pictures = new SalonPictures(readSalonPhotos());
  return SALON_LIST.map((spec) => salonRow(spec, pictures));
}

/** The generated diary plus the seeded customers' own past visits. */
function withHistory(diary: Pick<SeedData, 'visits' | 'reservations'>, history: Pick<SeedData, 'visits' | 'reservations'>) {
  return { visits: [...diary.visits, ...history.visits], reservations: [...diary.reservations, ...history.reservations] };
}
