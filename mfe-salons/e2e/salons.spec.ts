import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations, signIn, structuredDataItem, uniquePhone, withTestMap } from '@salon/build/e2e';

/*
 * The salon directory in the composed site on the real API, on a phone and a desktop:
 * search and city buttons, unknown codes and cities, a salon's page with its gallery,
 * hours, reviews and the real map, booking a time picked on the salon's page, the
 * preferred-salon heart, and axe on every page.
 */

/** The salon with every section: five photos, reviews, the full price list (seed anchor). */
const M101 = { id: 'M101', name: 'Warszawa Puławska' };

/** The next day (from tomorrow) that is not a Sunday, as the date strip names it (`data-day`). */
function workingDayAhead(minDaysAhead: number): string {
  for (let days = minDaysAhead; ; days += 1) {
    const day = new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) return day;
  }
}

const salonHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

for (const width of [390, 1280]) {
  test.describe(`salon directory at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('search finds a salon without diacritics, keeps the query in the URL, and clears', async ({ page }) => {
      await page.goto('/salony');
      await expect(page.getByRole('heading', { level: 1, name: 'Salony' })).toBeVisible();
      await expect(salonHeadings(page).first()).toBeVisible();
      const total = await salonHeadings(page).count();

      const search = page.getByRole('searchbox', { name: 'Szukaj salonu' });
      await search.fill('lodz');
      await expect(page).toHaveURL(/\/salony\?q=lodz$/);
      const cities = page.getByRole('main').getByRole('list', { name: 'Łódź' });
      await expect(cities.getByRole('heading', { name: 'Łódź Manufaktura' })).toBeVisible();
      await expect(cities.getByRole('heading', { name: 'Łódź Piotrkowska' })).toBeVisible();
      // The disabled salon of Łódź is not listed.
      await expect(page.getByRole('heading', { name: 'Łódź Piotrkowska 120' })).toHaveCount(0);

      // The query survives a reload.
      await page.reload();
      await expect(page.getByRole('searchbox', { name: 'Szukaj salonu' })).toHaveValue('lodz');
      await expect(cities.getByRole('heading', { name: 'Łódź Manufaktura' })).toBeVisible();

      await page.getByRole('button', { name: 'Wyczyść wyszukiwanie' }).click();
      await expect(page.getByRole('searchbox', { name: 'Szukaj salonu' })).toBeFocused();
      await expect(page).toHaveURL(/\/salony$/);
      await expect(salonHeadings(page)).toHaveCount(total);

      await search.fill('zzz nie ma takiego');
      await expect(page.getByRole('heading', { name: 'Nie znaleźliśmy takiego salonu' })).toBeVisible();
    });

    test('a salon box has the spec’s parts and its links', async ({ page }) => {
      await page.goto('/salony?q=pulawska');
      const box = page.getByRole('article').filter({ has: page.getByRole('heading', { name: M101.name }) }).first();
      await expect(box.getByRole('img', { name: /^Ocena \d,\d na 5$/ })).toBeVisible();
      await expect(box.getByRole('link', { name: 'Zarezerwuj' })).toHaveAttribute('rel', /nofollow/);
      await expect(box.getByRole('link', { name: 'Zarezerwuj' })).toHaveAttribute('href', `/rezerwacja?salonId=${M101.id}`);
      await expect(box.getByRole('link', { name: /ul\. Puławska 12/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
      // The picture is a real image served in a modern format.
      const picture = box.locator('img').first();
      await expect(picture).toHaveJSProperty('complete', true);
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await box.getByRole('link', { name: 'Zobacz salon' }).click();
      await expect(page).toHaveURL(`/salony/${M101.id}`);
      await expect(page.getByRole('heading', { level: 1, name: M101.name })).toBeVisible();
    });

    test('city buttons open a city page, and its active button returns to all salons', async ({ page }) => {
      await page.goto('/salony');
      const cities = page.getByRole('navigation', { name: 'Miasta' });
      await cities.getByRole('link', { name: 'Kraków' }).click();
      await expect(page).toHaveURL(/\/salony\/krakow$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Salony fryzjerskie w Krakowie' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toContainText('Kraków');
      // The city's own copy, not a template.
      await expect(page.getByRole('main')).toContainText(/Kazimierz|Rynek|Galeria Krakowska/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/salony\/krakow$/);
      const active = page.getByRole('navigation', { name: 'Miasta' }).getByRole('link', { name: /Kraków/ });
      await expect(active).toHaveAttribute('aria-current', 'page');
      await active.click();
      await expect(page).toHaveURL(/\/salony$/);
    });

    test('an unknown salon code goes to the list; an unknown city says so', async ({ page }) => {
      await page.goto('/salony/M99999');
      await expect(page).toHaveURL(/\/salony$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Salony' })).toBeVisible();

      await page.goto('/salony/atlantyda');
      await expect(page.getByRole('heading', { name: 'Nie mamy salonu w tym mieście' })).toBeVisible();
      await page.getByRole('link', { name: 'Zobacz wszystkie salony' }).click();
      await expect(page).toHaveURL(/\/salony$/);
    });

    test(`a salon page: gallery, opening hours, the real map with its marker, reviews that add up to 100 %${width === 1280 ? ' @skew' : ''}`, async ({ page }) => {
      await withTestMap(page);
      await page.goto(`/salony/${M101.id}`);
      await expect(page.getByRole('heading', { level: 1, name: M101.name })).toBeVisible();

      const gallery = page.getByRole('region', { name: `Zdjęcia salonu ${M101.name}` });
      // Five photos on a phone; the three composed for a wide 17:6 frame on a desktop.
      const count = width === 390 ? 5 : 3;
      await expect(gallery.getByRole('img', { name: `${M101.name}, zdjęcie 1 z ${count}` })).toBeVisible();
      await gallery.getByRole('button', { name: 'Następne zdjęcie' }).click();
      await expect(gallery.getByRole('img', { name: `${M101.name}, zdjęcie 2 z ${count}` })).toBeInViewport();

      const hours = page.getByRole('table', { name: 'Godziny otwarcia' });
      await expect(hours.getByRole('row')).toHaveCount(8);
      await expect(hours.getByRole('row').first()).toContainText('dziś');

      const map = page.getByRole('region', { name: `Mapa z położeniem salonu ${M101.name}` });
      await map.scrollIntoViewIfNeeded();
      await expect(map.locator('canvas.mapboxgl-canvas')).toBeVisible({ timeout: 15_000 });
      await expect(map.locator('.mapboxgl-marker')).toHaveCount(1);

      const reviews = page.getByRole('region', { name: 'Opinie Google' });
      await reviews.scrollIntoViewIfNeeded();
      const shares = await reviews.getByRole('list', { name: 'Podsumowanie ocen' }).getByRole('listitem').allTextContents();
      expect(shares).toHaveLength(5);
      const percents = shares.map((text) => Number(/(\d+)\s?%/.exec(text)?.[1]));
      expect(percents.reduce((sum, value) => sum + value, 0)).toBe(100);
      await expect(reviews.getByRole('link', { name: /Zobacz wszystkie opinie w Google/ })).toHaveAttribute('href', /search\.google\.com\/local\/reviews\?placeid=/);

      // Structured data for search engines.
      await expect.poll(() => structuredDataItem(page, 'HairSalon')).toMatchObject({ name: M101.name, address: { addressCountry: 'PL' }, geo: { '@type': 'GeoCoordinates' } });
    });

    test('a time picked on the salon page is booked in the final form and shows on the visit page', async ({ page }) => {
      await page.goto(`/salony/${M101.id}`);
      const services = page.getByRole('region', { name: 'Cennik i rezerwacja' });
      await services.scrollIntoViewIfNeeded();
      await services.getByRole('button', { name: 'Zarezerwuj: Strzyżenie damskie', exact: true }).click();
      const panel = services.getByRole('region', { name: 'Wolne terminy: Strzyżenie damskie' });
      await expect(panel).toBeVisible();
      // A day far enough ahead, and the end of its list for a wide phone: journeys side by side
      // must not race for one time.
      const day = workingDayAhead(width === 390 ? 5 : 6);
      const dayButton = panel.locator(`button[data-day="${day}"]`);
      await dayButton.click();
      await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
      const times = panel.getByRole('list', { name: /^Wolne godziny/ }).getByRole('button');
      await (width === 390 ? times.last() : times.nth(Math.floor((await times.count()) / 2))).click();

      await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dane rezerwacji' })).toBeVisible();
      await page.getByLabel('Imię').fill('Zofia');
      await page.getByLabel('Nazwisko').fill('Salonowa');
      await page.getByLabel('Numer telefonu').fill(uniquePhone('603'));
      await page.getByRole('button', { name: 'Potwierdź rezerwację' }).click();

      await expect(page).toHaveURL(/\/wizyty\/[0-9a-f-]{36}$/);
      const card = page.getByRole('region', { name: 'Podsumowanie wizyty' });
      await expect(card.getByText('Rezerwacja potwierdzona')).toBeVisible();
      await expect(card).toContainText('Strzyżenie damskie');
      await expect(card).toContainText(M101.name);
    });

    // One page a test: axe on the whole list (48 salons and the map) takes a while on two cores.
    for (const path of ['/salony', '/salony/krakow']) {
      test(`${path} passes axe (WCAG 2.2 A and AA)`, async ({ page }) => {
        await withTestMap(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
        expect(await accessibilityViolations(page), path).toEqual([]);
      });
    }

    test('a salon page passes axe (WCAG 2.2 A and AA), also with a slot panel open', async ({ page }) => {
      await withTestMap(page);
      await page.goto(`/salony/${M101.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await accessibilityViolations(page), 'salon page').toEqual([]);
      const services = page.getByRole('region', { name: 'Cennik i rezerwacja' });
      await services.getByRole('button', { name: 'Zarezerwuj: Strzyżenie damskie', exact: true }).click();
      await expect(services.getByRole('region', { name: 'Wolne terminy: Strzyżenie damskie' }).getByRole('group', { name: 'Wybierz dzień' })).toBeVisible();
      expect(await accessibilityViolations(page), 'slot panel').toEqual([]);
    });
  });
}

test.describe('preferred salon', () => {
  test('a guest sees no heart; a signed-in customer sets the salon from its heart and the booking area step shows it', async ({ page }) => {
    await page.goto(`/salony/${M101.id}`);
    await expect(page.getByRole('heading', { level: 1, name: M101.name })).toBeVisible();
    await expect(page.getByRole('button', { name: `Ulubiony salon: ${M101.name}` })).toHaveCount(0);

    // Zofia has no preferred salon (a seed account for this journey only).
    const token = await signIn(page, 'zofia.salony@example.com', '/salony/M301');
    const heart = page.getByRole('button', { name: 'Ulubiony salon: Wrocław Świdnicka' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const dialog = page.getByRole('dialog', { name: 'Ustawić Wrocław Świdnicka jako ulubiony salon?' });
    await dialog.getByRole('button', { name: 'Tak, ustaw' }).click();
    await expect(dialog).toBeHidden();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/rezerwacja/miasto');
    await expect(page.getByRole('button', { name: 'Rezerwuj w salonie Wrocław Świdnicka' })).toBeVisible();

    // Put the account back as the seed has it.
    const headers = { authorization: `Bearer ${token}`, 'X-Api-Version': '3' };
    const profile = (await (await page.request.get('/api/users/me', { headers })).json()) as Record<string, unknown>;
    expect(profile.preferredSalon).toMatchObject({ id: 'M301' });
    const restored = await page.request.put('/api/users/me', {
      headers,
      data: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone, email: profile.email, sex: profile.sex, marketingConsents: profile.marketingConsents, preferredSalon: null },
    });
    expect(restored.ok()).toBe(true);
  });
});
