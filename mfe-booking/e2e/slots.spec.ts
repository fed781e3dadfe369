import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SalonSlots } from '@salon/contracts/reservations-api';
import { chooseDay, workingDayAhead } from './support.ts';

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
    ? ['Popołudnie (12:00–18:00)', 12, 18]
    : hours.some((hour) => hour < 12)
      ? ['Rano (do 12:00)', 0, 12]
      : ['Wieczór (od 18:00)', 18, 24];
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
