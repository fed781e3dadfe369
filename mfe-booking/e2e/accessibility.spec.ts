import { expect, test, type Locator, type Page } from '@playwright/test';
import { signAccessToken } from 'api/lib/access-token';
import { accessibilityViolations, openWithTokens } from '@salon/build/e2e';
import { E2E_JWT_SECRET } from '../../playwright.config.ts';
import { HOLD_MINUTES, type SalonSlots } from '@salon/contracts/reservations-api';
import { bookThroughApi, chooseDay, manageLink, nextBookedVisit, uniquePhone, visitHeaders, warsawDay, workingDayAhead } from './support.ts';

/*
 * The booking's accessibility in the composed site, at 390 px and 1280 px: WCAG 2.2 A
 * and AA (axe-core) with no violation on every step, every dialog the booking opens and
 * the visit's pages afterwards; and a keyboard-only booking from the area step to the
 * visit's details, where every focus move lands on something visible with a visible
 * focus indicator. The checks are grouped by journey, one page visit serving several.
 * Bookings go to salons and days no other journey books (Poznań, Szczecin, Lublin,
 * Bydgoszcz), each journey on a day of its own.
 */

const WIDTHS = [1280, 390] as const;

/** Soft: one run lists every page and dialog with a violation, not only the first. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  expect.soft(await accessibilityViolations(page), where).toEqual([]);
}

/** The free times of the first salon listed on the date step. */
const firstSalonTimes = (page: Page): Locator => page.getByRole('list', { name: /^Wolne godziny w salonie/ }).first().getByRole('button');

async function fillContact(page: Page, contact: { firstName: string; lastName: string; phone: string }): Promise<void> {
  await page.getByLabel('Imię').fill(contact.firstName);
  await page.getByLabel('Nazwisko').fill(contact.lastName);
  await page.getByLabel('Numer telefonu').fill(contact.phone);
}

/**
 * From a booking link to the final form: the date step of `salonId` and `serviceId`,
 * a time of the first day at least `daysAhead` ahead with free times (asked of the API:
 * a salon with few hairdressers has days without).
 */
async function linkToForm(page: Page, { salonId, serviceId, daysAhead }: { salonId: string; serviceId: string; daysAhead: number }): Promise<void> {
  let day: string | undefined;
  for (let days = daysAhead; !day && days < daysAhead + 14; days += 1) {
    const answer = await page.request.get(`/api/reservation-slots?salonId=${salonId}&date=${warsawDay(days)}&services=${serviceId}`, { headers: { 'X-Api-Version': '3' } });
    if (((await answer.json()) as SalonSlots[]).some((result) => result.slots.length > 0)) day = warsawDay(days);
  }
  expect(day, `a day with free times in ${salonId}`).toBeDefined();
  await page.goto(`/rezerwacja?salonId=${salonId}&serviceId=${serviceId}`);
  await expect(page).toHaveURL(/\/rezerwacja\/termin/);
  await chooseDay(page, day!);
  await firstSalonTimes(page).first().click();
  await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji/);
}

/**
 * Beata (seed customer 2, in no other journey) has no preferred salon and no consents,
 * so both questions after a booking are asked; she declines both, so her profile stays
 * as seeded. Each width books her phone in a category and on a day of its own (one
 * upcoming visit per category and phone). The guest bookings use the phones of Ewa and
 * Filip (seed customers 4 and 7, whose phones no other journey books): phones with a web
 * account. Every visit is cancelled again.
 */
const BEATA = { id: '00000000-0000-4000-8000-0000000c0002', phone: '+48 886 000 002' };
const SIGNED_IN = {
  1280: { booking: { salonId: 'M402', serviceId: '1001', daysAhead: 9 }, guest: { salonId: 'M402', serviceId: '1001', daysAhead: 11, phone: '+48 886 000 004' } },
  390: { booking: { salonId: 'M410', serviceId: '1101', daysAhead: 13 }, guest: { salonId: 'M411', serviceId: '1001', daysAhead: 15, phone: '+48 886 000 007' } },
} as const;

for (const width of WIDTHS) {
  test.describe(`accessibility of the booking at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    const phone = width < 720;

    test("a guest's booking: every step, the service description, the salon filter, the lapsed hold, the account suggestion, the calendar export and the cancel dialog", async ({ page }) => {
      // The page's clock, so that the final form can be shown after its hold has lapsed.
      await page.clock.install();
      await page.goto('/rezerwacja/miasto');
      await expect(page.getByRole('heading', { level: 1, name: 'Wybierz miasto' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: 'Poznań', exact: true })).toBeVisible();
      await expectAccessible(page, 'area step');

      await page.getByRole('main').getByRole('button', { name: phone ? 'Szczecin' : 'Poznań', exact: true }).click();
      await expect(page).toHaveURL(/\/rezerwacja\/usluga/);
      const services = page.getByRole('list', { name: 'Usługi' });
      await expect(services.getByRole('button', { name: 'Strzyżenie damskie', exact: true })).toBeVisible();
      await expectAccessible(page, 'service step');

      const describe = page.getByRole('button', { name: 'Opis usługi Strzyżenie damskie', exact: true });
      await describe.click();
      const description = page.getByRole('dialog', { name: 'Strzyżenie damskie' });
      await expect(description.getByText('Czas trwania')).toBeVisible();
      await expectAccessible(page, 'service description dialog');
      await page.keyboard.press('Escape');
      await expect(description).toBeHidden();

      await services.getByRole('button', { name: 'Strzyżenie damskie', exact: true }).click();
      await expect(page).toHaveURL(/\/rezerwacja\/termin/);
      await chooseDay(page, workingDayAhead(6));
      await expect(firstSalonTimes(page).first()).toBeVisible();
      await expectAccessible(page, 'date step');

      await page.getByRole('button', { name: 'Wybierz salon' }).click();
      const salonFilter = page.getByRole('dialog', { name: 'Wybierz salon' });
      const firstSalon = salonFilter.getByRole('listitem').first().getByRole('button');
      await expect(firstSalon).toBeVisible();
      await expectAccessible(page, 'salon filter dialog');
      // A salon chosen: the filter shows its clear button on the next opening.
      await firstSalon.click();
      await expect(salonFilter).toBeHidden();
      await page.getByRole('button', { name: /^Salon: / }).click();
      await expect(salonFilter.getByRole('button', { name: 'Wyczyść filtr' })).toBeVisible();
      await expectAccessible(page, 'salon filter dialog with a salon chosen');
      await salonFilter.getByRole('button', { name: 'Wyczyść filtr' }).click();
      await expect(salonFilter).toBeHidden();

      await firstSalonTimes(page).first().click();
      await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dane rezerwacji' })).toBeVisible();
      await expect(page.getByText(/^Trzymamy dla Ciebie ten termin do \d\d:\d\d\.$/)).toBeVisible();
      await expectAccessible(page, 'final form');
      await page.clock.fastForward((HOLD_MINUTES + 1) * 60_000);
      await expect(page.getByText('Ten termin nie jest już dla Ciebie zatrzymany')).toBeVisible();
      await expectAccessible(page, 'final form, hold lapsed');
      // A wrong phone: the error on the field.
      await fillContact(page, { firstName: 'Ola', lastName: 'Dostępna', phone: '123' });
      await page.getByLabel('Nazwisko').focus();
      await expect(page.getByLabel('Numer telefonu')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, 'final form with an invalid phone');

      await page.getByLabel('Numer telefonu').fill(uniquePhone('512'));
      await page.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
      await expect(page).toHaveURL(/\/wizyty\/[0-9a-f-]{36}/);
      const visitId = /\/wizyty\/([0-9a-f-]{36})/.exec(page.url())![1]!;
      const suggestion = page.getByRole('region', { name: 'Załóż konto' });
      await expect(suggestion.getByRole('listitem')).toHaveCount(3);
      await expectAccessible(page, 'account suggestion (new phone)');
      await suggestion.getByRole('button', { name: 'Nie teraz' }).click();
      await expect(suggestion).toBeHidden();

      const card = page.getByRole('region', { name: 'Podsumowanie wizyty' });
      await expect(card.getByText('Rezerwacja potwierdzona')).toBeVisible();
      await expectAccessible(page, 'visit details');

      await card.getByRole('button', { name: 'Dodaj do kalendarza' }).click();
      const calendar = page.getByRole('dialog', { name: 'Dodaj wizytę do kalendarza' });
      await expect(calendar.getByRole('link', { name: 'Google' })).toBeVisible();
      await expectAccessible(page, 'calendar export dialog');
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();

      if (phone) {
        // A phone cancels through the edit flow's common step.
        await card.getByRole('link', { name: 'Zmień wizytę' }).click();
        await expect(page).toHaveURL(/\/rezerwacja\/edytuj\/wizyta\?visitId=[0-9a-f-]{36}$/);
        await expect(page.getByRole('region', { name: 'Twoja wizyta' })).toContainText('Strzyżenie damskie');
        await expectAccessible(page, 'edit flow, common step');
        await page.getByRole('link', { name: 'Odwołaj wizytę' }).click();
        await expect(page).toHaveURL(new RegExp(`/wizyty/${visitId}\\?cancel$`));
      } else {
        await card.getByRole('button', { name: 'Odwołaj wizytę' }).click();
      }
      const cancel = page.getByRole('dialog', { name: 'Odwołać wizytę?' });
      await expect(cancel.getByRole('button', { name: 'Odwołaj wizytę' })).toBeVisible();
      await expectAccessible(page, 'cancel dialog');
      await cancel.getByRole('button', { name: 'Odwołaj wizytę' }).click();
      await expect(page.getByText('Wizyta została odwołana.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Podsumowanie wizyty' }).getByText('Wizyta odwołana')).toBeVisible();
      await expectAccessible(page, 'visit details, cancelled');
    });

    test("the edit flow's steps, the cancel dialog from a link, the cannot-cancel and the already-cancelled modals", async ({ page, request }) => {
      const visit = await bookThroughApi(request, { minSlots: 3, phonePrefix: '513' });
      const current = visit.startDateTime.slice(11, 16);
      await page.goto(manageLink(visit));
      await page.getByRole('region', { name: 'Podsumowanie wizyty' }).getByRole('link', { name: 'Zmień wizytę' }).click();
      if (phone) {
        await expect(page).toHaveURL(/\/rezerwacja\/edytuj\/wizyta\?visitId=[0-9a-f-]{36}$/);
        await page.getByRole('link', { name: 'Zmień usługę' }).click();
      }
      await expect(page).toHaveURL(/\/rezerwacja\/edytuj\/usluga\?visitId=[0-9a-f-]{36}$/);
      const cut = page.getByRole('button', { name: 'Strzyżenie damskie', exact: true });
      await expect(cut).toHaveAttribute('aria-current', 'true');
      await expectAccessible(page, 'edit flow, service step');

      await cut.click();
      await expect(page).toHaveURL(/\/rezerwacja\/edytuj\/termin\?visitId=[0-9a-f-]{36}$/);
      const times = page.getByRole('article', { name: visit.salon.name }).getByRole('button', { name: /^\d\d:\d\d, / });
      await expect(times.first()).toBeVisible();
      await expectAccessible(page, 'edit flow, date step');
      const labels = await times.allTextContents();
      await times.nth(labels.findIndex((label) => !label.startsWith(current))).click();

      await expect(page).toHaveURL(/\/rezerwacja\/edytuj\/potwierdz\?visitId=[0-9a-f-]{36}$/);
      await expect(page.getByRole('table', { name: 'Zmiany w wizycie' })).toBeVisible();
      await expectAccessible(page, 'edit flow, confirm step');

      // The cancel link of a confirmation message. The API answers as for a visit that has
      // started (its only way to be refused so, short of waiting for it): the expired modal.
      await page.goto(`/wizyty/${visit.id}?cancel`);
      const cancel = page.getByRole('dialog', { name: 'Odwołać wizytę?' });
      await expect(cancel.getByRole('button', { name: 'Odwołaj wizytę' })).toBeVisible();
      await expectAccessible(page, 'cancel dialog from a link');
      const visitUrl = `**/api/visits/${visit.id}`;
      await page.route(visitUrl, (route) =>
        route.request().method() === 'DELETE' ? route.fulfill({ status: 400, json: { status: 400, code: 'RESERVATION_EXPIRED' } }) : route.fallback(),
      );
      await cancel.getByRole('button', { name: 'Odwołaj wizytę' }).click();
      const expired = page.getByRole('dialog', { name: 'Tej wizyty nie można odwołać' });
      await expect(expired.getByRole('button', { name: 'Rozumiem' })).toBeVisible();
      await expectAccessible(page, 'cannot-cancel (expired) modal');
      await page.unroute(visitUrl);

      // Again, and someone cancels the visit meanwhile: the already-cancelled modal.
      await page.goto(`/wizyty/${visit.id}?cancel`);
      await expect(cancel.getByRole('button', { name: 'Odwołaj wizytę' })).toBeVisible();
      expect((await request.delete(`/api/visits/${visit.id}`, { headers: visitHeaders(visit) })).status()).toBe(204);
      await cancel.getByRole('button', { name: 'Odwołaj wizytę' }).click();
      const modal = page.getByRole('dialog', { name: 'Wizyta jest już odwołana' });
      await expect(modal.getByRole('button', { name: 'Zarezerwuj wizytę' })).toBeVisible();
      await expectAccessible(page, 'already-cancelled modal');
    });

    test('signed in: the preferred salon modal, the questions after a booking, and a guest with the phone of an account', async ({ page }) => {
      const plan = SIGNED_IN[width];
      await openWithTokens(page, { accessToken: await signAccessToken(E2E_JWT_SECRET, { sub: BEATA.id }) }, '/rezerwacja/miasto');
      const choosePreferred = page.getByRole('button', { name: 'Wybierz ulubiony salon' });
      await expect(choosePreferred).toBeVisible();
      await expectAccessible(page, 'area step, signed in');
      await choosePreferred.click();
      const preferred = page.getByRole('dialog', { name: 'Wybierz ulubiony salon' });
      await expect(preferred.getByRole('searchbox', { name: 'Szukaj salonu lub miasta' })).toBeVisible();
      await expect(preferred.getByRole('button', { name: /Poznań Stary Browar/ })).toBeVisible();
      await expectAccessible(page, 'preferred salon modal');
      await preferred.getByRole('searchbox').fill('zzzz');
      await expect(preferred.getByText('Żaden salon nie pasuje do wyszukiwania.')).toBeVisible();
      await expectAccessible(page, 'preferred salon modal, no results');
      await preferred.getByRole('button', { name: 'Zamknij' }).click();
      await expect(preferred).toBeHidden();

      await linkToForm(page, plan.booking);
      await expect(page.getByLabel('Imię')).toHaveValue('Beata');
      await expectAccessible(page, 'final form, signed in');
      // Another phone than the profile's: the warning.
      await page.getByLabel('Numer telefonu').fill(uniquePhone('514'));
      await expect(page.getByText('Rezerwujesz wizytę dla innej osoby?')).toBeVisible();
      await expectAccessible(page, 'final form, another phone');
      await page.getByLabel('Numer telefonu').fill(BEATA.phone);
      const booked = nextBookedVisit(page);
      await page.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
      await expect(page).toHaveURL(/\/wizyty\/[0-9a-f-]{36}/);
      const visit = await booked;
      try {
        const question = page.getByRole('region', { name: /^Ustawić .* jako ulubiony salon\?$/ });
        await expect(question.getByRole('button', { name: 'Tak, ustaw' })).toBeVisible();
        await expectAccessible(page, 'after booking: preferred salon question');
        await question.getByRole('button', { name: 'Nie, dziękuję' }).click();
        const consents = page.getByRole('region', { name: 'Zyskaj 50 punktów za każdą wizytę' });
        await expect(consents.getByRole('button', { name: 'Zapisz zgody' })).toBeVisible();
        await expectAccessible(page, 'after booking: consents');
        await consents.getByRole('button', { name: 'Nie teraz' }).click();
        await expect(consents).toBeHidden();
      } finally {
        // Cancelled, so that Beata's phone may book again in the next run.
        expect((await page.request.delete(`/api/visits/${visit.id}`, { headers: visitHeaders(visit) })).status()).toBe(204);
      }

      // Signed out, a guest books with the phone of an account: asked to sign in.
      await page.evaluate(() => window.localStorage.clear());
      await linkToForm(page, plan.guest);
      await fillContact(page, { firstName: 'Gość', lastName: 'Dostępny', phone: plan.guest.phone });
      const guestBooked = nextBookedVisit(page);
      await page.getByRole('button', { name: 'Potwierdź rezerwację' }).click();
      const guestVisit = await guestBooked;
      try {
        const registered = page.getByRole('region', { name: 'Masz już u nas konto' });
        await expect(registered.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
        await expectAccessible(page, 'account suggestion (phone of an account)');
      } finally {
        expect((await page.request.delete(`/api/visits/${guestVisit.id}`, { headers: visitHeaders(guestVisit) })).status()).toBe(204);
      }
    });
  });
}

/** Where keyboard focus is and whether a sighted keyboard user can see it. */
interface FocusReport {
  /** The focused element, for the messages: its tag and accessible text. */
  name: string;
  /** What is wrong with it, or null. */
  problem: string | null;
}

/**
 * The focused element (through shadow roots), described, with what keeps a sighted
 * keyboard user from seeing it: nothing focused, outside the viewport or covered
 * (sampled at its centre and near its corners: covered at every point fails WCAG 2.4.11),
 * or no focus indicator (it must match :focus-visible and draw an outline of at least
 * 1 px or a box-shadow, itself or on a pseudo-element). A visually hidden native
 * checkbox or radio is judged by its label, the part on screen. An element not yet in
 * view is judged once the page's smooth scroll to it has come to rest.
 */
async function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(async () => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element || element === document.body || element === document.documentElement) return { name: 'body', problem: 'nothing focused' };
    const focused = element as HTMLElement;
    const text = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const name = `<${focused.tagName.toLowerCase()}${focused.getAttribute('role') ? ` role=${focused.getAttribute('role')}` : ''}> "${text || (focused as HTMLInputElement).labels?.[0]?.textContent?.trim() || ''}"`;

    const box = focused.getBoundingClientRect();
    const hidden = box.width < 2 || box.height < 2 || getComputedStyle(focused).opacity === '0';
    const shown: HTMLElement = hidden && (focused as HTMLInputElement).labels?.[0] ? (focused as HTMLInputElement).labels![0]! : focused;

    const onScreen = (): string | null => {
      const rect = shown.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) return 'has no size';
      if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= window.innerHeight || rect.left >= window.innerWidth) return 'is outside the viewport';
      const root = shown.getRootNode() as Document | ShadowRoot;
      // The part inside the viewport, sampled at its centre and near its corners.
      const left = Math.max(rect.left, 0);
      const top = Math.max(rect.top, 0);
      const right = Math.min(rect.right, window.innerWidth);
      const bottom = Math.min(rect.bottom, window.innerHeight);
      const inset = Math.min(4, (right - left) / 4, (bottom - top) / 4);
      const centre: [number, number] = [(left + right) / 2, (top + bottom) / 2];
      const points: [number, number][] = [
        centre,
        [left + inset, top + inset],
        [right - inset, top + inset],
        [left + inset, bottom - inset],
        [right - inset, bottom - inset],
      ];
      const seen = points.some(([x, y]) => {
        const hit = root.elementFromPoint(x, y);
        return hit !== null && (hit === shown || shown.contains(hit) || hit === focused);
      });
      return seen ? null : `is covered by ${root.elementFromPoint(...centre)?.outerHTML.slice(0, 120) ?? 'nothing'}`;
    };
    let where = onScreen();
    // Not in view yet: the page's smooth scroll to it may still be under way; judged once it rests.
    let previous = '';
    for (let wait = 0; where && wait < 30; wait += 1) {
      const position = `${window.scrollX},${window.scrollY}`;
      if (position === previous) break;
      previous = position;
      await new Promise((resolve) => setTimeout(resolve, 100));
      where = onScreen();
    }
    if (where) return { name, problem: where };

    // The element or its ::before/::after (a button stretched over its card draws the ring there).
    const draws = (candidate: Element) =>
      [null, '::before', '::after'].some((pseudo) => {
        const style = getComputedStyle(candidate, pseudo);
        if (pseudo && style.content === 'none') return false;
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !/rgba\(.*, 0\)$|transparent/.test(style.outlineColor);
        return outline || style.boxShadow !== 'none';
      });
    if (!focused.matches(':focus-visible')) return { name, problem: 'does not match :focus-visible' };
    if (!draws(focused) && !(shown !== focused && draws(shown))) return { name, problem: 'draws no focus indicator (no outline, no box-shadow)' };
    return { name, problem: null };
  });
}

/**
 * A keyboard-only user: presses keys and checks each focus move (focusReport, a soft
 * expectation, so one run lists every bad stop), and reaches an element by pressing Tab
 * (or another key) until it has focus.
 */
function keyboardUser(page: Page) {
  const path: string[] = [];
  const isFocused = (target: Locator) =>
    target.evaluate((element) => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active === element;
    });

  /** Presses `key` and checks where focus went. */
  async function press(key: string, where: string): Promise<void> {
    await page.keyboard.press(key);
    let report = await focusReport(page);
    // The page scrolls smoothly (scroll-behavior: smooth) to the focused element: judge
    // where the focus ends up once the scroll settles, not a frame of it.
    for (let wait = 0; report.problem && wait < 15; wait += 1) {
      await page.waitForTimeout(100);
      report = await focusReport(page);
    }
    path.push(report.name);
    expect.soft(report.problem, `${where}, ${key} → ${report.name}`).toBeNull();
  }

  return {
    press,
    /** Presses `key` (Tab unless told) until `target` has focus; fails after `max` presses (a trap, or a target out of reach). */
    async moveTo(target: Locator, where: string, { key = 'Tab', max = 60 } = {}): Promise<void> {
      await expect(target).toBeVisible();
      path.length = 0;
      for (let count = 0; count < max; count += 1) {
        if (await isFocused(target)) return;
        await press(key, where);
      }
      if (await isFocused(target)) return;
      throw new Error(`${where}: not reached with ${max} presses of ${key}; focus went ${path.join(' → ')}`);
    },
  };
}

for (const width of WIDTHS) {
  test.describe(`keyboard only at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    const phone = width < 720;

    test('books a visit from the area step to its details with Tab, arrows, Enter and Space, focus always visible', async ({ page }) => {
      const city = phone ? 'Bydgoszcz' : 'Lublin';
      const day = workingDayAhead(phone ? 3 : 4);
      const user = keyboardUser(page);

      await page.goto('/rezerwacja/miasto');
      await expect(page.getByRole('heading', { level: 1, name: 'Wybierz miasto' })).toBeVisible();
      await user.moveTo(page.getByRole('main').getByRole('button', { name: city, exact: true }), 'area step');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/rezerwacja\/usluga/);

      await user.moveTo(page.getByRole('list', { name: 'Usługi' }).getByRole('button', { name: 'Strzyżenie damskie', exact: true }), 'service step');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/rezerwacja\/termin/);

      // The strip is one tab stop (the chosen day); the arrows move to the others, Space chooses.
      const strip = page.getByRole('group', { name: 'Wybierz dzień' });
      await user.moveTo(strip.getByRole('button', { pressed: true }), 'date step');
      const chosen = await strip.getByRole('button', { pressed: true }).getAttribute('data-day');
      await user.moveTo(strip.locator(`button[data-day="${day}"]`), 'date strip', { key: chosen! > day ? 'ArrowLeft' : 'ArrowRight', max: 20 });
      await page.keyboard.press('Space');
      await expect(strip.locator(`button[data-day="${day}"]`)).toHaveAttribute('aria-pressed', 'true');
      await expect(firstSalonTimes(page).first()).toBeVisible();
      await user.moveTo(firstSalonTimes(page).first(), 'date step, times');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji/);

      await user.moveTo(page.getByLabel('Imię'), 'final form');
      await page.keyboard.type('Klara');
      await user.moveTo(page.getByLabel('Nazwisko'), 'final form');
      await page.keyboard.type('Klawiszowa');
      await user.moveTo(page.getByLabel('Numer telefonu'), 'final form');
      await page.keyboard.type(uniquePhone('515'));
      const confirm = page.getByRole('button', { name: 'Potwierdź rezerwację' });
      await expect(confirm).toBeEnabled();
      await user.moveTo(confirm, 'final form');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/wizyty\/[0-9a-f-]{36}/);

      // The account suggestion below the summary: answered by keyboard too.
      const suggestion = page.getByRole('region', { name: 'Załóż konto' });
      await user.moveTo(suggestion.getByRole('button', { name: 'Nie teraz' }), 'account suggestion');
      await page.keyboard.press('Enter');
      await expect(suggestion).toBeHidden();
      const card = page.getByRole('region', { name: 'Podsumowanie wizyty' });
      await expect(card.getByText('Rezerwacja potwierdzona')).toBeVisible();
      await user.moveTo(card.getByRole('button', { name: 'Dodaj do kalendarza' }), 'visit details');
    });
  });
}
