import { expect, test } from '@playwright/test';

/** The booking route group in the composed site, before any data: titles, guards, redirects. */
test.describe('booking routes', () => {
  test('the booking root goes to the area step, keeping the query', async ({ page }) => {
    await page.goto('/rezerwacja?utm_source=partner');
    await expect(page).toHaveURL(/\/rezerwacja\/miasto\?utm_source=partner$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wybierz miasto' })).toBeVisible();
    // Only the area step is indexed, with a description.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(0);
  });

  test('later steps send a visitor without choices back to the area step, noindex', async ({ page }) => {
    for (const step of ['usluga', 'termin', 'dane-rezerwacji']) {
      await page.goto(`/rezerwacja/${step}`);
      await expect(page).toHaveURL(/\/rezerwacja\/miasto$/);
    }
  });

  test('/wizyty without a visit goes to the area step; a visit that does not exist gets the not-found page', async ({ page }) => {
    await page.goto('/wizyty');
    await expect(page).toHaveURL(/\/rezerwacja\/miasto$/);
    await page.goto('/wizyty/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleźliśmy tej wizyty albo link wygasł' })).toBeVisible();
    await expect(page).toHaveURL(/\/wizyty\/does-not-exist$/);
  });

  test('the edit flow without a visit goes home', async ({ page }) => {
    await page.goto('/rezerwacja/edytuj/termin');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('desktop shows the four-step navigation', async ({ page }) => {
    await page.goto('/rezerwacja/miasto');
    const steps = page.getByRole('navigation', { name: 'Etapy rezerwacji' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
  });
});
