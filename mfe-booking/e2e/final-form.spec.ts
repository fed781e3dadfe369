import { expect, test, type Page } from '@playwright/test';
import { chooseDay, signIn, uniquePhone, workingDayAhead } from './support.ts';

/**
 * The final form in the composed site: a guest goes through the steps, books a real
 * slot and lands on the visit's details; a signed-in customer gets the profile and the
 * different-phone warning.
 */


/**
 * Through the UI: Kraków, a women's cut, a free time of the first salon listed on a full
 * working day ahead. The journeys run side by side, so each takes its own end of that
 * day: two pressing the same or overlapping times would fight over the hold (today's
 * list may be down to a time or two in the evening).
 */
async function reachFinalForm(page: Page, pick: 'first' | 'last' = 'first', daysAhead = 2) {
  await page.goto('/rezerwacja?city=krakow');
  await expect(page).toHaveURL(/\/rezerwacja\/(usluga|miasto)/);
  if (/\/rezerwacja\/miasto/.test(page.url())) {
    await page.getByRole('main').getByRole('button', { name: 'Kraków', exact: true }).first().click();
  }
  await expect(page).toHaveURL(/\/rezerwacja\/usluga/);
  await page.getByRole('list', { name: 'Usługi' }).getByRole('button', { name: 'Strzyżenie damskie', exact: true }).click();
  await expect(page).toHaveURL(/\/rezerwacja\/termin/);
  await chooseDay(page, workingDayAhead(daysAhead));
  const times = page.getByRole('list', { name: /^Wolne godziny w salonie/ }).first().getByRole('button');
  await (pick === 'first' ? times.first() : times.last()).click();
  await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dane rezerwacji' })).toBeVisible();
}

test.describe('final form', () => {
  test('a guest books a visit end to end and sees it on the visit page', async ({ page }) => {
    await reachFinalForm(page);
    const summary = page.getByRole('region', { name: 'Twoja rezerwacja' });
    await expect(summary).toContainText('Strzyżenie damskie');
    await expect(summary.getByRole('link', { name: 'Pokaż na mapie' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);

    const confirm = page.getByRole('button', { name: 'Potwierdź rezerwację' });
    await expect(confirm).toBeDisabled();
    await page.getByLabel('Imię').fill('Ola');
    await page.getByLabel('Nazwisko').fill('Przykładowa');
    const phone = uniquePhone('602');
    await page.getByLabel('Numer telefonu').fill(phone);
    await page.getByRole('checkbox', { name: 'Zapamiętaj moje dane na tym urządzeniu' }).check();
    await expect(confirm).toBeEnabled();
    await confirm.click();

    // The booking's query keys go along.
    await expect(page).toHaveURL(/\/wizyty\/[0-9a-f-]{36}(\?city=krakow)?$/);
    const card = page.getByRole('region', { name: 'Podsumowanie wizyty' });
    await expect(card.getByText('Rezerwacja potwierdzona')).toBeVisible();
    await expect(card).toContainText('Strzyżenie damskie');
    await expect(card).toContainText('Ola Przykładowa');
    const stored = await page.evaluate(() => window.localStorage.getItem('salon:booking-contact:v1'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ firstName: 'Ola', lastName: 'Przykładowa', phone });

    // The next booking starts with the remembered contact and remember-me ticked. On a
    // day of its own: this late in a test run the first salon's day may be down to the
    // time just booked and the one the signed-in journey beside it holds (CI once saw
    // SLOT_NOT_AVAILABLE here).
    await reachFinalForm(page, 'first', 8);
    await expect(page.getByLabel('Imię')).toHaveValue('Ola');
    await expect(page.getByRole('checkbox', { name: 'Zapamiętaj moje dane na tym urządzeniu' })).toBeChecked();
  });

  test('a signed-in customer gets the profile and is warned about another phone', async ({ page }) => {
    await signIn(page, 'anna.kowalska@example.com');
    await reachFinalForm(page, 'last');
    await expect(page.getByLabel('Imię')).toHaveValue('Anna');
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await page.getByLabel('Numer telefonu').fill('511 222 333');
    await expect(page.getByText('Rezerwujesz wizytę dla innej osoby?')).toBeVisible();
  });
});
