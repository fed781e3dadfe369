import type { Service, ServiceDetails } from '@salon/contracts/catalog-api';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const V3 = { 'x-api-version': '3' };

async function list(query = '', headers: Record<string, string> = V3): Promise<Service[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/services${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<Service[]>();
}

async function failure(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: V3 });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/**
 * Lowest and highest price (PLN) of each service over the enabled salons a filter
 * keeps, straight from the tables: what an area or the chain should be priced at.
 */
async function pricesOver(keep: (salon: { id: string; city_code: string; department_code: string; is_virtual: boolean }) => boolean) {
  const rows = await t.app.db
    .selectFrom('salon_services')
    .innerJoin('salons', 'salons.id', 'salon_services.salon_id')
    .innerJoin('cities', 'cities.code', 'salons.city_code')
    .select(['salons.id', 'salons.city_code', 'cities.department_code', 'salons.is_virtual', 'salons.enabled', 'salon_services.service_id', 'salon_services.price_minor'])
    .execute();
  const prices = new Map<string, { min: number; max: number }>();
  for (const row of rows) {
    if (!row.enabled || !keep(row)) continue;
    const seen = prices.get(row.service_id);
    prices.set(row.service_id, {
      min: Math.min(seen?.min ?? Infinity, row.price_minor / 100),
      max: Math.max(seen?.max ?? -Infinity, row.price_minor / 100),
    });
  }
  return prices;
}

function expectPricedAs(services: Service[], prices: Map<string, { min: number; max: number }>) {
  expect(services.map((s) => s.id).sort()).toEqual([...prices.keys()].sort());
  for (const service of services) {
    const expected = prices.get(service.id);
    expect([service.id, service.price, service.priceFrom]).toEqual([
      service.id,
      { value: expected?.min, currency: 'PLN' },
      expected?.min !== expected?.max,
    ]);
  }
}

const expectSortedByOrder = (services: Service[]) =>
  expect(services.map((s) => s.order)).toEqual(services.map((s) => s.order).sort((a, b) => a - b));

describe('GET /api/services without a selector', () => {
  test('lists every service an enabled salon offers, at its lowest price in the chain, by order', async () => {
    const services = await list();
    expect(services.length).toBeGreaterThanOrEqual(30);
    expectSortedByOrder(services);
    expectPricedAs(services, await pricesOver(() => true));
  });

  test('describes a service with its fields', async () => {
    const services = await list();
    const byId = new Map(services.map((s) => [s.id, s]));
    expect(byId.get('1001')).toMatchObject({ duration: 60, category: 'HAIRDRESSING', sex: ['F'], outsideOfSalon: false, minimumDistanceInDays: null });
    expect(byId.get('1002')).toMatchObject({ duration: 30, category: 'HAIRDRESSING', sex: ['M'] });
    expect(byId.get('1003')).toMatchObject({ duration: 120, promoted: true, promotingMessage: expect.any(String) });
    expect(byId.get('1010')).toMatchObject({ duration: 180, minimumDistanceInDays: 28 });
    expect(byId.get('1101')).toMatchObject({ duration: 45, category: 'COSMETICS' });
    expect(byId.get('1201')).toMatchObject({ duration: 30, category: 'BARBER', sex: ['M'] });
    expect(byId.get('1301')).toMatchObject({ duration: 120, outsideOfSalon: true });
  });

  test('accepts the request without an API version too, and refuses an unknown version', async () => {
    expect(await list('', {})).toEqual(await list());
    const response = await t.app.inject({ method: 'GET', url: '/api/services', headers: { 'x-api-version': '5' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'X-Api-Version' });
  });
});

describe('GET /api/services?salonId=', () => {
  test("lists the salon's services at its own prices", async () => {
    const services = await list('?salonId=M101');
    expectSortedByOrder(services);
    const byId = new Map(services.map((s) => [s.id, s]));
    expect(byId.get('1001')).toMatchObject({ price: { value: 120, currency: 'PLN' }, priceFrom: false });
    expect(byId.get('1003')?.price).toEqual({ value: 220, currency: 'PLN' });
    expect([...byId.keys()]).toEqual(expect.arrayContaining(['1001', '1002', '1003', '1010', '1101', '1201']));
    expect(byId.has('1301')).toBe(false);
    expect(services.every((s) => !s.priceFrom)).toBe(true);
    const offered = await t.app.db.selectFrom('salon_services').select('service_id').where('salon_id', '=', 'M101').execute();
    expect(services).toHaveLength(offered.length);
  });

  test('a franchise salon lists only what it offers (M102 has no keratin)', async () => {
    const ids = (await list('?salonId=M102')).map((s) => s.id);
    expect(ids).toContain('1001');
    expect(ids).not.toContain('1010');
  });

  test('a virtual salon lists its services outside the salon', async () => {
    const services = await list('?salonId=M900');
    expect(services.map((s) => s.id)).toContain('1301');
    expect(services.every((s) => s.outsideOfSalon)).toBe(true);
  });

  test("a disabled salon's page still gets its prices", async () => {
    const services = await list('?salonId=M199');
    expect(services.length).toBeGreaterThan(0);
  });

  test('an unknown salon is a 404 on salonId; a malformed id a 400', async () => {
    expect(await failure('/api/services?salonId=M999999')).toEqual({ status: 404, body: { status: 404, code: 'NOT_FOUND', field: 'salonId' } });
    expect(await failure('/api/services?salonId=101')).toEqual({ status: 400, body: { status: 400, code: 'INVALID_VALUE', field: 'salonId' } });
  });

  test('a salon and an area at once is a 400 on the area', async () => {
    expect(await failure('/api/services?salonId=M101&city=warszawa')).toEqual({ status: 400, body: { status: 400, code: 'INVALID_VALUE', field: 'city' } });
    expect(await failure('/api/services?salonId=M101&virtualSalons=true')).toEqual({
      status: 400,
      body: { status: 400, code: 'INVALID_VALUE', field: 'virtualSalons' },
    });
  });
});

describe('GET /api/services with an area', () => {
  test('city (code): services of its enabled salons at the lowest price there', async () => {
    const services = await list('?city=warszawa');
    expectSortedByOrder(services);
    expectPricedAs(services, await pricesOver((s) => s.city_code === 'warszawa'));
    // M101 offers keratin, so Warsaw does even though M102 does not.
    expect(services.map((s) => s.id)).toContain('1010');
    expect(services.map((s) => s.id)).not.toContain('1301');
  });

  test('city by name, in any case, is the same area', async () => {
    const byCode = await list('?city=krakow');
    expect(await list(`?city=${encodeURIComponent('Kraków')}`)).toEqual(byCode);
    expect(await list(`?city=${encodeURIComponent('KRAKÓW')}`)).toEqual(byCode);
    expectPricedAs(byCode, await pricesOver((s) => s.city_code === 'krakow'));
  });

  test('a city whose only disabled salon is left out of the prices (Łódź)', async () => {
    expectPricedAs(await list('?city=lodz'), await pricesOver((s) => s.city_code === 'lodz'));
  });

  test('departmentCode and departmentName select the same department', async () => {
    const byCode = await list('?departmentCode=MAZ');
    expectPricedAs(byCode, await pricesOver((s) => s.department_code === 'MAZ'));
    expect(await list('?departmentName=Mazowieckie')).toEqual(byCode);
    expect(await list('?departmentName=mazowieckie')).toEqual(byCode);
  });

  test('virtualSalons=true: the services of the virtual salons', async () => {
    const services = await list('?virtualSalons=true');
    expectPricedAs(services, await pricesOver((s) => s.is_virtual));
    expect(services.map((s) => s.id)).toContain('1301');
    expect(services.every((s) => s.outsideOfSalon)).toBe(true);
  });

  test('virtualSalons=false selects nothing: the chain-wide list', async () => {
    expect(await list('?virtualSalons=false')).toEqual(await list());
  });

  test.each([
    ['/api/services?city=atlantyda', 404, 'NOT_FOUND', 'city'],
    ['/api/services?departmentCode=XXX', 404, 'NOT_FOUND', 'departmentCode'],
    ['/api/services?departmentName=Nigdzie', 404, 'NOT_FOUND', 'departmentName'],
    ['/api/services?city=warszawa&departmentCode=MAZ', 400, 'INVALID_VALUE', 'city'],
    ['/api/services?departmentCode=MAZ&virtualSalons=true', 400, 'INVALID_VALUE', 'virtualSalons'],
    ['/api/services?virtualSalons=maybe', 400, 'INVALID_VALUE', 'virtualSalons'],
    ['/api/services?city=', 400, 'INVALID_VALUE', 'city'],
    [`/api/services?city=${'x'.repeat(129)}`, 400, 'INVALID_VALUE', 'city'],
  ])('%s is a %i %s on %s', async (url, status, code, field) => {
    expect(await failure(url)).toEqual({ status, body: { status, code, field } });
  });
});

describe('translations', () => {
  test('names, descriptions and promoting messages follow Accept-Language (Polish by default)', async () => {
    const row = await t.app.db
      .selectFrom('services')
      .select(['name', 'description', 'long_description', 'promoting_message'])
      .where('id', '=', '1003')
      .executeTakeFirstOrThrow();
    const pick = async (language: string | undefined) =>
      (await list('?salonId=M101', language ? { ...V3, 'accept-language': language } : V3)).find((s) => s.id === '1003');
    const pl = await pick(undefined);
    const en = await pick('en-GB,en;q=0.9');
    const fr = await pick('fr-fr');
    expect(pl).toMatchObject({ name: row.name.pl, promotingMessage: row.promoting_message?.pl, description: row.description?.pl ?? null });
    expect(en).toMatchObject({ name: row.name.en, promotingMessage: row.promoting_message?.en, longDescription: row.long_description?.en ?? null });
    expect(fr).toMatchObject({ name: row.name.fr, promotingMessage: row.promoting_message?.fr, description: row.description?.fr ?? null });
    expect([pl?.name, en?.name, fr?.name]).toEqual(['Koloryzacja', 'Hair colouring', 'Coloration']);
  });
});

describe('GET /api/services/{id}', () => {
  const details = async (id: string, headers: Record<string, string> = V3) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/services/${id}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json<ServiceDetails>();
  };

  test('a service with where enabled salons offer it', async () => {
    const service = await details('1010');
    const chain = await list();
    const { availableIn, ...rest } = service;
    expect(rest).toEqual(chain.find((s) => s.id === '1010'));
    expect(availableIn.salonIds).toContain('M101');
    expect(availableIn.salonIds).not.toContain('M102');
    expect(availableIn.cities).toContain('warszawa');
    expect(availableIn.departments).toContain('MAZ');
    expect(availableIn.virtualSalons).toBe(false);
    const offering = await t.app.db
      .selectFrom('salon_services')
      .innerJoin('salons', 'salons.id', 'salon_services.salon_id')
      .select('salons.id')
      .where('salon_services.service_id', '=', '1010')
      .where('salons.enabled', '=', true)
      .execute();
    expect([...availableIn.salonIds].sort()).toEqual(offering.map((r) => r.id).sort());
  });

  test('a service outside the salon is available in the virtual area only', async () => {
    const { availableIn, outsideOfSalon } = await details('1301');
    expect(outsideOfSalon).toBe(true);
    expect(availableIn).toEqual({
      cities: ['uslugi-mobilne'],
      departments: ['WIR'],
      virtualSalons: true,
      salonIds: expect.arrayContaining(['M900', 'M901']),
    });
  });

  test('leaves disabled salons out', async () => {
    const { availableIn } = await details('1001');
    expect(availableIn.salonIds).not.toContain('M199');
    expect(availableIn.salonIds).toContain('M101');
  });

  test('is translated', async () => {
    const row = await t.app.db.selectFrom('services').select('name').where('id', '=', '1001').executeTakeFirstOrThrow();
    expect((await details('1001', { 'accept-language': 'en-gb' })).name).toBe(row.name.en);
    expect((await details('1001', { 'accept-language': 'fr-fr' })).name).toBe(row.name.fr);
    expect((await details('1001')).name).toBe(row.name.pl);
    expect((await details('1001', { 'accept-language': 'en-gb' })).name).toBe("Women's haircut");
    expect((await details('1001', { 'accept-language': 'fr-fr' })).name).toBe('Coupe femme');
    expect((await details('1001', { 'accept-language': 'pl-pl' })).name).toBe('Strzyżenie damskie');
  });

  test('an unknown service is a 404 on id', async () => {
    expect(await failure('/api/services/999999')).toEqual({ status: 404, body: { status: 404, code: 'NOT_FOUND', field: 'id' } });
    expect(await failure(`/api/services/${'9'.repeat(65)}`)).toEqual({ status: 400, body: { status: 400, code: 'INVALID_VALUE', field: 'id' } });
  });
});
