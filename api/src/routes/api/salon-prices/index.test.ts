import { SERVICE_CATEGORIES, type SalonPrices } from '@salon/contracts/catalog-api';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const V4 = { 'x-api-version': '4' };

async function prices(id: string, headers: Record<string, string> = {}): Promise<SalonPrices> {
  const response = await t.app.inject({ method: 'GET', url: `/api/salon-prices/${id}`, headers: { ...V4, ...headers } });
  expect(response.statusCode).toBe(200);
  return response.json<SalonPrices>();
}

async function failure(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: V4 });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('GET /api/salon-prices/{id}', () => {
  test("lists each service the salon offers with its price, original price and descriptions", async () => {
    const { items } = await prices('M101');
    const offered = await t.app.db.selectFrom('salon_services').select('service_id').where('salon_id', '=', 'M101').execute();
    expect(items.map((i) => i.serviceId).sort()).toEqual(offered.map((o) => o.service_id).sort());
    const haircut = await t.app.db.selectFrom('services').select(['name', 'description', 'long_description']).where('id', '=', '1001').executeTakeFirstOrThrow();
    expect(items.find((i) => i.serviceId === '1001')).toEqual({
      serviceId: '1001',
      name: haircut.name.pl,
      sex: ['F'],
      price: 120,
      originalPrice: null,
      serviceCategory: 'HAIRDRESSING',
      priceJson: { value: 120, currency: 'PLN' },
      shortDescription: haircut.description?.pl ?? null,
      longDescription: haircut.long_description?.pl ?? null,
    });
    expect(items.find((i) => i.serviceId === '1003')).toMatchObject({ price: 220, originalPrice: 260, priceJson: { value: 220, currency: 'PLN' } });
    expect(items.find((i) => i.serviceId === '1201')).toMatchObject({ serviceCategory: 'BARBER', sex: ['M'] });
  });

  test('sorts by category (hairdressing, cosmetics, barber), then by the service order', async () => {
    const { items } = await prices('M101');
    const orders = new Map(
      (await t.app.db.selectFrom('services').select(['id', 'sort_order']).execute()).map((row) => [row.id, row.sort_order]),
    );
    const rank = (category: string) => (SERVICE_CATEGORIES as readonly string[]).indexOf(category);
    const sorted = [...items].sort(
      (a, b) => rank(a.serviceCategory) - rank(b.serviceCategory) || (orders.get(a.serviceId) ?? 0) - (orders.get(b.serviceId) ?? 0),
    );
    expect(items.map((i) => i.serviceId)).toEqual(sorted.map((i) => i.serviceId));
    expect(new Set(items.map((i) => i.serviceCategory))).toEqual(new Set(['HAIRDRESSING', 'COSMETICS', 'BARBER']));
  });

  test('a franchise salon lists only its services (M102 has no keratin)', async () => {
    const ids = (await prices('M102')).items.map((i) => i.serviceId);
    expect(ids).toContain('1001');
    expect(ids).not.toContain('1010');
  });

  test('names, descriptions, notes and the price description follow Accept-Language', async () => {
    const salon = await t.app.db.selectFrom('salons').select(['price_notes', 'price_description']).where('id', '=', 'M101').executeTakeFirstOrThrow();
    const service = await t.app.db.selectFrom('services').select(['name', 'description']).where('id', '=', '1003').executeTakeFirstOrThrow();
    for (const [header, language] of [
      [undefined, 'pl'],
      ['en-gb', 'en'],
      ['fr-fr', 'fr'],
    ] as const) {
      const answer = await prices('M101', header ? { 'accept-language': header } : {});
      expect(answer.notes).toEqual(salon.price_notes.map((note) => note[language] ?? note.pl));
      expect(answer.description).toBe(salon.price_description?.[language] ?? salon.price_description?.pl ?? null);
      const item = answer.items.find((i) => i.serviceId === '1003');
      expect(item?.name).toBe(service.name[language]);
      expect(item?.shortDescription).toBe(service.description?.[language] ?? service.description?.pl ?? null);
    }
    const english = await prices('M101', { 'accept-language': 'en-gb' });
    expect(english.items.find((i) => i.serviceId === '1001')?.name).toBe("Women's haircut");
    expect(english.description).toMatch(/^Prices in Polish złoty/);
    expect(english.notes.length).toBeGreaterThan(0);
    const french = await prices('M101', { 'accept-language': 'fr-fr' });
    expect(french.items.find((i) => i.serviceId === '1001')?.name).toBe('Coupe femme');
    expect(french.description).toMatch(/^Prix en złotys polonais/);
  });

  test('answers without the version header too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/salon-prices/M101' });
    expect(response.statusCode).toBe(200);
  });

  test('an unknown salon is a 404 on id; an id that is no salon code a 400', async () => {
    expect(await failure('/api/salon-prices/M999999')).toEqual({ status: 404, body: { status: 404, code: 'NOT_FOUND', field: 'id' } });
    expect(await failure('/api/salon-prices/abc')).toEqual({ status: 400, body: { status: 400, code: 'INVALID_VALUE', field: 'id' } });
  });
});
