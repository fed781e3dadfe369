import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations, structuredDataItem } from '@salon/build/e2e';

/*
 * An article on the composed site against the real API: its parts, an unknown article,
 * a guest who signs in through the dialog to comment and sees the comment, and axe-core,
 * on a phone and on a laptop. The article is a seeded one (api/content/blog/posts).
 */

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
] as const;

const ARTICLE = '/blog/pielegnacja-wlosow/jak-dobrac-szampon-do-skory-glowy';
const TITLE = 'Jak dobrać szampon do skóry głowy';

const comments = (page: Page) => page.getByRole('region', { name: /^Komentarze/ });

for (const { name, viewport } of WIDTHS) {
  test.describe(`an article on a ${name}`, () => {
    test.use({ viewport });

    test('shows its parts: breadcrumbs, category, title, share block, content and suggestions', async ({ page }) => {
      await page.goto(ARTICLE);
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      const breadcrumb = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
      await expect(breadcrumb.getByRole('link', { name: 'Pielęgnacja włosów' })).toHaveAttribute('href', '/blog/pielegnacja-wlosow');
      await expect(page.getByRole('link', { name: 'Kategoria: Pielęgnacja włosów' })).toHaveCSS('text-transform', 'uppercase');
      await expect(page.getByRole('heading', { level: 2, name: 'Jaką masz skórę głowy?' })).toBeVisible();
      const share = page.getByRole('region', { name: 'Udostępnij' });
      await expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
      await expect(page).toHaveTitle(/Szampon|szampon/);
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${ARTICLE}$`));
      await expect.poll(() => structuredDataItem(page, 'Article')).toMatchObject({ headline: TITLE });
      const suggested = page.getByRole('region', { name: 'Przeczytaj też' });
      await expect(suggested.getByRole('article').first()).toBeVisible();
      expect(await suggested.getByRole('article').count()).toBe(viewport.width === 1280 ? 3 : 4);
    });

    test('an article’s video plays only after a click, in the site’s own player', async ({ page }) => {
      await page.goto('/blog/barber/golenie-brzytwa-z-goracym-recznikiem');
      const play = page.getByRole('button', { name: 'Odtwórz film: Barber Kosmyk: strzyżenie i broda' });
      await expect(play).toBeVisible();
      await expect(page.locator('main video, main iframe')).toHaveCount(0);
      await play.click();
      const video = page.locator('main video');
      await expect(video).toHaveAttribute('src', '/api/media/videos/barber-kosmyk-strzyzenie-i-broda.webm');
      await expect(video).toBeFocused();
    });

    test('an unknown article goes to the blog home', async ({ page }) => {
      await page.goto('/blog/pielegnacja-wlosow/nie-ma-takiego-artykulu');
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    });

    test('a guest is asked to log in, logs in through the dialog, comes back, comments and sees the comment', async ({ page }) => {
      await page.goto(ARTICLE);
      await expect(comments(page).getByText('Zaloguj się lub zarejestruj, aby dodać komentarz.')).toBeVisible();
      await expect(comments(page).getByRole('textbox')).toHaveCount(0);
      await comments(page).getByRole('button', { name: 'Zaloguj się' }).click();

      await page.getByRole('dialog').getByLabel('Adres e-mail').fill('anna.kowalska@example.com');
      await page.getByRole('dialog').getByRole('button', { name: 'Dalej' }).click();
      const dialog = page.getByRole('dialog', { name: 'Zaloguj się' });
      await dialog.getByLabel('Hasło', { exact: true }).fill('Salon!2026');
      await dialog.getByRole('button', { name: 'Zaloguj się' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
      const field = comments(page).getByRole('textbox', { name: 'Twój komentarz' });
      await expect(field).toBeFocused();
      const text = `Dziękuję za porady (${name}, ${Date.now()})!\nSprawdzę test skóry głowy.`;
      await field.fill(text);
      await comments(page).getByRole('button', { name: 'Opublikuj komentarz' }).click();

      const newest = comments(page).getByRole('listitem').first();
      await expect(newest).toContainText(`Dziękuję za porady (${name}`);
      await expect(newest).toContainText('Anna K.');
      await expect(newest).toContainText('Ty');
      await expect(field).toHaveValue('');
      await expect(comments(page).getByText('Komentarz został opublikowany.')).toBeAttached();

      // It is stored: a new visit lists it too.
      await page.reload();
      await expect(comments(page).getByRole('listitem').first()).toContainText(`Dziękuję za porady (${name}`);
    });

    test('the article has no axe-core violations', async ({ page }) => {
      await page.goto(ARTICLE);
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(comments(page).getByText('Zaloguj się lub zarejestruj, aby dodać komentarz.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Przeczytaj też' }).getByRole('article').first()).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('an article with a table keeps to the width of the screen, the table readable with its header cells', async ({ page }) => {
      await page.goto('/blog/pielegnacja-wlosow/odzywka-maska-i-olejowanie-wlosow');
      const table = page.getByRole('main').getByRole('table');
      await expect(table.getByRole('columnheader', { name: 'Co robi' })).toBeVisible();
      await expect(table.getByRole('cell', { name: 'Humektanty' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}
