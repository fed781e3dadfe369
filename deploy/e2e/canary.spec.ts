import { expect, test, type Browser } from '@playwright/test';
import { inCanary, newVisitorId } from '@salon/contracts/canary';
import { ownJobsReleaseSite, type OwnSite } from './gateway-process.ts';

/**
 * A canary as visitors meet it (decision 0038), on a store and gateway of its own: half
 * of the visitors get the new jobs release, each always the same one, page after page;
 * rollback ends it for everyone on their next page load.
 */
test.describe('a canary of one remote', () => {
  let site: OwnSite;
  const deploy = (...args: string[]) => site.deploy(...args);
  const ids = Array.from({ length: 100 }, () => newVisitorId());
  const inside = ids.find((id) => inCanary('jobs', 50, id))!;
  const outside = ids.find((id) => !inCanary('jobs', 50, id))!;

  test.beforeAll(async () => {
    site = await ownJobsReleaseSite('salon-canary-store-');
  });
  test.afterAll(async () => site?.close());

  /** A visitor of its own (a browser context), with the given id or none yet, on a phone or a desktop. */
  async function visitor(browser: Browser, id: string | undefined, width: number) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    if (id) await context.addCookies([{ name: 'salon_visitor', value: id, url: site.baseURL }]);
    const page = await context.newPage();
    const heading = async () => {
      await page.goto(`${site.baseURL}/pracuj-z-nami`);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(/^Pracuj z nami/);
      return h1.textContent();
    };
    return { context, page, heading };
  }

  test('each visitor keeps the version drawn for it; status shows the split; rollback ends it', async ({ browser }) => {
    test.setTimeout(120_000);
    const published = deploy('publish', 'jobs', '--from', site.changedJobs, '--canary', '50');
    const canary = /published (v2-[0-9a-f]{8}) as a canary for 50 %/.exec(published)?.[1];
    expect(canary, published).toBeTruthy();
    expect(deploy('status')).toMatch(new RegExp(`^jobs +v1-\\w+ .* ${canary} for 50 % \\(v1-\\w+ for 50 %\\) since `, 'm'));

    const lucky = await visitor(browser, inside, 390);
    const other = await visitor(browser, outside, 1280);
    for (let load = 0; load < 2; load++) {
      expect(await lucky.heading()).toBe('Pracuj z nami – wersja 2');
      expect(await other.heading()).toBe('Pracuj z nami');
    }
    // What the shell loaded is what the registry's canary names, nothing of the other version.
    const loaded = (page: typeof lucky.page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/remotes/jobs/')));
    expect((await loaded(lucky.page)).every((url) => url.includes(`/remotes/jobs/${canary}/`))).toBe(true);
    expect((await loaded(other.page)).some((url) => url.includes(canary!))).toBe(false);

    // A first visit is given its id with the page, and the draw follows it.
    const first = await visitor(browser, undefined, 390);
    const seen = await first.heading();
    const given = (await first.context.cookies(site.baseURL)).find((c) => c.name === 'salon_visitor')?.value;
    expect(given).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen).toBe(inCanary('jobs', 50, given) ? 'Pracuj z nami – wersja 2' : 'Pracuj z nami');
    expect(await first.heading()).toBe(seen);

    expect(deploy('rollback', 'jobs')).toContain(`jobs: canary ${canary} ended`);
    expect(await lucky.heading()).toBe('Pracuj z nami');
    for (const v of [lucky, other, first]) await v.context.close();
  });
});
