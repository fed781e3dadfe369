import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

/*
 * The booking root and the area step against the seeded API (api/src/db/seed):
 * cities `warszawa` (suggested 1), `krakow` (2), `lodz` (not suggested); salon `M101`
 * in Warszawa offers service `1001` (women's cut).
 */
test.describe('booking root', () => {
  test('?city= with services lands on the service step with the area chosen, keeping other keys', async ({ page }) => {
    await page.goto('/rezerwacja?city=warszawa&utm_source=partner');
    await expect(page).toHaveURL(/\/rezerwacja\/usluga\?utm_source=partner$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wybierz usługę' })).toBeVisible();
  });

  test('?salonId=&serviceId= offered there lands on the date step', async ({ page }) => {
    await page.goto('/rezerwacja?salonId=M101&serviceId=1001');
    await expect(page).toHaveURL(/\/rezerwacja\/termin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wybierz salon i termin' })).toBeVisible();
  });

  test('an unknown salon starts anew at the area step', async ({ page }) => {
    await page.goto('/rezerwacja?salonId=M9999&ref=mail');
    await expect(page).toHaveURL(/\/rezerwacja\/miasto\?ref=mail$/);
  });

  test('?serviceId= alone limits the areas to those offering it', async ({ page }) => {
    // 1301 (bridal hairstyle at home) is offered by the virtual salons only.
    await page.goto('/rezerwacja?serviceId=1301');
    await expect(page).toHaveURL(/\/rezerwacja\/miasto$/);
    await expect(page.getByRole('button', { name: 'Usługi mobilne' })).toBeEnabled();
    await expect(page.getByRole('button', { name: /^Kraków/ })).toBeDisabled();
  });
});

test.describe('area step', () => {
  test('on a phone (390 px) one list; choosing an area goes to the service step', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/rezerwacja/miasto?utm_source=app');
    const all = page.getByRole('list', { name: 'Miasta' });
    await expect(all.getByRole('button').first()).toHaveText('Warszawa');
    await expect(page.getByRole('heading', { name: 'Popularne miasta' })).toHaveCount(0);
    await all.getByRole('button', { name: 'Kraków' }).click();
    await expect(page).toHaveURL(/\/rezerwacja\/usluga\?utm_source=app$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wybierz usługę' })).toBeVisible();
  });

  test('on desktop (1280 px) suggested and other areas in two blocks; the chosen one is highlighted on return', async ({ page }) => {
    await page.goto('/rezerwacja/miasto');
    const suggested = page.getByRole('list', { name: 'Popularne miasta' });
    await expect(suggested.getByRole('button')).toHaveText(['Warszawa', 'Kraków', 'Wrocław', 'Gdańsk', 'Poznań']);
    const others = page.getByRole('list', { name: 'Pozostałe miasta' });
    await others.getByRole('button', { name: 'Łódź' }).click();
    await expect(page).toHaveURL(/\/rezerwacja\/usluga$/);

    await page.getByRole('navigation', { name: 'Etapy rezerwacji' }).getByRole('link', { name: 'Miasto' }).click();
    await expect(page.getByRole('button', { name: /^Łódź/ })).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('area step, signed in', () => {
  test('the preferred salon books in one press: its area and the salon, then the service step', async ({ page }) => {
    await signIn(page, 'anna.kowalska@example.com');
    await page.getByRole('button', { name: 'Rezerwuj w salonie Warszawa Puławska' }).click();
    await expect(page).toHaveURL(/\/rezerwacja\/usluga$/);
  });

  test('choosing a preferred salon in the modal saves it to the profile', async ({ page }) => {
    // Małgorzata has no preferred salon; the test puts that back at the end.
    const token = await signIn(page, 'gosia.pracownik@example.com');
    await page.getByRole('button', { name: 'Wybierz ulubiony salon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wybierz ulubiony salon' });
    await dialog.getByRole('searchbox', { name: 'Szukaj salonu lub miasta' }).fill('arkadia');
    await dialog.getByRole('button', { name: /Warszawa Arkadia/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Rezerwuj w salonie Warszawa Arkadia' })).toBeVisible();

    const headers = { authorization: `Bearer ${token}`, 'X-Api-Version': '3' };
    const profile = await (await page.request.get('/api/users/me', { headers })).json();
    expect(profile.preferredSalon).toMatchObject({ id: 'M103' });
    const restored = await page.request.put('/api/users/me', {
      headers,
      data: {
        firstName: profile.firstName,
        lastName: profile.lastName,
        phone: profile.phone,
        email: profile.email,
        sex: profile.sex,
        marketingConsents: profile.marketingConsents,
        preferredSalon: null,
      },
    });
    expect(restored.ok()).toBe(true);
  });
});
