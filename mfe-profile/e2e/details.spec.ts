import { expect, test } from '@playwright/test';
import { accessibilityViolations, signIn } from '@salon/build/e2e';

/*
 * Moje dane on the composed site and the real API, at 390 and 1280 px: the seeded VIP
 * customer's details, the consents warning that leads to the consents, the edit dialog
 * refusing an empty name without saving, axe on the page and the dialog. Nothing is
 * saved, so journeys that read this account in parallel are not disturbed.
 */

for (const width of [390, 1280]) {
  test(`at ${width} px my details read, an empty name is refused in the dialog, and both pass axe`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, 'hanna.vip@example.com', '/profil/moje-dane');
    await expect(page.getByRole('heading', { level: 1, name: 'Moje dane' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Hanna Złota');
    await expect(page.getByRole('main')).toContainText('hanna.vip@example.com');
    await expect(page.getByRole('button', { name: 'Dodaj datę urodzenia' })).toBeVisible();
    expect(await accessibilityViolations(page), 'details').toEqual([]);

    await page.getByRole('button', { name: 'Edytuj dane osobowe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edytuj dane osobowe' });
    await dialog.getByLabel('Imię').fill('');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(dialog.getByText('To pole jest wymagane')).toBeVisible();
    expect(await accessibilityViolations(page), 'dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main')).toContainText('Hanna Złota');
  });
}
