import { expect, test } from '@playwright/test';

test.describe('auth dialog host', () => {
  test('opens from my account with the identification title and closes with Escape', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Moje konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zaloguj się lub załóż konto' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
