import { expect, test } from '@playwright/test';
import { accessibilityViolations } from '@salon/build/e2e';
import { signInAs } from './support.ts';
import { E2E_STAFF_KEY } from '../../playwright.config.ts';

/*
 * The thread with customer service, both ways, on the composed site and the real API:
 * the customer writes with Ctrl+Enter, customer service answers through its key, the
 * answer arrives with its action link.
 */

/** Zofia (seed customer 11) has no thread of her own until this journey writes one. */
const ZOFIA = { id: '00000000-0000-4000-8000-0000000c0011', email: 'zofia.salony@example.com' };

for (const width of [390, 1280]) {
  test(`at ${width} px the seeded thread reads with its actions and the tab passes axe`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInAs(page, 'anna', '/profil/wiadomosci');
    await expect(page.getByRole('heading', { level: 1, name: 'Wiadomości' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Moje vouchery' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

test('a message sent with Ctrl+Enter appears in the thread, and customer service’s answer arrives', async ({ page }) => {
  await signInAs(page, 'zofia', '/profil/wiadomosci');
  await expect(page.getByRole('heading', { level: 1, name: 'Wiadomości' })).toBeVisible();
  const text = `Czy mogę przyjść z psem? (${Date.now()})`;
  const field = page.getByRole('textbox', { name: 'Twoja wiadomość' });
  await field.fill('   ');
  await field.press('Control+Enter');
  await expect(page.getByText(text)).toHaveCount(0);
  await field.fill(text);
  await field.press('Control+Enter');
  await expect(page.getByText(text)).toBeVisible();
  await expect(field).toHaveValue('');

  const answer = await page.request.post('/api/staff/messages', {
    headers: { 'x-api-key': E2E_STAFF_KEY },
    data: { customerId: ZOFIA.id, body: 'Oczywiście, psy są u nas mile widziane.', actions: [{ title: 'Zobacz salony', link: '/salony' }] },
  });
  expect(answer.status()).toBe(201);
  await page.reload();
  await expect(page.getByText('Oczywiście, psy są u nas mile widziane.')).toBeVisible();
  // The answer is also a notification: the bell counts it, and lists it.
  const bell = page.getByRole('button', { name: /^Powiadomienia/ });
  await expect(bell.getByLabel(/^\d+ nieprzeczytane$/)).toBeVisible();
  await bell.click();
  const notifications = page.getByRole('dialog', { name: 'Powiadomienia' });
  await expect(notifications.getByRole('link', { name: 'Nowa wiadomość' }).first()).toBeVisible();
  expect(await accessibilityViolations(page), 'notifications').toEqual([]);
  await notifications.getByRole('button', { name: 'Zamknij' }).click();
  await page.getByRole('link', { name: 'Zobacz salony' }).click();
  await expect(page).toHaveURL(/\/salony$/);
});

test('a signed-out visitor opening the messages signs in in the full-screen dialog and lands on the thread @skew', async ({ page }) => {
  await page.goto('/profil/wiadomosci');
  const dialog = page.getByRole('dialog', { name: 'Zaloguj się lub załóż konto' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Adres e-mail').fill('anna.kowalska@example.com');
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  const login = page.getByRole('dialog', { name: 'Zaloguj się' });
  await login.getByLabel('Hasło', { exact: true }).fill('Salon!2026');
  await login.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/profil\/wiadomosci$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wiadomości' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Moje vouchery' })).toBeVisible();
});
