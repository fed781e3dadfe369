import { expect, test } from '@playwright/test';
import { bookThroughApi, manageLink, visitHeaders } from './support.ts';

/**
 * The visit details page against the seeded API: a visit booked through the API, opened
 * by its manage link, shows its summary, exports to calendars, is cancelled through the
 * dialog, and a second cancel meets the API's RESERVATION_CANCELLED.
 */

test.describe('visit details', () => {
  test('shows a visit booked through the API, with calendar export', async ({ page, request }) => {
    const visit = await bookThroughApi(request);
    const { id, salon: { name: salonName } } = visit;
    await page.goto(manageLink(visit));
    await expect(page.getByRole('heading', { level: 1, name: 'Szczegóły wizyty' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Podsumowanie wizyty' });
    await expect(card.getByText('Rezerwacja potwierdzona')).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText('Strzyżenie damskie');
    await expect(card).toContainText(salonName);
    await expect(card).toContainText('Ewa Testowa');
    await expect(card).toContainText(/(poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela), \d{1,2} \S+ \d{4}, godz\. \d{2}:\d{2}–\d{2}:\d{2}/);
    await expect(card.getByRole('link', { name: 'Zmień wizytę' })).toHaveAttribute('href', `/rezerwacja/edytuj?visitId=${id}`);
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);

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

  test('cancels through the dialog; the card then shows the visit cancelled', async ({ page, request }) => {
    const visit = await bookThroughApi(request);
    const { id } = visit;
    await page.goto(manageLink(visit));
    const card = page.getByRole('region', { name: 'Podsumowanie wizyty' });
    await card.getByRole('button', { name: 'Odwołaj wizytę' }).click();
    const dialog = page.getByRole('dialog', { name: 'Odwołać wizytę?' });
    await dialog.getByRole('button', { name: 'Odwołaj wizytę' }).click();
    await expect(page.getByText('Wizyta została odwołana.')).toBeVisible();
    await expect(card.getByText('Wizyta odwołana')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Odwołaj wizytę' })).toHaveCount(0);
    expect(((await (await request.get(`/api/visits/${id}`, { headers: visitHeaders(visit) })).json()) as { status: string }).status).toBe('CANCELLED');
  });

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
});
