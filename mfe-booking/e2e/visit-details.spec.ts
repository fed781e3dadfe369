import { expect, test, type APIRequestContext } from '@playwright/test';
import { accessibilityViolations } from '@salon/build/e2e';
import type { BookedVisit, SalonSlots } from '@salon/contracts/reservations-api';
import { E2E_TILL_KEY_M101 } from '../../playwright.config.ts';
import { bookThroughApi, manageLink, uniquePhone, visitHeaders, warsawDay } from './support.ts';

/**
 * The visit details page against the seeded API, at 390 px and 1280 px: a visit booked
 * through the API, opened by its manage link, shows its summary with the price, the
 * salon's phone and directions, exports to calendars, is cancelled from the card itself
 * on either width, then offers "book again" with the same salon and service; a visit
 * the salon cancelled says so and offers the same; a second cancel meets the API's
 * RESERVATION_CANCELLED. Each page passes axe (WCAG 2.2 A and AA).
 */

const WIDTHS = [390, 1280] as const;

/**
 * A women's cut at M101 (Warszawa, the salon the test site's till key belongs to) at a
 * random free time 3 to 20 days ahead, booked through the API with its manage token.
 */
async function bookAtM101(request: APIRequestContext): Promise<BookedVisit> {
  const headers = { 'X-Api-Version': '3' };
  const days = Array.from({ length: 18 }, (_, i) => i + 3).sort(() => Math.random() - 0.5);
  for (const day of days) {
    const answer = await request.get(`/api/reservation-slots?salonId=M101&date=${warsawDay(day)}&services=1001`, { headers });
    const [salon] = (await answer.json()) as SalonSlots[];
    if (!salon || salon.slots.length === 0) continue;
    const created = await request.post('/api/visits', {
      data: {
        salonId: 'M101',
        hairdresserId: null,
        serviceId: '1001',
        contact: { firstName: 'Ewa', lastName: 'Testowa', phone: uniquePhone('604') },
        dateTime: salon.slots[Math.floor(Math.random() * salon.slots.length)]!,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as BookedVisit;
  }
  throw new Error('no free time for a women’s cut at M101 3 to 20 days ahead');
}

for (const width of WIDTHS) {
  test.describe(`visit details at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('shows the visit with its price, the salon’s phone and directions, and exports to calendars', async ({ page, request }) => {
      const visit = await bookThroughApi(request);
      const { id, salon } = visit;
      await page.goto(manageLink(visit));
      await expect(page.getByRole('heading', { level: 1, name: 'Szczegóły wizyty' })).toBeVisible();
      const card = page.getByRole('region', { name: 'Podsumowanie wizyty' });
      await expect(card.getByText('Rezerwacja potwierdzona')).toBeVisible();
      await expect(card.getByRole('listitem')).toHaveText('Strzyżenie damskie');
      await expect(card).toContainText(salon.name);
      await expect(card).toContainText('Ewa Testowa');
      await expect(card).toContainText(/(poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela), \d{1,2} \S+ \d{4}, godz\. \d{2}:\d{2}–\d{2}:\d{2}/);
      const price = visit.reservations[0]!.price.value.toFixed(2).replace('.', ',');
      await expect(card.locator('dt', { hasText: /^Cena$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(new RegExp(`^${price}\\s?zł$`));
      await expect(card.getByRole('link', { name: `Zadzwoń do salonu: ${salon.phone}` })).toHaveAttribute('href', `tel:${salon.phone.replace(/[^\d+]/g, '')}`);
      const directions = card.getByRole('link', { name: 'Wyznacz trasę do salonu (otwiera się w nowej karcie)' });
      await expect(directions).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${salon.coordinates!.latitude}%2C${salon.coordinates!.longitude}`);
      await expect(directions).toHaveAttribute('target', '_blank');
      await expect(card.getByRole('link', { name: 'Zmień wizytę' })).toHaveAttribute('href', `/rezerwacja/edytuj?visitId=${id}`);
      // Cancel is on the card itself, on a phone too.
      await expect(card.getByRole('button', { name: 'Odwołaj wizytę' })).toBeVisible();
      await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
      expect(await accessibilityViolations(page)).toEqual([]);

      await card.getByRole('button', { name: 'Dodaj do kalendarza' }).click();
      const dialog = page.getByRole('dialog', { name: 'Dodaj wizytę do kalendarza' });
      const download = page.waitForEvent('download');
      await dialog.getByRole('link', { name: 'Apple (plik .ics)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('wizyta.ics');
      const ics = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics).toContain('TRIGGER:-PT1H');
      expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
      await expect(dialog.getByRole('link', { name: 'Google' })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);
      await expect(dialog.getByRole('link', { name: 'Outlook' })).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/);
    });

    test('cancels from the card; the cancelled visit offers "book again", which starts a booking with the same salon and service', async ({ page, request }) => {
      const visit = await bookThroughApi(request);
      await page.goto(manageLink(visit));
      const card = page.getByRole('region', { name: 'Podsumowanie wizyty' });
      await card.getByRole('button', { name: 'Odwołaj wizytę' }).click();
      const dialog = page.getByRole('dialog', { name: 'Odwołać wizytę?' });
      await dialog.getByRole('button', { name: 'Odwołaj wizytę' }).click();
      await expect(page.getByText('Wizyta została odwołana.')).toBeVisible();
      await expect(card.getByText('Wizyta odwołana')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Odwołaj wizytę' })).toHaveCount(0);
      await expect(card.getByRole('link', { name: 'Zmień wizytę' })).toHaveCount(0);
      await expect
        .poll(async () => ((await (await request.get(`/api/visits/${visit.id}`, { headers: visitHeaders(visit) })).json()) as BookedVisit).cancelledBy)
        .toBe('CUSTOMER');
      const bookAgain = card.getByRole('button', { name: 'Zarezerwuj ponownie' });
      await expect(bookAgain).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      await bookAgain.click();
      await expect(page).toHaveURL(/\/rezerwacja\/termin/);
      await expect(page.getByRole('article', { name: visit.salon.name })).toBeVisible();
      await expect(page.getByText('Strzyżenie damskie').first()).toBeVisible();
    });

    test('a visit the salon cancelled says so, and offers "book again"', async ({ page, request }) => {
      const visit = await bookAtM101(request);
      const cancelled = await request.delete(`/api/pos/visits/${visit.id}`, { headers: { 'x-api-key': E2E_TILL_KEY_M101 } });
      expect(cancelled.status(), await cancelled.text()).toBe(204);
      await page.goto(manageLink(visit));
      const card = page.getByRole('region', { name: 'Podsumowanie wizyty' });
      await expect(card.getByText('Wizyta odwołana')).toBeVisible();
      await expect(card).toContainText('Salon odwołał tę wizytę. Przepraszamy za kłopot.');
      await expect(card.getByRole('link', { name: `Zadzwoń do salonu: ${visit.salon.phone}` })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Zarezerwuj ponownie' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      await card.getByRole('button', { name: 'Zarezerwuj ponownie' }).click();
      await expect(page).toHaveURL(/\/rezerwacja\/termin/);
      await expect(page.getByRole('article', { name: visit.salon.name })).toBeVisible();
    });
  });
}

test('a second cancel meets RESERVATION_CANCELLED: the already-cancelled modal leads to a new booking', async ({ page, request }) => {
  const visit = await bookThroughApi(request);
  const { id } = visit;
  await page.goto(`${manageLink(visit)}&cancel`);
  const dialog = page.getByRole('dialog', { name: 'Odwołać wizytę?' });
  await expect(dialog).toBeVisible();
  // Someone cancelled it meanwhile (another tab, the salon).
  expect((await request.delete(`/api/visits/${id}`, { headers: visitHeaders(visit) })).status()).toBe(204);
  await dialog.getByRole('button', { name: 'Odwołaj wizytę' }).click();
  const modal = page.getByRole('dialog', { name: 'Wizyta jest już odwołana' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Zarezerwuj wizytę' }).click();
  await expect(page).toHaveURL(/\/rezerwacja\/miasto/);
});
