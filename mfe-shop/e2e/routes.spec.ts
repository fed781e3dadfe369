import { expect, test } from '@playwright/test';

/* The shop's routes in the composed site: the list, unknown ids, the guarded pages and unknown paths. */

const UNKNOWN = '00000000-0000-4000-8000-00000000dead';

test.describe('shop routes', () => {
  test('the list; an unknown product or voucher says so and leads back to the shop @skew', async ({ page }) => {
    await page.goto('/sklep');
    await expect(page.getByRole('heading', { level: 1, name: 'Sklep' })).toBeVisible();
    await page.goto(`/sklep/produkt/${UNKNOWN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nie ma takiego produktu' })).toBeVisible();
    await page.goto(`/sklep/voucher/${UNKNOWN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nie ma takiego vouchera' })).toBeVisible();
    await page.getByRole('link', { name: 'Wróć do sklepu' }).click();
    await expect(page).toHaveURL(/\/sklep$/);
  });

  for (const path of ['/sklep/ulubione', `/sklep/kasa/${UNKNOWN}`, `/sklep/zamowienie/${UNKNOWN}`]) {
    test(`${path.replace(UNKNOWN, '{id}')} needs a session: home and the sign-in dialog`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }

  test('any other path under /sklep goes home', async ({ page }) => {
    await page.goto('/sklep/nie-ma-takiej-strony');
    await expect(page).toHaveURL(/\/home$/);
  });
});
