import { REGISTRY_ELEMENT_ID } from '@salon/contracts/registry';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTE_NAMES } from '@salon/contracts';
import { ROOT, ownJobsReleaseSite, type OwnSite } from './gateway-process.ts';

/**
 * Ops' journey on its own store and gateway (other tests keep theirs): publish a changed
 * build of one remote, see it, roll it back, see the old one, the shell untouched.
 */
test.describe('publish and rollback of one remote', () => {
  let site: OwnSite;
  const deploy = (...args: string[]) => site.deploy(...args);

  test.beforeAll(async () => {
    site = await ownJobsReleaseSite('salon-store-');
  });
  test.afterAll(async () => site?.close());

  test('rollback takes effect on the next page load with nothing rebuilt', async ({ page, request }) => {
    // Four CLI runs (each a tsx start-up of several seconds on a loaded machine) and four
    // page loads: more than one page’s journey.
    test.setTimeout(90_000);
    const heading = page.getByRole('heading', { level: 1 });
    // The shell's page without the registry the gateway writes into it (decision 0032).
    const registryBlock = new RegExp(`<script type="application/json" id="${REGISTRY_ELEMENT_ID}">(.*?)</script>`);
    const shellPage = async () => {
      const html = await (await request.get(`${site.baseURL}/home`)).text();
      return { shell: html.replace(registryBlock, ''), registry: JSON.parse(registryBlock.exec(html)![1]!) as { remotes: Record<string, { version: string }> } };
    };
    const shellBefore = (await shellPage()).shell;

    await page.goto(`${site.baseURL}/pracuj-z-nami`);
    await expect(heading).toHaveText('Pracuj z nami');
    const liveBefore = (await (await request.get(`${site.baseURL}/registry.json`)).json()).remotes.jobs.version;

    const published = deploy('publish', 'jobs', '--from', site.changedJobs);
    const v2 = /v2-[0-9a-f]{8}/.exec(published)?.[0];
    expect(v2, published).toBeTruthy();
    await page.reload();
    await expect(heading).toHaveText('Pracuj z nami – wersja 2');

    deploy('rollback', 'jobs');
    const registry = await (await request.get(`${site.baseURL}/registry.json`)).json();
    expect(registry.remotes.jobs.version).toBe(liveBefore);
    await page.reload();
    await expect(heading).toHaveText('Pracuj z nami');

    // The shell is the same document throughout, its page carries the registry rolled
    // back, and the other remotes did not move.
    const after = await shellPage();
    expect(after.shell).toBe(shellBefore);
    expect(after.registry.remotes.jobs!.version).toBe(liveBefore);
    for (const remote of REMOTE_NAMES.filter((r) => r !== 'jobs')) {
      expect(registry.remotes[remote].version).toMatch(/^v1-/);
    }

    // Status shows what is live; promote brings the newer release back without a build.
    expect(deploy('status')).toMatch(new RegExp(`jobs\\s+${liveBefore}`));
    deploy('promote', 'jobs', v2!);
    await page.reload();
    await expect(heading).toHaveText('Pracuj z nami – wersja 2');
  });

  test('publishing a build without the exposed module the shell needs is refused', () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'salon-broken-'));
    try {
      cpSync(path.join(ROOT, 'mfe-jobs', 'dist'), broken, { recursive: true });
      const manifestPath = path.join(broken, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      manifest.exposes = [];
      writeFileSync(manifestPath, JSON.stringify(manifest));
      expect(() => deploy('publish', 'jobs', '--from', broken)).toThrow(/\.\/routes/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
