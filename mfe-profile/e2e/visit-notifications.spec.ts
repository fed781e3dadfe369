import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '@salon/build/e2e';
import { signInAs } from './support.ts';

/*
 * A visit of the customer's account in the profile's notifications (issue 18), on the
 * composed site and the real API: booked signed in, it is listed under the bell with a
 * link to the visit's page, which opens for its owner with no manage token in this
 * browser; its cancellation is listed too. Phone and desktop, axe on the open list.
 * The texts are the API's: matched by their link and the salon's name.
 */

/** Zofia (seed customer 11): no other journey books for her phone. */
const ZOFIA_PHONE = '+48886000011';
/** Katowice Galeria Katowicka, which no other journey books. */
const SALON = { id: 'M211', name: 'Katowice Galeria Katowicka' };

/** The next working day at least `days` ahead, yyyy-MM-dd in Warsaw. */
function dayAhead(days: number): string {
  for (let n = days; ; n += 1) {
    const day = new Date(Date.now() + n * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) return day;
  }
}

/** The notifications listed under the bell that lead to `visitId`'s page. */
async function openNotifications(page: Page) {
  await page.getByRole('button', { name: /^Powiadomienia/ }).click();
  return page.getByRole('dialog', { name: 'Powiadomienia' });
}

// One active visit per phone and category: each width books a service of its own.
for (const [width, days, service] of [
  [390, 11, { id: '1001', name: 'Strzyżenie damskie' }],
  [1280, 12, { id: '1101', name: 'Manicure klasyczny' }],
] as const) {
  test(`at ${width} px a booked visit is in the notifications, its link opens the visit for its owner, and its cancellation follows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const accessToken = await signInAs(page, 'zofia', '/profil/rezerwacje');
    const bearer = { authorization: `Bearer ${accessToken}` };
    const date = dayAhead(days);
    const slots = (await (await page.request.get(`/api/reservation-slots?salonId=${SALON.id}&date=${date}&services=${service.id}`, { headers: { 'x-api-version': '3' } })).json()) as {
      slots: string[];
    }[];
    const time = slots[0]!.slots.at(-1)!;
    // Booked signed in, under her own phone: the visit is her account's.
    const booked = await page.request.post('/api/visits', {
      headers: bearer,
      data: { salonId: SALON.id, serviceId: service.id, dateTime: time, hairdresserId: null, contact: { firstName: 'Zofia', lastName: 'Wędrowna', phone: ZOFIA_PHONE } },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    const toVisit = `/wizyty/${id}`;

    try {
      await page.reload();
      const notifications = await openNotifications(page);
      const bookedNotice = notifications.getByRole('listitem').filter({ has: page.locator(`a[href="${toVisit}"]`) });
      await expect(bookedNotice).toHaveCount(1);
      await expect(bookedNotice).toContainText(SALON.name);
      await expect(bookedNotice).toContainText(service.name);
      await expect(bookedNotice).toContainText(time.slice(11, 16));
      expect(await accessibilityViolations(page), 'notifications').toEqual([]);

      // Her visit's page: no manage token in this browser, her session is enough.
      await bookedNotice.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${toVisit}$`));
      const card = page.getByRole('region', { name: 'Podsumowanie wizyty' });
      await expect(card.getByText('Rezerwacja potwierdzona')).toBeVisible();
      await expect(card).toContainText(SALON.name);
      expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.includes('visit-tokens')))).toEqual([]);
    } finally {
      // Cancelled as its owner, so that the next run finds her diary free.
      expect((await page.request.delete(`/api/visits/${id}`, { headers: bearer })).status()).toBe(204);
    }

    await page.goto('/profil/rezerwacje');
    const notifications = await openNotifications(page);
    await expect(notifications.getByRole('listitem').filter({ has: page.locator(`a[href="${toVisit}"]`) })).toHaveCount(2);
  });
}
