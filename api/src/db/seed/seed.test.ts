import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { frenchSpacingFaults } from '@salon/contracts/french-typography';
import { SALON_ZONE } from '../../lib/local-time.ts';
import { hoursOn } from '../../lib/opening-hours.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../../test/build-test-app.ts';
import type { DB, SalonImageRow, Translations } from '../schema.ts';
import { easterSunday, polishHolidays } from './holidays.ts';
import { readSalonPhotos, salonImage, verifySalonPhotos } from '../../lib/salon-photos.ts';
import { CITY_COPY } from './city-copy.ts';
import { refreshSeedContent, seedIfEmpty } from './index.ts';
import { SALON_COPY } from './salon-copy.ts';
import { SALON_LIST } from './salon-list.ts';
import { VISITS_FROM_DAY } from './visits.ts';
import { DEVELOPMENT_PASSWORD, NEW_CUSTOMER_EMAIL } from './customers.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { verifyPassword } from '../../lib/password.ts';

let t: TestApp;
const db = () => t.database.db;
const TODAY = TEST_NOW.startOf('day');

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const CITY_CODES = [
  'warszawa', 'krakow', 'lodz', 'wroclaw', 'poznan', 'gdansk', 'szczecin', 'bydgoszcz', 'lublin', 'bialystok',
  'katowice', 'gdynia', 'czestochowa', 'radom', 'torun', 'kielce', 'rzeszow', 'olsztyn', 'opole', 'zielona-gora',
];

/** A digest of every seeded table, rows in key order. */
async function digest(kysely: TestApp['database']['db']): Promise<string> {
  const tables: [keyof DB, string][] = [
    ['departments', 'code'],
    ['cities', 'code'],
    ['services', 'id'],
    ['salons', 'id'],
    ['salon_services', 'salon_id, service_id'],
    ['opening_hours', 'salon_id, weekday'],
    ['opening_exceptions', 'salon_id, day'],
    ['hairdressers', 'id'],
    ['hairdresser_schedules', 'hairdresser_id, weekday'],
    ['hairdresser_days_off', 'hairdresser_id, day'],
    ['salon_reviews', 'id'],
    ['visits', 'id'],
    ['reservations', 'id'],
    ['users', 'id'],
    ['social_identities', 'provider, subject'],
  ];
  const hash = createHash('sha256');
  for (const [table, order] of tables) {
    const { rows } = await sql`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.raw(order)}`.execute(kysely);
    hash.update(`${table}:${JSON.stringify(rows)}\n`);
  }
  return hash.digest('hex');
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const local = (instant: Date) => DateTime.fromJSDate(instant, { zone: SALON_ZONE });
const hhmm = (time: string) => time.slice(0, 5);

describe('areas', () => {
  test('the twenty cities and the virtual area, each in its voivodeship', async () => {
    const cities = await db().selectFrom('cities').selectAll().orderBy('code').execute();
    expect(cities).toHaveLength(21);
    expect(cities.filter((c) => !c.is_virtual).map((c) => c.code).sort()).toEqual([...CITY_CODES].sort());
    const virtual = cities.find((c) => c.is_virtual)!;
    expect(virtual).toMatchObject({ code: 'uslugi-mobilne', name: 'Usługi mobilne', department_code: 'WIR' });
    expect([virtual.latitude, virtual.longitude]).toEqual([52.2297, 21.0122]);

    const departments = await db().selectFrom('departments').selectAll().execute();
    expect(departments).toHaveLength(17);
    const inDepartment = (code: string) => cities.filter((c) => c.department_code === code).map((c) => c.code).sort();
    expect(inDepartment('MAZ')).toEqual(['radom', 'warszawa']);
    expect(inDepartment('MAL')).toEqual(['krakow']);
    expect(inDepartment('POM')).toEqual(['gdansk', 'gdynia']);
    expect(departments.find((d) => d.code === 'MAZ')!.name).toBe('Mazowieckie');
    // Every city is in Poland, and its department's centre is not far away.
    for (const city of cities) {
      expect(city.latitude).toBeGreaterThan(49);
      expect(city.latitude).toBeLessThan(55);
      expect(city.longitude).toBeGreaterThan(14);
      expect(city.longitude).toBeLessThan(24.2);
      const department = departments.find((d) => d.code === city.department_code)!;
      expect(Math.abs(department.latitude - city.latitude) + Math.abs(department.longitude - city.longitude)).toBeLessThan(3);
    }
  });

  test('the suggested areas are ordered, the others are not', async () => {
    const cities = await db().selectFrom('cities').select(['code', 'sort_order']).where('sort_order', 'is not', null).orderBy('sort_order').execute();
    expect(cities).toEqual([
      { code: 'warszawa', sort_order: 1 },
      { code: 'krakow', sort_order: 2 },
      { code: 'wroclaw', sort_order: 3 },
      { code: 'gdansk', sort_order: 4 },
      { code: 'poznan', sort_order: 5 },
    ]);
  });
});

describe('services', () => {
  test('more than thirty, over the three categories and both sexes', async () => {
    const services = await db().selectFrom('services').selectAll().execute();
    expect(services.length).toBeGreaterThanOrEqual(30);
    expect(new Set(services.map((s) => s.category))).toEqual(new Set(['HAIRDRESSING', 'COSMETICS', 'BARBER']));
    expect(services.some((s) => s.sexes.includes('F') && s.sexes.includes('M'))).toBe(true);
    expect(services.some((s) => s.sexes.join() === 'F')).toBe(true);
    expect(services.some((s) => s.sexes.join() === 'M')).toBe(true);
    expect(services.every((s) => s.duration_minutes % 15 === 0)).toBe(true);
    expect(new Set(services.map((s) => s.sort_order)).size).toBe(services.length);
    expect(services.filter((s) => s.minimum_distance_in_days !== null).length).toBeGreaterThanOrEqual(2);
    for (const service of services) expect(service.promoted).toBe(service.promoting_message !== null);
  });

  test('the anchors the other tests rely on', async () => {
    const rows = await db()
      .selectFrom('services')
      .select(['id', 'category', 'sexes', 'duration_minutes', 'outside_of_salon', 'promoted', 'minimum_distance_in_days'])
      .where('id', 'in', ['1001', '1002', '1003', '1010', '1101', '1201', '1301'])
      .orderBy('id')
      .execute();
    const anchor = (category: string, sexes: string[], duration: number, extra: object = {}) => ({
      category,
      sexes,
      duration_minutes: duration,
      outside_of_salon: false,
      promoted: false,
      minimum_distance_in_days: null,
      ...extra,
    });
    expect(rows).toEqual([
      { id: '1001', ...anchor('HAIRDRESSING', ['F'], 60) },
      { id: '1002', ...anchor('HAIRDRESSING', ['M'], 30) },
      { id: '1003', ...anchor('HAIRDRESSING', ['F'], 120, { promoted: true }) },
      { id: '1010', ...anchor('HAIRDRESSING', ['F'], 180, { minimum_distance_in_days: 28 }) },
      { id: '1101', ...anchor('COSMETICS', ['F'], 45) },
      { id: '1201', ...anchor('BARBER', ['M'], 30) },
      { id: '1301', ...anchor('HAIRDRESSING', ['F'], 120, { outside_of_salon: true }) },
    ]);
  });

  test('services at the customer’s place are offered by virtual salons only, the others by salons only', async () => {
    const offers = await db()
      .selectFrom('salon_services as ss')
      .innerJoin('salons as s', 's.id', 'ss.salon_id')
      .innerJoin('services as sv', 'sv.id', 'ss.service_id')
      .select(['s.id as salon', 's.is_virtual', 'sv.id as service', 'sv.outside_of_salon'])
      .execute();
    expect(offers.filter((o) => o.is_virtual !== o.outside_of_salon)).toEqual([]);
    expect(offers.filter((o) => o.service === '1301').map((o) => o.salon).sort()).toEqual(['M900', 'M901']);
  });
});

describe('salons', () => {
  test('at least forty across the twenty cities, with plausible places, phones, images and Google data', async () => {
    const salons = await db().selectFrom('salons').selectAll().orderBy('id').execute();
    expect(salons.length).toBeGreaterThanOrEqual(40);
    expect(new Set(salons.filter((s) => !s.is_virtual).map((s) => s.city_code))).toEqual(new Set(CITY_CODES));
    expect(new Set(salons.filter((s) => s.suggested).map((s) => s.city_code)).size).toBeGreaterThanOrEqual(3);
    expect(salons.some((s) => s.franchise)).toBe(true);
    expect(salons.filter((s) => s.city_group === 'Trójmiasto').map((s) => s.city_code).sort()).toEqual(
      expect.arrayContaining(['gdansk', 'gdynia']),
    );
    const cities = new Map((await db().selectFrom('cities').selectAll().execute()).map((c) => [c.code, c]));
    for (const salon of salons) {
      expect(salon.phone).toMatch(/^\+48 \d{2} \d{3} \d{2} \d{2}$/);
      expect(salon.images.length).toBeGreaterThanOrEqual(1);
      expect(salon.images.length).toBeLessThanOrEqual(5);
      expect(salon.image_mini).toBe(salon.images[0]!.mini);
      expect(salon.google_place_id).toMatch(/^ChIJ[\w-]{23}$/);
      const perScore = salon.google_reviews_per_score!;
      expect(perScore).toHaveLength(5);
      expect(perScore.reduce((sum, n) => sum + n, 0)).toBe(salon.google_reviews_count);
      const average = perScore.reduce((sum, n, i) => sum + n * (i + 1), 0) / salon.google_reviews_count!;
      expect(salon.google_rating).toBeCloseTo(average, 1);
      if (salon.is_virtual) {
        expect([salon.address, salon.postcode, salon.latitude, salon.longitude]).toEqual([null, null, null, null]);
        continue;
      }
      expect(salon.address).toHaveLength(1);
      expect(salon.address![0]).toMatch(/^(ul\.|al\.|pl\.|Krakowskie) /);
      expect(salon.postcode).toMatch(/^\d{2}-\d{3}$/);
      // Within a few kilometres of the centre of its city.
      const city = cities.get(salon.city_code)!;
      expect(Math.abs(salon.latitude! - city.latitude)).toBeLessThan(0.1);
      expect(Math.abs(salon.longitude! - city.longitude)).toBeLessThan(0.15);
    }
  });

  test('the anchor salons', async () => {
    const salons = new Map((await db().selectFrom('salons').selectAll().execute()).map((s) => [s.id, s]));
    const flags = (id: string) => {
      const s = salons.get(id)!;
      return {
        city: s.city_code,
        virtual: s.is_virtual,
        franchise: s.franchise,
        enabled: s.enabled,
        open: s.is_open,
        acceptsReservations: s.accepts_reservations,
        walkIn: s.can_come_without_reservation,
      };
    };
    const normal = { virtual: false, enabled: true, open: true, acceptsReservations: true, walkIn: false };
    expect(flags('M101')).toEqual({ city: 'warszawa', franchise: false, ...normal });
    expect(flags('M102')).toEqual({ city: 'warszawa', franchise: true, ...normal });
    expect(flags('M190')).toMatchObject({ city: 'krakow', open: false, enabled: true });
    expect(flags('M191')).toMatchObject({ city: 'krakow', open: true, enabled: true, acceptsReservations: false });
    expect(flags('M192')).toMatchObject({ city: 'krakow', open: true, enabled: true, acceptsReservations: true, walkIn: true });
    expect(flags('M199')).toMatchObject({ city: 'lodz', enabled: false });
    for (const id of ['M900', 'M901']) expect(flags(id)).toMatchObject({ city: 'uslugi-mobilne', virtual: true, enabled: true, open: true });
    for (const id of salons.keys()) expect(id).toMatch(/^M[1-9]\d\d$/);
  });

  test('M101: hours, offer and prices', async () => {
    const hours = await db().selectFrom('opening_hours').select(['weekday', 'opens_at', 'closes_at']).where('salon_id', '=', 'M101').orderBy('weekday').execute();
    expect(hours).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens_at: '09:00:00', closes_at: '20:00:00' })),
      { weekday: 6, opens_at: '09:00:00', closes_at: '16:00:00' },
    ]);
    const prices = await db().selectFrom('salon_services').selectAll().where('salon_id', '=', 'M101').execute();
    const offered = prices.map((p) => p.service_id);
    expect(offered).toEqual(expect.arrayContaining(['1001', '1002', '1003', '1010', '1101', '1201']));
    expect(offered).not.toContain('1301');
    const inSalon = await db().selectFrom('services').select('id').where('outside_of_salon', '=', false).execute();
    expect(offered.sort()).toEqual(inSalon.map((s) => s.id).sort());
    expect(prices.find((p) => p.service_id === '1001')).toMatchObject({ price_minor: 12_000, original_price_minor: null });
    expect(prices.find((p) => p.service_id === '1003')).toMatchObject({ price_minor: 22_000, original_price_minor: 26_000 });
  });

  test('M102 does not offer keratin straightening; every other offer has a sensible price', async () => {
    const m102 = await db().selectFrom('salon_services').select('service_id').where('salon_id', '=', 'M102').execute();
    expect(m102.map((r) => r.service_id)).toContain('1001');
    expect(m102.map((r) => r.service_id)).not.toContain('1010');
    const prices = await db().selectFrom('salon_services').selectAll().execute();
    for (const p of prices) {
      expect(p.price_minor % 500).toBe(0);
      expect(p.price_minor).toBeGreaterThanOrEqual(1_500);
      expect(p.price_minor).toBeLessThanOrEqual(70_000);
      if (p.original_price_minor !== null) expect(p.original_price_minor).toBeGreaterThan(p.price_minor);
    }
    expect(prices.filter((p) => p.original_price_minor !== null).length).toBeGreaterThan(10);
  });

  test('closed on the public holidays ahead, short on New Year’s Eve', async () => {
    const exceptions = await db().selectFrom('opening_exceptions').selectAll().where('salon_id', '=', 'M101').orderBy('day').execute();
    // Today is Monday 23 November 2026; the horizon ends 180 days later, on 22 May 2027.
    expect(exceptions).toEqual([
      ...['2026-12-24', '2026-12-25', '2026-12-26'].map((day) => ({ salon_id: 'M101', day, opens_at: null, closes_at: null })),
      { salon_id: 'M101', day: '2026-12-31', opens_at: '09:00:00', closes_at: '14:00:00' },
      ...['2027-01-01', '2027-01-06'].map((day) => ({ salon_id: 'M101', day, opens_at: null, closes_at: null })),
      { salon_id: 'M101', day: '2027-03-27', opens_at: '09:00:00', closes_at: '14:00:00' },
      ...['2027-03-28', '2027-03-29', '2027-05-01', '2027-05-03', '2027-05-16'].map((day) => ({
        salon_id: 'M101',
        day,
        opens_at: null,
        closes_at: null,
      })),
    ]);
    const salons = await db().selectFrom('salons').select('id').execute();
    const closedOnChristmas = await db().selectFrom('opening_exceptions').select('salon_id').where('day', '=', '2026-12-25').where('opens_at', 'is', null).execute();
    expect(closedOnChristmas).toHaveLength(salons.length);
  });

  test('three to eight Google reviews per salon, in the past', async () => {
    const reviews = await db().selectFrom('salon_reviews').selectAll().execute();
    const perSalon = new Map<string, number>();
    for (const review of reviews) {
      perSalon.set(review.salon_id, (perSalon.get(review.salon_id) ?? 0) + 1);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.created_at.getTime()).toBeLessThan(TODAY.toMillis());
      expect(review.author_title).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
      expect(review.author_link).toBe(`https://www.google.com/maps/contrib/${review.author_id}?hl=pl`);
      if (review.owner_answer !== null) {
        expect(review.owner_answer_at!.getTime()).toBeGreaterThan(review.created_at.getTime());
        expect(review.owner_answer_at!.getTime()).toBeLessThan(TODAY.toMillis());
      }
    }
    const salons = await db().selectFrom('salons').select('id').execute();
    expect(perSalon.size).toBe(salons.length);
    for (const count of perSalon.values()) {
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(8);
    }
    expect(reviews.some((r) => r.owner_answer !== null)).toBe(true);
  });

  test('every translated field is in Polish, English and French', async () => {
    const services = await db().selectFrom('services').select(['name', 'description', 'long_description', 'promoting_message']).execute();
    const salons = await db().selectFrom('salons').select(['description', 'price_description', 'price_notes']).execute();
    const texts: (Translations | null)[] = [
      ...services.flatMap((s) => [s.name, s.description, s.long_description]),
      ...services.map((s) => s.promoting_message).filter((m) => m !== null),
      ...salons.flatMap((s) => [s.description, s.price_description, ...s.price_notes]),
    ];
    expect(texts.length).toBeGreaterThan(200);
    for (const text of texts) {
      expect(Object.keys(text ?? {}).sort()).toEqual(['en', 'fr', 'pl']);
      for (const value of Object.values(text!)) expect(value.trim().length).toBeGreaterThan(0);
    }
  });
});

describe('pictures', () => {
  const library = new Map(readSalonPhotos().map((photo) => [photo.id, photo]));
  /** The photo id of a picture, after checking that all four variants are its default renditions. */
  const photoOf = (image: SalonImageRow): string => {
    const id = /^\/api\/images\/salons\/([^/]+)\/mini\.webp$/.exec(image.mini)?.[1] ?? '';
    expect(image).toEqual(salonImage(id));
    return id;
  };

  test('every salon shows pictures of the photo library, each once, of its own kind', async () => {
    const salons = await db().selectFrom('salons').select(['id', 'images', 'images_17_6']).orderBy('id').execute();
    const kinds = new Map(SALON_LIST.map((spec) => [spec.id, spec.kind]));
    for (const salon of salons) {
      const ids = salon.images.map(photoOf);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        const photo = library.get(id);
        expect(photo).toBeDefined();
        expect(photo!.panorama).toBe(false);
        const kind = kinds.get(salon.id);
        expect([salon.id, photo!.kind]).toEqual([salon.id, kind === 'barber' ? 'barber' : kind === 'mobile' ? 'mobile' : 'salon']);
      }
    }
    expect(salons.find((salon) => salon.id === 'M101')!.images).toHaveLength(5);
    // The hair-salon pool is used across the chain, not one picture everywhere.
    expect(new Set(salons.flatMap((salon) => salon.images.map(photoOf))).size).toBeGreaterThanOrEqual(15);
  });

  test('salons listed next to each other share no picture; salons of one city have different first pictures', async () => {
    const salons = new Map((await db().selectFrom('salons').select(['id', 'city_code', 'images']).execute()).map((salon) => [salon.id, salon]));
    const inOrder = SALON_LIST.map((spec) => salons.get(spec.id)!);
    for (let i = 1; i < inOrder.length; i += 1) {
      const previous = new Set(inOrder[i - 1]!.images.map(photoOf));
      expect([inOrder[i]!.id, inOrder[i]!.images.map(photoOf).filter((id) => previous.has(id))]).toEqual([inOrder[i]!.id, []]);
    }
    for (const [city, group] of groupBy([...salons.values()], (salon) => salon.city_code)) {
      const first = group.map((salon) => photoOf(salon.images[0]!));
      expect([city, new Set(first).size]).toEqual([city, first.length]);
    }
  });

  test('suggested salons have a wide set of two or three panoramas (M101 three), the others none', async () => {
    const salons = await db().selectFrom('salons').select(['id', 'suggested', 'images_17_6']).execute();
    for (const salon of salons) {
      if (!salon.suggested) {
        expect([salon.id, salon.images_17_6]).toEqual([salon.id, []]);
        continue;
      }
      expect(salon.images_17_6.length).toBeGreaterThanOrEqual(2);
      expect(salon.images_17_6.length).toBeLessThanOrEqual(3);
      for (const id of salon.images_17_6.map(photoOf)) expect(library.get(id)?.panorama).toBe(true);
    }
    expect(salons.find((salon) => salon.id === 'M101')!.images_17_6).toHaveLength(3);
    expect(salons.filter((salon) => salon.suggested).length).toBeGreaterThanOrEqual(5);
  });

  test('every master the seed points at exists with the content its id names', () => {
    expect(() => verifySalonPhotos([...library.values()])).not.toThrow();
  });
});

describe('page copy', () => {
  test('every city has its own copy in Polish, English and French, and "in <city>"; the virtual area none', async () => {
    const cities = await db().selectFrom('cities').select(['code', 'is_virtual', 'in_city', 'seo']).execute();
    for (const city of cities) {
      expect(Object.keys(city.in_city ?? {}).sort()).toEqual(['en', 'fr', 'pl']);
      if (city.is_virtual) {
        expect(city.seo).toBeNull();
        continue;
      }
      expect(city.seo).toEqual(CITY_COPY[city.code]);
      for (const language of ['pl', 'en', 'fr'] as const) {
        const copy = city.seo![language]!;
        expect(copy.mainContent!.trim().length).toBeGreaterThan(0);
        expect(copy.paragraphs.length).toBeGreaterThan(0);
      }
    }
    const leads = cities.filter((city) => city.seo).map((city) => city.seo!.pl!.mainContent);
    expect(new Set(leads).size).toBe(leads.length);
  });

  test('salons with copy carry it, the others none', async () => {
    const salons = await db().selectFrom('salons').select(['id', 'seo']).execute();
    for (const salon of salons) expect([salon.id, salon.seo]).toEqual([salon.id, SALON_COPY[salon.id] ?? null]);
    expect(salons.filter((salon) => salon.seo !== null).map((salon) => salon.id)).toContain('M101');
  });
});

describe('French copy', () => {
  /** Every French text of a value read from the database: the `fr` of each { pl, en, fr }, at any depth. */
  const frenchTexts = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.flatMap(frenchTexts);
    if (typeof value !== 'object' || value === null || value instanceof Date) return [];
    const own = 'fr' in value && typeof value.fr === 'string' ? [value.fr] : [];
    return [...own, ...Object.values(value).flatMap(frenchTexts)];
  };

  test('every French text of every seeded table sets a no-break space before : ; ! ? and inside « »', async () => {
    // The schema the tests' database uses: public on PGlite, one per test file on PostgreSQL.
    const { rows: tables } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name
    `.execute(db());
    const faults: string[] = [];
    let checked = 0;
    for (const { name } of tables) {
      const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(db());
      for (const text of rows.flatMap((row) => Object.values(row).flatMap(frenchTexts))) {
        checked += 1;
        faults.push(...frenchSpacingFaults(text).map((fault) => `${name}: ${fault}`));
      }
    }
    // Services, salons, cities' and salons' page copy, the shop, vouchers and campaigns.
    expect(checked).toBeGreaterThan(500);
    expect(faults).toEqual([]);
  });
});

describe('hairdressers', () => {
  test('two to five per salon, doing what the salon offers, working inside its hours', async () => {
    const salons = await db().selectFrom('salons').select(['id', 'is_virtual']).execute();
    const hairdressers = await db().selectFrom('hairdressers').selectAll().execute();
    const schedules = await db().selectFrom('hairdresser_schedules').selectAll().execute();
    const hours = await db().selectFrom('opening_hours').selectAll().execute();
    const offers = await db()
      .selectFrom('salon_services as ss')
      .innerJoin('services as sv', 'sv.id', 'ss.service_id')
      .select(['ss.salon_id', 'sv.category'])
      .execute();
    for (const salon of salons) {
      const staff = hairdressers.filter((h) => h.salon_id === salon.id);
      expect(staff.length).toBeGreaterThanOrEqual(2);
      expect(staff.length).toBeLessThanOrEqual(5);
      expect(new Set(staff.map((h) => h.name.split(' ')[0])).size).toBe(staff.length);
      for (const offer of offers.filter((o) => o.salon_id === salon.id)) {
        expect(staff.some((h) => h.categories.includes(offer.category))).toBe(true);
      }
      for (const member of staff) {
        expect(member.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
        const week = schedules.filter((s) => s.hairdresser_id === member.id);
        expect(week.length).toBeGreaterThanOrEqual(5);
        for (const shift of week) {
          const open = hours.find((h) => h.salon_id === salon.id && h.weekday === shift.weekday)!;
          expect(open).toBeDefined();
          expect(shift.starts_at >= open.opens_at && shift.ends_at <= open.closes_at).toBe(true);
          if (salon.is_virtual) expect([shift.starts_at, shift.ends_at]).toEqual(['08:00:00', '18:00:00']);
        }
        if (salon.is_virtual) expect(week.map((s) => s.weekday).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      }
    }
  });

  test('M101 has H10101 (free for tests), H10102 and H10103', async () => {
    const staff = await db().selectFrom('hairdressers').select(['id', 'categories']).where('salon_id', '=', 'M101').orderBy('id').execute();
    expect(staff.map((h) => h.id)).toEqual(['H10101', 'H10102', 'H10103']);
    expect(staff[0]!.categories).toEqual(['HAIRDRESSING', 'COSMETICS']);
    for (const h of staff.slice(1)) expect(h.categories).toEqual(expect.arrayContaining(['HAIRDRESSING', 'BARBER']));
    const week = await db().selectFrom('hairdresser_schedules').select(['weekday', 'starts_at', 'ends_at']).where('hairdresser_id', '=', 'H10101').orderBy('weekday').execute();
    expect(week).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, starts_at: '09:00:00', ends_at: '17:00:00' })),
      { weekday: 6, starts_at: '09:00:00', ends_at: '14:00:00' },
    ]);
  });

  test('a few days off in the next sixty days, never for H10101', async () => {
    const daysOff = await db().selectFrom('hairdresser_days_off').selectAll().execute();
    const hairdressers = await db().selectFrom('hairdressers').select('id').execute();
    const schedules = await db().selectFrom('hairdresser_schedules').select(['hairdresser_id', 'weekday']).execute();
    const first = TODAY.plus({ days: 1 }).toISODate()!;
    const last = TODAY.plus({ days: 60 }).toISODate()!;
    for (const { id } of hairdressers) {
      const own = daysOff.filter((d) => d.hairdresser_id === id);
      if (id === 'H10101') {
        expect(own).toEqual([]);
        continue;
      }
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(5);
      for (const { day } of own) {
        expect(day >= first && day <= last).toBe(true);
        const weekday = DateTime.fromISO(day, { zone: SALON_ZONE }).weekday;
        expect(schedules.some((s) => s.hairdresser_id === id && s.weekday === weekday)).toBe(true);
      }
    }
  });
});

describe('visits', () => {
  test('reservations on the quarter-hour grid, inside shifts and opening hours, never overlapping', async () => {
    const reservations = await db()
      .selectFrom('reservations as r')
      .innerJoin('services as sv', 'sv.id', 'r.service_id')
      .innerJoin('hairdressers as h', 'h.id', 'r.hairdresser_id')
      .innerJoin('salons as s', 's.id', 'r.salon_id')
      .innerJoin('salon_services as ss', (join) => join.onRef('ss.salon_id', '=', 'r.salon_id').onRef('ss.service_id', '=', 'r.service_id'))
      // The diary; the seeded customers' own history is checked with the customers.
      .innerJoin('visits as v', 'v.id', 'r.visit_id')
      .where('v.user_id', 'is', null)
      .select([
        'r.id', 'r.hairdresser_id', 'r.salon_id', 'r.starts_at', 'r.ends_at', 'r.status', 'r.price_minor', 'sv.duration_minutes',
        'sv.category', 'h.categories', 'h.salon_id as hairdresser_salon', 's.enabled', 's.is_open', 's.accepts_reservations', 'ss.price_minor as salon_price',
      ])
      .execute();
    const schedules = new Map(
      (await db().selectFrom('hairdresser_schedules').selectAll().execute()).map((s) => [`${s.hairdresser_id} ${s.weekday}`, s]),
    );
    const daysOff = new Set((await db().selectFrom('hairdresser_days_off').selectAll().execute()).map((d) => `${d.hairdresser_id} ${d.day}`));
    const weekly = groupBy(await db().selectFrom('opening_hours').selectAll().execute(), (w) => w.salon_id);
    const exceptions = groupBy(await db().selectFrom('opening_exceptions').selectAll().execute(), (e) => e.salon_id);
    const first = TODAY.minus({ days: 60 }).toISODate()!;
    const last = TODAY.plus({ days: 14 }).toISODate()!;
    const holidays = new Set([2026, 2027].flatMap(polishHolidays).map((h) => h.date));

    expect(reservations.length).toBeGreaterThan(4000);
    const problems: string[] = [];
    for (const r of reservations) {
      const start = local(r.starts_at);
      const end = local(r.ends_at);
      const day = start.toISODate()!;
      const problem = (what: string) => problems.push(`${r.id} ${r.hairdresser_id} ${start.toISO()}: ${what}`);
      if (start.minute % 15 !== 0 || start.second !== 0 || start.millisecond !== 0) problem('off the grid');
      if (end.diff(start, 'minutes').minutes !== r.duration_minutes) problem('duration');
      if (end.toISODate() !== day) problem('not within one day');
      if (day < first || day > last) problem('outside the seeded window');
      if (holidays.has(day)) problem('on a public holiday');
      if (r.hairdresser_id === 'H10101') problem('H10101 is kept free');
      if (r.hairdresser_salon !== r.salon_id) problem('hairdresser of another salon');
      if (!r.categories.includes(r.category)) problem('a service the hairdresser does not do');
      if (r.price_minor !== r.salon_price) problem('price');
      if (!r.enabled || !r.is_open || !r.accepts_reservations) problem('a salon that takes no bookings');
      if (daysOff.has(`${r.hairdresser_id} ${day}`)) problem('on a day off');
      const shift = schedules.get(`${r.hairdresser_id} ${start.weekday}`);
      const [from, to] = [start.toFormat('HH:mm'), end.toFormat('HH:mm')];
      if (!shift || from < hhmm(shift.starts_at) || to > hhmm(shift.ends_at)) problem('outside the shift');
      const hours = hoursOn(start, weekly.get(r.salon_id) ?? [], exceptions.get(r.salon_id) ?? []);
      if (!hours.open || from < hours.from || to > hours.to) problem('outside the opening hours');
    }
    expect(problems.slice(0, 10)).toEqual([]);

    const active = reservations.filter((r) => r.status === 'ACTIVE').sort((a, b) => a.hairdresser_id.localeCompare(b.hairdresser_id) || a.starts_at.getTime() - b.starts_at.getTime());
    const overlaps = active.filter((r, i) => i > 0 && active[i - 1]!.hairdresser_id === r.hairdresser_id && active[i - 1]!.ends_at > r.starts_at);
    expect(overlaps).toEqual([]);
  });

  test('the days ahead are booked at 30–40% of the working time; the past holds history', async () => {
    const minutes = sql<number>`coalesce(sum(extract(epoch FROM r.ends_at - r.starts_at) / 60), 0)`;
    const ahead = await db()
      .selectFrom('reservations as r')
      .select([minutes.as('minutes'), sql<number>`count(DISTINCT r.hairdresser_id)`.as('hairdressers')])
      .where('r.starts_at', '>=', TODAY.toJSDate())
      .executeTakeFirstOrThrow();
    // Working minutes of the days ahead, from the schedules, days off and exceptions.
    const schedules = await db()
      .selectFrom('hairdresser_schedules as sch')
      .innerJoin('hairdressers as h', 'h.id', 'sch.hairdresser_id')
      .innerJoin('salons as s', 's.id', 'h.salon_id')
      .select(['sch.hairdresser_id', 'h.salon_id', 'sch.weekday', 'sch.starts_at', 'sch.ends_at'])
      .where('s.enabled', '=', true)
      .where('s.is_open', '=', true)
      .where('s.accepts_reservations', '=', true)
      .where('sch.hairdresser_id', '<>', 'H10101')
      .execute();
    const daysOff = new Set((await db().selectFrom('hairdresser_days_off').selectAll().execute()).map((d) => `${d.hairdresser_id} ${d.day}`));
    const weekly = await db().selectFrom('opening_hours').selectAll().execute();
    const exceptions = await db().selectFrom('opening_exceptions').selectAll().execute();
    const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    let working = 0;
    for (let offset = 0; offset <= 14; offset += 1) {
      const day = TODAY.plus({ days: offset });
      for (const shift of schedules.filter((s) => s.weekday === day.weekday)) {
        if (daysOff.has(`${shift.hairdresser_id} ${day.toISODate()}`)) continue;
        const hours = hoursOn(day, weekly.filter((w) => w.salon_id === shift.salon_id), exceptions.filter((e) => e.salon_id === shift.salon_id));
        if (!hours.open) continue;
        working += Math.max(0, Math.min(toMinutes(shift.ends_at), toMinutes(hours.to)) - Math.max(toMinutes(shift.starts_at), toMinutes(hours.from)));
      }
    }
    const share = Number(ahead.minutes) / working;
    expect(share).toBeGreaterThanOrEqual(0.3);
    expect(share).toBeLessThanOrEqual(0.42);
    expect(Number(ahead.hairdressers)).toBeGreaterThan(100);

    const past = await db()
      .selectFrom('visits as v')
      .select(['v.status', sql<number>`count(*)`.as('count')])
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('reservations as r').select('r.id').whereRef('r.visit_id', '=', 'v.id').where('r.starts_at', '<', TODAY.toJSDate())),
      )
      .groupBy('v.status')
      .execute();
    expect(Number(past.find((p) => p.status === 'ACTIVE')!.count)).toBeGreaterThan(1500);
    expect(Number(past.find((p) => p.status === 'CANCELLED')!.count)).toBeGreaterThan(50);
  });

  test('visits of Polish customers with +48 69x numbers, some of two services back to back', async () => {
    // The diary; the seeded customers' own history is checked with the customers.
    const visits = await db().selectFrom('visits').selectAll().where('user_id', 'is', null).execute();
    const reservations = await db().selectFrom('reservations').select(['visit_id', 'salon_id', 'hairdresser_id', 'starts_at', 'ends_at', 'status']).execute();
    const byVisit = groupBy(reservations, (r) => r.visit_id);
    expect(visits.length).toBeGreaterThan(4000);
    let pairs = 0;
    const problems: string[] = [];
    for (const visit of visits) {
      const problem = (what: string) => problems.push(`${visit.id}: ${what}`);
      if (!/^\+4869\d{7}$/.test(visit.phone)) problem(`phone ${visit.phone}`);
      if (visit.user_id !== null) problem('has a user');
      if (!/^\p{Lu}\p{Ll}+$/u.test(visit.first_name) || !/^\p{Lu}\p{Ll}+$/u.test(visit.last_name)) problem('name');
      if (visit.created_at.getTime() >= TODAY.toMillis()) problem('created after the seed');
      const own = (byVisit.get(visit.id) ?? []).sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
      if (own.length === 0 || own.length > 2) problem(`${own.length} reservations`);
      if (!own.every((r) => r.status === visit.status && r.salon_id === visit.salon_id && r.hairdresser_id === own[0]!.hairdresser_id)) {
        problem('reservations disagree with their visit');
      }
      if (visit.selected_hairdresser_id !== null && visit.selected_hairdresser_id !== own[0]?.hairdresser_id) problem('selected hairdresser');
      const cancelledAt = visit.cancelled_at?.getTime();
      if (visit.status === 'ACTIVE' && cancelledAt !== undefined) problem('active but cancelled');
      if (
        visit.status === 'CANCELLED' &&
        (cancelledAt === undefined || cancelledAt < visit.created_at.getTime() || cancelledAt > Math.min(own[0]!.starts_at.getTime(), TODAY.toMillis()))
      ) {
        problem('cancelled at');
      }
      if (own.length === 2) {
        pairs += 1;
        if (own[0]!.ends_at.getTime() !== own[1]!.starts_at.getTime()) problem('two services not back to back');
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(pairs).toBeGreaterThan(50);
    // Customers come back.
    expect(new Set(visits.map((v) => v.phone)).size).toBeLessThan(visits.length * 0.8);
  });

  test('H10102 and H10103 have visits ahead; H10101 has none', async () => {
    const counts = await db()
      .selectFrom('reservations')
      .select(['hairdresser_id', sql<number>`count(*)`.as('count')])
      .where('hairdresser_id', 'in', ['H10101', 'H10102', 'H10103'])
      .where('starts_at', '>=', TODAY.toJSDate())
      .groupBy('hairdresser_id')
      .orderBy('hairdresser_id')
      .execute();
    expect(counts.map((c) => c.hairdresser_id)).toEqual(['H10102', 'H10103']);
    for (const c of counts) expect(Number(c.count)).toBeGreaterThan(10);
  });
});

describe('seeding', () => {
  test('records the day it seeded and does nothing on a seeded database', async () => {
    const meta = await db().selectFrom('app_meta').selectAll().where('key', '=', 'seeded_at').execute();
    expect(meta).toEqual([{ key: 'seeded_at', value: '2026-11-23' }]);
    const before = await digest(db());
    expect(await seedIfEmpty(db(), { today: TODAY.plus({ days: 3 }) })).toBe(false);
    expect(await digest(db())).toBe(before);
  });

  test('the same day gives the same data on a fresh database', async () => {
    const second = await buildTestApp();
    try {
      expect(await digest(second.database.db)).toBe(await digest(db()));
    } finally {
      await second.close();
    }
  });

  test('the seeded rows reference each other', async () => {
    // Foreign-key checks are off while seeding (index.ts); this is the check instead.
    const orphans = await sql<{ count: number }>`
      SELECT (SELECT count(*) FROM reservations r WHERE NOT EXISTS (SELECT 1 FROM visits v WHERE v.id = r.visit_id))
           + (SELECT count(*) FROM reservations r WHERE NOT EXISTS (SELECT 1 FROM hairdressers h WHERE h.id = r.hairdresser_id))
           + (SELECT count(*) FROM reservations r WHERE NOT EXISTS (SELECT 1 FROM services s WHERE s.id = r.service_id))
           + (SELECT count(*) FROM visits v WHERE NOT EXISTS (SELECT 1 FROM salons s WHERE s.id = v.salon_id))
           + (SELECT count(*) FROM visits v WHERE v.selected_hairdresser_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM hairdressers h WHERE h.id = v.selected_hairdresser_id))
           + (SELECT count(*) FROM salon_services x WHERE NOT EXISTS (SELECT 1 FROM services s WHERE s.id = x.service_id))
           + (SELECT count(*) FROM hairdresser_schedules x WHERE NOT EXISTS (SELECT 1 FROM hairdressers h WHERE h.id = x.hairdresser_id))
           + (SELECT count(*) FROM hairdresser_days_off x WHERE NOT EXISTS (SELECT 1 FROM hairdressers h WHERE h.id = x.hairdresser_id))
           + (SELECT count(*) FROM salon_reviews x WHERE NOT EXISTS (SELECT 1 FROM salons s WHERE s.id = x.salon_id))
           + (SELECT count(*) FROM opening_exceptions x WHERE NOT EXISTS (SELECT 1 FROM salons s WHERE s.id = x.salon_id))
           + (SELECT count(*) FROM cities c WHERE NOT EXISTS (SELECT 1 FROM departments d WHERE d.code = c.department_code))
           + (SELECT count(*) FROM salons x WHERE NOT EXISTS (SELECT 1 FROM cities c WHERE c.code = x.city_code)) AS count`.execute(db());
    expect(Number(orphans.rows[0]!.count)).toBe(0);
  });
});

describe('refreshing the pictures and copy of an older seed', () => {
  test('puts the current ones back once, and only when they changed', async () => {
    const seeded = await db().selectFrom('salons').select(['images', 'images_17_6', 'image_mini', 'seo']).where('id', '=', 'M101').executeTakeFirstOrThrow();
    const city = await db().selectFrom('cities').select(['in_city', 'seo']).where('code', '=', 'krakow').executeTakeFirstOrThrow();
    expect(await refreshSeedContent(db())).toBe(false);
    // What a database seeded before the photo library looked like.
    const old = [{ '5_3': '/images/salons/M101-1-5_3.jpg', '9_11': '/images/salons/M101-1-9_11.jpg', '17_6': '/images/salons/M101-1-17_6.jpg', mini: '/images/salons/M101-1-mini.jpg' }];
    await db().updateTable('salons').set({ images: JSON.stringify(old), images_17_6: '[]', image_mini: old[0]!.mini, seo: null }).where('id', '=', 'M101').execute();
    await db().updateTable('cities').set({ in_city: null, seo: null }).where('code', '=', 'krakow').execute();
    await db().deleteFrom('app_meta').where('key', '=', 'seed_content').execute();

    expect(await refreshSeedContent(db())).toBe(true);
    expect(await db().selectFrom('salons').select(['images', 'images_17_6', 'image_mini', 'seo']).where('id', '=', 'M101').executeTakeFirstOrThrow()).toEqual(seeded);
    expect(await db().selectFrom('cities').select(['in_city', 'seo']).where('code', '=', 'krakow').executeTakeFirstOrThrow()).toEqual(city);
    expect(await refreshSeedContent(db())).toBe(false);
  });

  test('leaves a database the seed did not fill alone', async () => {
    const empty = await buildTestApp({ seed: false });
    try {
      expect(await refreshSeedContent(empty.database.db)).toBe(false);
    } finally {
      await empty.close();
    }
  });
});

describe('customers', () => {
  test('one in every state the sign-in flows need, with the development password where they have one', async () => {
    const users = await db().selectFrom('users').selectAll().where('phone', 'like', '+48886000%').orderBy('phone').execute();
    expect(users).toHaveLength(11);
    const byEmail = new Map(users.map((user) => [user.email, user]));
    expect(byEmail.get('beata.lojalna@example.com')).toMatchObject({ password_hash: null, loyalty_status: 'ACTIVE' });
    expect(byEmail.get('celina.nieaktywna@example.com')).toMatchObject({ loyalty_status: 'INACTIVE' });
    expect(byEmail.get('dorota.haslo@example.com')).toMatchObject({ password_change_required: true });
    expect(byEmail.get('filip.niepotwierdzony@example.com')).toMatchObject({ email_confirmed: false });
    expect(byEmail.get(null)).toMatchObject({ first_name: 'Karol', password_hash: null });
    expect(byEmail.get('gosia.pracownik@example.com')?.account_types).toEqual(['EMPLOYEE']);
    expect(byEmail.get('hanna.vip@example.com')).toMatchObject({ account_types: ['VIP'] });
    expect(byEmail.get('anna.kowalska@example.com')).toMatchObject({ preferred_salon_id: 'M101', birthday_day: 14, consent_email: true });
    expect(byEmail.get('zofia.salony@example.com')).toMatchObject({ preferred_salon_id: null, password_change_required: false });
    expect(byEmail.has(NEW_CUSTOMER_EMAIL)).toBe(false);
    const links = await db().selectFrom('social_identities').select(['provider', 'subject', 'user_id']).orderBy('provider').execute();
    expect(links).toEqual([
      { provider: 'APPLE', subject: 'apple-dev-jan', user_id: byEmail.get('jan.apple@example.com')!.id },
      { provider: 'GOOGLE', subject: 'google-dev-ewa', user_id: byEmail.get('ewa.google@example.com')!.id },
    ]);
    for (const user of users) {
      expect(normalizePhone(user.phone!)).toBe(user.phone);
      if (user.password_hash) expect(await verifyPassword(user.password_hash, DEVELOPMENT_PASSWORD)).toBe(true);
    }
    // Only the regular customer has a history: two past visits in her preferred salon,
    // before the diary's first day, so they can never overlap a generated visit.
    const history = await db()
      .selectFrom('visits as v')
      .innerJoin('reservations as r', 'r.visit_id', 'v.id')
      .select(['v.phone', 'v.user_id', 'v.salon_id', 'v.status', 'r.hairdresser_id', 'r.service_id', 'r.starts_at'])
      .where('v.phone', 'like', '+48886000%')
      .orderBy('r.starts_at')
      .execute();
    const anna = byEmail.get('anna.kowalska@example.com')!;
    expect(history).toEqual([
      expect.objectContaining({ phone: anna.phone, user_id: anna.id, salon_id: 'M101', status: 'ACTIVE', hairdresser_id: 'H10102', service_id: '1001' }),
      expect.objectContaining({ phone: anna.phone, user_id: anna.id, salon_id: 'M101', status: 'ACTIVE', hairdresser_id: 'H10102', service_id: '1001' }),
    ]);
    for (const visit of history) expect(visit.starts_at.getTime()).toBeLessThan(TODAY.plus({ days: VISITS_FROM_DAY }).toMillis());
  });
});

describe('Polish public holidays', () => {
  test('Easter and the holidays that move with it', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((y) => easterSunday(Number(y)).toISODate())).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
    const holidays = polishHolidays(2026).map((h) => h.date);
    expect(holidays).toEqual([
      '2026-01-01', '2026-01-06', '2026-04-05', '2026-04-06', '2026-05-01', '2026-05-03', '2026-05-24', '2026-06-04',
      '2026-08-15', '2026-11-01', '2026-11-11', '2026-12-24', '2026-12-25', '2026-12-26',
    ]);
    // Christmas Eve became a public holiday in 2025.
    expect(polishHolidays(2024).map((h) => h.date)).not.toContain('2024-12-24');
  });
});
