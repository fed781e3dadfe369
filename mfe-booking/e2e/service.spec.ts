import { expect, test, type Page } from '@playwright/test';
import type { Salon, Service } from '@salon/contracts/catalog-api';
import { chooseDay, workingDayAhead } from './support.ts';

/**
 * The service step against the seeded API: Kraków's real services with their prices,
 * the filter, the description modal, and on to the date step.
 */

/** Opens the booking for Kraków: the root resolves `city`; failing that, the area step's list is used. */
async function openKrakow(page: Page) {
  await page.goto('/rezerwacja?city=krakow');
  await expect(page).toHaveURL(/\/rezerwacja\/(usluga|miasto)/);
  if (/\/rezerwacja\/miasto/.test(page.url())) {
    await page.getByRole('main').getByRole('button', { name: 'Kraków', exact: true }).or(page.getByRole('main').getByRole('link', { name: 'Kraków', exact: true })).first().click();
  }
  await expect(page).toHaveURL(/\/rezerwacja\/usluga/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wybierz usługę' })).toBeVisible();
}

test.describe('service step', () => {
  test('lists Kraków’s services with prices, filters, describes and goes on to the date step', async ({ page, request }) => {
    const response = await request.get('/api/services?city=krakow', { headers: { 'X-Api-Version': '3' } });
    const seeded = (await response.json()) as Service[];
    const womenCut = seeded.find((service) => service.name === 'Strzyżenie damskie');
    const manicure = seeded.find((service) => service.name === 'Manicure hybrydowy');
    expect(womenCut && manicure).toBeTruthy();

    await openKrakow(page);
    const list = page.getByRole('list', { name: 'Usługi' });
    // First visit: women, hairdressing.
    await expect(page.getByRole('radio', { name: 'Kobieta' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Fryzjer' })).toBeChecked();
    const cut = list.getByRole('button', { name: 'Strzyżenie damskie', exact: true });
    await expect(cut).toBeVisible();
    const price = `${womenCut?.priceFrom ? 'od ' : ''}${String(womenCut?.price.value)},00`;
    await expect(cut).toHaveAccessibleDescription(new RegExp(`Cena: ${price}\\s*zł`));
    await expect(list.getByRole('button', { name: 'Manicure hybrydowy', exact: true })).toHaveCount(0);

    // Cosmetics instead; the choice is remembered.
    await page.getByRole('radio', { name: 'Kosmetyka' }).check();
    await expect(page.getByRole('radio', { name: 'Kosmetyka' })).toBeChecked();
    await expect(list.getByRole('button', { name: 'Manicure hybrydowy', exact: true })).toBeVisible();
    await expect(cut).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('salon:booking:service-category'))).toBe('COSMETICS');

    // The description modal.
    const help = page.getByRole('button', { name: 'Opis usługi Manicure hybrydowy', exact: true });
    await help.click();
    const dialog = page.getByRole('dialog', { name: 'Manicure hybrydowy' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Czas trwania')).toBeVisible();
    await expect(dialog).toContainText(/\d+,\d{2}\s*zł/);
    await dialog.getByRole('button', { name: 'Zamknij' }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(help).toBeFocused();

    await list.getByRole('button', { name: 'Manicure hybrydowy', exact: true }).click();
    await expect(page).toHaveURL(/\/rezerwacja\/termin/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wybierz salon i termin' })).toBeVisible();
  });

  test('on a phone the list fits the screen and the remembered category comes back', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('salon:booking:service-category', 'ALL'));
    await openKrakow(page);
    await expect(page.getByRole('radio', { name: 'Wszystkie' })).toBeChecked();
    const list = page.getByRole('list', { name: 'Usługi' });
    const first = list.getByRole('listitem').first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/** "od 110,00 zł" or "120,00 zł", as the page writes a price (any space before zł). */
const priceText = (value: number, from: boolean) => new RegExp(`${from ? 'od ' : ''}${value.toFixed(2).replace('.', ',')}\\s*zł`);
const API_V3 = { 'X-Api-Version': '3' };

test.describe('one price for the chosen service (decision 0027)', () => {
  test('the service card, the summary and the salon card agree, before and after a salon is chosen', async ({ page, request }) => {
    const area = (await (await request.get('/api/services?city=krakow', { headers: API_V3 })).json()) as Service[];
    const cut = area.find((service) => service.name === 'Strzyżenie damskie')!;
    expect(cut.priceFrom, 'Kraków’s salons charge different prices for a women’s cut').toBe(true);

    await openKrakow(page);
    await page.getByRole('radio', { name: 'Wszystkie' }).check();
    const card = page.getByRole('list', { name: 'Usługi' }).getByRole('button', { name: 'Strzyżenie damskie', exact: true });
    await expect(card).toHaveAccessibleDescription(priceText(cut.price.value, true));
    await card.click();
    await expect(page).toHaveURL(/\/rezerwacja\/termin/);

    // No salon yet: the summary says what the card said, "from" included.
    const summary = page.getByRole('region', { name: 'Twoja rezerwacja' });
    await expect(summary).toContainText(priceText(cut.price.value, true));

    // A time of a salon: its card's price, everywhere after.
    await chooseDay(page, workingDayAhead(6));
    const salon = page.getByRole('list', { name: 'Salony i wolne terminy' }).getByRole('article').last();
    const time = salon.getByRole('button', { name: /^\d\d:\d\d, / }).first();
    await expect(time).toBeVisible();
    const cardPrice = (await salon.getByText(/\d+,\d\d\s*zł/).textContent())!.trim();
    await time.click();
    await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji/);
    await expect(summary).toContainText(cardPrice);
    await expect(summary).not.toContainText(/od \d/);
  });

  test('a salon chosen by a booking link shows its own price in the summary, as its card does', async ({ page, request }) => {
    const area = (await (await request.get('/api/services?city=krakow', { headers: API_V3 })).json()) as Service[];
    const cut = area.find((service) => service.name === 'Strzyżenie damskie')!;
    const salons = ((await (await request.get('/api/salons')).json()) as Salon[]).filter((salon) => salon.location?.cityCode === 'krakow');
    // A Kraków salon charging more than the city's lowest price: the summary used to show the lowest.
    let chosen: { salon: Salon; price: number } | null = null;
    for (const salon of salons) {
      const offered = (await (await request.get(`/api/services?salonId=${salon.id}`, { headers: API_V3 })).json()) as Service[];
      const price = offered.find((service) => service.id === cut.id)?.price.value;
      if (price !== undefined && price > cut.price.value) {
        chosen = { salon, price };
        break;
      }
    }
    expect(chosen, 'a Kraków salon dearer than the city’s lowest price').not.toBeNull();

    await page.goto(`/rezerwacja?salonId=${chosen!.salon.id}&serviceId=${cut.id}`);
    await expect(page).toHaveURL(/\/rezerwacja\/termin/);
    const summary = page.getByRole('region', { name: 'Twoja rezerwacja' });
    await expect(summary).toContainText(priceText(chosen!.price, false));
    await expect(summary).not.toContainText(priceText(cut.price.value, false));
    await expect(page.getByRole('article', { name: chosen!.salon.name })).toContainText(priceText(chosen!.price, false));
  });
});
