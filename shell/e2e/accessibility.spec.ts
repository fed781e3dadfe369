import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * WCAG 2.1 A and AA rules (axe-core) on the shell's pages and one page of every route
 * group, on desktop and phone widths. A new violation fails the build.
 */
const PAGES = ['/home', '/o-nas', '/pobierz-aplikacje', '/rezerwacja/miasto', '/salony', '/blog', '/pracuj-z-nami', '/sklep'];

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
