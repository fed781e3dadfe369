import { expect, test } from '@playwright/test';

test.describe('blog routes', () => {
  test('blog home, a category and an article render with breadcrumbs', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.goto('/blog/porady-fryzjerskie');
    await expect(page.getByRole('heading', { level: 1, name: 'Porady Fryzjerskie' })).toBeVisible();
    await page.goto('/blog/porady-fryzjerskie/jak-dbac-o-wlosy');
    const crumbs = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  test('in English', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('contentinfo').getByLabel('Język').selectOption('en');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
  });
});
