import type { Area, CityDetails } from '@salon/contracts/catalog-api';
import { CITY_COPY } from '../../../db/seed/city-copy.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<Area[]>();
};

/** Enabled salons per city code, counted straight from the tables. */
async function enabledSalonsPerCity(): Promise<Map<string, number>> {
  const rows = await t.app.db.selectFrom('salons').select(['city_code', 'enabled']).execute();
  const counts = new Map<string, number>();
  for (const row of rows) if (row.enabled) counts.set(row.city_code, (counts.get(row.city_code) ?? 0) + 1);
  return counts;
}

describe('GET /api/cities', () => {
  test('lists the suggested cities first in their order, then the others by Polish name', async () => {
    const cities = await get('/api/cities');
    expect(cities.slice(0, 5).map((c) => [c.code, c.order])).toEqual([
      ['warszawa', 1],
      ['krakow', 2],
      ['wroclaw', 3],
      ['gdansk', 4],
      ['poznan', 5],
    ]);
    const others = cities.slice(5);
    expect(others.every((c) => c.order === null)).toBe(true);
    expect(others.map((c) => c.name)).toEqual(others.map((c) => c.name).sort((a, b) => a.localeCompare(b, 'pl')));
    // Polish order: Ł after L, not after Z as code points would put it.
    const codes = cities.map((c) => c.code);
    expect(codes.indexOf('lublin')).toBeLessThan(codes.indexOf('lodz'));
    expect(codes.indexOf('lodz')).toBeLessThan(codes.indexOf('olsztyn'));
  });

  test('has every city of the chain plus the virtual area, with department and coordinates', async () => {
    const cities = await get('/api/cities');
    expect(cities).toHaveLength(21);
    const byCode = new Map(cities.map((c) => [c.code, c]));
    expect(byCode.get('warszawa')).toMatchObject({
      name: 'Warszawa',
      virtual: false,
      department: { code: 'MAZ', name: 'Mazowieckie' },
    });
    expect(byCode.get('warszawa')?.coordinates.latitude).toBeCloseTo(52.23, 1);
    expect(byCode.get('warszawa')?.coordinates.longitude).toBeCloseTo(21.01, 1);
    expect(byCode.get('radom')?.department.code).toBe('MAZ');
    expect(byCode.get('krakow')?.department.code).toBe('MAL');
    expect(byCode.get('uslugi-mobilne')).toMatchObject({ virtual: true, department: { code: 'WIR' } });
    expect(cities.filter((c) => c.virtual).map((c) => c.code)).toEqual(['uslugi-mobilne']);
  });

  test('counts enabled salons only (M199 in Łódź is disabled)', async () => {
    const cities = await get('/api/cities');
    const expected = await enabledSalonsPerCity();
    for (const city of cities) expect([city.code, city.salonCount]).toEqual([city.code, expected.get(city.code) ?? 0]);
    const lodzAll = await t.app.db.selectFrom('salons').select('id').where('city_code', '=', 'lodz').execute();
    expect(cities.find((c) => c.code === 'lodz')?.salonCount).toBe(lodzAll.length - 1);
    expect(cities.find((c) => c.code === 'uslugi-mobilne')?.salonCount).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /api/departments', () => {
  test('lists each department once, as its own department, suggested ones first then by name', async () => {
    const departments = await get('/api/departments');
    const codes = departments.map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['MAZ', 'MAL', 'WIR']));
    for (const d of departments) expect(d.department).toEqual({ code: d.code, name: d.name });
    const suggested = departments.filter((d) => d.order !== null);
    expect(departments.slice(0, suggested.length)).toEqual(suggested);
    expect(suggested.map((d) => d.order)).toEqual(suggested.map((d) => d.order).sort((a, b) => (a ?? 0) - (b ?? 0)));
    const others = departments.slice(suggested.length);
    expect(others.map((d) => d.name)).toEqual(others.map((d) => d.name).sort((a, b) => a.localeCompare(b, 'pl')));
    expect(departments.find((d) => d.code === 'MAZ')?.name).toBe('Mazowieckie');
  });

  test('only the department of the virtual area is virtual', async () => {
    const departments = await get('/api/departments');
    expect(departments.filter((d) => d.virtual).map((d) => d.code)).toEqual(['WIR']);
  });

  test("counts the enabled salons of the department's cities", async () => {
    const [departments, cities] = await Promise.all([get('/api/departments'), get('/api/cities')]);
    for (const d of departments) {
      const sum = cities.filter((c) => c.department.code === d.code).reduce((total, c) => total + c.salonCount, 0);
      expect([d.code, d.salonCount]).toEqual([d.code, sum]);
    }
    const maz = cities.filter((c) => c.code === 'warszawa' || c.code === 'radom').reduce((n, c) => n + c.salonCount, 0);
    expect(departments.find((d) => d.code === 'MAZ')?.salonCount).toBeGreaterThanOrEqual(maz);
  });
});

describe('GET /api/cities/{code}', () => {
  const city = async (code: string, language?: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/cities/${code}`, headers: language ? { 'accept-language': language } : {} });
    expect(response.statusCode).toBe(200);
    return response.json<CityDetails>();
  };
  const failure = async (code: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/cities/${code}` });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };

  test('the city as the list has it, with "in <city>" and its copy in Polish', async () => {
    const krakow = await city('krakow');
    const listed = (await get('/api/cities')).find((c) => c.code === 'krakow');
    expect(krakow).toMatchObject(listed!);
    expect(krakow.inCity).toBe('w Krakowie');
    expect(krakow.seo).toEqual(CITY_COPY.krakow!.pl);
    expect(krakow.seo.mainContent?.length).toBeGreaterThan(100);
    expect(krakow.seo.paragraphs.length).toBeGreaterThanOrEqual(2);
  });

  test('follows Accept-Language, Polish for a language it does not speak', async () => {
    expect(await city('krakow', 'en-GB,en;q=0.9')).toMatchObject({ inCity: 'in Kraków', seo: CITY_COPY.krakow!.en });
    expect(await city('krakow', 'fr-FR')).toMatchObject({ inCity: 'à Cracovie', seo: CITY_COPY.krakow!.fr });
    expect(await city('krakow', 'de-DE')).toMatchObject({ inCity: 'w Krakowie', seo: CITY_COPY.krakow!.pl });
  });

  test('every city has copy of its own: no two cities share a lead or a paragraph', async () => {
    const cities = (await get('/api/cities')).filter((c) => !c.virtual);
    expect(cities).toHaveLength(20);
    const leads = new Set<string>();
    const paragraphs = new Set<string>();
    for (const { code } of cities) {
      for (const language of ['pl', 'en', 'fr']) {
        const page = await city(code, language);
        expect(page.seo.mainContent).toBeTruthy();
        expect(leads.has(page.seo.mainContent!)).toBe(false);
        leads.add(page.seo.mainContent!);
        for (const paragraph of page.seo.paragraphs) {
          expect(paragraph.title.trim()).not.toBe('');
          expect(paragraphs.has(paragraph.content)).toBe(false);
          paragraphs.add(paragraph.content);
        }
      }
    }
  });

  test('an unknown city, and the virtual area, are a 404 on code', async () => {
    for (const code of ['atlantyda', 'uslugi-mobilne']) {
      expect(await failure(code)).toEqual({ status: 404, body: { status: 404, code: 'NOT_FOUND', field: 'code' } });
    }
  });

  test('a code that is no city slug is a 400 on code', async () => {
    for (const code of ['Krakow', 'krak%C3%B3w', 'zielona_gora', '-krakow', 'krakow-', 'a'.repeat(65)]) {
      expect(await failure(code)).toEqual({ status: 400, body: { status: 400, code: 'INVALID_VALUE', field: 'code' } });
    }
  });
});
