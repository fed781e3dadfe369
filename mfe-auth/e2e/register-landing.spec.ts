import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessibilityViolations } from '@salon/build/e2e';
import { PASSWORD, freshEmail, freshPhone, openSignIn, readCode, typeCode } from './support.ts';

/*
 * A registration on a phone and on a desktop, through the dialog on the composed site
 * and the real API: the phone rule is the API's (a number of no numbering plan is refused in
 * the form, in the customer's language, before any code is asked for), the birthday selects show
 * their whole text, and a finished registration lands on a page with content: the
 * profile's reservations from "Moje konto", or the page the customer came from.
 */

const BLOG_ARTICLE = '/blog/koloryzacja/balayage-ombre-czy-pasemka';
/** Nine digits in the right format, but no Polish number starts with 10 (decision 0029). */
const NO_SUCH_NUMBER = '100 000 000';

const violations = (page: Page) => accessibilityViolations(page, { include: '[role="dialog"]' });

/** Counts the calls that would send a registration SMS, so a test can tell the form refused a number, not the API. */
function countSmsRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/phone/send-token')) count += 1;
  });
  return () => count;
}

/**
 * For each select of `scope`: the width it has and the width its longest option needs
 * (the same select measured at `max-content`), and whether it stays inside the dialog.
 * A native select cuts the text of an option that does not fit.
 */
async function selectWidths(scope: Locator) {
  return scope.locator('select').evaluateAll((selects) =>
    selects.map((element) => {
      const select = element as HTMLSelectElement;
      const shown = select.getBoundingClientRect();
      const before = select.style.width;
      select.style.width = 'max-content';
      const needed = select.getBoundingClientRect().width;
      select.style.width = before;
      const dialog = select.closest('dialog, [role="dialog"]')!.getBoundingClientRect();
      return {
        label: select.labels?.[0]?.textContent ?? '',
        fits: shown.width + 0.5 >= needed,
        inside: shown.left >= dialog.left && shown.right <= dialog.right,
      };
    }),
  );
}

/** No text cut in the birthday selects, nothing wider than the dialog. */
async function expectWholeSelects(dialog: Locator) {
  const birthday = dialog.getByRole('group', { name: 'Data urodzenia (opcjonalnie)' });
  expect(await selectWidths(birthday)).toEqual([
    { label: 'Dzień', fits: true, inside: true },
    { label: 'Miesiąc', fits: true, inside: true },
  ]);
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * From the e-mail code to the confirmation, in Polish: a number that does not exist
 * refused in the form, then a real one; names and password; the birthday (checked at its longest month) and
 * the consents. Checks axe on every stage it passes that this work touched.
 */
async function register(page: Page, dialog: Locator, email: string, since: Date) {
  await typeCode(page, await readCode(page.request, email, { since }), 'Kod z wiadomości e-mail');

  const smsRequests = countSmsRequests(page);
  const phoneField = dialog.getByLabel('Numer telefonu');
  await phoneField.fill(NO_SUCH_NUMBER);
  await dialog.getByRole('button', { name: 'Wyślij kod SMS' }).click();
  await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
  await expect(phoneField).toHaveAccessibleDescription(/To nie jest poprawny numer telefonu/);
  expect(smsRequests()).toBe(0);
  expect(await violations(page)).toEqual([]);

  const phone = freshPhone();
  await phoneField.fill(phone);
  await dialog.getByRole('button', { name: 'Wyślij kod SMS' }).click();
  await expect(dialog.getByRole('group', { name: 'Kod z SMS-a' })).toBeVisible();
  await typeCode(page, await readCode(page.request, phone, { since }), 'Kod z SMS-a');

  await dialog.getByRole('radio', { name: 'Kobieta' }).check();
  await dialog.getByLabel('Imię').fill('Marta');
  await dialog.getByLabel('Nazwisko').fill('Urodzinowa');
  await dialog.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Powtórz hasło').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Dalej' }).click();

  await expect(dialog.getByText('Zgody marketingowe (dobrowolne)')).toBeVisible();
  await expectWholeSelects(dialog);
  // The longest month name and a two-digit day.
  await dialog.getByLabel('Miesiąc').selectOption({ label: 'Październik' });
  await dialog.getByLabel('Dzień').selectOption('31');
  await expectWholeSelects(dialog);
  expect(await violations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(dialog.getByText('Konto zostało założone')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  return phone;
}

for (const width of [390, 1280]) {
  test.describe(`registration at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    // A whole registration with two codes on two shared cores.
    test.setTimeout(120_000);

    test('from "Moje konto": the API\'s phone rule, whole birthday selects, and the profile\'s reservations at the end', async ({ page }) => {
      const email = freshEmail('ladowanie');
      await openSignIn(page);
      const start = page.getByRole('dialog', { name: 'Zaloguj się lub załóż konto' });
      await start.getByLabel('Adres e-mail').fill(email);
      await start.getByRole('button', { name: 'Dalej' }).click();
      const dialog = page.getByRole('dialog', { name: 'Załóż konto' });
      const since = new Date();
      await dialog.getByRole('button', { name: 'Wyślij kod na e-mail' }).click();
      await register(page, dialog, email, since);

      await dialog.getByRole('button', { name: 'Zamknij' }).last().click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/profil\/rezerwacje$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Rezerwacje' })).toBeInViewport();
      await expect(page.getByRole('main')).toContainText('Nadchodzące wizyty');
      await expect(page.getByRole('main')).toContainText('Marta');
    });

    test('from a blog article: back on the article, signed in', async ({ page }) => {
      const email = freshEmail('z-artykulu');
      await page.goto(BLOG_ARTICLE);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      const articleTitle = await title.innerText();
      await page.getByRole('button', { name: 'Zarejestruj się' }).click();
      const dialog = page.getByRole('dialog', { name: 'Załóż konto' });
      await dialog.getByLabel('Adres e-mail').fill(email);
      const since = new Date();
      await dialog.getByRole('button', { name: 'Wyślij kod na e-mail' }).click();
      await register(page, dialog, email, since);

      await dialog.getByRole('button', { name: 'Zamknij' }).last().click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${BLOG_ARTICLE}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1, name: articleTitle })).toBeVisible();
      // Signed in: the article now offers the comment form instead of the sign-in prompt.
      await expect(page.getByRole('button', { name: 'Zarejestruj się' })).toHaveCount(0);
    });
  });
}

test('a number the API refuses is refused in English too', async ({ page }) => {
  await page.goto('/config.json');
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
  const start = page.getByRole('dialog', { name: 'Sign in or create an account' });
  const email = freshEmail('english');
  await start.getByLabel('E-mail address').fill(email);
  await start.getByRole('button', { name: 'Continue', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  const since = new Date();
  await dialog.getByRole('button', { name: 'Send the code by e-mail' }).click();
  await typeCode(page, await readCode(page.request, email, { since }), 'Code from the e-mail');

  const smsRequests = countSmsRequests(page);
  const phoneField = dialog.getByLabel('Phone number');
  for (const refused of [NO_SUCH_NUMBER, '999 999 999']) {
    await phoneField.fill(refused);
    await dialog.getByRole('button', { name: 'Send the code by text' }).click();
    await expect(phoneField).toHaveAccessibleDescription(/This doesn't look like a valid phone number/);
  }
  expect(smsRequests()).toBe(0);
  expect(await violations(page)).toEqual([]);
});
