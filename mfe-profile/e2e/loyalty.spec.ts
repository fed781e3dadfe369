import { expect, test } from '@playwright/test';
import { accessibilityViolations } from '@salon/build/e2e';
import { signInAs } from './support.ts';

/*
 * Vouchers and campaigns on the composed site and the real API, from the seeded loyalty
 * data (api/src/db/seed/loyalty.ts): Anna's vouchers in every state and the campaigns
 * with her progress measured on her ledger. Phone and desktop, axe on each tab.
 */

for (const width of [390, 1280]) {
  test.describe(`vouchers and campaigns at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('vouchers: the active ones, the paper notice, details in the accordion, the inactive ones on demand', async ({ page }) => {
      await signInAs(page, 'anna', '/profil/vouchery');
      await expect(page.getByRole('heading', { level: 1, name: 'Vouchery' })).toBeVisible();
      await expect(page.getByText('Vouchery papierowe nie są tu widoczne.', { exact: false })).toBeVisible();
      const active = page.getByRole('region', { name: 'Aktywne vouchery', exact: true });
      await expect(active.getByRole('heading', { level: 3 })).toHaveText(['Pakiet 3 strzyżeń', 'Manicure hybrydowy']);
      await expect(active).toContainText('Zostały 2 wejścia z 3');
      // The paper voucher is never listed.
      await expect(page.getByText('Voucher papierowy')).toHaveCount(0);

      const toggle = active.getByRole('button', { name: /Pakiet 3 strzyżeń/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const details = active.getByRole('region', { name: /Pakiet 3 strzyżeń/ });
      await expect(details).toContainText('6 miesięcy od pierwszej wizyty');
      await expect(details).toContainText('Warszawa Puławska');
      expect(await accessibilityViolations(page), 'active vouchers').toEqual([]);

      await page.getByRole('button', { name: 'Pokaż nieaktywne vouchery' }).click();
      const inactive = page.getByRole('region', { name: 'Nieaktywne vouchery', exact: true });
      await expect(inactive.getByRole('heading', { level: 3 })).toHaveText(['Koloryzacja', 'Rytuał pielęgnacyjny']);
      await expect(inactive).toContainText('Wykorzystany');
      await expect(inactive).toContainText(/Wygasł \d{2}\.\d{2}\.\d{4}/);
      expect(await accessibilityViolations(page), 'inactive vouchers').toEqual([]);
    });

    test('campaigns: labels, dates and progress measured on the customer’s points', async ({ page }) => {
      await signInAs(page, 'anna', '/profil/promocje');
      await expect(page.getByRole('heading', { level: 1, name: 'Promocje' })).toBeVisible();
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(4);
      const consents = cards.filter({ has: page.getByRole('heading', { name: 'Zgody marketingowe = więcej punktów' }) });
      await expect(consents).toContainText('Aktywna');
      const bar = consents.getByRole('progressbar');
      await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
      const upcoming = cards.filter({ has: page.getByRole('heading', { name: 'Voucher na prezent' }) });
      await expect(upcoming).toContainText('Wkrótce');
      await expect(upcoming.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      // Without a target the bar is full.
      const finished = cards.filter({ has: page.getByRole('heading', { name: 'Lato z punktami' }) });
      await expect(finished.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}
