import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityViolations, readCode } from '@salon/build/e2e';
import type { Language, RuntimeConfig } from '@salon/contracts';
import { footer } from './fixtures.ts';

/*
 * The shell's static pages and footer on the composed site, with the chain's runtime
 * configuration (deploy/config/config.json): every footer link leads somewhere real, the
 * static pages in three languages and without accessibility violations, and the
 * unsubscribe link of a real e-mail from the development outbox.
 */

const WIDTHS = [1280, 390] as const;

/**
 * A locale file of the static pages' texts, which live with their builders in @salon/seo
 * (`shared/seo/src/site/…`, decision 0034): the texts are the writers', the tests follow them.
 */
function locale(file: string): Record<string, Record<string, unknown>> {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'shared', 'seo', 'src', 'site', file), 'utf8')) as Record<string, Record<string, unknown>>;
}

/** The title of each static page in each language, as the locale files have it today. */
function titlesIn(language: Language): Record<string, string> {
  const legal = locale(`legal/locales/${language}.json`).legal as Record<string, { title: string }>;
  return {
    '/o-nas': (locale(`about/locales/${language}.json`).about as { title: string }).title,
    '/polityka-prywatnosci': legal.privacy!.title,
    '/regulamin': legal.terms!.title,
    '/pobierz-aplikacje': (locale(`locales/${language}.json`).appDownload as { title: string }).title,
  };
}
const TITLES: Record<Language, Record<string, string>> = { pl: titlesIn('pl'), en: titlesIn('en'), fr: titlesIn('fr') };
const STATIC_PAGES = Object.keys(TITLES.pl);
const brandIn = (text: string) => text.replace(/\{\{brand\}\}/g, 'Kosmyk');

async function runtimeConfig(request: APIRequestContext): Promise<RuntimeConfig> {
  return (await (await request.get('/config.json')).json()) as RuntimeConfig;
}

/** Opens `path` in a language, as a visitor who chose it earlier (localStorage `language`). */
async function openIn(page: Page, language: Language, path: string) {
  await page.goto('/config.json');
  await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
  return page.goto(path);
}

for (const width of WIDTHS) {
  test.describe(`static pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('every footer link answers 200 and shows its page, or is a contact or outside address of the configuration', async ({ page }) => {
      const config = await runtimeConfig(page.request);
      expect(config.brand).toBe('Kosmyk');
      await page.goto('/home');
      await expect(footer(page).getByRole('link', { name: /Instagram/ })).toBeVisible();
      const links = await footer(page)
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })));
      const configured = [
        ...Object.values(config.links.social),
        ...Object.values(config.links.appStore),
        `tel:${config.contact.phone!.replace(/[^\d+]/g, '')}`,
        `mailto:${config.contact.customerServiceEmail}`,
        `mailto:${config.contact.recruitmentEmail}`,
      ];
      // Everything the configuration names is there: 5 social profiles, 2 stores, the phone and two e-mails.
      expect(links.map((link) => link.href)).toEqual(expect.arrayContaining(configured));

      for (const { href, target, rel } of links) {
        expect(href).toBeTruthy();
        expect(href).not.toBe('#');
        if (href!.startsWith('/')) {
          const response = await page.goto(href!);
          expect([href, response?.status()]).toEqual([href, 200]);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
        } else {
          expect(configured).toContain(href);
          if (href!.startsWith('https://')) {
            expect([href, target]).toEqual([href, '_blank']);
            expect(rel).toContain('noopener');
          }
        }
      }
    });

    for (const language of ['pl', 'en', 'fr'] as const) {
      test(`the static pages in ${language}`, async ({ page }) => {
        for (const path of STATIC_PAGES) {
          const response = await openIn(page, language, path);
          expect(response?.status()).toBe(200);
          await expect(page.getByRole('heading', { level: 1, name: brandIn(TITLES[language][path]!) })).toBeVisible();
          await expect(page.locator('body')).not.toContainText('{{');
          expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
          await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        }
      });
    }

    test('a legal page opens at a section from its table of contents', async ({ page }) => {
      await page.goto('/polityka-prywatnosci');
      const toc = page.getByRole('navigation', { name: 'Spis treści' });
      const last = toc.getByRole('link').last();
      const anchor = (await last.getAttribute('href'))!;
      await last.click();
      await expect(page).toHaveURL(new RegExp(`/polityka-prywatnosci${anchor}$`));
      await expect(page.locator(anchor)).toBeInViewport();
      // The sticky header does not cover the heading it scrolled to.
      const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
      expect(await page.locator(anchor).evaluate((heading) => heading.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom - 1);
    });

    test('the app download page has the two configured store buttons', async ({ page }) => {
      const config = await runtimeConfig(page.request);
      await page.goto('/pobierz-aplikacje');
      const stores = page.getByRole('list', { name: 'Sklepy z aplikacjami' });
      await expect(stores.getByRole('link')).toHaveCount(2);
      await expect(stores.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', config.links.appStore.ios!);
      await expect(stores.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', config.links.appStore.android!);
    });

    for (const path of [...STATIC_PAGES]) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await accessibilityViolations(page)).toEqual([]);
      });
    }
  });
}

/** An e-mail and a mobile number no account has. */
function freshIdentity(width: number) {
  const random = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return { email: `wypisz.${width}.${Date.now()}.${random}@example.com`, phone: `+4869${width % 10}${random}` };
}

/**
 * A customer registers with the e-mail marketing consent, as the registration dialog
 * does it (e-mail code, SMS code, register); returns their tokens.
 */
async function registerConsenting(request: APIRequestContext, identity: { email: string; phone: string }) {
  const since = new Date(Date.now() - 1000);
  expect((await request.post('/api/auth/email/send-token', { data: { email: identity.email } })).ok()).toBe(true);
  const emailToken = await readCode(request, identity.email, { since });
  expect((await request.post('/api/auth/phone/send-token', { data: { phone: identity.phone, email: identity.email } })).ok()).toBe(true);
  const phoneToken = await readCode(request, identity.phone, { since });
  const registered = await request.post('/api/auth/register', {
    data: {
      credentials: { email: identity.email, password: 'Salon!2026' },
      firstName: 'Iga',
      lastName: 'Wypisana',
      sex: 'F',
      phone: identity.phone,
      phoneToken,
      emailToken,
      marketingConsents: [
        { channel: 'Email', granted: true },
        { channel: 'Telemarketing', granted: false },
      ],
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return (await registered.json()) as { accessToken: string; refreshToken: string };
}

/** The unsubscribe link of the newest e-mail to `email` that carries one. */
async function unsubscribeLinkSentTo(request: APIRequestContext, email: string): Promise<URL> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(email)}&limit=5`);
      const { messages } = (await answer.json()) as { messages: { body: string | null }[] };
      link = messages.map((message) => message.body?.match(/https?:\/\/\S+\/unsubscribe\/email\/\S+/)?.[0]).find(Boolean) ?? null;
      return link;
    })
    .not.toBeNull();
  return new URL(link!);
}

for (const width of WIDTHS) {
  test.describe(`unsubscribe at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the link in the welcome e-mail withdraws the e-mail consent; the signature leaves the address bar and the analytics', async ({ page }) => {
      const identity = freshIdentity(width);
      const tokens = await registerConsenting(page.request, identity);
      const link = await unsubscribeLinkSentTo(page.request, identity.email);
      const signature = link.searchParams.get('sig')!;
      expect(signature).toMatch(/^[0-9a-f]{64}$/);

      const tracked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/events')) tracked.push(request.postData() ?? '');
        if (request.url().includes('/api/unsubscribe/email')) tracked.push(`referer ${request.headers().referer ?? ''}`);
      });
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Rezygnacja z wiadomości marketingowych' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Nie będziemy już wysyłać Ci wiadomości marketingowych' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${link.pathname}$`));
      expect(page.url()).not.toContain(signature);
      expect(await accessibilityViolations(page)).toEqual([]);

      // The customer's profile: the e-mail consent is withdrawn, telemarketing untouched.
      const profile = await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${tokens.accessToken}`, 'X-Api-Version': '3' } });
      expect(((await profile.json()) as { marketingConsents: unknown }).marketingConsents).toEqual([
        { channel: 'Email', granted: false },
        { channel: 'Telemarketing', granted: false },
      ]);
      // Signed in, the profile's checkbox says the same (the page's own link leads there).
      await expect(page.getByRole('link', { name: 'Zgody w profilu' })).toHaveAttribute('href', '/profil/moje-dane');
      await page.evaluate(({ accessToken, refreshToken }) => {
        window.localStorage.setItem('accessToken', accessToken);
        window.localStorage.setItem('refreshToken', refreshToken);
      }, tokens);
      await page.goto('/profil/moje-dane');
      await expect(page.getByRole('checkbox', { name: 'Zgadzam się na otrzymywanie informacji marketingowych e-mailem.' })).not.toBeChecked();

      // Opened again from the e-mail: harmless, the same answer.
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByText('Nie będziemy już wysyłać Ci wiadomości marketingowych', { exact: false })).toBeVisible();

      await page.waitForTimeout(1500); // one more tick of the tracking queue (1 s)
      expect(tracked.length).toBeGreaterThan(0);
      expect(tracked.join('\n')).not.toContain(signature);
    });

    test('a link with a signature that is not the customer’s unsubscribes nobody', async ({ page }) => {
      const identity = freshIdentity(width + 1);
      const tokens = await registerConsenting(page.request, identity);
      const link = await unsubscribeLinkSentTo(page.request, identity.email);
      const forged = `${link.pathname}?sig=${'0'.repeat(64)}`;
      await page.goto(forged);
      await expect(page.getByRole('alert')).toHaveText(/Ten link do rezygnacji jest nieprawidłowy/);
      await expect(page).toHaveURL(new RegExp(`${link.pathname}$`));
      const profile = await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${tokens.accessToken}`, 'X-Api-Version': '3' } });
      expect(((await profile.json()) as { marketingConsents: { granted: boolean }[] }).marketingConsents[0]).toEqual({ channel: 'Email', granted: true });
    });
  });
}
