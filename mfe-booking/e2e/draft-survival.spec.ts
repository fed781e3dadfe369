import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Hold, Visit } from '@salon/contracts/reservations-api';
import { accessibilityViolations } from '@salon/build/e2e';
import { bookThroughApi, chooseDay, manageLink, nextBookedVisit, uniquePhone, visitHeaders, workingDayAhead } from './support.ts';

/*
 * The booking draft survives a reload and the browser's Back button (decision 0025), on
 * the composed site and the real API, at 390 px and 1280 px: on every step (area,
 * service, date and time with a held slot, contact form) the choices stay after a reload
 * and after going Back, the held slot keeps its hold (the booking sends the same hold)
 * and the form says until when it is held, and that it lapsed. The edit flow's addresses
 * name the visit: a reload keeps the step and the new time, a new tab opens the same
 * step, and a browser without access to the visit gets the not-found page.
 * Each width books in a town no other journey books (Rzeszów, Toruń).
 */

const WIDTHS = [
  { width: 390, town: 'Rzeszów', daysAhead: 3 },
  { width: 1280, town: 'Toruń', daysAhead: 4 },
] as const;
const CUT = 'Strzyżenie damskie';
const DRAFT_KEY = 'salon:booking-draft:v1';

/** A time of day as the site shows it, in the salons' zone. */
const warsawTime = (instant: string) =>
  new Date(instant).toLocaleTimeString('pl-PL', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit' });

/** The summary of the choices: the side card on desktop, the collapsed summary on a phone (its rows are in the page, closed). */
const summary = (page: Page, phone: boolean): Locator =>
  phone ? page.locator('details', { hasText: 'Podsumowanie rezerwacji' }) : page.getByRole('region', { name: 'Twoja rezerwacja' });

/** The draft as the tab keeps it. */
async function storedDraft(page: Page): Promise<Record<string, unknown>> {
  const text = await page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY);
  expect(text, 'the draft in sessionStorage').not.toBeNull();
  return (JSON.parse(text!) as { value: Record<string, unknown> }).value;
}

/** A full page load fetches the shell and the remote again: on two busy cores it takes longer than a click. */
const PAGE_LOAD = { timeout: 30_000 };

/** Reloads and waits for the step's heading. */
async function reload(page: Page, heading: string): Promise<void> {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(PAGE_LOAD);
}

for (const { width, town, daysAhead } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    const phone = width < 720;

    test('a reload and Back on every step keep area, service, salon, time and the held slot, up to the booking', async ({ page }) => {
      test.setTimeout(240_000);
      await page.goto('/rezerwacja');
      await expect(page.getByRole('heading', { level: 1, name: 'Wybierz miasto' })).toBeVisible(PAGE_LOAD);

      // Area → service step; a reload stays there with the area, Back shows it chosen.
      await page.getByRole('main').getByRole('button', { name: town, exact: true }).first().click();
      await expect(page).toHaveURL(/\/rezerwacja\/usluga$/);
      await reload(page, 'Wybierz usługę');
      await expect(page).toHaveURL(/\/rezerwacja\/usluga$/);
      await expect(summary(page, phone)).toContainText(town);
      await page.goBack();
      await expect(page).toHaveURL(/\/rezerwacja\/miasto$/);
      await expect(page.getByRole('main').getByRole('button', { name: `${town} (wybrane)` }).first()).toHaveAttribute('aria-current', 'true');
      await reload(page, 'Wybierz miasto');
      await expect(page.getByRole('main').getByRole('button', { name: `${town} (wybrane)` }).first()).toHaveAttribute('aria-current', 'true');
      await page.goForward();
      await expect(page).toHaveURL(/\/rezerwacja\/usluga$/);

      // Service → date step; a reload stays there, Back shows the service chosen.
      await page.getByRole('main').getByRole('button', { name: CUT, exact: true }).first().click();
      await expect(page).toHaveURL(/\/rezerwacja\/termin$/);
      await reload(page, 'Wybierz salon i termin');
      await expect(page).toHaveURL(/\/rezerwacja\/termin$/);
      await expect(summary(page, phone)).toContainText(CUT);
      await page.goBack();
      await expect(page).toHaveURL(/\/rezerwacja\/usluga$/);
      await expect(page.getByRole('main').getByRole('button', { name: CUT, exact: true }).first()).toHaveAttribute('aria-current', 'true');
      await page.goForward();
      await expect(page).toHaveURL(/\/rezerwacja\/termin$/);

      // A time, held → the final form says until when.
      const day = workingDayAhead(daysAhead);
      await chooseDay(page, day);
      const first = page.getByRole('list', { name: /^Wolne godziny w salonie/ }).first().getByRole('button').first();
      await expect(first).toBeVisible();
      const label = (await first.getAttribute('aria-label'))!;
      const [time, salon] = label.split(', ') as [string, string];
      const held = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reservation-holds' && response.status() === 201);
      await first.click();
      const hold = (await (await held).json()) as Hold;
      await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji$/);
      const heldUntil = `Trzymamy dla Ciebie ten termin do ${warsawTime(hold.expiresAt)}.`;
      await expect(page.getByText(heldUntil)).toBeVisible();

      // A reload of the form keeps salon, time and hold.
      await reload(page, 'Dane rezerwacji');
      await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji$/);
      await expect(summary(page, phone)).toContainText(salon);
      await expect(summary(page, phone)).toContainText(time);
      await expect(page.getByText(heldUntil)).toBeVisible();
      expect(await storedDraft(page)).toMatchObject({ holdId: hold.id, date: hold.startDateTime, salon: { name: salon } });
      // Nothing personal is kept: the contact is not part of the draft.
      expect(Object.keys(await storedDraft(page))).not.toContain('contact');

      // Back to the date step: the held day and time are still the chosen ones, after a reload too.
      await page.goBack();
      await expect(page).toHaveURL(/\/rezerwacja\/termin$/);
      const chosen = page.getByRole('button', { name: `${time}, ${salon}, wybrany termin` });
      await expect(chosen).toBeVisible();
      await expect(page.getByRole('group', { name: 'Wybierz dzień' }).locator(`button[data-day="${day}"]`)).toHaveAttribute('aria-pressed', 'true');
      await reload(page, 'Wybierz salon i termin');
      await expect(chosen).toBeVisible();
      await page.goForward();
      await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji$/);

      // The hold lapses (its expiry moved to a minute ago): after a reload the form says so, with the way to another time.
      await page.evaluate((key) => {
        const entry = JSON.parse(window.sessionStorage.getItem(key)!) as { value: { holdExpiresAt: string } };
        entry.value.holdExpiresAt = new Date(Date.now() - 60_000).toISOString();
        window.sessionStorage.setItem(key, JSON.stringify(entry));
      }, DRAFT_KEY);
      await reload(page, 'Dane rezerwacji');
      await expect(page.getByText('Ten termin nie jest już dla Ciebie zatrzymany')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Wybierz inny termin' })).toHaveAttribute('href', '/rezerwacja/termin');
      expect(await accessibilityViolations(page)).toEqual([]);

      // The booking sends the hold it was given before all the reloads.
      await page.getByLabel('Imię').fill('Szkic');
      await page.getByLabel('Nazwisko').fill('Przetrwał');
      await page.getByLabel('Numer telefonu').fill(uniquePhone('609'));
      const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/visits');
      const booked = nextBookedVisit(page);
      await page.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ holdId: hold.id, dateTime: hold.startDateTime });
      await expect(page).toHaveURL(/\/wizyty\/[0-9a-f-]{36}/);
      const visit = await booked;
      expect(visit.startDateTime).toBe(hold.startDateTime);
      // A finished booking leaves no draft: a new booking starts clean.
      expect(await page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
      // Cancelled again, so the town's diary is as seeded for the next run.
      expect((await page.request.delete(`/api/visits/${visit.id}`, { headers: visitHeaders(visit) })).status()).toBe(204);
    });

    test('the edit flow’s addresses name the visit: a reload keeps the step and the new time, a new tab opens it, another browser gets the not-found page', async ({ page, browser, request }) => {
      test.setTimeout(240_000);
      const visit = await bookThroughApi(request, { minSlots: 3, phonePrefix: '609' });
      const before = visit.startDateTime.slice(11, 16);
      const named = (step: string) => new RegExp(`/rezerwacja/edytuj/${step}\\?visitId=${visit.id}$`);
      // The manage link once, as from its SMS: this browser keeps the visit's token.
      await page.goto(manageLink(visit));
      await expect(page.getByRole('region', { name: 'Podsumowanie wizyty' })).toBeVisible(PAGE_LOAD);
      await page.goto(`/rezerwacja/edytuj?visitId=${visit.id}`);

      // The entry step names the visit and survives a reload.
      if (phone) {
        await expect(page).toHaveURL(named('wizyta'), PAGE_LOAD);
        await reload(page, 'Twoja wizyta');
        await expect(page.getByRole('region', { name: 'Twoja wizyta' })).toContainText(visit.salon.name);
        await page.getByRole('link', { name: 'Zmień termin' }).click();
      } else {
        await expect(page).toHaveURL(named('usluga'), PAGE_LOAD);
        await reload(page, 'Zmień usługę');
        await page.getByRole('button', { name: CUT, exact: true }).click();
      }
      await expect(page).toHaveURL(named('termin'));
      await reload(page, 'Zmień termin');

      // Another time, held → confirm; a reload keeps the new time and says until when it is held.
      const times = page.getByRole('article', { name: visit.salon.name }).getByRole('button', { name: /^\d\d:\d\d, / });
      await expect(times.first()).toBeVisible();
      const labels = await times.allTextContents();
      const index = labels.findIndex((label) => !label.startsWith(before));
      expect(index, `another time than ${before} among ${labels.join(' | ')}`).toBeGreaterThanOrEqual(0);
      const after = labels[index]!.slice(0, 5);
      const held = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reservation-holds' && response.status() === 201);
      await times.nth(index).click();
      const hold = (await (await held).json()) as Hold;
      await expect(page).toHaveURL(named('potwierdz'));
      await reload(page, 'Potwierdź zmiany');
      await expect(page).toHaveURL(named('potwierdz'));
      await expect(page.getByRole('table', { name: 'Zmiany w wizycie' }).getByRole('row', { name: /^Godzina/ })).toContainText(`${before}${after}`);
      await expect(page.getByText(`Trzymamy dla Ciebie ten termin do ${warsawTime(hold.expiresAt)}.`)).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      // Back: the date step of the same visit, the new time still the chosen one.
      await page.goBack();
      await expect(page).toHaveURL(named('termin'));
      await expect(page.getByRole('button', { name: new RegExp(`^${after}, .*wybrany termin$`) })).toBeVisible();
      await page.goForward();
      await expect(page).toHaveURL(named('potwierdz'));

      // The date step's address in a new tab of this browser (the token is kept, the tab's choices are not): the same visit's date step.
      const tab = await page.context().newPage();
      try {
        await tab.goto(`/rezerwacja/edytuj/termin?visitId=${visit.id}`);
        await expect(tab.getByRole('heading', { level: 1, name: 'Zmień termin' })).toBeVisible(PAGE_LOAD);
        await expect(tab.getByText(/^Obecny termin:/)).toContainText(before);
      } finally {
        await tab.close();
      }

      // A browser that never saw the visit: the not-found page, at the address it was given.
      const stranger = await browser.newContext({ viewport: { width, height: 844 } });
      try {
        const other = await stranger.newPage();
        await other.goto(`/rezerwacja/edytuj/potwierdz?visitId=${visit.id}`);
        await expect(other.getByRole('heading', { level: 1, name: 'Nie znaleźliśmy tej wizyty albo link wygasł' })).toBeVisible(PAGE_LOAD);
        await expect(other).toHaveURL(named('potwierdz'));
      } finally {
        await stranger.close();
      }

      // Confirming after all that moves the visit, with the hold held before the reload.
      const sent = page.waitForRequest((req) => req.method() === 'PUT' && new URL(req.url()).pathname.startsWith(`/api/visits/${visit.id}/`));
      await page.getByRole('button', { name: 'Potwierdź zmiany' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ holdId: hold.id, startDateTime: hold.startDateTime });
      await expect(page).toHaveURL(/\/home$/);
      const moved = (await (await request.get(`/api/visits/${visit.id}`, { headers: visitHeaders(visit) })).json()) as Visit;
      expect(moved.startDateTime).toBe(hold.startDateTime);
    });
  });
}
