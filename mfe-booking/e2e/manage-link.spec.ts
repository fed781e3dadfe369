import { expect, test, type Browser, type Page } from '@playwright/test';
import { signAccessToken } from 'api/lib/access-token';
import { accessibilityViolations, openWithTokens } from '@salon/build/e2e';
import { E2E_JWT_SECRET } from '../../playwright.config.ts';
import { bookThroughApi, chooseDay, manageLinkIn, readVisitMessage, uniquePhone, workingDayAhead } from './support.ts';

/**
 * The manage link every message about a visit carries (`/wizyty/{id}?t={token}`,
 * decision 0024), on the composed site and the real API, on a phone and on a desktop:
 * a guest books on the site, opens the link of the confirmation SMS in a browser that
 * never saw the visit, sees it with the token gone from the address (and from every
 * request and tracked event), and cancels it, which is texted; a visit opened through its
 * link is moved to another time, which is texted with the old and the new time; the
 * visit's address without the token shows the not-found page; and the link still opens
 * the visit for someone signed in as another customer. Messages are matched by their
 * template and link: their wording is the API's.
 */

const WIDTHS = [390, 1280] as const;
/** Anna Kowalska (seed customer 1): signed in, she is not the owner of the journeys' visits. */
const ANNA_ID = '00000000-0000-4000-8000-0000000c0001';
/** Katowice Mariacka, a salon no other journey books, a women's cut; each width books a day of its own. */
const SALON = { id: 'M210', name: 'Katowice Mariacka' };
const CUT = { id: '1001', name: 'Strzyżenie damskie' };

/** A page in a browser context of its own: no token, no session, no history of the visit. */
async function freshPage(browser: Browser, width: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  return { page: await context.newPage(), close: () => context.close() };
}

/** What a page asks of the network, and what it reports to the tracker, for checking that a token never shows. */
function watchRequests(page: Page): { urls: string[]; tracked: string[] } {
  const seen = { urls: [] as string[], tracked: [] as string[] };
  page.on('request', (request) => {
    seen.urls.push(request.url());
    if (new URL(request.url()).pathname === '/api/events') seen.tracked.push(request.postData() ?? '');
  });
  return seen;
}

const tokenOf = (link: string) => new URL(link, 'http://site').searchParams.get('t')!;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    const phone = width < 720;

    test('a guest books on the site, opens the SMS link in a fresh browser, sees the visit without the token in the address, and cancels it; the cancellation is texted', async ({ page, browser, request }) => {
      const customerPhone = uniquePhone('607');
      await page.goto(`/rezerwacja?salonId=${SALON.id}&serviceId=${CUT.id}`);
      await expect(page).toHaveURL(/\/rezerwacja\/termin/);
      await chooseDay(page, workingDayAhead(phone ? 4 : 5));
      const times = page.getByRole('list', { name: /^Wolne godziny w salonie/ }).first().getByRole('button');
      await (phone ? times.first() : times.last()).click();
      await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji/);
      await page.getByLabel('Imię').fill('Linka');
      await page.getByLabel('Nazwisko').fill('Testowa');
      await page.getByLabel('Numer telefonu').fill(customerPhone);
      await page.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
      await expect(page).toHaveURL(/\/wizyty\/[0-9a-f-]{36}/);
      const visitId = /\/wizyty\/([0-9a-f-]{36})/.exec(page.url())![1]!;
      // The booking browser shows it with the token the booking answered.
      await expect(page.getByRole('region', { name: 'Podsumowanie wizyty' }).getByText('Rezerwacja potwierdzona')).toBeVisible();

      const confirmation = await readVisitMessage(request, customerPhone, 'visit.booked');
      const link = manageLinkIn(confirmation.body);
      expect(link, confirmation.body ?? '').toMatch(new RegExp(`^/wizyty/${visitId}\\?t=`));
      const token = tokenOf(link!);

      const fresh = await freshPage(browser, width);
      try {
        const seen = watchRequests(fresh.page);
        await fresh.page.goto(link!);
        const card = fresh.page.getByRole('region', { name: 'Podsumowanie wizyty' });
        await expect(card.getByText('Rezerwacja potwierdzona')).toBeVisible();
        await expect(card).toContainText('Linka Testowa');
        await expect(card).toContainText(SALON.name);
        // The address bar, and the history entry, no longer hold the token.
        await expect(fresh.page).toHaveURL(new RegExp(`/wizyty/${visitId}$`));
        expect(await fresh.page.evaluate(() => window.location.search)).toBe('');

        if (phone) {
          // A phone cancels through the edit flow's common step, as the card offers no cancel there.
          await card.getByRole('link', { name: 'Zmień wizytę' }).click();
          await expect(fresh.page).toHaveURL(/\/rezerwacja\/edytuj\/wizyta\?visitId=[0-9a-f-]{36}$/);
          await fresh.page.getByRole('link', { name: 'Odwołaj wizytę' }).click();
          await expect(fresh.page).toHaveURL(new RegExp(`/wizyty/${visitId}\\?cancel$`));
        } else {
          await card.getByRole('button', { name: 'Odwołaj wizytę' }).click();
        }
        const dialog = fresh.page.getByRole('dialog', { name: 'Odwołać wizytę?' });
        await dialog.getByRole('button', { name: 'Odwołaj wizytę' }).click();
        await expect(fresh.page.getByText('Wizyta została odwołana.')).toBeVisible();
        await expect(fresh.page.getByRole('region', { name: 'Podsumowanie wizyty' }).getByText('Wizyta odwołana')).toBeVisible();

        // The tracker has had time to send what it queued: none of it, and no request, held the token.
        await expect.poll(() => seen.tracked.length, { message: 'tracked events sent' }).toBeGreaterThan(0);
        expect(seen.tracked.filter((body) => body.includes(token))).toEqual([]);
        expect(seen.urls.filter((url) => url.includes(token)).map((url) => new URL(url).pathname)).toEqual(['/wizyty/' + visitId]);
      } finally {
        await fresh.close();
      }

      const cancellation = await readVisitMessage(request, customerPhone, 'visit.cancelled');
      expect(new Date(cancellation.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(confirmation.createdAt).getTime());
    });

    test('a visit opened through its link is moved to another time; the change is texted with the old and the new time', async ({ browser, request }) => {
      const visit = await bookThroughApi(request, { minSlots: 3, phonePrefix: '608' });
      const before = visit.startDateTime.slice(11, 16);
      const link = manageLinkIn((await readVisitMessage(request, visit.contact.phone, 'visit.booked')).body);
      expect(link).toMatch(new RegExp(`^/wizyty/${visit.id}\\?t=`));

      const fresh = await freshPage(browser, width);
      let after: string;
      try {
        const { page } = fresh;
        await page.goto(link!);
        await expect(page).toHaveURL(new RegExp(`/wizyty/${visit.id}$`));
        await page.getByRole('region', { name: 'Podsumowanie wizyty' }).getByRole('link', { name: 'Zmień wizytę' }).click();
        if (phone) {
          await expect(page).toHaveURL(/\/rezerwacja\/edytuj\/wizyta\?visitId=[0-9a-f-]{36}$/);
          await page.getByRole('link', { name: 'Zmień termin' }).click();
        } else {
          await expect(page).toHaveURL(/\/rezerwacja\/edytuj\/usluga\?visitId=[0-9a-f-]{36}$/);
          await page.getByRole('button', { name: CUT.name, exact: true }).click();
        }
        await expect(page).toHaveURL(/\/rezerwacja\/edytuj\/termin\?visitId=[0-9a-f-]{36}$/);
        const times = page.getByRole('article', { name: visit.salon.name }).getByRole('button', { name: /^\d\d:\d\d, / });
        await expect(times.first()).toBeVisible();
        const labels = await times.allTextContents();
        const index = labels.findIndex((label) => !label.startsWith(before));
        expect(index, `another time than ${before} among ${labels.join(' | ')}`).toBeGreaterThanOrEqual(0);
        after = labels[index]!.slice(0, 5);
        await times.nth(index).click();
        await expect(page).toHaveURL(/\/rezerwacja\/edytuj\/potwierdz\?visitId=[0-9a-f-]{36}$/);
        await expect(page.getByRole('table', { name: 'Zmiany w wizycie' }).getByRole('row', { name: /^Godzina/ })).toContainText(`${before}${after}`);
        await page.getByRole('button', { name: 'Potwierdź zmiany' }).click();
        await expect(page).toHaveURL(/\/home$/);
      } finally {
        await fresh.close();
      }

      const change = await readVisitMessage(request, visit.contact.phone, 'visit.changed');
      expect(change.body).toContain(before);
      expect(change.body).toContain(after);
      expect(change.body!.indexOf(after)).toBeLessThan(change.body!.indexOf(before));
      // The change keeps the visit's link: the same token still opens it.
      expect(manageLinkIn(change.body)).toBe(link);
    });

    test("the link opens the visit for someone signed in as another customer: the token wins", async ({ page, request }) => {
      const visit = await bookThroughApi(request, { phonePrefix: '606' });
      const link = manageLinkIn((await readVisitMessage(request, visit.contact.phone, 'visit.booked')).body);
      // A token minted for Anna, as the site holds it after her sign-in (no login call: the suite's logins share one address's limit).
      await openWithTokens(page, { accessToken: await signAccessToken(E2E_JWT_SECRET, { sub: ANNA_ID }) }, link!);
      const card = page.getByRole('region', { name: 'Podsumowanie wizyty' });
      await expect(card.getByText('Rezerwacja potwierdzona')).toBeVisible();
      await expect(card).toContainText(`${visit.contact.firstName} ${visit.contact.lastName}`);
      await expect(page).toHaveURL(new RegExp(`/wizyty/${visit.id}$`));
      // Still Anna's session.
      expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).not.toBeNull();
    });

    test("the visit's address without its token, in a fresh browser, shows the not-found page", async ({ browser, request }) => {
      const visit = await bookThroughApi(request, { phonePrefix: '609' });
      const fresh = await freshPage(browser, width);
      try {
        const { page } = fresh;
        await page.goto(`/wizyty/${visit.id}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleźliśmy tej wizyty albo link wygasł' })).toBeVisible();
        await expect(page.getByText(/działa do końca wizyty i tylko w całości/)).toBeVisible();
        // Nothing of the visit.
        await expect(page.getByRole('region', { name: 'Podsumowanie wizyty' })).toHaveCount(0);
        await expect(page.getByText(visit.contact.lastName)).toHaveCount(0);
        await expect(page).toHaveURL(new RegExp(`/wizyty/${visit.id}$`));
        await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
        expect(await accessibilityViolations(page)).toEqual([]);

        // The ways on: sign in (the dialog), or book.
        await page.getByRole('button', { name: 'Zaloguj się, aby zobaczyć swoje wizyty' }).click();
        const signIn = page.getByRole('dialog', { name: 'Zaloguj się lub załóż konto' });
        await expect(signIn).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(signIn).toBeHidden();
        await page.getByRole('main').getByRole('link', { name: 'Zarezerwuj wizytę' }).click();
        await expect(page).toHaveURL(/\/rezerwacja\/miasto/);
      } finally {
        await fresh.close();
      }
    });
  });
}
