import { expect, test } from '@playwright/test';

test.describe('jobs routes', () => {
  test('offers, a city, an unknown city and an unknown offer id @skew', async ({ page }) => {
    await page.goto('/pracuj-z-nami');
    await expect(page.getByRole('heading', { level: 1, name: 'Pracuj z nami' })).toBeVisible();
    await page.goto('/pracuj-z-nami/krakow');
    await expect(page.getByRole('heading', { level: 1, name: 'Kraków' })).toBeVisible();
    // A city without offers and an id no offer has both go back to the list.
    await page.goto('/pracuj-z-nami/nie-ma-takiego-miasta');
    await expect(page).toHaveURL(/\/pracuj-z-nami$/);
    await page.goto('/pracuj-z-nami/65a1b2c3d4e5f60718293a4b');
    await expect(page).toHaveURL(/\/pracuj-z-nami$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pracuj z nami' })).toBeVisible();
  });
});
