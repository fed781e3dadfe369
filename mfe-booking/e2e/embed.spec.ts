import { expect, test } from '@playwright/test';

/**
 * The booking widget on a partner's page: the demo partner page (deploy/src/partner-page.ts)
 * runs on another origin (E2E_PORT + 1) and embeds the site's booking with one script
 * tag and one `<salon-booking salon-id="M101" lang="en">`.
 */
const SITE = `http://localhost:${Number(process.env.E2E_PORT ?? 8181)}`;
const PARTNER = `http://localhost:${Number(process.env.E2E_PORT ?? 8181) + 1}/`;

test.describe('the booking embed on a partner page', () => {
  test('shows the booking flow in the shadow root, in English, with the API called cross-origin', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${SITE}/api/`)) apiCalls.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(PARTNER);
    const widget = page.locator('salon-booking');
    // Playwright's locators pierce the open shadow root.
    await expect(widget.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(widget.getByRole('heading', { level: 1 })).toHaveText(/[a-z]/i);
    expect(await widget.evaluate((element) => element.shadowRoot?.mode)).toBe('open');
    expect(await widget.evaluate((element) => element.shadowRoot!.querySelector('h1') !== null && element.querySelector('h1') === null)).toBe(true);
    // salon-id went to the API as the booking root's lookup, through CORS.
    await expect.poll(() => apiCalls.some((call) => call.startsWith('200 ') && call.includes('/api/salons/M101'))).toBe(true);
    // The partner's page is untouched: its URL, title and <html lang>.
    expect(page.url()).toBe(PARTNER);
    await expect(page).toHaveTitle('Partner salon page');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
  });

  test('the widget brings its own styles and React, and none of the partner styles leak in', async ({ page }) => {
    await page.goto(PARTNER);
    const widget = page.locator('salon-booking');
    await expect(widget.getByRole('heading', { level: 1 })).toBeVisible();
    const styles = await widget.evaluate((element) => {
      const shadow = element.shadowRoot!;
      const host = getComputedStyle(element);
      const heading = getComputedStyle(shadow.querySelector('h1')!);
      return {
        shadowStyleTags: shadow.querySelectorAll('style').length,
        documentStyledTags: document.querySelectorAll('style[data-styled]').length,
        hostFont: host.fontFamily,
        hostColor: host.color,
        headingFont: heading.fontFamily,
        partnerFont: getComputedStyle(document.getElementById('partner-text')!).fontFamily,
      };
    });
    expect(styles.shadowStyleTags).toBeGreaterThan(0);
    expect(styles.documentStyledTags).toBe(0);
    // The site's theme (system UI font, dark plum text), not the partner's Georgia and blue.
    expect(styles.hostFont).toMatch(/system-ui/);
    expect(styles.hostColor).toBe('rgb(42, 31, 38)');
    expect(styles.headingFont).toMatch(/Palatino|Georgia/);
    expect(styles.partnerFont).toMatch(/Georgia/);

    // The partner page has no React and no federation host: the widget's own copies are shared.
    const react = await page.evaluate(() => {
      const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { from?: string; loaded?: boolean }>>>> } })
        .__FEDERATION__?.__SHARE__;
      const found: string[] = [];
      for (const scopes of Object.values(share ?? {})) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          if (pkg === 'react') for (const entry of Object.values(versions)) found.push(String(entry.from));
        }
      }
      return { found, reactGlobal: 'React' in window };
    });
    expect(react.found).toContain('booking');
    expect(react.reactGlobal).toBe(false);
  });

  test('moving between steps keeps the partner URL; a link out of the flow opens the site in a new tab', async ({ page, context }) => {
    await page.goto(PARTNER);
    const widget = page.locator('salon-booking');
    const heading = widget.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const historyBefore = await page.evaluate(() => history.length);
    // salon-id M101 is found, so the booking root has already moved on to the service step.
    await expect(widget.getByRole('navigation').last().getByRole('link').first()).toBeVisible();
    await widget.getByRole('navigation').last().getByRole('link').first().click();
    await expect(heading).toBeVisible();
    expect(page.url()).toBe(PARTNER);
    // The memory router adds no entry to the partner's history.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    const home = widget.getByRole('navigation').first().getByRole('link').first();
    const [tab] = await Promise.all([context.waitForEvent('page'), home.click()]);
    await tab.waitForLoadState('domcontentloaded');
    // The breadcrumb's home link is the site's root, which the gateway sends to /home.
    expect(tab.url()).toBe(`${SITE}/home`);
    await tab.close();
    expect(page.url()).toBe(PARTNER);
    await expect(heading).toBeVisible();
  });

  test('the loader is served at a stable URL of the site and the API refuses other origins', async ({ request }) => {
    const loader = await request.get(`${SITE}/embed/booking.js`);
    expect(loader.status()).toBe(200);
    expect(loader.headers()['cache-control']).toBe('no-cache');
    expect((await loader.body()).length).toBeLessThan(4096);
    const allowed = await request.get(`${SITE}/api/health`, { headers: { Origin: PARTNER.replace(/\/$/, '') } });
    expect(allowed.headers()['access-control-allow-origin']).toBe(PARTNER.replace(/\/$/, ''));
    const refused = await request.get(`${SITE}/api/health`, { headers: { Origin: 'http://evil.example' } });
    expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
