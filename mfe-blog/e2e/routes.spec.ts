import { expect, test } from '@playwright/test';

/*
 * The blog's three routes render with their breadcrumbs from the real content, and in
 * English too (the category names come from the API in the reader's language).
 */

test.describe('blog routes', () => {
  test('blog home, a category and an article render with breadcrumbs @skew', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.goto('/blog/pielegnacja-wlosow');
    await expect(page.getByRole('heading', { level: 1, name: 'Pielęgnacja włosów' })).toBeVisible();
    await page.goto('/blog/pielegnacja-wlosow/jak-dobrac-szampon-do-skory-glowy');
    await expect(page.getByRole('heading', { level: 1, name: 'Jak dobrać szampon do skóry głowy' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(crumbs.getByRole('link', { name: 'Pielęgnacja włosów' })).toHaveAttribute('href', '/blog/pielegnacja-wlosow');
  });

  test('an unknown category goes to the blog home', async ({ page }) => {
    await page.goto('/blog/porady-fryzjerskie');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('in English', async ({ page }) => {
    await page.goto('/blog/pielegnacja-wlosow');
    await page.getByRole('contentinfo').getByLabel('Język').selectOption('en');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Hair care' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'All' })).toBeVisible();
  });
});
