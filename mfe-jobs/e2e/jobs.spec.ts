import { expect, test, type APIRequestContext } from '@playwright/test';
import { accessibilityViolations, structuredDataItem } from '@salon/build/e2e';
import type { RecruitmentOffer } from '@salon/contracts/recruitment-api';

/*
 * The job offers in the composed site on the real API (seeded offers), on a phone and a
 * desktop: search and the city filter, an offer's page, an application with a real
 * PDF, a CV over 2 MB refused in the browser, and axe on the list and an offer.
 */

/** A minimal valid PDF: header, catalogue, one empty page, trailer. The API checks the bytes' magic number. */
const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The seeded offers, as the page reads them. */
async function offers(request: APIRequestContext): Promise<RecruitmentOffer[]> {
  const response = await request.get('/api/recruitment');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as RecruitmentOffer[]).filter((offer) => offer.enabled);
}

/** An offer applied for on this site (no external link). */
async function formOffer(request: APIRequestContext): Promise<RecruitmentOffer> {
  const offer = (await offers(request)).find((candidate) => candidate.recruitmentLink === null);
  if (!offer) throw new Error('the seed has no offer with the form');
  return offer;
}

for (const width of [390, 1280]) {
  test.describe(`job offers at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('search finds offers without diacritics, the city filter opens a city, and both pages pass axe', async ({ page, request }) => {
      const all = await offers(request);
      const city = all[0]!.salon.location;
      const inCity = all.filter((offer) => offer.salon.location.citySlug === city.citySlug);

      await page.goto('/pracuj-z-nami');
      await expect(page.getByRole('heading', { level: 1, name: 'Pracuj z nami' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(all.length);
      expect(await accessibilityViolations(page)).toEqual([]);

      // Searched without Polish letters and in capitals, kept in the URL.
      const query = city.city.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toUpperCase();
      await page.getByRole('searchbox', { name: 'Szukaj oferty' }).fill(query);
      await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(query).replace(/%20/g, '(\\+|%20)')}$`));
      await expect(page.getByRole('status').filter({ hasText: 'Znaleziono' })).toBeVisible();
      for (const offer of inCity) await expect(page.getByRole('link', { name: offer.name }).first()).toBeVisible();

      await page.getByRole('searchbox', { name: 'Szukaj oferty' }).fill('zzz nie ma takiej');
      await expect(page.getByRole('heading', { name: 'Nie znaleźliśmy takiej oferty' })).toBeVisible();
      await page.getByRole('button', { name: 'Pokaż wszystkie oferty' }).click();

      await page.getByRole('navigation', { name: 'Miasta' }).getByRole('link', { name: new RegExp(`^${city.city}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/pracuj-z-nami/${city.citySlug}$`));
      await expect(page.getByRole('heading', { level: 1, name: city.city })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(inCity.length);
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('an offer: title, address, map, description, JobPosting, and axe', async ({ page, request }) => {
      const offer = await formOffer(request);
      await page.goto('/pracuj-z-nami');
      await page.getByRole('link', { name: offer.name }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto(`/pracuj-z-nami/${offer.id}`);
      await expect(page.getByRole('heading', { level: 1, name: offer.name })).toBeVisible();
      await expect(page.getByText(offer.salon.location.address[0]!, { exact: false }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Opis oferty' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Gdzie będziesz pracować' })).toBeVisible();
      await expect.poll(() => structuredDataItem(page, 'JobPosting')).toMatchObject({ title: offer.name, jobLocation: { address: { addressCountry: 'PL' } } });
      expect(await accessibilityViolations(page)).toEqual([]);

      // An unknown id goes back to the list.
      await page.goto('/pracuj-z-nami/ffffffffffffffffffffffff');
      await expect(page).toHaveURL(/\/pracuj-z-nami$/);
    });

    test('apply with a real PDF and see the thanks; a CV over 2 MB is refused first', async ({ page, request }) => {
      const offer = await formOffer(request);
      await page.goto(`/pracuj-z-nami/${offer.id}`);
      await page.getByRole('button', { name: 'Aplikuj' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Formularz aplikacyjny' })).toBeFocused();

      const cv = page.getByLabel('CV (PDF)');
      await cv.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([MINIMAL_PDF, Buffer.alloc(2 * 1024 * 1024)]) });
      await expect(page.getByText('Plik nie może przekraczać 2 MB')).toBeVisible();
      await expect(cv).toHaveAttribute('aria-invalid', 'true');

      await page.getByLabel('Imię').fill('Anna');
      await page.getByLabel('Nazwisko').fill('Testowa');
      await page.getByLabel('Telefon').fill(`+48 600 ${width === 390 ? '390' : '128'} 001`);
      await page.getByLabel('E-mail').fill(`anna.${width}@example.com`);
      await page.getByLabel('Wiadomość (opcjonalnie)').fill('Pracuję w zawodzie od pięciu lat.');
      await cv.setInputFiles({ name: 'anna-cv.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
      await expect(page.getByText('Plik nie może przekraczać 2 MB')).toHaveCount(0);
      await page.getByLabel(/przetwarzanie moich danych/).check();
      await page.getByLabel(/polityką prywatności/).check();
      await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();

      const thanks = page.getByRole('heading', { name: 'Dziękujemy za zgłoszenie!' });
      await expect(thanks).toBeVisible();
      await expect(thanks).toBeFocused();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}
