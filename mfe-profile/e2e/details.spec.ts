import { expect, test } from '@playwright/test';
import { accessibilityViolations, readCode, uniquePhone } from '@salon/build/e2e';
import { signInAs } from './support.ts';

/*
 * Moje dane on the composed site and the real API, at 390 and 1280 px: the seeded VIP
 * customer's details, the consents warning that leads to the consents, the edit dialog
 * refusing an empty name without saving (nothing saved, so journeys reading that account
 * in parallel are not disturbed), axe on the page and the dialog; and an account of its
 * own choosing a preferred salon in booking's picker and opening the e-mail modal.
 */

for (const width of [390, 1280]) {
  test(`at ${width} px my details read, an empty name is refused in the dialog, and both pass axe`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInAs(page, 'hanna', '/profil/moje-dane');
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

// Jan (seed customer 5, signed up with Apple) is used by this journey only.
test('the preferred salon is chosen in booking’s own picker, the e-mail opens the auth remote’s modal, the phone changes with its SMS code', async ({ page }) => {
  await signInAs(page, 'jan', '/profil/moje-dane');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje dane' })).toBeVisible();

  const salon = page.getByRole('region', { name: 'Ulubiony salon' });
  await salon.getByRole('button', { name: 'Wybierz ulubiony salon' }).click();
  const picker = page.getByRole('dialog', { name: 'Wybierz ulubiony salon' });
  await picker.getByRole('searchbox', { name: 'Szukaj salonu lub miasta' }).fill('kazimierz');
  expect(await accessibilityViolations(page), 'salon picker').toEqual([]);
  await picker.getByRole('button', { name: /Kraków Kazimierz/ }).click();
  await expect(picker).toBeHidden();
  await expect(salon).toContainText('Kraków Kazimierz');
  await expect(salon.getByRole('button', { name: 'Zmień ulubiony salon' })).toBeVisible();

  await page.getByRole('button', { name: 'Zmień e-mail' }).click();
  const email = page.getByRole('dialog', { name: 'Zmień adres e-mail' });
  await expect(email.getByRole('textbox', { name: /e-mail/i })).toHaveValue('jan.apple@example.com');
  expect(await accessibilityViolations(page), 'e-mail modal').toEqual([]);
  await email.getByRole('button', { name: 'Zamknij' }).click();
  await expect(email).toBeHidden();

  // The phone: a new number, the code texted to it (the development outbox), then done.
  const phone = uniquePhone('604');
  const since = new Date();
  await page.getByRole('button', { name: 'Zmień numer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zmień numer telefonu' });
  await dialog.getByLabel('Nowy numer telefonu').fill(phone);
  await dialog.getByRole('button', { name: 'Wyślij kod' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Wpisz kod z SMS-a' });
  await expect(codeDialog).toBeVisible();
  expect(await accessibilityViolations(page), 'phone code').toEqual([]);
  const code = await readCode(page.request, phone, { since });
  await codeDialog.getByRole('textbox', { name: /Cyfra 1 z 4/ }).click();
  await page.keyboard.type(code);
  const done = page.getByRole('dialog', { name: 'Numer zmieniony' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Gotowe' }).click();
  await expect(page.getByRole('region', { name: 'Kontakt i logowanie' })).toContainText(`+48${phone.replace(/\D/g, '').slice(-9)}`);
});
