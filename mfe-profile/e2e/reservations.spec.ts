import { expect, test } from '@playwright/test';
import { accessibilityViolations } from '@salon/build/e2e';
import { signInAs } from './support.ts';

/*
 * Rezerwacje on the composed site and the real API: a visit booked through the API for
 * the customer's phone shows with booking's own card (federation), and is cancelled
 * there; the recent visits offer "book again". Phone and desktop, axe.
 */

/** Małgorzata (seed customer 9): her phone books the journeys' visits. */
const GOSIA = { email: 'gosia.pracownik@example.com', phone: '+48886000009' };

/** The next working day at least `days` ahead, yyyy-MM-dd in Warsaw. */
function dayAhead(days: number): string {
  for (let n = days; ; n += 1) {
    const day = new Date(Date.now() + n * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) return day;
  }
}

// One active visit per phone and category: each width books a category of its own.
for (const [width, days, service] of [
  [390, 9, { id: '1001', name: 'Strzyżenie damskie' }],
  [1280, 10, { id: '1101', name: 'Manicure klasyczny' }],
] as const) {
  test(`at ${width} px a booked visit shows under Rezerwacje with booking's card and is cancelled there`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    // A free time of the service in M104 on a day of this journey's own.
    const date = dayAhead(days);
    const slots = (await (await page.request.get(`/api/reservation-slots?salonId=M104&date=${date}&services=${service.id}`, { headers: { 'x-api-version': '3' } })).json()) as {
      slots: string[];
    }[];
    const time = slots[0]!.slots.at(width === 390 ? -1 : -2)!;
    const booked = await page.request.post('/api/visits', {
      data: { salonId: 'M104', serviceId: service.id, dateTime: time, hairdresserId: null, contact: { firstName: 'Małgorzata', lastName: 'Pracowita', phone: GOSIA.phone }, clientNote: null },
    });
    expect(booked.status()).toBe(201);

    await signInAs(page, 'gosia', '/profil/rezerwacje');
    await expect(page.getByRole('heading', { level: 1, name: 'Rezerwacje' })).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Nadchodzące wizyty' });
    const card = upcoming.getByRole('listitem').filter({ hasText: service.name }).filter({ hasText: time.slice(11, 16) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: 'Zmień wizytę' })).toHaveAttribute('href', /\/rezerwacja\/edytuj\?visitId=/);
    await expect(upcoming.getByRole('link', { name: 'Nowa rezerwacja' })).toHaveAttribute('href', '/rezerwacja');
    expect(await accessibilityViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Odwołaj wizytę' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Odwołaj wizytę' }).click();
    await expect(upcoming.getByRole('listitem').filter({ hasText: service.name }).filter({ hasText: time.slice(11, 16) })).toHaveCount(0);
  });
}
