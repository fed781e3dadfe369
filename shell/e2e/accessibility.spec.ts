import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '@salon/build/e2e';

/**
 * WCAG 2.2 A and AA rules (axe-core) on the shell's pages and one page of every route
 * group, on desktop and phone widths. A new violation fails the build.
 */
const PAGES = ['/home', '/o-nas', '/pobierz-aplikacje', '/rezerwacja/miasto', '/salony', '/blog', '/pracuj-z-nami', '/sklep'];

const violations = (page: Page) => accessibilityViolations(page);

for (const width of [1280, 390]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const path of PAGES) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test('the mobile menu and the quit dialog are accessible', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/rezerwacja/miasto');
  await page.getByRole('button', { name: 'Zamknij rezerwację' }).click();
  await expect(page.getByRole('dialog', { name: 'Przerwać rezerwację?' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
