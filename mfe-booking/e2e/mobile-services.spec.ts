import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '@salon/build/e2e';
import { chooseDay, nextBookedVisit, readVisitMessage, uniquePhone, visitHeaders, workingDayAhead } from './support.ts';

/*
 * Mobile services, the virtual area of the seed (`uslugi-mobilne`, salons M900 and M901
 * that come to the customer, decision 0028): a choice of their own on the area step,
 * named in the page's language, and a booking that asks for the address the team comes
 * to, sends it, and shows it on the visit's page and in the confirmation.
 */

const MOBILE = { pl: 'Usługi mobilne', en: 'Mobile services', fr: 'Services à domicile' } as const;
const AT_YOUR_PLACE = { pl: 'Przyjedziemy do Ciebie', en: 'At your place', fr: 'Chez vous' } as const;

async function openIn(page: Page, language: 'pl' | 'en' | 'fr', path: string) {
  await page.goto('/home');
  await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(path);
}

for (const language of ['pl', 'en', 'fr'] as const) {
  test(`the area step in ${language}: mobile services apart from the cities, in the page's language, 0 axe violations`, async ({ page }) => {
    await openIn(page, language, '/rezerwacja/miasto');
    const block = page.getByRole('region', { name: AT_YOUR_PLACE[language] });
    const tile = block.getByRole('button', { name: MOBILE[language], exact: true });
    // The areas' first load on a fresh site may take a while on a busy machine.
    await expect(tile).toBeVisible({ timeout: 30_000 });
    // No list of places holds it, and the Polish name shows in no other language.
    await expect(page.getByRole('list').getByRole('button', { name: new RegExp(MOBILE[language]) })).toHaveCount(0);
    if (language !== 'pl') await expect(page.getByText(MOBILE.pl)).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await tile.click();
    await expect(page).toHaveURL(/\/rezerwacja\/usluga$/);
    // The details widget names the area the same way.
    await expect(page.getByText(MOBILE[language], { exact: true }).first()).toBeVisible();
  });
}

for (const [width, daysAhead] of [
  [390, 3],
  [1280, 5],
] as const) {
  test(`at ${width} px a guest books a haircut at home with the address, and sees it on the visit and in the SMS`, async ({ page }) => {
    // Four steps, a refused and an accepted submit, four accessibility checks: more than
    // a minute on a busy two-core machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/rezerwacja/miasto');
    await page.getByRole('region', { name: 'Przyjedziemy do Ciebie' }).getByRole('button', { name: 'Usługi mobilne', exact: true }).click();
    await expect(page).toHaveURL(/\/rezerwacja\/usluga$/);
    await page.getByRole('list', { name: 'Usługi' }).getByRole('button', { name: 'Strzyżenie w domu', exact: true }).click();
    await expect(page).toHaveURL(/\/rezerwacja\/termin/);
    // Each width on its own day, so the two journeys never fight over one time.
    await chooseDay(page, workingDayAhead(daysAhead));
    await page.getByRole('list', { name: /^Wolne godziny w salonie/ }).first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/rezerwacja\/dane-rezerwacji/);

    const address = page.getByRole('group', { name: 'Adres wizyty' });
    await expect(address).toBeVisible();
    await expect(page.getByText('Podaj dane osoby, do której przyjedziemy, i adres wizyty.', { exact: false })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    const confirm = page.getByRole('button', { name: 'Potwierdź rezerwację' });
    await page.getByLabel('Imię').fill('Ola');
    await page.getByLabel('Nazwisko').fill('Domowa');
    const phone = uniquePhone('607');
    await page.getByLabel('Numer telefonu').fill(phone);
    await expect(confirm).toBeDisabled();
    await address.getByLabel('Ulica, numer domu i mieszkania').fill('ul. Miodowa 5 m. 2');
    await address.getByLabel('Kod pocztowy').fill('0095');
    await address.getByLabel('Miejscowość').fill('Warszawa');
    await confirm.click();
    // A postcode that is not one is refused before anything is sent.
    await expect(address.getByText('Podaj kod pocztowy w formacie 00-000')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await address.getByLabel('Kod pocztowy').fill('00950');
    const booked = nextBookedVisit(page);
    await confirm.click();
    await expect(page).toHaveURL(/\/wizyty\/[0-9a-f-]{36}/);
    const visit = await booked;
    expect(visit.contact.location).toEqual({ address: 'ul. Miodowa 5 m. 2', postcode: '00-950', city: 'Warszawa' });

    const card = page.getByRole('region', { name: 'Podsumowanie wizyty' });
    await expect(card.getByText('Rezerwacja potwierdzona')).toBeVisible();
    await expect(card).toContainText('Adres wizyty (przyjedziemy do Ciebie)');
    await expect(card).toContainText('ul. Miodowa 5 m. 2, 00-950 Warszawa');
    expect(await accessibilityViolations(page)).toEqual([]);
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The API keeps it with the visit, and the confirmation tells the customer where the team comes.
    const read = await (await page.request.get(`/api/visits/${visit.id}`, { headers: visitHeaders(visit) })).json();
    expect(read.contact.location).toEqual({ address: 'ul. Miodowa 5 m. 2', postcode: '00-950', city: 'Warszawa' });
    const sms = await readVisitMessage(page.request, phone, 'visit.booked');
    expect(sms.body).toContain('dojazd pod adres: ul. Miodowa 5 m. 2, 00-950 Warszawa');

    // Cancelled, so the mobile teams' diary is as seeded for the next run on this database.
    expect((await page.request.delete(`/api/visits/${visit.id}`, { headers: visitHeaders(visit) })).status()).toBe(204);
  });
}
