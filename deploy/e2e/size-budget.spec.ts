import { expect, test } from '@playwright/test';
import { measureFirstLoad } from '../bench/collect-scripts.ts';
import { SIZE_BUDGETS } from '../src/size-budgets.ts';

/*
 * The size budget (issue 20): the JavaScript a first visit of each page downloads, gzip
 * level 9, summed over the files Chromium fetched until the network was idle. Sizes of
 * the built files, not timings: the same build gives the same figure on any machine.
 * The budgets live in deploy/src/size-budgets.ts, which a change must edit on purpose.
 */
const KIB = 1024;

for (const { path, budgetKiB } of SIZE_BUDGETS) {
  test(`a first visit of ${path} downloads at most ${budgetKiB} KiB of JavaScript (gzip)`, async ({ page }) => {
    const load = await measureFirstLoad(page, path);
    // The page really showed (an error page would download less).
    await expect(page.locator('h1').first()).toBeVisible();
    const largest = [...load.files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8)
      .map((file) => `${new URL(file.url).pathname} ${(file.gzip / KIB).toFixed(1)} KiB`)
      .join('\n  ');
    expect(load.total / KIB, `${path}: ${(load.total / KIB).toFixed(1)} KiB in ${load.files.length} files; the largest:\n  ${largest}`).toBeLessThanOrEqual(budgetKiB);
  });
}
