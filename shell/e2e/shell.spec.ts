import { expect, test, type Page } from '@playwright/test';
import { footer, header, withRuntimeConfig } from './fixtures.ts';

/** Opens the home page, then "deploys" a new version and lets a 60-second poll pass. */
async function openWithNewVersionDeployed(page: Page) {
  await page.clock.install();
  let buildTimestamp = 'build-1';
  await page.route('**/metadata?*', (route) => route.fulfill({ json: { buildTimestamp } }));
  // The page takes its baseline from the first poll: let it land before the "deploy".
  const baseline = page.waitForResponse('**/metadata?*');
  await page.goto('/home');
  await baseline;
  buildTimestamp = 'build-2';
  await page.clock.fastForward(61_000);
}

test.describe('shell', () => {
  test('home page has the header, footer and the book-a-visit button', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = header(page).getByRole('navigation');
    for (const name of ['Salony', 'Blog', 'Sklep', 'Praca', 'O nas', 'Kontakt']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(header(page).getByRole('link', { name: 'Umów wizytę' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Moje konto' })).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'Polityka prywatności' })).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'Instagram' })).toBeVisible();
  });

  test('an unknown path redirects to root', async ({ page }) => {
    await page.goto('/to-nie-istnieje/wcale');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the language selector switches the whole page to English and French', async ({ page }) => {
    await page.goto('/o-nas');
    await expect(page.getByRole('heading', { level: 1, name: 'O nas' })).toBeVisible();
    await footer(page).getByLabel('Język').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    // The remembered language is the page's language from the start, not only after a new pick.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await footer(page).getByLabel('Language').selectOption('fr');
    await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
  });

  test('contact scrolls to the footer contact block', async ({ page }) => {
    await page.goto('/home');
    await header(page).getByRole('link', { name: 'Kontakt' }).click();
    await expect(page.locator('#kontakt')).toBeInViewport();
  });

  test('a navigation without a query carries the previous query over and is tracked', async ({ page }) => {
    const batches: { events: { type: string; data?: { to?: string } }[] }[] = [];
    await page.route('**/api/events', async (route) => {
      batches.push(route.request().postDataJSON());
      await route.fulfill({ status: 202, json: {} });
    });
    await page.goto('/o-nas?utm_source=newsletter');
    await header(page).getByRole('link', { name: 'Salony' }).click();
    await expect(page).toHaveURL(/\/salony\?utm_source=newsletter$/);
    await expect
      .poll(() => batches.flatMap((b) => b.events).filter((e) => e.type === 'navigation').map((e) => e.data?.to))
      .toContain('/salony?utm_source=newsletter');
  });

  test('my account opens the sign-in dialog when signed out', async ({ page }) => {
    await page.goto('/home');
    await header(page).getByRole('button', { name: 'Moje konto' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('maintenance mode replaces the site while the window is open', async ({ page }) => {
    await withRuntimeConfig(page, { maintenance: { enabled: true, startDate: null, endDate: null } });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: /przerwa techniczna/ })).toBeVisible();
    await expect(page.getByText('Wróć do nas wieczorem.')).toBeVisible();
    await expect(header(page)).toHaveCount(0);
  });

  test('maintenance outside its window leaves the site alone', async ({ page }) => {
    await withRuntimeConfig(page, {
      maintenance: { enabled: true, startDate: '2001-01-01T00:00:00Z', endDate: '2001-01-02T00:00:00Z' },
    });
    await page.goto('/home');
    await expect(header(page)).toBeVisible();
  });

  test('the test-environment bar shows when configured', async ({ page }) => {
    await withRuntimeConfig(page, { testEnvironmentBar: { enabled: true, label: null } });
    await page.goto('/home');
    await expect(page.getByRole('note')).toHaveText(/Środowisko testowe/);
  });

  test('a new version on the server shows the refresh prompt; not now dismisses it', async ({ page }) => {
    await openWithNewVersionDeployed(page);
    const prompt = page.getByRole('dialog', { name: 'Dostępna jest nowa wersja strony' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Nie teraz' }).click();
    await expect(prompt).toBeHidden();
  });

  test('refresh in the version prompt reloads the page', async ({ page }) => {
    await openWithNewVersionDeployed(page);
    await expect(page.getByRole('dialog', { name: 'Dostępna jest nowa wersja strony' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Odśwież' }).click();
    await reloaded;
  });
});

test.describe('shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slide-in menu has every link and the language selector', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['Strona główna', 'Salony', 'Umów wizytę', 'Blog', 'Sklep', 'O nas', 'Praca', 'Kontakt']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Moje konto' })).toBeVisible();
    await menu.getByRole('link', { name: 'Salony', exact: true }).click();
    await expect(page).toHaveURL(/\/salony$/);
    await expect(menu).toBeHidden();
  });

  test('reservation screens get the back/close header; stopping goes home', async ({ page }) => {
    await page.goto('/rezerwacja/miasto');
    await expect(page.getByRole('button', { name: 'Zamknij rezerwację' })).toBeVisible();
    // The area step is the first step: nothing to go back to.
    await expect(page.getByRole('button', { name: 'Wróć' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Zamknij rezerwację' }).click();
    const quit = page.getByRole('dialog', { name: 'Przerwać rezerwację?' });
    await quit.getByRole('button', { name: 'Kontynuuj rezerwację' }).click();
    await expect(quit).toBeHidden();
    await expect(page).toHaveURL(/\/rezerwacja\/miasto$/);
    await page.getByRole('button', { name: 'Zamknij rezerwację' }).click();
    await page.getByRole('button', { name: 'Przerwij' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
