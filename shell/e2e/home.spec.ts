import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '@salon/build/e2e';

/*
 * The home page against the real API: the blog remote's banners, videos, teaser and
 * (on phones) slider around the shell's own heading and tiles, at a phone's and a
 * desktop's width; and the page without the blog remote.
 */

const banners = (page: Page) => page.getByRole('region', { name: 'Polecamy' });
const videos = (page: Page) => page.getByRole('region', { name: 'Filmy z naszych salonów' });
const teaser = (page: Page) => page.getByRole('region', { name: 'Z naszego bloga' });
const slider = (page: Page) => page.getByRole('region', { name: 'Polecane artykuły' });
/** Hosts other than the site itself that the page asked for. */
function thirdPartyRequests(page: Page): string[] {
  const hosts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== 'localhost' && url.protocol !== 'data:') hosts.push(url.hostname);
  });
  return hosts;
}

for (const width of [390, 1280]) {
  test.describe(`home page at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('shows the banners, the salons tile, the videos and the 12 newest posts from the API, and passes axe', async ({ page }) => {
      const thirdParty = thirdPartyRequests(page);
      const preloadWarnings: string[] = [];
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
      });
      // Nothing of YouTube may load here: the player's frame is allowed to fail.
      await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
      await page.goto('/home');
      await expect(page).toHaveTitle(/ \| Kosmyk$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Umów wizytę', exact: true })).toHaveAttribute('href', '/rezerwacja');
      await expect(page.getByRole('link', { name: 'Zobacz salony' })).toHaveAttribute('href', '/salony');

      // Banners: links named by their titles; the first picture is loaded, in a modern format, and fetched once (the preload is used).
      await expect(banners(page)).toBeVisible();
      const first = banners(page).getByRole('img').first();
      await expect(first).toBeVisible();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
      const source = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(source).toMatch(width < 720 ? /\/5_3\.avif(\?w=\d+)?$/ : /\/17_6\.avif(\?w=\d+)?$/);
      expect(await page.evaluate((url) => performance.getEntriesByName(url).length, source)).toBe(1);
      // The shell preloaded that very picture as soon as it knew the banners.
      const preloaded = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) =>
        links.flatMap((link) => (link.getAttribute('imagesrcset') ?? '').split(', ').map((entry) => new URL(entry.split(' ')[0]!, location.href).href)),
      );
      expect(preloaded).toContain(source);
      const alt = await first.getAttribute('alt');
      expect(alt).toBeTruthy();
      await expect(banners(page).getByRole('link', { name: alt! }).first()).toBeVisible();
      await expect(banners(page).getByText(alt!).first()).toBeVisible();
      const slides = banners(page).getByRole('group');
      if ((await slides.count()) > 1) {
        await banners(page).getByRole('button', { name: 'Następny baner' }).click();
        await expect(banners(page).getByRole('button', { name: /^Pokaż baner 2 z/ })).toHaveAttribute('aria-current', 'true');
      }

      // Videos: thumbnails only until a click creates the player in place.
      await expect(videos(page)).toBeVisible();
      const play = videos(page).getByRole('button', { name: /^Odtwórz film: / }).first();
      await play.scrollIntoViewIfNeeded();
      // The thumbnail is decorative (alt=""): the button's name says what it plays.
      await expect(play.locator('img')).toBeVisible();
      await expect(page.locator('main iframe, main video')).toHaveCount(0);
      expect(thirdParty).toEqual([]);
      await play.click();
      await expect(videos(page).locator('iframe, video')).toHaveCount(1);

      // The teaser: the 12 newest posts, each linking to its article, and the way to the blog.
      const titles = teaser(page).getByRole('heading', { level: 3 }).getByRole('link');
      await expect(titles).toHaveCount(12);
      for (const href of await titles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(/^\/blog\/[\w-]+\/[\w-]+$/);
      }
      await expect(teaser(page).getByRole('link', { name: 'Zobacz wszystkie artykuły' })).toHaveAttribute('href', '/blog');

      // The suggested-posts slider is for phones only.
      if (width < 789) {
        await expect(slider(page).getByRole('article').first()).toBeVisible();
      } else {
        await expect(slider(page)).toHaveCount(0);
      }

      expect(await accessibilityViolations(page)).toEqual([]);
      // Chromium warns about a preload nobody used (the wrong size, format or variant).
      expect(preloadWarnings).toEqual([]);
    });
  });
}

test('a teaser card opens its article', async ({ page }) => {
  await page.goto('/home');
  const link = teaser(page).getByRole('heading', { level: 3 }).first().getByRole('link');
  const title = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/blog\/[\w-]+\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('without the blog remote the home page leaves its widgets out and the rest works', async ({ page }) => {
  await page.route('**/remotes/blog/**', (route) => route.abort());
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The skeletons give way to nothing: no error box, no retry on the home page.
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  await expect(banners(page)).toHaveCount(0);
  await expect(teaser(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Spróbuj ponownie' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Zobacz salony' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salony' })).toBeVisible();
});
