import { expect, test } from '@playwright/test';
import { openWithTokens } from '@salon/build/e2e';
import { PASSWORD, SEEDED, freshEmail, mintAccessToken, openSignIn, profileOf, readCode, registerThroughApi, typeCode } from './support.ts';

/*
 * Signing in on the composed site against the real API, codes read from the development
 * outbox: by e-mail, by phone with the e-mail override, a password reset, an inactive
 * account. Journeys that change an account make their own (registerThroughApi).
 */

test('logs in by e-mail from "my account" and lands on the requested page, signed in everywhere @skew', async ({ page }) => {
  await (await openSignIn(page)).getByLabel('Adres e-mail').fill('anna.kowalska@example.com');
  await page.getByRole('dialog').getByRole('button', { name: 'Dalej' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zaloguj się' });
  await expect(dialog.getByLabel('Hasło', { exact: true })).toBeVisible();
  await dialog.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Zaloguj się' }).click();
  // "My account" asked for the profile's reservations.
  await expect(page).toHaveURL(/\/profil\/rezerwacje/);
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeTruthy();
});

test('a wrong password is said on the password field', async ({ page }) => {
  await (await openSignIn(page)).getByLabel('Adres e-mail').fill('anna.kowalska@example.com');
  await page.getByRole('dialog').getByRole('button', { name: 'Dalej' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zaloguj się' });
  await dialog.getByLabel('Hasło', { exact: true }).fill('Wrong!2026x');
  await dialog.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(dialog.getByText('Nieprawidłowy e-mail/telefon lub hasło')).toBeVisible();
  await expect(dialog.getByLabel('Hasło', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('resets a forgotten password with the e-mailed code, then signs in with the new one', async ({ page }) => {
  const account = await registerThroughApi(page.request);
  await (await openSignIn(page)).getByLabel('Adres e-mail').fill(account.email);
  await page.getByRole('dialog').getByRole('button', { name: 'Dalej' }).click();
  const since = new Date();
  await page.getByRole('dialog', { name: 'Zaloguj się' }).getByRole('button', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page.getByRole('dialog', { name: 'Resetowanie hasła' })).toBeVisible();
  const code = await readCode(page.request, account.email, { since, templatePrefix: 'code.RESET' });
  await typeCode(page, code);
  const newPassword = 'Nowe!Haslo2027';
  await page.getByRole('dialog').getByLabel('Nowe hasło', { exact: true }).fill(newPassword);
  await page.getByRole('dialog').getByLabel('Powtórz nowe hasło').fill(newPassword);
  await page.getByRole('dialog').getByRole('button', { name: 'Zmień hasło' }).click();

  const login = page.getByRole('dialog', { name: 'Zaloguj się' });
  await expect(login.getByText('Hasło zostało zmienione. Zaloguj się nowym hasłem.')).toBeVisible();
  await login.getByLabel('Hasło', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/profil\/rezerwacje/);
  expect((await page.request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } })).status()).toBe(401);
});

test('an account that became inactive is signed out with the notice', async ({ page }) => {
  // Signed in as the inactive seeded customer: the page's first call answers 403 USER_INACTIVE.
  // The tokens go in on a page that runs no app code: set on /o-nas while its app was
  // still starting, the first page's own 403 signed out and its notice died with the reload.
  const token = await mintAccessToken(SEEDED.inactiveId);
  await openWithTokens(page, { accessToken: token, refreshToken: 'unused' }, '/o-nas');
  const dialog = page.getByRole('dialog', { name: 'Zaloguj się' });
  await expect(dialog.getByText('Twoje konto lojalnościowe jest nieaktywne. Aby je aktywować, skontaktuj się z obsługą klienta.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
});

test('a phone that has an account: signs in by phone and moves the verified e-mail to the account', async ({ page }) => {
  const existing = await registerThroughApi(page.request);
  const newEmail = freshEmail('nowy');
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Adres e-mail').fill(newEmail);
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  const register = page.getByRole('dialog', { name: 'Załóż konto' });
  await expect(register).toBeVisible();
  const since = new Date();
  await register.getByRole('button', { name: /Wyślij kod/ }).click();
  await typeCode(page, await readCode(page.request, newEmail, { since }));

  await register.getByLabel('Numer telefonu').fill(existing.phone);
  await register.getByRole('button', { name: /Wyślij kod/ }).click();
  // The phone already has a web account: sign in to it by phone.
  const login = page.getByRole('dialog', { name: 'Zaloguj się' });
  await expect(login.getByLabel('Numer telefonu')).toHaveValue(existing.phone);
  await login.getByLabel('Hasło', { exact: true }).fill(existing.password);
  await login.getByRole('button', { name: 'Zaloguj się' }).click();

  await expect(login.getByText(/Czy chcesz zamienić go na/)).toBeVisible();
  await login.getByRole('button', { name: 'Zamień' }).click();
  await expect(login.getByText(`Adres e-mail konta został zmieniony na ${newEmail}.`)).toBeVisible();
  await login.getByRole('button', { name: 'Przejdź dalej' }).click();
  await expect(page).toHaveURL(/\/profil\/rezerwacje/);
  expect((await profileOf(page.request, { phone: existing.phone, password: existing.password })).email).toBe(newEmail);
});

test('the profile without a session asks for a full-screen sign-in that cannot be dismissed, then opens the page asked for', async ({ page }) => {
  await page.goto('/profil/moje-dane');
  const dialog = page.getByRole('dialog', { name: 'Zaloguj się lub załóż konto' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Zamknij' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Adres e-mail').fill('anna.kowalska@example.com');
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  const login = page.getByRole('dialog', { name: 'Zaloguj się' });
  await login.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/profil\/moje-dane$/);
});
