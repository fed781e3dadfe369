import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, freshEmail, freshPhone, openSignIn, profileOf, readCode, typeCode } from './support.ts';

/*
 * Registration on the composed site against the real API, the e-mail and SMS codes read
 * from the development outbox, and the lock after five wrong codes.
 */

/** From identification to the e-mail code stage of a new e-mail; returns when the code was asked for. */
async function startRegistration(page: Page, email: string): Promise<Date> {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Adres e-mail').fill(email);
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  const register = page.getByRole('dialog', { name: 'Załóż konto' });
  await expect(register.getByRole('button', { name: 'Wyślij kod na e-mail' })).toBeVisible();
  const since = new Date();
  await register.getByRole('button', { name: 'Wyślij kod na e-mail' }).click();
  await expect(register.getByRole('group', { name: 'Kod z wiadomości e-mail' })).toBeVisible();
  return since;
}

test('registers by e-mail with the e-mail and SMS codes, through to the confirmation', async ({ page }) => {
  const email = freshEmail('rejestracja');
  const phone = freshPhone();
  const since = await startRegistration(page, email);
  const register = page.getByRole('dialog', { name: 'Załóż konto' });
  await typeCode(page, await readCode(page.request, email, { since }), 'Kod z wiadomości e-mail');

  await register.getByLabel('Numer telefonu').fill(phone);
  await register.getByRole('button', { name: 'Wyślij kod SMS' }).click();
  await expect(register.getByRole('group', { name: 'Kod z SMS-a' })).toBeVisible();
  await typeCode(page, await readCode(page.request, phone, { since }), 'Kod z SMS-a');

  await register.getByRole('radio', { name: 'Kobieta' }).check();
  await register.getByLabel('Imię').fill('Zuzanna');
  await register.getByLabel('Nazwisko').fill('Nowak');
  // The live requirements follow the password as it is typed.
  await register.getByLabel('Hasło', { exact: true }).fill('krotkie');
  await register.getByRole('button', { name: 'Dalej' }).click();
  await expect(register.getByText('Hasło nie spełnia wymagań')).toBeVisible();
  await register.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Powtórz hasło').fill(PASSWORD);
  await register.getByRole('button', { name: 'Dalej' }).click();

  await expect(register.getByText('Zgody marketingowe (dobrowolne)')).toBeVisible();
  await register.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(register.getByText('Konto zostało założone')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeTruthy();
  await register.getByRole('button', { name: 'Zamknij' }).last().click();
  await expect(page).toHaveURL(/\/profil\/rezerwacje/);

  const profile = await profileOf(page.request, { email, password: PASSWORD });
  expect(profile).toMatchObject({ email, firstName: 'Zuzanna' });
});

test('five wrong codes lock the code: even the right one is then refused', async ({ page }) => {
  const email = freshEmail('blokada');
  const since = await startRegistration(page, email);
  const code = await readCode(page.request, email, { since });
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  const register = page.getByRole('dialog', { name: 'Załóż konto' });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await typeCode(page, wrong, 'Kod z wiadomości e-mail');
    await expect(register.getByText('Kod jest nieprawidłowy lub wygasł. Sprawdź wiadomość e-mail albo wyślij kod ponownie.')).toBeVisible();
  }
  await typeCode(page, code, 'Kod z wiadomości e-mail');
  await expect(register.getByText('Zbyt wiele błędnych prób. Poproś o nowy kod później.')).toBeVisible();
  await expect(register.getByLabel('Numer telefonu')).toHaveCount(0);
});
