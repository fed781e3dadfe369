import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openWithTokens } from '@salon/build/e2e';
import { chooseDay, nextBookedVisit, uniquePhone, visitHeaders, warsawDay } from './support.ts';

/**
 * The questions after a booking, in the composed site on the seeded API: a signed-in
 * customer without a preferred salon is asked to make the salon of the visit the
 * preferred one; a guest is offered to sign in or to create an account, depending on
 * whether the booking's phone has an account. Bookings go to Wrocław, away from the other
 * journeys' Kraków slots, each journey on a day of its own: two times of one day can
 * overlap (a cut lasts an hour) and a salon with one free hairdresser then refuses the
 * second hold.
 */

const PASSWORD = 'Salon!2026';
/** Hanna (VIP) is in no other journey; her preferred salon is taken off here and put back. */
const HANNA = { email: 'hanna.vip@example.com', preferredSalonId: 'M201' };
/** Dorota's account has a password: her phone is "registered". */
const DOROTA_PHONE = '+48 886 000 006';


async function bookInWroclaw(page: Page, daysAhead: number) {
  await page.goto('/rezerwacja?city=wroclaw');
  await expect(page).toHaveURL(/\/rezerwacja\/(usluga|miasto)/);
  if (/\/rezerwacja\/miasto/.test(page.url())) {
    await page.getByRole('main').getByRole('button', { name: 'Wrocław', exact: true }).first().click();
  }
  await expect(page).toHaveURL(/\/rezerwacja\/usluga/);
  await page.getByRole('list', { name: 'Usługi' }).getByRole('button', { name: 'Strzyżenie damskie', exact: true }).click();
  await expect(page).toHaveURL(/\/rezerwacja\/termin/);
  await chooseDay(page, warsawDay(daysAhead));
  await page.getByRole('list', { name: /^Wolne godziny w salonie/ }).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji/);
}

async function confirmBooking(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
  await expect(page).toHaveURL(/\/wizyty\/[0-9a-f-]{36}/);
  return /\/wizyty\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

async function bookAsGuest(page: Page, phone: string, daysAhead: number) {
  await bookInWroclaw(page, daysAhead);
  await page.getByLabel('Imię').fill('Zofia');
  await page.getByLabel('Nazwisko').fill('Testowa');
  await page.getByLabel('Numer telefonu').fill(phone);
  await confirmBooking(page);
}

async function putPreferredSalon(request: APIRequestContext, headers: Record<string, string>, salonId: string | null) {
  const profile = await (await request.get('/api/users/me', { headers })).json();
  const saved = await request.put('/api/users/me', {
    headers,
    data: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      email: profile.email,
      sex: profile.sex,
      marketingConsents: profile.marketingConsents,
      preferredSalon: salonId === null ? null : { id: salonId },
    },
  });
  expect(saved.ok()).toBe(true);
}

test.describe('after booking', () => {
  test('a signed-in customer without a preferred salon sets the salon of the visit', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', { data: { email: HANNA.email, password: PASSWORD } });
    expect(login.ok()).toBe(true);
    const { accessToken, refreshToken } = (await login.json()) as { accessToken: string; refreshToken: string };
    const headers = { authorization: `Bearer ${accessToken}`, 'X-Api-Version': '3' };
    await putPreferredSalon(page.request, headers, null);
    try {
      await openWithTokens(page, { accessToken, refreshToken }, '/rezerwacja/miasto');
      await bookInWroclaw(page, 3);
      await expect(page.getByLabel('Imię')).toHaveValue('Hanna');
      const booked = nextBookedVisit(page);
      const visitId = await confirmBooking(page);
      const visit = await (await page.request.get(`/api/visits/${visitId}`, { headers: visitHeaders(await booked) })).json();

      const question = page.getByRole('dialog', { name: `Ustawić ${visit.salon.name} jako ulubiony salon?` });
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: 'Tak, ustaw' }).click();
      await expect(question).toBeHidden();
      await expect(page.getByText(`Zapisaliśmy ${visit.salon.name} jako Twój ulubiony salon.`)).toBeVisible();
      await expect(page.getByRole('button', { name: `Ulubiony salon: ${visit.salon.name}` })).toHaveAttribute('aria-pressed', 'true');
      // Hanna has both consents: nothing more is asked.
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const profile = await (await page.request.get('/api/users/me', { headers })).json();
      expect(profile.preferredSalon).toMatchObject({ id: visit.salon.id });

      // Once per booking: a reload asks nothing.
      await page.reload();
      await expect(page.getByRole('region', { name: 'Podsumowanie wizyty' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await putPreferredSalon(page.request, headers, HANNA.preferredSalonId);
    }
  });

  test('a guest booking with a registered phone is asked to sign in', async ({ page }) => {
    await bookAsGuest(page, DOROTA_PHONE, 4);
    const dialog = page.getByRole('dialog', { name: 'Masz już u nas konto' });
    await expect(dialog).toContainText('Zaloguj się, aby zobaczyć swoje wizyty i nimi zarządzać.');
    await dialog.getByRole('button', { name: 'Nie teraz' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a guest booking with a new phone is offered an account', async ({ page }) => {
    await bookAsGuest(page, uniquePhone('603'), 5);
    const dialog = page.getByRole('dialog', { name: 'Załóż konto' });
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expect(dialog).toContainText('zbierzesz punkty lojalnościowe za każdą wizytę');
    await expect(dialog.getByRole('button', { name: 'Załóż konto' })).toBeVisible();
  });
});
