import type { Salon, SalonDetails } from '@salon/contracts/catalog-api';
import { distanceInKm } from '@salon/contracts/geo';
import { SALON_COPY } from '../../../db/seed/salon-copy.ts';
import { roundKm } from '../../../lib/geo.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function get<T = Salon[]>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

async function failure(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** The salons' city names (a virtual salon carries no location, so read them from the tables). */
async function cityNames(): Promise<Map<string, string>> {
  const rows = await t.app.db.selectFrom('salons').innerJoin('cities', 'cities.code', 'salons.city_code').select(['salons.id', 'cities.name']).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

const KRAKOW = { latitude: 50.0614, longitude: 19.9366 };

describe('GET /api/salons', () => {
  test('lists the enabled salons by city name, then salon name', async () => {
    const salons = await get('/api/salons');
    const enabled = await t.app.db.selectFrom('salons').select('id').where('enabled', '=', true).execute();
    expect(salons.map((s) => s.id).sort()).toEqual(enabled.map((s) => s.id).sort());
    expect(salons.length).toBeGreaterThanOrEqual(39);
    expect(salons.every((s) => s.enabled)).toBe(true);
    expect(salons.map((s) => s.id)).not.toContain('M199');
    const city = await cityNames();
    const sorted = [...salons].sort(
      (a, b) => (city.get(a.id) ?? '').localeCompare(city.get(b.id) ?? '', 'pl') || a.name.localeCompare(b.name, 'pl'),
    );
    expect(salons.map((s) => s.id)).toEqual(sorted.map((s) => s.id));
    expect(salons.some((s) => 'distanceInKm' in s)).toBe(false);
  });

  test('keeps temporarily closed salons and those without online booking, saying so', async () => {
    const byId = new Map((await get('/api/salons')).map((s) => [s.id, s]));
    expect(byId.get('M190')).toMatchObject({ open: false, enabled: true });
    expect(byId.get('M191')).toMatchObject({ acceptsReservations: false, open: true });
    expect(byId.get('M192')).toMatchObject({ canComeWithoutReservation: true, acceptsReservations: true });
  });

  test('disabled=true lists the disabled salons too', async () => {
    const salons = await get('/api/salons?disabled=true');
    const all = await t.app.db.selectFrom('salons').select('id').execute();
    expect(salons).toHaveLength(all.length);
    expect(salons.find((s) => s.id === 'M199')).toMatchObject({ enabled: false, location: { cityCode: 'lodz' } });
    expect((await get('/api/salons?disabled=false')).map((s) => s.id)).not.toContain('M199');
  });

  test('location=lat,lng: nearest first with the distance, virtual salons last without one', async () => {
    const salons = await get(`/api/salons?location=${KRAKOW.latitude},${KRAKOW.longitude}`);
    expect(salons[0]?.location?.cityCode).toBe('krakow');
    const located = salons.filter((s) => s.coordinates);
    const virtual = salons.filter((s) => !s.coordinates);
    expect(salons).toEqual([...located, ...virtual]);
    expect(virtual.map((s) => s.id)).toEqual(expect.arrayContaining(['M900', 'M901']));
    expect(virtual.every((s) => s.distanceInKm === undefined)).toBe(true);
    for (const salon of located) expect(salon.distanceInKm).toBe(roundKm(distanceInKm(KRAKOW, salon.coordinates!)));
    const distances = located.map((s) => s.distanceInKm ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Warsaw is about 250 km from Kraków.
    const warsaw = located.find((s) => s.id === 'M101');
    expect(warsaw?.distanceInKm).toBeGreaterThan(230);
    expect(warsaw?.distanceInKm).toBeLessThan(270);
  });

  test('measures the distance as the booking remote does, on the mean Earth radius', async () => {
    // From Toruń, Zielona Góra Żeromskiego is 241.15015 km on a 6371.0088 km sphere and
    // 241.14982 km on a 6371 km one: the first rounds to 241.2, the second to 241.1.
    const torun = { latitude: 53.0138, longitude: 18.5984 };
    const salons = await get(`/api/salons?location=${torun.latitude},${torun.longitude}`);
    expect(salons.find((s) => s.id === 'M320')?.distanceInKm).toBe(241.2);
  });

  test('location with disabled=true sorts the disabled ones in too', async () => {
    const salons = await get('/api/salons?location=51.7592,19.4560&disabled=true');
    expect(salons[0]?.location?.cityCode).toBe('lodz');
    expect(salons.map((s) => s.id)).toContain('M199');
  });

  test.each([
    ['91,20', 'latitude out of range'],
    ['50,181', 'longitude out of range'],
    ['krakow', 'not coordinates'],
    ['50.06', 'one number'],
    ['50.06;19.93', 'wrong separator'],
  ])('location=%s (%s) is a 400 on location', async (location) => {
    expect(await failure(`/api/salons?location=${encodeURIComponent(location)}`)).toEqual({
      status: 400,
      body: { status: 400, code: 'INVALID_VALUE', field: 'location' },
    });
  });

  test('disabled=maybe is a 400 on disabled', async () => {
    expect(await failure('/api/salons?disabled=maybe')).toEqual({ status: 400, body: { status: 400, code: 'INVALID_VALUE', field: 'disabled' } });
  });
});

describe('GET /api/salons/suggested', () => {
  test('lists the enabled suggested salons, by city then name', async () => {
    const salons = await get('/api/salons/suggested');
    const suggested = await t.app.db.selectFrom('salons').select('id').where('suggested', '=', true).where('enabled', '=', true).execute();
    expect(salons.map((s) => s.id).sort()).toEqual(suggested.map((s) => s.id).sort());
    expect(salons.length).toBeGreaterThan(1);
    expect(salons.every((s) => s.suggestedSalon && s.enabled)).toBe(true);
    const cities = new Set(salons.map((s) => s.location?.cityCode));
    expect(cities.size).toBeGreaterThan(1);
    const city = await cityNames();
    const sorted = [...salons].sort((a, b) => (city.get(a.id) ?? '').localeCompare(city.get(b.id) ?? '', 'pl') || a.name.localeCompare(b.name, 'pl'));
    expect(salons.map((s) => s.id)).toEqual(sorted.map((s) => s.id));
  });
});

describe('GET /api/salons/{id}', () => {
  test('a salon with its place, services and flags', async () => {
    const salon = await get<Salon>('/api/salons/M101');
    expect(salon).toMatchObject({
      id: 'M101',
      virtual: false,
      enabled: true,
      open: true,
      acceptsReservations: true,
      franchise: false,
      location: { cityCode: 'warszawa', city: 'Warszawa', department: { code: 'MAZ', name: 'Mazowieckie' } },
    });
    expect(salon.location?.address.length).toBeGreaterThan(0);
    expect(salon.coordinates).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(salon.services).toEqual(expect.arrayContaining(['1001', '1002', '1003', '1010', '1101', '1201']));
    expect(salon.services).not.toContain('1301');
    expect((await get<Salon>('/api/salons/M102')).franchise).toBe(true);
  });

  test('a virtual salon has no location or coordinates', async () => {
    expect(await get<Salon>('/api/salons/M900')).toMatchObject({ virtual: true, location: null, coordinates: null });
  });

  test('a disabled salon is found, saying it is disabled', async () => {
    expect(await get<Salon>('/api/salons/M199')).toMatchObject({ id: 'M199', enabled: false });
  });

  test('its description follows Accept-Language', async () => {
    const row = await t.app.db.selectFrom('salons').select('description').where('id', '=', 'M101').executeTakeFirstOrThrow();
    expect((await get<Salon>('/api/salons/M101')).description).toBe(row.description?.pl ?? null);
    expect((await get<Salon>('/api/salons/M101', { 'accept-language': 'en-gb' })).description).toBe(row.description?.en ?? row.description?.pl ?? null);
    expect((await get<Salon>('/api/salons/M101', { 'accept-language': 'fr-fr' })).description).toBe(row.description?.fr ?? row.description?.pl ?? null);
    expect((await get<Salon>('/api/salons/M101', { 'accept-language': 'en-gb' })).description).toContain('in Warsaw');
    expect((await get<Salon>('/api/salons/M101', { 'accept-language': 'fr-fr' })).description).toContain('à Varsovie');
    expect((await get<Salon>('/api/salons/M101')).description).toContain('w Warszawie');
  });

  test('carries its search-engine copy in the language of Accept-Language, Polish otherwise', async () => {
    const copy = SALON_COPY.M101!;
    expect((await get<SalonDetails>('/api/salons/M101')).seo).toEqual(copy.pl);
    expect((await get<SalonDetails>('/api/salons/M101', { 'accept-language': 'en-gb' })).seo).toEqual(copy.en);
    expect((await get<SalonDetails>('/api/salons/M101', { 'accept-language': 'fr-fr' })).seo).toEqual(copy.fr);
    expect((await get<SalonDetails>('/api/salons/M101', { 'accept-language': 'de-de' })).seo).toEqual(copy.pl);
    expect(copy.pl.mainContent).not.toBe(copy.en.mainContent);
  });

  test('seo is null for a salon without copy; lists never carry it', async () => {
    const without = await t.app.db.selectFrom('salons').select('id').where('seo', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    expect((await get<SalonDetails>(`/api/salons/${without.id}`)).seo).toBeNull();
    for (const url of ['/api/salons', '/api/salons/suggested']) {
      expect((await get(url)).some((salon) => 'seo' in salon)).toBe(false);
    }
  });

  test('its pictures: five for M101, each variant a default rendition, and the wide 17:6 set', async () => {
    const salon = await get<SalonDetails>('/api/salons/M101');
    expect(salon.images).toHaveLength(5);
    for (const image of [...salon.images, ...salon.images_17_6]) {
      const photo = image.mini.split('/')[4];
      expect(image).toEqual({
        '5_3': `/api/images/salons/${photo}/5_3.webp`,
        '9_11': `/api/images/salons/${photo}/9_11.webp`,
        '17_6': `/api/images/salons/${photo}/17_6.webp`,
        mini: `/api/images/salons/${photo}/mini.webp`,
      });
    }
    expect(salon.imageMini).toBe(salon.images[0]!.mini);
    expect(salon.images_17_6).toHaveLength(3);
    const picture = await t.app.inject({ method: 'GET', url: `${salon.images_17_6[0]!['17_6']}?w=160` });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  test('an unknown salon is a 404 on id; an id that is no salon code a 400', async () => {
    expect(await failure('/api/salons/M999999')).toEqual({ status: 404, body: { status: 404, code: 'NOT_FOUND', field: 'id' } });
    for (const id of ['101', 'm101', 'M10a', 'X']) {
      expect(await failure(`/api/salons/${id}`)).toEqual({ status: 400, body: { status: 400, code: 'INVALID_VALUE', field: 'id' } });
    }
  });
});
