import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/*
 * What every team's browser journeys share (`@salon/build/e2e`): the accessibility
 * check, fresh phone numbers, signing a seeded customer in, codes from the development
 * outbox, the map offline, and the page's JSON-LD.
 */

/** The axe-core rule tags of WCAG 2.2 levels A and AA (2.2 adds to 2.1, which adds to 2.0). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe-core violations of the page (or of the part `include` selects), each as one
 * readable line, so `expect(...).toEqual([])` prints what is wrong and where. Waits
 * first for the page's finite animations and transitions (a dialog fading in): colours
 * measured halfway through a fade fail the contrast rule that the settled page passes.
 */
export async function accessibilityViolations(page: Page, { include, tags = WCAG_22_AA }: { include?: string; tags?: string[] } = {}): Promise<string[]> {
  await page.evaluate(() => {
    const settling = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    // Bounded: an animation that never ends must not hang the check.
    return Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
  let builder = new AxeBuilder({ page }).withTags(tags);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A real Polish mobile number of its own per call (`prefix` and six random digits), so
 * the per-phone booking rules of journeys running side by side never meet.
 */
export function uniquePhone(prefix: string): string {
  return `${prefix} ${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0').replace(/(\d{3})(\d{3})/, '$1 $2')}`;
}

/**
 * Signs a seeded customer in (api/src/db/seed/customers.ts, password Salon!2026) and keeps
 * the tokens as the site does, in localStorage, opening `path`. Returns the access token.
 */
export async function signIn(page: Page, email: string, path: string): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { email, password: 'Salon!2026' } });
  expect(response.ok()).toBe(true);
  const { accessToken, refreshToken } = (await response.json()) as { accessToken: string; refreshToken: string };
  await openWithTokens(page, { accessToken, refreshToken }, path);
  return accessToken;
}

/**
 * Opens `path` holding these tokens, as the site keeps them after a sign-in (a token a
 * journey minted for a seeded account, or one the login route gave). The tokens go in on
 * a page of the origin that runs no app code: a guarded page (the profile) opened first
 * would send the visitor home.
 */
export async function openWithTokens(page: Page, tokens: { accessToken: string; refreshToken?: string }, path: string): Promise<void> {
  await page.goto('/config.json');
  await page.evaluate(({ accessToken, refreshToken }) => {
    window.localStorage.setItem('accessToken', accessToken);
    if (refreshToken) window.localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
  await page.goto(path);
}

/**
 * The page's JSON-LD item of `type` (`Article`, `HairSalon`), parsed; undefined while it
 * has none. The site writes one `<script type="application/ld+json">` per item (the
 * page's own, then its breadcrumbs), so a journey picks the one it checks by its type
 * rather than reading the first script. Poll it while the app may still be writing the
 * head: `await expect.poll(() => structuredDataItem(page, 'Article')).toMatchObject(…)`.
 */
export async function structuredDataItem(page: Page, type: string): Promise<Record<string, unknown> | undefined> {
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item['@type'] === type);
}

/**
 * The map's runtime configuration for journeys: mapbox-gl draws nothing without a
 * token, so one of the right shape, and an inline style with only a background, so the
 * real library renders offline without fetching a tile.
 */
export const TEST_MAP_CONFIG = {
  enabled: true,
  accessToken: 'pk.eyJ1IjoidGVzdCIsImEiOiJ0ZXN0In0.test',
  style: JSON.stringify({ version: 8, sources: {}, layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#eae6df' } }] }),
};

/** Serves /config.json with TEST_MAP_CONFIG as its maps, the rest as the gateway has it. */
export async function withTestMap(page: Page): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, maps: TEST_MAP_CONFIG } });
  });
}

interface OutboxMessage {
  recipient: string;
  template: string;
  body: string | null;
  createdAt: string;
}

/**
 * The 4-digit code of the newest message to `recipient` (an e-mail or a phone in any
 * format) with a template starting with `templatePrefix`, created after `since`. Polls
 * briefly: the outbox row is written with the request, but the UI call may still be in
 * flight when the test asks.
 */
export async function readCode(request: APIRequestContext, recipient: string, { since = new Date(0), templatePrefix = 'code.' } = {}): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=5`);
        const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
        const message = messages.find((m) => m.template.startsWith(templatePrefix) && new Date(m.createdAt) >= since);
        code = message?.body?.match(/\b(\d{4})\b/)?.[1] ?? null;
        return code;
      },
      { message: `a code sent to ${recipient}`, timeout: 7_000 },
    )
    .not.toBeNull();
  return code!;
}
