import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Area } from '@salon/contracts/catalog-api';

/**
 * The site and the API at one URL, as `npm start` serves them: the gateway proxies /api
 * to the API on its seeded database, and the tracker's events from a real page land.
 */
test.describe('the API behind the gateway', () => {
  test('answers /api on the site origin with seeded data in the requested language', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const cities = await request.get('/api/cities', { headers: { 'Accept-Language': 'en-gb' } });
    expect(cities.status()).toBe(200);
    const areas = (await cities.json()) as Area[];
    expect(areas.length).toBeGreaterThanOrEqual(20);
    expect(areas[0]).toMatchObject({ code: 'warszawa', order: 1 });
  });

  test('bad input gets the API error shape through the gateway', async ({ request }) => {
    const response = await request.get('/api/reservation-slots?city=warszawa&date=2026-02-30&services=1001');
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'date' });
  });

  test("a page's navigation events reach POST /api/events and are accepted", async ({ page }) => {
    const delivered = page.waitForResponse((response) => response.url().endsWith('/api/events') && response.request().method() === 'POST');
    await page.goto('/salony');
    expect((await delivered).status()).toBe(202);
  });
});

/**
 * Identity through the gateway: registration with codes read from the development outbox
 * (as the sign-in dialog's journeys will), and the development Google sign-in page under
 * the site's Content-Security-Policy handing its ID token to the opening page.
 */
test.describe('identity behind the gateway', () => {
  const lastCode = async (request: APIRequestContext, recipient: string) => {
    const outbox = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`);
    const [message] = (await outbox.json()).messages as { body: string }[];
    return /\b(\d{4})\b/.exec(message?.body ?? '')?.[1] ?? '';
  };

  test('a new customer registers with e-mail and phone codes and reads their profile', async ({ request }) => {
    const suffix = String(Date.now()).slice(-6);
    const email = `e2e.${suffix}@example.com`;
    const phone = `+48789${suffix}`;
    expect(await (await request.post('/api/auth/identify', { data: { email } })).json()).toEqual({ isNewUser: true, hasLoyaltyAccount: false });
    expect((await request.post('/api/auth/email/send-token', { data: { email } })).status()).toBe(200);
    const emailToken = await lastCode(request, email);
    expect((await request.post('/api/auth/phone/send-token', { data: { phone, email } })).status()).toBe(200);
    const phoneToken = await lastCode(request, phone);
    const registered = await request.post('/api/auth/register', {
      headers: { 'Accept-Language': 'en-gb' },
      data: {
        credentials: { email, password: 'Salon!2026' },
        firstName: 'Ewa',
        lastName: 'Testowa',
        sex: 'F',
        phone,
        phoneToken,
        emailToken,
      },
    });
    expect(registered.status()).toBe(200);
    const { accessToken } = await registered.json();
    const profile = await request.get('/api/users/me', { headers: { authorization: `Bearer ${accessToken}`, 'X-Api-Version': '3' } });
    expect(await profile.json()).toMatchObject({ email, phone, emailConfirmed: true, language: 'en', hasPassword: true });
  });

  test('the development Google sign-in page works under the CSP and posts the ID token to the opener', async ({ page }) => {
    await page.goto('/');
    const received = page.evaluate(
      () =>
        new Promise<{ type: string; provider: string; idToken: string }>((resolve) => {
          const listen = (event: MessageEvent) => {
            const data = event.data as { type?: string; provider: string; idToken: string } | null;
            if (data?.type !== 'salon-dev-idp') return;
            window.removeEventListener('message', listen);
            resolve(data as { type: string; provider: string; idToken: string });
          };
          window.addEventListener('message', listen);
        }),
    );
    const popupOpened = page.waitForEvent('popup');
    await page.evaluate(() => window.open(`/api/dev/idp/google/authorize?lang=en&redirect_origin=${encodeURIComponent(location.origin)}`, 'idp'));
    const popup = await popupOpened;
    // The page's script handles the click: under load, a click before it ran would post nothing.
    await popup.waitForLoadState('load');
    await popup.getByRole('button', { name: /Ewa Zielińska/ }).click();
    const message = await received;
    expect(message).toMatchObject({ type: 'salon-dev-idp', provider: 'google', idToken: expect.stringMatching(/^ey/) });
    // The page ran its script under the site's policy, which allows no inline script.
    const served = await page.request.get('/api/dev/idp/google/authorize');
    expect(served.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    const signedIn = await page.request.post('/api/google/auth', { data: { googleToken: message.idToken } });
    expect(await signedIn.json()).toMatchObject({ email: 'ewa.google@example.com' });
  });
});
