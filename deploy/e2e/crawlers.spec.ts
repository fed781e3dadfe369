import { expect, test } from '@playwright/test';
import type { Sitemap } from '@salon/contracts/sitemap-api';

/*
 * The site as a crawler reads it, without a browser (issue 23, decision 0034): robots.txt
 * and the sitemap made by the gateway from the real API's seeded data.
 */
test.describe('what crawlers read', () => {
  test('robots.txt keeps them out of the private pages and names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const robots = await response.text();
    for (const line of ['User-agent: *', 'Allow: /rezerwacja/miasto', 'Disallow: /profil', 'Disallow: /wizyty', 'Disallow: /rezerwacja/', 'Disallow: /api/', `Sitemap: ${baseURL}/sitemap.xml`]) {
      expect(robots.split('\n')).toContain(line);
    }
  });

  test('the sitemap lists every salon, city, article and offer the API has, and each one is a page', async ({ request, baseURL }) => {
    const data = (await (await request.get('/api/sitemap')).json()) as Sitemap;
    expect(data.salons.length).toBeGreaterThan(10);
    expect(data.offers.length).toBeGreaterThan(0);
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const offerCities = new Set(data.offers.map((offer) => offer.citySlug)).size;
    // The shell's five pages, the booking's first step, then each section's list and its items.
    const expected =
      5 + 1 + (1 + data.cities.length + data.salons.length) + (1 + data.blogCategories.length + data.articles.length) + (1 + offerCities + data.offers.length) + (1 + data.products.length + data.vouchers.length);
    expect(locations).toHaveLength(expected);
    expect(locations).toContain(`${baseURL}/salony/${data.salons[0]!.id}`);
    expect(locations).toContain(`${baseURL}/pracuj-z-nami/${data.offers[0]!.id}`);
    for (const location of locations) expect(location.startsWith(`${baseURL}/`)).toBe(true);
    // Every listed address is a page of the site, served as HTML with its own head and
    // facts, read as a crawler running no JavaScript reads them.
    const { brand } = (await (await request.get('/config.json')).json()) as { brand: string };
    const titles = new Map<string, string>();
    for (const location of locations) {
      const page = await request.get(location, { headers: { accept: 'text/html' }, maxRedirects: 0 });
      expect([location, page.status()]).toEqual([location, 200]);
      expect(page.headers()['content-type']).toContain('text/html');
      const served = readServedPage(await page.text());
      expect([location, served.title.endsWith(` | ${brand}`)]).toEqual([location, true]);
      expect([location, titles.get(served.title)]).toEqual([location, undefined]);
      titles.set(served.title, location);
      expect([location, served.meta('name', 'description')?.length ?? 0]).not.toEqual([location, 0]);
      expect([location, served.meta('property', 'og:title')]).not.toEqual([location, undefined]);
      expect([location, served.types.length]).not.toEqual([location, 0]);
      expect([location, /<noscript><h1>/.test(served.html)]).toEqual([location, true]);
    }
  });

  test('a salon, an article and an offer carry their facts and structured data in the served HTML', async ({ request, baseURL }) => {
    const data = (await (await request.get('/api/sitemap')).json()) as Sitemap;
    const raw = async (path: string) => readServedPage(await (await request.get(path, { headers: { accept: 'text/html' } })).text());

    const salonId = data.salons[0]!.id;
    const salon = (await (await request.get(`/api/salons/${salonId}`)).json()) as { name: string; phone: string };
    const salonPage = await raw(`/salony/${salonId}?lang=en`);
    const business = salonPage.items.find((item) => item['@type'] === 'HairSalon' || item['@type'] === 'BeautySalon');
    expect(business).toMatchObject({ name: salon.name, url: `${baseURL}/salony/${salonId}`, address: { addressCountry: 'PL' }, geo: { '@type': 'GeoCoordinates' } });
    expect(salonPage.types).toContain('BreadcrumbList');
    expect(salonPage.noscript).toContain(salon.name);
    expect(salonPage.noscript).toContain(`href="tel:`);
    expect(Number(salonPage.meta('property', 'og:image:width'))).toBeGreaterThan(0);

    const article = data.articles[0]!;
    const articlePage = await raw(`/blog/${article.categorySlug}/${article.slug}`);
    expect(articlePage.types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
    expect(articlePage.meta('property', 'og:type')).toBe('article');
    const headline = String(articlePage.items.find((item) => item['@type'] === 'Article')?.headline);
    expect(articlePage.noscript).toContain(`<h1>${headline.replace(/&/g, '&amp;')}</h1>`);

    const offerPage = await raw(`/pracuj-z-nami/${data.offers[0]!.id}`);
    expect(offerPage.types).toEqual(expect.arrayContaining(['JobPosting', 'BreadcrumbList']));
    expect(offerPage.items.find((item) => item['@type'] === 'JobPosting')).toMatchObject({ hiringOrganization: { '@type': 'Organization' }, jobLocation: { address: { addressCountry: 'PL' } } });

    const home = await raw('/home');
    expect(home.items.find((item) => item['@type'] === 'Organization')).toMatchObject({ logo: expect.stringMatching(/^http/) });
  });

  test('a page that is not there answers 404 or a 301 to where the site sends the customer', async ({ request }) => {
    const get = (path: string) => request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
    const home = await get('/?lang=en');
    expect(home.status()).toBe(301);
    expect(home.headers().location).toBe('/home?lang=en');
    const unknownSalon = await get('/salony/M99999');
    expect(unknownSalon.status()).toBe(301);
    expect(unknownSalon.headers().location).toBe('/salony');
    for (const path of ['/salony/atlantyda', '/nie-ma-takiej-strony', '/sklep/produkt/nie-ma']) {
      const response = await get(path);
      expect([path, response.status()]).toEqual([path, 404]);
      expect(await response.text()).toContain('<div id="root">');
    }
    expect((await get('/pracuj-z-nami/ffffffffffffffffffffffff')).headers().location).toBe('/pracuj-z-nami');
  });

  test('a customer who follows a dead link still sees the site', async ({ page }) => {
    await page.goto('/salony/atlantyda');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/nie-ma-takiej-strony');
    await expect(page).toHaveURL(/\/home$/);
  });
});

/** What a crawler finds in a served page: its title, meta tags, JSON-LD items and facts. */
function readServedPage(html: string) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const items = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  return {
    html,
    title,
    items,
    types: items.map((item) => String(item['@type'])),
    noscript: /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? '',
    meta: (attribute: 'name' | 'property', key: string) => new RegExp(`<meta ${attribute}="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1],
  };
}
