import { expect, test } from '@playwright/test';

test.describe('salons routes', () => {
  test('the salon list has its title and breadcrumb', async ({ page }) => {
    await page.goto('/salony');
    await expect(page.getByRole('heading', { level: 1, name: 'Salony' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' }).getByRole('link', { name: 'Strona główna' })).toBeVisible();
  });

  test('a salon code opens salon details, anything else a city', async ({ page }) => {
    await page.goto('/salony/M123');
    await expect(page.getByRole('heading', { level: 1, name: 'Salon M123' })).toBeVisible();
    await page.goto('/salony/nowy-sacz');
    await expect(page.getByRole('heading', { level: 1, name: 'Nowy Sacz' })).toBeVisible();
  });

  test('an unknown path under /salony goes to root', async ({ page }) => {
    await page.goto('/salony/warszawa/cos/jeszcze');
    await expect(page).toHaveURL(/\/home$/);
  });
});
