import { expect, test } from '@playwright/test';

test.describe('profile routes', () => {
  test('without a session: home, and a full-screen sign-in that the backdrop cannot close', async ({ page }) => {
    await page.goto('/profil/moje-dane');
    await expect(page).toHaveURL(/\/home$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
  });
});
