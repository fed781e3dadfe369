import { expect, test } from '@playwright/test';
import { freshEmail, freshPhone, openSignIn, readCode, typeCode } from './support.ts';

/*
 * Google sign-in of a new customer on the composed site, through the API's development
 * identity provider (no Google account, no network beyond this machine).
 */

test('a new Google user verifies a phone and registers with the provider’s data locked', async ({ page }) => {
  const email = freshEmail('google');
  const phone = freshPhone();
  const dialog = await openSignIn(page);

  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Kontynuuj z Google' }).click();
  const popup = await popupOpened;
  // The page's script (at the end of its body) handles the button: wait until it has run.
  await popup.waitForLoadState('load');
  await popup.getByLabel('Identyfikator').fill(`google-${Date.now()}`);
  await popup.getByLabel('E-mail').fill(email);
  await popup.getByLabel('Imię').fill('Gabriela');
  await popup.getByLabel('Nazwisko').fill('Googlowska');
  await popup.getByRole('button', { name: 'Zaloguj' }).click();

  const google = page.getByRole('dialog', { name: 'Logowanie przez Google' });
  const since = new Date();
  await google.getByLabel('Numer telefonu').fill(phone);
  await google.getByRole('button', { name: 'Wyślij kod' }).click();
  await typeCode(page, await readCode(page.request, phone, { since }), 'Kod z SMS-a');

  // GOOGLE_REGISTER: what Google said is shown and locked.
  await expect(google.getByLabel('Imię')).toHaveValue('Gabriela');
  await expect(google.getByLabel('Imię')).toHaveAttribute('readonly', '');
  await expect(google.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await google.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(google.getByText('To pole jest wymagane')).toBeVisible();
  await google.getByRole('radio', { name: 'Kobieta' }).check();
  await google.getByRole('button', { name: 'Załóż konto' }).click();

  await expect(page).toHaveURL(/\/profil\/rezerwacje/);
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeTruthy();
});
