import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '@salon/build/e2e';
import { signInAs } from './support.ts';
import { E2E_TILL_KEY_M101 } from '../../playwright.config.ts';

/*
 * Wizyty i płatności on the composed site and the real API: the seeded history written
 * by the tills' intake, a receipt opened with its VAT table and barcode, and a new
 * receipt from the salon's till that shows up with the balance grown. Phone and desktop.
 */

/** Zofia (seed customer 11) has no history of her own until a journey's till gives her one. */
const ZOFIA = { id: '00000000-0000-4000-8000-0000000c0011', email: 'zofia.salony@example.com' };

/** The balance beside the navigation, as a number ("1 234" → 1234). */
const balance = async (page: Page) => Number((await page.getByRole('region', { name: 'Twoje konto lojalnościowe' }).locator('strong').textContent())!.replace(/\D/g, ''));

for (const width of [390, 1280]) {
  test.describe(`visits and payments at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the seeded history opens a receipt with its VAT table and barcode; the page passes axe', async ({ page }) => {
      await signInAs(page, 'anna', '/profil/wizyty');
      await expect(page.getByRole('heading', { level: 1, name: 'Wizyty i płatności' })).toBeVisible();
      const list = page.getByRole('list', { name: 'Historia punktów' });
      await expect(list.getByRole('listitem')).toHaveCount(15);
      await expect(page.getByRole('region', { name: 'Twoje konto lojalnościowe' })).toContainText('Twoje punkty:');

      await list.getByRole('button', { name: 'Pokaż paragon' }).first().click();
      const receipt = page.getByRole('region', { name: /^Paragon PAR\// }).first();
      await expect(receipt.getByRole('table', { name: 'Podatek VAT' })).toBeVisible();
      await expect(receipt).toContainText(/NIP \d{10}/);
      const barcode = receipt.getByRole('img', { name: /^Kod kreskowy R\d+/ });
      await expect(barcode).toBeVisible();
      await expect(barcode.locator('svg rect').nth(10)).toBeAttached();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Pokaż starsze wpisy' }).click();
      await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(15);
    });
  });
}

test('a receipt from the salon’s till appears at the top with its points, and the balance grows', async ({ page }) => {
  await signInAs(page, 'zofia', '/profil/wizyty');
  await expect(page.getByRole('heading', { level: 1, name: 'Wizyty i płatności' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Twoje konto lojalnościowe' })).toBeVisible();
  const before = await balance(page);

  const now = new Date(Date.now() - 60_000).toLocaleString('sv-SE', { timeZone: 'Europe/Warsaw' }).replace(' ', 'T');
  const recorded = await page.request.post('/api/pos/receipts', {
    headers: { 'x-api-key': E2E_TILL_KEY_M101 },
    data: {
      salonId: 'M101',
      documentNumber: `E2E/${Date.now()}`,
      issuedAt: now,
      customer: { id: ZOFIA.id },
      employeeName: 'Iza W.',
      items: [{ name: 'Strzyżenie damskie', quantity: 1, unitGrossPrice: 15_000, taxCode: 'A', taxRate: 23, serviceId: '1001' }],
      payments: [{ method: 'CARD', amount: 15_000 }],
    },
  });
  expect(recorded.status()).toBe(201);

  await page.reload();
  const first = page.getByRole('list', { name: 'Historia punktów' }).getByRole('listitem').first();
  await expect(first).toContainText('Warszawa Puławska');
  await expect(first).toContainText('+150 pkt');
  await expect.poll(() => balance(page)).toBe(before + 150);
  await first.getByRole('button', { name: 'Pokaż paragon' }).click();
  await expect(page.getByRole('region', { name: /^Paragon E2E\// })).toContainText(/150,00\s*zł/);
});
