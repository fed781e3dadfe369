import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SalonSlots } from '@salon/contracts/reservations-api';
import { accessibilityViolations } from '@salon/build/e2e';
import { chooseDay, signIn, workingDayAhead } from './support.ts';

/*
 * The salon and date step against the seeded API: M101 (Warszawa Puławska) offers 1001
 * (women's cut) Monday to Saturday, so a booking link with both lands on this step with
 * real free times (a Sunday or a late evening falls back to the next day with times).
 */
const SALON = 'Warszawa Puławska';
const TIME_NAME = new RegExp(`^\\d\\d:\\d\\d, ${SALON}`);

/** The date step for M101 and 1001: through the booking link, else by clicking the steps. */
async function openDateStep(page: Page) {
  await page.goto('/rezerwacja?salonId=M101&serviceId=1001');
  await page.waitForURL(/\/rezerwacja\/(termin|usluga|miasto)/);
  if (/\/miasto/.test(page.url())) {
    await page.getByRole('button', { name: /Warszawa/ }).first().click();
    await page.waitForURL(/\/rezerwacja\/(usluga|termin)/);
  }
  if (/\/usluga/.test(page.url())) {
    await page.getByRole('button', { name: /Strzyżenie damskie/ }).first().click();
  }
  await expect(page).toHaveURL(/\/rezerwacja\/termin/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wybierz salon i termin' })).toBeVisible();
}

const card = (page: Page) => page.getByRole('article', { name: SALON });
const times = (page: Page): Locator => card(page).getByRole('button', { name: TIME_NAME });

async function visibleHours(page: Page): Promise<number[]> {
  const labels = await times(page).allTextContents();
  return labels.map((label) => Number(label.slice(0, 2)));
}

/** Narrows to a time of day that has times, checks the list, clears the filter again. */
async function filterByTimeOfDay(page: Page) {
  const hours = await visibleHours(page);
  expect(hours.length).toBeGreaterThan(0);
  const [name, from, to] = hours.some((hour) => hour >= 12 && hour < 18)
    ? ['Popołudnie 12:00–18:00', 12, 18]
    : hours.some((hour) => hour < 12)
      ? ['Rano do 12:00', 0, 12]
      : ['Wieczór od 18:00', 18, 24];
  const toggle = page.getByRole('button', { name });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const filtered = await visibleHours(page);
  expect(filtered.length).toBeGreaterThan(0);
  expect(filtered.length).toBeLessThanOrEqual(hours.length);
  for (const hour of filtered) expect(hour >= from && hour < to).toBe(true);
  return toggle;
}

test.describe('salon and date step', () => {
  test('shows real free times, filters by time of day, holds a time and goes to the final form', async ({ page }) => {
    await openDateStep(page);
    const days = page.getByRole('group', { name: 'Wybierz dzień' });
    await expect(days.getByRole('button', { pressed: true })).toHaveCount(1);
    await expect(times(page).first()).toBeVisible();
    await expect(card(page)).toContainText('ul. Puławska 12');

    const toggle = await filterByTimeOfDay(page);
    // Pressing the active time of day clears it.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await filterByTimeOfDay(page);

    const holds = page.waitForResponse((response) => response.url().endsWith('/api/reservation-holds'));
    await times(page).first().click();
    expect((await holds).status()).toBe(201);
    await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji/);
  });

  test('another day fetches its own times; the arrows page the strip', async ({ page }) => {
    await openDateStep(page);
    await expect(times(page).first()).toBeVisible();
    const days = page.getByRole('group', { name: 'Wybierz dzień' });
    const chosen = await days.getByRole('button', { pressed: true }).getAttribute('data-day');
    const dayButtons = days.getByRole('button');
    const index = await dayButtons.evaluateAll((buttons, day) => buttons.findIndex((b) => b.getAttribute('data-day') === day), chosen);

    const next = page.getByRole('button', { name: 'Późniejsze dni' });
    await next.click();
    await expect(page.getByRole('button', { name: 'Wcześniejsze dni' })).toBeEnabled();
    // The strip scrolls inside itself: the page does not get wider.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    const search = page.waitForRequest((request) => request.url().includes('/api/reservation-slots'));
    const later = dayButtons.nth(index + 2);
    await later.click();
    const date = new URL((await search).url()).searchParams.get('date');
    expect(date).toBe(await later.getAttribute('data-day'));
    await expect(later).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('salon and date step with the customer\'s location', () => {
  test('a customer who shares their location sees the nearest salon first, with how far each is', async ({ page, context, request }) => {
    // Warsaw's salons with times for a women's cut, in the API's order without a location
    // (by name): the customer stands at the last of them.
    const day = workingDayAhead(2);
    const answer = await request.get(`/api/reservation-slots?city=warszawa&date=${day}&services=1001`, { headers: { 'X-Api-Version': '3' } });
    const salons = ((await answer.json()) as SalonSlots[]).filter((result) => result.slots.length > 0).map((result) => result.salon);
    expect(salons.length).toBeGreaterThan(2);
    const nearest = salons.at(-1)!;
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: nearest.coordinates!.latitude, longitude: nearest.coordinates!.longitude });

    await page.goto('/rezerwacja/miasto');
    await page.getByRole('button', { name: 'Użyj mojej lokalizacji' }).click();
    await page.getByRole('list', { name: 'Najbliżej Ciebie' }).getByRole('button', { name: /^Warszawa/ }).click();
    await page.getByRole('button', { name: /Strzyżenie damskie/ }).first().click();
    await expect(page).toHaveURL(/\/rezerwacja\/termin/);
    await chooseDay(page, day);

    const first = page.getByRole('main').getByRole('article').first();
    await expect(first).toHaveAccessibleName(nearest.name);
    await expect(first).toContainText(/(^|\D)0 km od Ciebie/);
    await expect(page.getByRole('article', { name: salons[0]!.name })).toContainText(/\d km od Ciebie/);
  });
});

test.describe('salon and date step on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('fits the screen, wraps the times and books a time', async ({ page }) => {
    await openDateStep(page);
    // A day of its own: the desktop journey books the first time of the first day at the same moment.
    await chooseDay(page, workingDayAhead(3));
    await expect(times(page).first()).toBeVisible();
    // Below desktop the times wrap instead of scrolling: no arrows in the card.
    await expect(card(page).getByRole('button', { name: /Późniejsze godziny/ })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await filterByTimeOfDay(page);
    await times(page).first().click();
    await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji/);
  });
});

test.describe('salon and date step on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the three time-of-day chips share one row inside the screen', async ({ page }) => {
    await openDateStep(page);
    const chips = page.getByRole('group', { name: 'Pora dnia' }).getByRole('button');
    await expect(chips).toHaveCount(3);
    const boxes = await Promise.all((await chips.all()).map((chip) => chip.boundingBox()));
    for (const box of boxes) {
      expect(box).not.toBeNull();
      expect(box!.y).toBeCloseTo(boxes[0]!.y, 0);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      // Still a comfortable target.
      expect(box!.height).toBeGreaterThanOrEqual(40);
    }
  });
});

test.describe('the slot list of an area on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('each salon shows its first times with “more times”; the list stays short', async ({ page }) => {
    await page.goto('/rezerwacja?city=warszawa');
    await expect(page).toHaveURL(/\/rezerwacja\/usluga/);
    await page.getByRole('list', { name: 'Usługi' }).getByRole('button', { name: 'Strzyżenie damskie', exact: true }).click();
    await expect(page).toHaveURL(/\/rezerwacja\/termin/);
    await chooseDay(page, workingDayAhead(4));
    const salons = page.getByRole('list', { name: 'Salony i wolne terminy' }).getByRole('article');
    await expect(salons.first().getByRole('button', { name: /^\d\d:\d\d, / }).first()).toBeVisible();

    const cards = await salons.all();
    expect(cards.length).toBeGreaterThan(3);
    let collapsed: Locator | null = null;
    for (const salon of cards) {
      // Eight times, or nine rather than one behind a button.
      expect(await salon.getByRole('button', { name: /^\d\d:\d\d, / }).count()).toBeLessThanOrEqual(9);
      if (!collapsed && (await salon.getByRole('button', { name: /^Więcej godzin/ }).count()) > 0) collapsed = salon;
    }
    expect(collapsed, 'a Warsaw salon with more than nine times').not.toBeNull();
    // A card is its heading, two rows of times and the button (about 270 px): with every
    // time of every salon the page of eight Warsaw salons was 4,905 px high, now 3,967
    // with the site's footer.
    for (const salon of cards) expect((await salon.boundingBox())!.height).toBeLessThan(320);

    const more = collapsed!.getByRole('button', { name: /^Więcej godzin \((\d+)\)/ });
    const hidden = Number((await more.textContent())!.match(/\((\d+)\)/)![1]);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(collapsed!.getByRole('button', { name: /^\d\d:\d\d, / })).toHaveCount(8 + hidden);
    const less = collapsed!.getByRole('button', { name: /^Mniej godzin/ });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await less.click();
    await expect(collapsed!.getByRole('button', { name: /^\d\d:\d\d, / })).toHaveCount(8);
  });
});

for (const width of [390, 1280] as const) {
  test.describe(`the date step's accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('no WCAG 2.2 A/AA violation, the date strip and the summary included', async ({ page }) => {
      // A page of 180 days and every time: axe needs its time on two shared cores.
      test.setTimeout(120_000);
      await openDateStep(page);
      await expect(times(page).first()).toBeVisible();
      await expect(page.getByRole('group', { name: 'Wybierz dzień' }).getByRole('list').getByRole('listitem')).not.toHaveCount(0);
      if (width === 390) {
        // The phone's summary is a disclosure: open it, so its rows are checked too.
        await page.getByText('Podsumowanie rezerwacji').click();
        await expect(page.getByRole('link', { name: 'Zmień usługę' })).toBeVisible();
      } else {
        // The side summary: each edit link on its term's line, what was chosen on the full width below.
        const summary = page.getByRole('region', { name: 'Twoja rezerwacja' });
        const term = (await summary.getByRole('term').filter({ hasText: 'Usługa' }).boundingBox())!;
        const link = (await summary.getByRole('link', { name: 'Zmień usługę' }).boundingBox())!;
        const chosen = (await summary.getByRole('definition').filter({ hasText: 'Strzyżenie damskie' }).boundingBox())!;
        expect(Math.abs(link.y + link.height / 2 - (term.y + term.height / 2))).toBeLessThan(6);
        expect(chosen.y).toBeGreaterThanOrEqual(term.y + term.height - 1);
        expect(chosen.x + chosen.width).toBeGreaterThanOrEqual(link.x + link.width - 1);
      }
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}

test.describe('the preferred-salon dialog on a 390 × 700 phone', () => {
  test.use({ viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });

  test('fits the screen with its close button and search in view; the salons scroll inside it', async ({ page }) => {
    await signIn(page, 'gosia.pracownik@example.com');
    await page.getByRole('button', { name: 'Wybierz ulubiony salon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wybierz ulubiony salon' });
    const close = dialog.getByRole('button', { name: 'Zamknij' });
    const search = dialog.getByRole('searchbox', { name: 'Szukaj salonu lub miasta' });
    const salons = dialog.getByRole('button', { name: /ul\.|al\.|pl\./ });
    await expect(salons.first()).toBeVisible();
    // Measured once the dialog has risen into place (its opening animation moves it 16 px).
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));

    const within = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(700);
    };
    await within(dialog);
    await within(close);
    await within(search);
    // The last salon is reached by scrolling the dialog; its close button stays in view.
    await salons.last().scrollIntoViewIfNeeded();
    await within(salons.last());
    await within(close);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await close.click();
    await expect(dialog).toBeHidden();
  });
});
