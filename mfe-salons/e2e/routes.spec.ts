import { expect, test } from '@playwright/test';

test.describe('salons routes', () => {
  test('an unknown path under /salony goes to root', async ({ page }) => {
    await page.goto('/salony/warszawa/cos/jeszcze');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a lower-case code is a city slug, not a salon', async ({ page }) => {
    await page.goto('/salony/m101');
    await expect(page).toHaveURL(/\/salony\/m101$/);
    await expect(page.getByRole('heading', { name: 'Nie mamy salonu w tym mieście' })).toBeVisible();
  });
});
