import { expect, test } from '@playwright/test';
import type { Visit } from '@salon/contracts/reservations-api';
import { bookThroughApi, manageLink, visitHeaders } from './support.ts';

/**
 * The edit flow against the seeded API: a visit booked through the API (opened by its
 * manage link, which this browser then keeps) is moved to another time from its details
 * page on desktop, and on a phone the common step shows the visit and leads to the
 * cancel dialog.
 */

test.describe('edit flow', () => {
  test('desktop: a visit moves to another time from its details page', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const visit = await bookThroughApi(request, { minSlots: 3, phonePrefix: '602' });
    const current = visit.startDateTime.slice(11, 16);

    await page.goto(manageLink(visit));
    await page.getByRole('link', { name: 'Zmień wizytę' }).click();

    // Desktop enters at the service step; the current service is marked.
    await expect(page).toHaveURL(/\/rezerwacja\/edytuj\/usluga\?visitId=[0-9a-f-]{36}$/);
    const steps = page.getByRole('navigation', { name: 'Etapy zmiany rezerwacji' });
    await expect(steps.getByRole('listitem')).toHaveCount(3);
    const cut = page.getByRole('button', { name: 'Strzyżenie damskie', exact: true });
    await expect(cut).toHaveAttribute('aria-current', 'true');
    await cut.click();

    // The date step opens on the visit's day, in its salon.
    await expect(page).toHaveURL(/\/rezerwacja\/edytuj\/termin\?visitId=[0-9a-f-]{36}$/);
    const card = page.getByRole('article', { name: visit.salon.name });
    const times = card.getByRole('button', { name: /^\d\d:\d\d, / });
    await expect(times.first()).toBeVisible();
    const names = await times.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''));
    const labels = await times.allTextContents();
    const index = labels.findIndex((label) => !label.startsWith(current));
    expect(index, `another time than ${current} among ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
    const chosen = labels[index]!.slice(0, 5);
    await times.nth(index).click();

    // Confirm: before and after, then home.
    await expect(page).toHaveURL(/\/rezerwacja\/edytuj\/potwierdz\?visitId=[0-9a-f-]{36}$/);
    const summary = page.getByRole('table', { name: 'Zmiany w wizycie' });
    await expect(summary.getByRole('row', { name: /^Godzina/ })).toContainText(`${current}${chosen}`);
    await expect(page.getByRole('region', { name: 'Dane kontaktowe' })).toContainText('Testowa');
    await page.getByRole('button', { name: 'Potwierdź zmiany' }).click();
    await expect(page).toHaveURL(/\/home$/);

    const edited = (await (await request.get(`/api/visits/${visit.id}`, { headers: visitHeaders(visit) })).json()) as Visit;
    expect(edited.startDateTime).toBe(`${visit.startDateTime.slice(0, 10)}T${chosen}:00`);
    expect(edited.reservations).toHaveLength(1);
    expect(edited.reservations[0]!.id).toBe(visit.reservations[0]!.id);
  });

  test('phone: the common step shows the visit and its cancel button opens the cancel dialog', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const visit = await bookThroughApi(request, { minSlots: 3, phonePrefix: '602' });
    // The link once, as from its SMS: the browser keeps the token, the edit flow uses it.
    await page.goto(manageLink(visit));
    await expect(page.getByRole('region', { name: 'Podsumowanie wizyty' })).toBeVisible();
    await page.goto(`/rezerwacja/edytuj?visitId=${visit.id}`);

    await expect(page).toHaveURL(/\/rezerwacja\/edytuj\/wizyta\?visitId=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Twoja wizyta' })).toBeVisible();
    const facts = page.getByRole('region', { name: 'Twoja wizyta' });
    await expect(facts).toContainText('Strzyżenie damskie');
    await expect(facts).toContainText(visit.salon.name);
    await expect(facts).toContainText(visit.startDateTime.slice(11, 16));
    await expect(facts.getByRole('link', { name: /Pokaż salon na mapie/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
    await expect(page.getByRole('link', { name: 'Zmień termin' })).toBeVisible();

    await page.getByRole('link', { name: 'Odwołaj wizytę' }).click();
    await expect(page).toHaveURL(new RegExp(`/wizyty/${visit.id}\\?cancel$`));
    await expect(page.getByRole('dialog', { name: 'Odwołać wizytę?' })).toBeVisible();
  });
});
