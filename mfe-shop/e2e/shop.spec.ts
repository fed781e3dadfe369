import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityViolations, openWithTokens, structuredDataItem } from '@salon/build/e2e';
import type { ShopItemsPage, ShopProduct, ShopVoucher } from '@salon/contracts/shop-api';
import type { Voucher } from '@salon/contracts/vouchers-api';
import { signAccessToken } from 'api/lib/access-token';
import { E2E_JWT_SECRET } from '../../playwright.config.ts';

/*
 * The shop in the composed site on the real API (the seeded catalogue), on a phone and a
 * desktop: filters, sorting and "load more" kept in the URL, the price range refused on
 * its field, a favourite product, and a voucher bought through the local payment page
 * (the stand-in for Stripe Checkout: same webhook, same signed events) that then appears
 * in the profile exactly once; a refused payment issues nothing. axe on every page.
 */

/**
 * Seeded customers the shop's journeys buy with (api/src/db/seed/customers.ts): one per
 * width, and none the profile's journeys count vouchers or points of.
 */
const BUYERS = { 390: '00000000-0000-4000-8000-0000000c0004', 1280: '00000000-0000-4000-8000-0000000c0005' } as const;

async function signInAs(page: Page, userId: string, path: string): Promise<string> {
  const accessToken = await signAccessToken(E2E_JWT_SECRET, { sub: userId });
  await openWithTokens(page, { accessToken }, path);
  return accessToken;
}

async function items(request: APIRequestContext, query: string): Promise<ShopItemsPage> {
  const response = await request.get(`/api/shop/items?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ShopItemsPage;
}

/** The customer's active vouchers, as the profile reads them. */
async function vouchersOf(request: APIRequestContext, token: string): Promise<Voucher[]> {
  const response = await request.get('/api/vouchers', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Voucher[];
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

for (const width of [390, 1280] as const) {
  const phone = width < 720;

  test.describe(`shop at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('twelve items, then load more: the pages kept in the URL and restored on reload; axe', async ({ page, request }) => {
      await page.goto('/sklep');
      await expect(page.getByRole('heading', { level: 1, name: 'Sklep' })).toBeVisible();
      const all = await items(request, 'pageSize=1');
      await expect(page.getByRole('status').filter({ hasText: `Znaleziono ${all.total}` })).toBeVisible();
      await expect(cards(page)).toHaveCount(12);
      expect(await accessibilityViolations(page)).toEqual([]);

      // Load more: the next twelve, the number of pages in the URL, restored on reload.
      await page.getByRole('button', { name: 'Pokaż więcej' }).click();
      await expect(cards(page)).toHaveCount(Math.min(24, all.total));
      await expect(page).toHaveURL(/[?&]strona=2/);
      await page.reload();
      await expect(cards(page)).toHaveCount(Math.min(24, all.total));
    });

    test('a category sorted by price, from its URL too; the price range refused on its field; no results and back; axe', async ({ page, request }) => {
      await page.goto('/sklep');
      const all = await items(request, 'pageSize=1');
      await expect(page.getByRole('status').filter({ hasText: `Znaleziono ${all.total}` })).toBeVisible();

      // A category, sorted by price ascending.
      const openFilters = async () => {
        if (phone) await page.getByRole('button', { name: /^Filtry/ }).click();
        return phone ? page.getByRole('dialog') : page.getByRole('complementary', { name: 'Filtry' });
      };
      let filters = await openFilters();
      if (phone) expect(await accessibilityViolations(page)).toEqual([]);
      // Clicked, not check(): the list follows the URL, which settles a moment later.
      await filters.getByRole('checkbox', { name: /^Pielęgnacja/ }).click();
      await expect(filters.getByRole('checkbox', { name: /^Pielęgnacja/ })).toBeChecked();
      if (phone) await filters.getByRole('button', { name: /^Pokaż/ }).click();
      await page.getByRole('combobox', { name: 'Sortuj' }).selectOption({ label: 'Cena: od najniższej' });
      await expect(page).toHaveURL(/[?&]kategoria=pielegnacja/);
      await expect(page).toHaveURL(/[?&]sortuj=cena-rosnaco/);
      const expected = await items(request, 'category=pielegnacja&sort=price-asc&pageSize=12');
      await expect(page.getByRole('status').filter({ hasText: `Znaleziono ${expected.total}` })).toBeVisible();
      await expect(cards(page).getByRole('heading')).toHaveText(expected.items.map((item) => item.name));

      // The same list from its URL, in a fresh page.
      const url = page.url();
      await page.goto('/home');
      await page.goto(url);
      await expect(cards(page).getByRole('heading')).toHaveText(expected.items.map((item) => item.name));

      // "From" above "to": refused on the field, the list unchanged.
      filters = await openFilters();
      await filters.getByRole('spinbutton', { name: 'Od' }).fill('300');
      await filters.getByRole('spinbutton', { name: 'Do' }).fill('100');
      await filters.getByRole('button', { name: 'Zastosuj cenę' }).click();
      await expect(filters.getByRole('alert')).toHaveText('Nieprawidłowy zakres cen');
      await expect(filters.getByRole('spinbutton', { name: 'Do' })).toHaveAttribute('aria-invalid', 'true');
      expect(page.url()).not.toMatch(/cena_/);

      // Nothing matches: the "change filters" message, and a way out.
      await filters.getByRole('spinbutton', { name: 'Od' }).fill('');
      await filters.getByRole('spinbutton', { name: 'Do' }).fill('1');
      await filters.getByRole('button', { name: 'Zastosuj cenę' }).click();
      if (phone) await filters.getByRole('button', { name: /^Pokaż/ }).click();
      await expect(page.getByRole('heading', { name: 'Brak wyników' })).toBeVisible();
      await expect(page).toHaveURL(/[?&]cena_do=1(&|$)/);
      // From the top: axe counts a checkbox scrolled under the sticky header as too small a target.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await accessibilityViolations(page)).toEqual([]);
      // The empty state's own button (on a desktop the toolbar has one too, before it).
      await page.getByRole('main').getByRole('button', { name: 'Wyczyść filtry' }).last().click();
      await expect(page.getByRole('status').filter({ hasText: `Znaleziono ${all.total}` })).toBeVisible();
    });

    test('a product page, and a favourite: the sign-in dialog first, then marked and listed', async ({ page, request }) => {
      const product = (await items(request, 'brand=olaplex&pageSize=1')).items[0] as ShopProduct;
      await page.goto('/sklep?marka=olaplex');
      await cards(page).getByRole('link', { name: product.name }).click();
      // The list's filters stay with the list, not on the product's address.
      await expect(page).toHaveURL(new RegExp(`/sklep/produkt/${product.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByText('Kupisz w salonie')).toBeVisible();
      await expect.poll(() => structuredDataItem(page, 'Product')).toMatchObject({ name: product.name, brand: { name: product.brand.name } });
      expect(await accessibilityViolations(page)).toEqual([]);

      // Signed out, the heart asks to sign in and marks nothing.
      const heart = page.getByRole('main').getByRole('button', { name: `Dodaj ${product.name} do ulubionych` }).first();
      await heart.click();
      await expect(page.getByRole('dialog')).toBeVisible();

      const token = await signInAs(page, BUYERS[width], `/sklep/produkt/${product.id}`);
      const mark = page.getByRole('main').getByRole('button', { name: `Dodaj ${product.name} do ulubionych` }).first();
      await mark.click();
      await expect(page.getByRole('main').getByRole('button', { name: `Usuń ${product.name} z ulubionych` }).first()).toHaveAttribute('aria-pressed', 'true');
      // The heart shows pressed at once (optimistic); the API has it once the call lands.
      await expect
        .poll(async () => {
          const favourites = await request.get('/api/users/me/favorite-products', { headers: { authorization: `Bearer ${token}` } });
          return ((await favourites.json()) as ShopProduct[]).map((favourite) => favourite.id);
        })
        .toContain(product.id);

      await page.goto('/sklep/ulubione');
      await expect(page.getByRole('heading', { level: 1, name: 'Ulubione produkty' })).toBeVisible();
      await expect(cards(page).getByRole('link', { name: product.name })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await cards(page).getByRole('button', { name: `Usuń ${product.name} z ulubionych` }).click();
      await expect(page.getByRole('heading', { name: 'Nie masz jeszcze ulubionych produktów' })).toBeVisible();
    });

    test('a voucher bought through the payment page appears in the profile once; a refused payment issues nothing', async ({ page, request }) => {
      // Two trips to the payment page and the profile: longer than one page's journey.
      test.setTimeout(90_000);
      const voucher = (await items(request, 'vouchersOnly=true&sort=price-asc&pageSize=1')).items[0] as ShopVoucher;
      await page.goto(`/sklep/voucher/${voucher.id}`);
      await expect(page.getByRole('heading', { level: 1, name: voucher.name })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      const token = await signInAs(page, BUYERS[width], `/sklep/voucher/${voucher.id}`);
      const before = (await vouchersOf(request, token)).filter((owned) => owned.name === voucher.name).length;

      // Refused at the provider: the failure page, nothing issued, and a way to try again.
      await page.getByRole('link', { name: 'Kup voucher' }).click();
      await expect(page).toHaveURL(new RegExp(`/sklep/kasa/${voucher.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Zakup vouchera' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      // Without the terms the order is not sent.
      await page.getByRole('button', { name: /^Zapłać/ }).click();
      await expect(page).toHaveURL(new RegExp(`/sklep/kasa/${voucher.id}$`));
      await page.getByRole('checkbox', { name: /regulamin sklepu/ }).check();
      await page.getByRole('button', { name: /^Zapłać/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Płatność testowa' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Odmów płatności' }).click();
      await expect(page).toHaveURL(/\/sklep\/zamowienie\/[0-9a-f-]{36}\/niepowodzenie$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Płatność nie powiodła się' })).toBeVisible();
      await expect(page.getByText(/Nic nie zostało pobrane i voucher nie został wydany/)).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      expect((await vouchersOf(request, token)).filter((owned) => owned.name === voucher.name)).toHaveLength(before);

      // Tried again and paid: the order page waits for the webhook, then the profile has it.
      await page.getByRole('link', { name: 'Spróbuj ponownie' }).click();
      await expect(page).toHaveURL(new RegExp(`/sklep/kasa/${voucher.id}$`));
      await page.getByRole('checkbox', { name: /regulamin sklepu/ }).check();
      await page.getByRole('button', { name: /^Zapłać/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Płatność testowa' })).toBeVisible();
      await page.getByRole('button', { name: /^Zapłać/ }).click();
      await expect(page).toHaveURL(/\/sklep\/zamowienie\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: 'Dziękujemy za zakup!' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      // Coming back to the order page (a reload) issues nothing more.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Dziękujemy za zakup!' })).toBeVisible();

      await page.getByRole('link', { name: 'Zobacz moje vouchery' }).click();
      await expect(page).toHaveURL(/\/profil\/vouchery$/);
      await expect(page.getByRole('main').getByText(voucher.name).first()).toBeVisible();
      const owned = (await vouchersOf(request, token)).filter((candidate) => candidate.name === voucher.name);
      expect(owned).toHaveLength(before + 1);
      expect(owned.filter((candidate) => candidate.source === 'ecommerce' && candidate.entries.total === voucher.entries)).not.toHaveLength(0);
    });
  });
}
