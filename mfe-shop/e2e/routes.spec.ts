import { expect, test } from '@playwright/test';

test.describe('shop routes', () => {
  test('product list, product and voucher pages', async ({ page }) => {
    await page.goto('/sklep');
    await expect(page.getByRole('heading', { level: 1, name: 'Sklep' })).toBeVisible();
    await page.goto('/sklep/produkt/123');
    await expect(page.getByRole('heading', { level: 1, name: 'Produkt' })).toBeVisible();
    await page.goto('/sklep/voucher/7');
    await expect(page.getByRole('heading', { level: 1, name: 'Voucher' })).toBeVisible();
  });

  test('favourites need a session', async ({ page }) => {
    await page.goto('/sklep/ulubione');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
