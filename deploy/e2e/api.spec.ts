import { expect, test } from '@playwright/test';
import type { Area } from '@salon/contracts/catalog-api';

/**
 * The site and the API at one URL, as `npm start` serves them: the gateway proxies /api
 * to the API on its seeded database, and the tracker's events from a real page land.
 */
test.describe('the API behind the gateway', () => {
  test('answers /api on the site origin with seeded data in the requested language', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const cities = await request.get('/api/cities', { headers: { 'Accept-Language': 'en-gb' } });
    expect(cities.status()).toBe(200);
    const areas = (await cities.json()) as Area[];
    expect(areas.length).toBeGreaterThanOrEqual(20);
    expect(areas[0]).toMatchObject({ code: 'warszawa', order: 1 });
  });

  test('bad input gets the API error shape through the gateway', async ({ request }) => {
    const response = await request.get('/api/reservation-slots?city=warszawa&date=2026-02-30&services=1001');
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'date' });
  });

  test("a page's navigation events reach POST /api/events and are accepted", async ({ page }) => {
    const delivered = page.waitForResponse((response) => response.url().endsWith('/api/events') && response.request().method() === 'POST');
    await page.goto('/salony');
    expect((await delivered).status()).toBe(202);
  });
});
