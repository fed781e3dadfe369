import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations, openWithTokens } from '@salon/build/e2e';
import { SEEDED, freshEmail, freshPhone, mintAccessToken, openSignIn, readCode, typeCode } from './support.ts';

/*
 * WCAG 2.2 A and AA (axe-core) on the sign-in dialog's stages that accessibility.spec.ts
 * does not reach, at 390 px and 1280 px: registration from the send-code stage to the
 * confirmation (wrong codes, the phone of an existing account, the personal data with
 * its errors, the consents), the password stage with a wrong password, the forgotten
 * password's code and new-password stages, and the inactive account's notice. Nothing
 * here changes a seeded account: the reset stops before the new password is saved.
 */

const violations = (page: Page) => accessibilityViolations(page, { include: '[role="dialog"]' });

/** Soft: one run lists every stage with a violation, not only the first. */
async function expectAccessible(page: Page, stage: string): Promise<void> {
  expect.soft(await violations(page), stage).toEqual([]);
}

/** Another 4-digit code than `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Seeded customers whose password stage and reset this spec visits, one per width (api/src/db/seed/customers.ts). */
const SIGN_IN = { 1280: 'anna.kowalska@example.com', 390: 'hanna.vip@example.com' } as const;
/** Hanna's phone: a phone with a web account sends registration to the password stage. */
const PHONE_WITH_ACCOUNT = '+48 886 000 010';

for (const width of [1280, 390] as const) {
  test.describe(`the sign-in dialog's stages at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('registration: the codes, a phone with an account, the personal data, the consents and the confirmation', async ({ page }) => {
      const email = freshEmail('a11y');
      const phone = freshPhone();
      const dialog = await openSignIn(page);
      await dialog.getByLabel('Adres e-mail').fill(email);
      await dialog.getByRole('button', { name: 'Dalej' }).click();
      const register = page.getByRole('dialog', { name: 'Załóż konto' });
      await expect(register.getByRole('button', { name: 'Wyślij kod na e-mail' })).toBeVisible();
      await expectAccessible(page, 'register: send the e-mail code');

      const since = new Date();
      await register.getByRole('button', { name: 'Wyślij kod na e-mail' }).click();
      const emailCode = await readCode(page.request, email, { since });
      await typeCode(page, wrongCode(emailCode), 'Kod z wiadomości e-mail');
      await expect(register.getByText('Kod jest nieprawidłowy lub wygasł. Sprawdź wiadomość e-mail albo wyślij kod ponownie.')).toBeVisible();
      await expectAccessible(page, 'register: a wrong e-mail code');
      await typeCode(page, emailCode, 'Kod z wiadomości e-mail');

      await expect(register.getByLabel('Numer telefonu')).toBeVisible();
      await expectAccessible(page, 'register: the phone');
      await register.getByLabel('Numer telefonu').fill('123');
      await register.getByRole('button', { name: 'Wyślij kod SMS' }).click();
      await expect(register.getByLabel('Numer telefonu')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, 'register: an invalid phone');

      // The phone of an account: its password stage, then back to another phone.
      await register.getByLabel('Numer telefonu').fill(PHONE_WITH_ACCOUNT);
      await register.getByRole('button', { name: 'Wyślij kod SMS' }).click();
      const login = page.getByRole('dialog', { name: 'Zaloguj się' });
      await expect(login.getByText('Ten numer telefonu jest już przypisany do konta. Zaloguj się, podając hasło.')).toBeVisible();
      await expectAccessible(page, 'login by phone (registration with the phone of an account)');
      await login.getByRole('button', { name: 'Zmień numer telefonu' }).click();

      await register.getByLabel('Numer telefonu').fill(phone);
      await register.getByRole('button', { name: 'Wyślij kod SMS' }).click();
      await expect(register.getByRole('group', { name: 'Kod z SMS-a' })).toBeVisible();
      await expectAccessible(page, 'register: the SMS code');
      const smsCode = await readCode(page.request, phone, { since });
      await typeCode(page, wrongCode(smsCode), 'Kod z SMS-a');
      await expect(register.getByText('Kod jest nieprawidłowy lub wygasł. Sprawdź SMS albo wyślij kod ponownie.')).toBeVisible();
      await expectAccessible(page, 'register: a wrong SMS code');
      await typeCode(page, smsCode, 'Kod z SMS-a');

      await expect(register.getByRole('radio', { name: 'Kobieta' })).toBeVisible();
      await expectAccessible(page, 'register: the personal data');
      await register.getByLabel('Hasło', { exact: true }).fill('krotkie');
      await register.getByRole('button', { name: 'Dalej' }).click();
      await expect(register.getByText('Hasło nie spełnia wymagań')).toBeVisible();
      await expectAccessible(page, 'register: the personal data with errors');
      await register.getByRole('radio', { name: 'Kobieta' }).check();
      await register.getByLabel('Imię').fill('Dana');
      await register.getByLabel('Nazwisko').fill('Dostępna');
      await register.getByLabel('Hasło', { exact: true }).fill('Salon!2026');
      await register.getByLabel('Powtórz hasło').fill('Salon!2026');
      await register.getByRole('button', { name: 'Dalej' }).click();

      await expect(register.getByText('Zgody marketingowe (dobrowolne)')).toBeVisible();
      await expectAccessible(page, 'register: the birthday and consents');
      await register.getByRole('button', { name: 'Załóż konto' }).click();
      await expect(register.getByText('Konto zostało założone')).toBeVisible();
      await expectAccessible(page, 'register: the confirmation');
    });

    test('sign-in: the password with a wrong one, the forgotten password with its code and new password, the inactive account', async ({ page }) => {
      const email = SIGN_IN[width];
      const dialog = await openSignIn(page);
      await dialog.getByLabel('Adres e-mail').fill(email);
      await dialog.getByRole('button', { name: 'Dalej' }).click();
      const login = page.getByRole('dialog', { name: 'Zaloguj się' });
      await expect(login.getByLabel('Hasło', { exact: true })).toBeVisible();
      await expectAccessible(page, 'login: the password');
      await login.getByLabel('Hasło', { exact: true }).fill('Wrong!2026x');
      await login.getByRole('button', { name: 'Zaloguj się' }).click();
      await expect(login.getByText('Nieprawidłowy e-mail/telefon lub hasło')).toBeVisible();
      await expectAccessible(page, 'login: a wrong password');

      const since = new Date();
      await login.getByRole('button', { name: 'Nie pamiętasz hasła?' }).click();
      const reset = page.getByRole('dialog', { name: 'Resetowanie hasła' });
      await expect(reset.getByRole('group', { name: /kod/i })).toBeVisible();
      await expectAccessible(page, 'reset: the code');
      const code = await readCode(page.request, email, { since, templatePrefix: 'code.RESET' });
      await typeCode(page, wrongCode(code));
      await expect(reset.getByText('Kod jest nieprawidłowy lub wygasł. Wyślij kod ponownie.')).toBeVisible();
      await expectAccessible(page, 'reset: a wrong code');
      await typeCode(page, code);

      await expect(reset.getByLabel('Nowe hasło', { exact: true })).toBeVisible();
      await expectAccessible(page, 'reset: the new password');
      await reset.getByLabel('Nowe hasło', { exact: true }).fill('Nowe!Haslo2027');
      await reset.getByLabel('Powtórz nowe hasło').fill('Inne!Haslo2027');
      await reset.getByRole('button', { name: 'Zmień hasło' }).click();
      await expect(reset.getByLabel('Powtórz nowe hasło')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, 'reset: passwords that differ');

      // An account that became inactive while signed in: the notice.
      await openWithTokens(page, { accessToken: await mintAccessToken(SEEDED.inactiveId), refreshToken: 'unused' }, '/o-nas');
      const inactive = page.getByRole('dialog', { name: 'Zaloguj się' });
      await expect(inactive.getByText('Twoje konto lojalnościowe jest nieaktywne. Aby je aktywować, skontaktuj się z obsługą klienta.')).toBeVisible();
      await expectAccessible(page, 'the inactive account');
    });
  });
}
