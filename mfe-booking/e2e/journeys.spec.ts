import { expect, test, type Page } from '@playwright/test';
import { chooseDay, dayWithHairdresser, nextBookedVisit, signIn, uniquePhone, visitHeaders, workingDayAhead } from './support.ts';

/**
 * Booking journeys across the screens (issue 5, item 10): the same time taken in a second
 * browser, a signed-in customer repeating the last visit, a guest booking in English on a
 * phone, and a visit booked inside the partner page's widget.
 */

const PARTNER = `http://localhost:${Number(process.env.E2E_PORT ?? 8181) + 1}/`;

test.describe('booking journeys', () => {
  test('the same time taken in a second browser gets the slot-not-available message', async ({ browser }) => {
    // Warszawa Wola's M103 with a men's cut: a salon no other journey books.
    const link = '/rezerwacja?salonId=M103&serviceId=1002';
    const first = await browser.newPage();
    const second = await browser.newPage();
    try {
      // Both choose the same hairdresser: with "any", a second hairdresser free at that
      // time would rightly take the second booking.
      for (const page of [first, second]) {
        await page.goto(link);
        await expect(page).toHaveURL(/\/rezerwacja\/termin/);
        const hairdresser = page.getByRole('group', { name: /fryzjer/i }).getByRole('button').nth(1);
        await hairdresser.click();
        await expect(hairdresser).toHaveAttribute('aria-pressed', 'true');
      }
      const times = (page: Page) => page.getByRole('list', { name: /^Wolne godziny w salonie/ }).first().getByRole('button');
      await expect(times(second).last()).toBeVisible();
      const label = (await times(second).last().textContent())!.slice(0, 5);

      // The first customer takes that time and books it.
      await times(first).filter({ hasText: label }).first().click();
      await expect(first).toHaveURL(/\/rezerwacja\/dane-rezerwacji/);
      await first.getByLabel('Imię').fill('Pierwsza');
      await first.getByLabel('Nazwisko').fill('Klientka');
      await first.getByLabel('Numer telefonu').fill(uniquePhone('603'));
      await first.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
      await expect(first).toHaveURL(/\/wizyty\/[0-9a-f-]{36}/);

      // The second still sees it (loaded before) and presses it: the hold is refused.
      await times(second).filter({ hasText: label }).first().click();
      await expect(second.getByText('Ten termin jest już niedostępny. Wybierz inną godzinę.')).toBeVisible();
      await expect(second).toHaveURL(/\/rezerwacja\/termin/);
    } finally {
      await first.close();
      await second.close();
    }
  });

  test('a signed-in customer repeats the last visit: same salon, service and hairdresser, then books it', async ({ page }) => {
    // Anna Kowalska's seeded history: a women's cut with Iza W. in M101.
    await signIn(page, 'anna.kowalska@example.com', '/home');
    await page.goto('/rezerwacja/miasto');
    const card = page.getByRole('region', { name: 'Twoja ostatnia wizyta' });
    await expect(card).toContainText('Iza W.');
    await card.getByRole('button', { name: 'Zarezerwuj ponownie' }).click();
    await expect(page).toHaveURL(/\/rezerwacja\/termin/);
    // A day ahead on which Iza W. works: on the day shown first she may have no free time
    // left (the filter then falls back to any hairdresser, as the spec says).
    const day = await dayWithHairdresser(page.request, 'M101', '1001', 'Iza W.');
    await chooseDay(page, day);
    // The last visit's hairdresser comes first after "any", marked; choosing her shows only her times.
    const hairdressers = page.getByRole('group', { name: /fryzjer/i }).getByRole('button');
    await expect(hairdressers.nth(1)).toContainText('Iza W.');
    await expect(hairdressers.nth(1)).toContainText('Ostatnia wizyta');
    await hairdressers.nth(1).click();
    await expect(hairdressers.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('list', { name: /^Wolne godziny w salonie/ }).first().getByRole('button').last().click();
    await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji/);
    const summary = page.getByRole('region', { name: 'Twoja rezerwacja' });
    await expect(summary).toContainText('Iza W.');
    await expect(page.getByLabel('Imię')).toHaveValue('Anna');
    const booked = nextBookedVisit(page);
    await page.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
    await expect(page).toHaveURL(/\/wizyty\/[0-9a-f-]{36}/);
    const visitId = page.url().match(/\/wizyty\/([0-9a-f-]{36})/)![1]!;
    // The journey's own calls carry the visit's token (the page's session is not theirs).
    const headers = visitHeaders(await booked);
    const visit = await (await page.request.get(`/api/visits/${visitId}`, { headers })).json();
    expect(visit).toMatchObject({ salon: { id: 'M101' }, reservations: [{ service: { id: '1001' }, hairdresserName: 'Iza W.' }] });
    // Cancelled again so that Anna's diary is as seeded for the other journeys.
    expect((await page.request.delete(`/api/visits/${visitId}`, { headers })).status()).toBe(204);
  });

  test.describe('on a phone, in English', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a guest books a visit from the area step to its details @skew', async ({ page }) => {
      await page.goto('/home');
      await page.evaluate(() => window.localStorage.setItem('language', 'en'));
      await page.goto('/rezerwacja');
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a city' })).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: 'Gdańsk', exact: true }).first().click();
      await expect(page).toHaveURL(/\/rezerwacja\/usluga/);
      await page.getByRole('list', { name: 'Services' }).getByRole('button').first().click();
      await expect(page).toHaveURL(/\/rezerwacja\/termin/);
      await page.getByRole('list', { name: /^Free times at/ }).first().getByRole('button').last().click();
      await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji/);
      await page.getByLabel('First name').fill('Emma');
      await page.getByLabel('Last name').fill('Smith');
      await page.getByLabel('Phone number').fill(uniquePhone('604'));
      await page.getByRole('button', { name: 'Confirm the booking' }).click();
      await expect(page).toHaveURL(/\/wizyty\/[0-9a-f-]{36}/);
      const card = page.getByRole('region', { name: 'Visit summary' });
      await expect(card.getByText('Booking confirmed')).toBeVisible();
      await expect(card).toContainText('Emma Smith');
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });

  test('the widget on the partner page books a visit without leaving the partner page', async ({ page }) => {
    await page.goto(PARTNER);
    const widget = page.locator('salon-booking');
    // salon-id="M101" and no service: the widget opens at the service step, in English.
    await expect(widget.getByRole('list', { name: /^Services/ })).toBeVisible();
    await widget.getByRole('list', { name: /^Services/ }).first().getByRole('button').first().click();
    // A working day ahead: today's times may have run out by the time the test runs.
    await chooseDay(widget, workingDayAhead(2), 'Choose a day');
    await widget.getByRole('list', { name: /^Free times at/ }).first().getByRole('button').first().click();
    await widget.getByLabel('First name').fill('Partner');
    await widget.getByLabel('Last name').fill('Guest');
    await widget.getByLabel('Phone number').fill(uniquePhone('605'));
    await widget.getByRole('button', { name: 'Confirm the booking' }).click();
    // The visit's page in the widget loads with the token the widget keeps in memory.
    await expect(widget.getByRole('region', { name: 'Visit summary' }).getByText('Booking confirmed')).toBeVisible();
    expect(page.url()).toBe(PARTNER);
    // Nothing of it in the partner's storage.
    expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.includes('visit-tokens')))).toEqual([]);
  });
});
