import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityViolations, openWithTokens } from '@salon/build/e2e';
import { chooseDay, nextBookedVisit, uniquePhone, visitHeaders, warsawDay, workingDayAhead } from './support.ts';

/**
 * The page after a booking, in the composed site on the seeded API: the confirmation
 * comes first and nothing covers it; the questions follow in the page, below the
 * visit's summary (decision 0026). A signed-in customer without a preferred salon is
 * asked to make the salon of the visit the preferred one; a guest is offered to sign in
 * or to create an account, depending on whether the booking's phone has an account.
 * Bookings go to Wrocław, away from the other journeys' Kraków slots, each journey on a
 * day of its own: two times of one day can overlap (a cut lasts an hour) and a salon
 * with one free hairdresser then refuses the second hold.
 */

const PASSWORD = 'Salon!2026';
/** Hanna (VIP) is in no other journey; her preferred salon is taken off here and put back. */
const HANNA = { email: 'hanna.vip@example.com', preferredSalonId: 'M201' };
/** Dorota's account has a password: her phone is "registered". */
const DOROTA_PHONE = '+48 886 000 006';


async function bookInWroclaw(page: Page, day: number | string) {
  await page.goto('/rezerwacja?city=wroclaw');
  await expect(page).toHaveURL(/\/rezerwacja\/(usluga|miasto)/);
  if (/\/rezerwacja\/miasto/.test(page.url())) {
    await page.getByRole('main').getByRole('button', { name: 'Wrocław', exact: true }).first().click();
  }
  await expect(page).toHaveURL(/\/rezerwacja\/usluga/);
  await page.getByRole('list', { name: 'Usługi' }).getByRole('button', { name: 'Strzyżenie damskie', exact: true }).click();
  await expect(page).toHaveURL(/\/rezerwacja\/termin/);
  await chooseDay(page, typeof day === 'number' ? warsawDay(day) : day);
  await page.getByRole('list', { name: /^Wolne godziny w salonie/ }).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji/);
}

async function confirmBooking(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
  await expect(page).toHaveURL(/\/wizyty\/[0-9a-f-]{36}/);
  return /\/wizyty\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

async function bookAsGuest(page: Page, phone: string, day: number | string) {
  await bookInWroclaw(page, day);
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

      const question = page.getByRole('region', { name: `Ustawić ${visit.salon.name} jako ulubiony salon?` });
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: 'Tak, ustaw' }).click();
      await expect(question).toBeHidden();
      await expect(page.getByText(`Zapisaliśmy ${visit.salon.name} jako Twój ulubiony salon.`)).toBeVisible();
      await expect(page.getByRole('button', { name: `Ulubiony salon: ${visit.salon.name}` })).toHaveAttribute('aria-pressed', 'true');
      // Hanna has both consents: nothing more is asked.
      await expect(page.getByRole('region', { name: 'Zyskaj 50 punktów za każdą wizytę' })).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const profile = await (await page.request.get('/api/users/me', { headers })).json();
      expect(profile.preferredSalon).toMatchObject({ id: visit.salon.id });

      // Once per booking: a reload asks nothing.
      await page.reload();
      await expect(page.getByRole('region', { name: 'Podsumowanie wizyty' })).toBeVisible();
      await expect(page.getByRole('region', { name: /ulubiony salon/ })).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await putPreferredSalon(page.request, headers, HANNA.preferredSalonId);
    }
  });

  test('a guest booking with a registered phone is asked to sign in', async ({ page }) => {
    await bookAsGuest(page, DOROTA_PHONE, 4);
    const suggestion = page.getByRole('region', { name: 'Masz już u nas konto' });
    await expect(suggestion).toContainText('Zaloguj się, aby zobaczyć swoje wizyty i nimi zarządzać.');
    await suggestion.getByRole('button', { name: 'Nie teraz' }).click();
    await expect(suggestion).toBeHidden();
  });
});

// Days apart from the journeys above, and from each other; no Sunday (most salons close).
for (const [width, daysAhead] of [
  [390, 5],
  [1280, 8],
] as const) {
  test.describe(`the success page at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a guest with a new phone sees the confirmation first, then the card, then the account suggestion in the page', async ({ page }) => {
      const phone = uniquePhone('603');
      await bookAsGuest(page, phone, workingDayAhead(daysAhead));

      const suggestion = page.getByRole('region', { name: 'Załóż konto' });
      await expect(suggestion.getByRole('listitem')).toHaveCount(3);
      await expect(suggestion).toContainText('zbierzesz punkty lojalnościowe za każdą wizytę');
      await expect(suggestion.getByRole('button', { name: 'Załóż konto' })).toBeVisible();
      // Nothing covers the page, and the confirmation is at the top of it, in view.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const confirmation = page.getByRole('status').filter({ hasText: 'Wizyta zarezerwowana' });
      await expect(confirmation).toContainText('wyślemy SMS-em na numer');
      await expect(confirmation).toBeInViewport();
      const card = page.getByRole('region', { name: 'Podsumowanie wizyty' });
      await expect(card.getByText('Rezerwacja potwierdzona')).toBeVisible();
      const [top, summary, question] = await Promise.all([confirmation.boundingBox(), card.boundingBox(), suggestion.boundingBox()]);
      expect(top!.y).toBeLessThan(summary!.y);
      expect(summary!.y + summary!.height).toBeLessThanOrEqual(question!.y);
      // The focus stays on the page, not in the question.
      expect(await suggestion.evaluate((element) => element.contains(document.activeElement))).toBe(false);
      expect(await accessibilityViolations(page)).toEqual([]);

      await suggestion.getByRole('button', { name: 'Nie teraz' }).click();
      await expect(suggestion).toBeHidden();
      await expect(confirmation).toBeVisible();
    });
  });
}
