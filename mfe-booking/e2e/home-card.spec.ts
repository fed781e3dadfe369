import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

/*
 * The home page's reservation card (./ReservationCard of the booking remote): an
 * unfinished booking of this visit shows as ongoing and goes on where it stopped; a
 * signed-in customer sees the last visit; a first-time visitor downloads no booking code.
 */

test('a first-time visitor of the home page downloads no booking code', async ({ page }) => {
  const bookingFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/booking/')) bookingFiles.push(request.url());
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zobacz salony' })).toBeVisible();
  expect(bookingFiles).toEqual([]);
});

test('a booking started and left shows on the home page as ongoing and goes on where it stopped', async ({ page }) => {
  await page.goto('/rezerwacja/miasto');
  await page.getByRole('main').getByRole('button', { name: 'Kraków', exact: true }).first().click();
  await expect(page).toHaveURL(/\/rezerwacja\/usluga/);
  await page.getByRole('banner').getByRole('link', { name: 'Kosmyk' }).first().click();
  await expect(page).toHaveURL(/\/home/);
  const card = page.getByRole('region', { name: 'Twoja rozpoczęta rezerwacja' });
  await expect(card).toContainText('jeszcze nie wybrano');
  await card.getByRole('button', { name: 'Dokończ rezerwację' }).click();
  await expect(page).toHaveURL(/\/rezerwacja\/usluga/);
});

test('a signed-in customer sees the last visit on the home page', async ({ page }) => {
  await signIn(page, 'anna.kowalska@example.com', '/home');
  const card = page.getByRole('region', { name: 'Twoja ostatnia wizyta' });
  await expect(card).toContainText('Strzyżenie damskie');
  await expect(card.getByRole('button', { name: 'Zarezerwuj ponownie' })).toBeVisible();
});
