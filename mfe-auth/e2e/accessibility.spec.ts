import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '@salon/build/e2e';
import { freshEmail, openSignIn } from './support.ts';

/*
 * The sign-in dialog's accessibility in the composed site: WCAG 2.2 A and AA (axe-core)
 * on identification, login with an error and the code stage, and the keyboard: focus
 * goes into the dialog, follows the stages, and returns to the opener on Escape.
 */

const violations = (page: Page) => accessibilityViolations(page, { include: '[role="dialog"]' });

for (const width of [1280, 390]) {
  test(`the dialog's stages pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const dialog = await openSignIn(page);
    expect(await violations(page)).toEqual([]);

    // An invalid e-mail: the error is on the field.
    await dialog.getByLabel('Adres e-mail').fill('nie-email');
    await dialog.getByRole('button', { name: 'Dalej' }).click();
    await expect(dialog.getByLabel('Adres e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(page)).toEqual([]);

    // A new e-mail: the code stage with its four cells and the resend countdown.
    await dialog.getByLabel('Adres e-mail').fill(freshEmail('a11y'));
    await dialog.getByRole('button', { name: 'Dalej' }).click();
    const register = page.getByRole('dialog', { name: 'Załóż konto' });
    await register.getByRole('button', { name: 'Wyślij kod na e-mail' }).click();
    await expect(register.getByRole('group', { name: 'Kod z wiadomości e-mail' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('focus moves into the dialog, follows the stage and returns to "my account" on Escape', async ({ page }) => {
  const dialog = await openSignIn(page);
  await expect(dialog.getByLabel('Adres e-mail')).toBeVisible();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);

  await dialog.getByLabel('Adres e-mail').fill('anna.kowalska@example.com');
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'Zaloguj się' });
  await expect(login.getByLabel('Hasło', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Moje konto' })).toBeFocused();
});
