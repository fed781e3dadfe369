import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '@salon/build/e2e';

/*
 * The blog's lists on the composed site against the real API and its seeded articles
 * (api/content/blog): paging on /blog, ignored pages, a category, an article opened
 * from the list, and axe-core on the list, on a phone and on a laptop.
 */

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
] as const;

/** The list's section: the h2 heading names it, "Najnowsze artykuły" on the blog home. */
const list = (page: Page, name: RegExp = /^Najnowsze artykuły/) => page.getByRole('region', { name });
/** The titles of the cards on screen, in order. */
const cardTitles = (page: Page, name?: RegExp) => list(page, name).getByRole('article').getByRole('heading').allTextContents();
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Strony artykułów' });

for (const { name, viewport } of WIDTHS) {
  test.describe(`blog lists on a ${name}`, () => {
    test.use({ viewport });

    test('pages through /blog: page 2 shows other posts, the current page marked', async ({ page }) => {
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expect(list(page).getByRole('article').first()).toBeVisible();
      const first = await cardTitles(page);
      // 16 a page, 15 between 1189 and 1588 px: the laptop's 1280 px.
      expect(first).toHaveLength(viewport.width === 1280 ? 15 : 16);
      await expect(pagination(page).getByRole('link', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');

      await pagination(page).getByRole('link', { name: 'Strona 2' }).click();
      await expect(page).toHaveURL(/\/blog\?page=2$/);
      await expect(pagination(page).getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
      await expect(list(page).getByRole('heading', { level: 2 }).first()).toBeFocused();
      await expect(page).toHaveTitle(/^Blog, strona 2 \|/);
      const second = await cardTitles(page);
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((title) => first.includes(title))).toEqual([]);
    });

    for (const asked of ['0', '999']) {
      test(`?page=${asked} shows the first page`, async ({ page }) => {
        await page.goto('/blog');
        await expect(list(page).getByRole('article').first()).toBeVisible();
        const first = await cardTitles(page);
        await page.goto(`/blog?page=${asked}`);
        await expect(page).toHaveURL(/\/blog$/);
        await expect(pagination(page).getByRole('link', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
        await expect.poll(() => cardTitles(page)).toEqual(first);
      });
    }

    test('a category lists its own posts under its name', async ({ page }) => {
      await page.goto('/blog');
      await page.getByRole('navigation', { name: 'Kategorie bloga' }).getByRole('link', { name: 'Koloryzacja' }).click();
      await expect(page).toHaveURL(/\/blog\/koloryzacja$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Koloryzacja' })).toBeVisible();
      const posts = list(page, /^Artykuły/).getByRole('article');
      await expect(posts.first()).toBeVisible();
      for (const category of await posts.getByRole('link', { name: 'Koloryzacja', exact: true }).all()) {
        await expect(category).toHaveAttribute('href', '/blog/koloryzacja');
      }
      expect(await posts.count()).toBe(await posts.getByRole('link', { name: 'Koloryzacja', exact: true }).count());
      await expect(page).toHaveTitle(/^Koloryzacja – blog \|/);
    });

    test('an article opens from the list with its content', async ({ page }) => {
      await page.goto('/blog');
      const card = list(page).getByRole('article').first();
      const title = (await card.getByRole('heading').textContent()) ?? '';
      await card.getByRole('heading').getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\/[a-z0-9-]+$/);
      const breadcrumb = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
      await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
      // The main content: the seeded articles all have headings of their own.
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Umów wizytę', exact: true })).toHaveAttribute('href', '/rezerwacja');
    });

    test('the blog list has no axe-core violations', async ({ page }) => {
      await page.goto('/blog');
      await expect(list(page).getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Kategorie bloga' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}
