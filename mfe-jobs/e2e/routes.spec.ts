import { expect, test } from '@playwright/test';

test.describe('jobs routes', () => {
  test('offers, a city and an offer id', async ({ page }) => {
    await page.goto('/pracuj-z-nami');
    await expect(page.getByRole('heading', { level: 1, name: 'Pracuj z nami' })).toBeVisible();
    await page.goto('/pracuj-z-nami/krakow');
    await expect(page.getByRole('heading', { level: 1, name: 'Krakow' })).toBeVisible();
    await page.goto('/pracuj-z-nami/65a1b2c3d4e5f60718293a4b');
    await expect(page.getByRole('heading', { level: 1, name: 'Oferta pracy' })).toBeVisible();
  });
});
