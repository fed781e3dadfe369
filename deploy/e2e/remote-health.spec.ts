import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_OPS_KEY } from '../../playwright.config.ts';

/**
 * Remote health end to end (decision 0038): the shell counts the page views that loaded
 * a remote and those it failed in, sends them to POST /api/remote-health, and the deploy
 * watcher reads them back per version with its OPS key. Other journeys load the jobs
 * remote at the same time, so each check compares with the counts before.
 */
test.describe('remote health', () => {
  async function jobsCounts(request: APIRequestContext, version: string) {
    const res = await request.get('/api/remote-health?remote=jobs&windowSeconds=300', { headers: { 'x-api-key': E2E_OPS_KEY } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { versions: Array<{ version: string; loads: number; loadFailures: number; renderErrors: number }> };
    return body.versions.find((v) => v.version === version) ?? { loads: 0, loadFailures: 0, renderErrors: 0 };
  }

  test('a page view of a remote, and one where its code does not load, are counted under its live version', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const version = ((await (await request.get('/registry.json')).json()) as { remotes: { jobs: { version: string } } }).remotes.jobs.version;
    const before = await jobsCounts(request, version);

    await page.goto('/pracuj-z-nami');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pracuj z nami');
    await expect.poll(async () => (await jobsCounts(request, version)).loads, { timeout: 15_000 }).toBeGreaterThan(before.loads);

    // The remote's entry cannot be fetched: the shell shows its fallback and counts a load failure.
    const failuresBefore = (await jobsCounts(request, version)).loadFailures;
    await page.route(`**/remotes/jobs/${version}/remoteEntry.js`, (route) => route.abort());
    await page.goto('/pracuj-z-nami');
    await expect(page.getByRole('heading', { name: 'Nie udało się wczytać tej części strony' })).toBeVisible();
    await expect.poll(async () => (await jobsCounts(request, version)).loadFailures, { timeout: 15_000 }).toBeGreaterThan(failuresBefore);
  });

  test('the counts are for the watcher only: no key, no answer', async ({ request }) => {
    expect((await request.get('/api/remote-health?remote=jobs')).status()).toBe(401);
  });
});
