import { expect, test } from '@playwright/test';
import { PASSWORD, mintAccessToken } from './support.ts';

/*
 * The session across remotes, on the composed site and the real API: an expired access
 * token is refreshed once for every remote calling at the same moment, and an account
 * that became inactive is signed out with the notice.
 */

const ANNA = { id: '00000000-0000-4000-8000-0000000c0001', email: 'anna.kowalska@example.com' };

test('an expired access token is refreshed once while two remotes call the API at the same moment', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: { email: ANNA.email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const { refreshToken } = (await login.json()) as { refreshToken: string };
  // Expired a minute ago: every call the page makes is answered 401 first.
  const expired = await mintAccessToken(ANNA.id, -60);

  // The refresh answers after a moment, so every remote's first call of the page meets
  // the expired token while it is under way (as on a slow network), and must wait for it.
  await page.route('**/api/login/refresh', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const refreshes: string[] = [];
  const unauthorized: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login/refresh')) refreshes.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 401 && response.url().includes('/api/')) unauthorized.push(new URL(response.url()).pathname);
  });

  // The tokens go in on a page of the origin that runs no app code: on /home the shell
  // could start its session with them before the next page and leave a refresh in flight.
  await page.goto('/config.json');
  await page.evaluate(
    ([access, refresh]) => {
      window.localStorage.setItem('accessToken', access!);
      window.localStorage.setItem('refreshToken', refresh!);
    },
    [expired, refreshToken],
  );
  // The area step: the shell loads the profile and the booking remote the last visit, together.
  await page.goto('/rezerwacja/miasto');
  await expect(page.getByRole('region', { name: 'Twoja ostatnia wizyta' })).toBeVisible();

  expect(new Set(unauthorized).size, `calls answered 401: ${unauthorized.join(', ')}`).toBeGreaterThanOrEqual(2);
  expect(refreshes).toHaveLength(1);
  const stored = await page.evaluate(() => [window.localStorage.getItem('accessToken'), window.localStorage.getItem('refreshToken')]);
  expect(stored[0]).not.toBe(expired);
  expect(stored[1]).not.toBe(refreshToken);
});
