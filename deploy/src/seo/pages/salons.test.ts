import type { Language } from '@salon/contracts/languages';
import { allSalons, cityAreas, krakowDetails, openingHours, salonDetails, salonPrices } from '@salon/seo/salons/test-fixtures';
import { NASTY_NAME } from '@salon/seo/test-support';
import { renderPage } from './index.ts';
import { salonsRoutes } from './salons.ts';
import { fakeApi, testContext } from './test-support.ts';

const HOURS_PATH = '/api/opening-hours?salonId=M101&dateFrom=2026-11-28&dateTo=2026-12-05';

const defaultBodies = (): Record<string, unknown> => ({
  '/api/salons/M101': salonDetails(),
  '/api/salon-prices/M101': salonPrices(),
  [HOURS_PATH]: openingHours(),
  '/api/cities': cityAreas(),
  '/api/cities/krakow': krakowDetails(),
  '/api/salons': allSalons(),
});

function render(pathname: string, { language = 'pl', bodies = defaultBodies() }: { language?: Language; bodies?: Record<string, unknown> } = {}) {
  const api = fakeApi(bodies);
  const onError = jest.fn();
  return { page: renderPage(testContext(pathname, { language, api }), { routes: salonsRoutes, onError }), calls: api.calls, onError };
}

/** The last item of a page's breadcrumbs: the page itself, as its canonical link names it. */
const lastCrumb = (data: unknown) => (data as { itemListElement: { item: string }[] }).itemListElement.at(-1)?.item;

beforeEach(() => {
  // Saturday 28 November 2026, 10:00 in Warsaw (luxon's now): the hours asked are the 28th to 5 December.
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-28T09:00:00Z'));
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('a salon’s page', () => {
  it('reads the salon, its prices (version 4) and the shown days’ hours in the page’s language, as the remote does', async () => {
    const { page, calls } = render('/salony/M101', { language: 'en' });
    await page;
    expect(calls).toEqual([
      { path: '/api/salons/M101', options: { language: 'en' } },
      { path: '/api/salon-prices/M101', options: { language: 'en', apiVersion: 4 } },
      { path: HOURS_PATH, options: { language: 'en' } },
    ]);
  });

  it('has its head and facts in Polish', async () => {
    const served = await render('/salony/M101').page;
    expect(served?.head).toMatchObject({
      title: 'Warszawa Puławska – Warszawa',
      description: expect.stringMatching(/^Warszawa Puławska: ul\. Puławska 12, 02-566 Warszawa\. W ofercie: fryzjerstwo i kosmetyka\./),
      image: { url: '/api/images/salons/M101-1/5_3.webp?w=1280', width: 1280, height: 768, type: 'image/webp' },
      openGraphType: 'website',
    });
    const [business, breadcrumbs] = served?.head.structuredData ?? [];
    expect(business).toMatchObject({ '@type': 'HairSalon', address: { addressCountry: 'PL' }, openingHoursSpecification: expect.any(Array) });
    expect(lastCrumb(breadcrumbs)).toBe('https://www.example.pl/salony/M101');
    const facts = served?.facts?.value ?? '';
    expect(facts).toMatch(/^<h1>Warszawa Puławska<\/h1>/);
    expect(facts).toContain('<a href="tel:+48221001010">+48 22 100 10 10</a>');
    expect(facts).toContain('<th scope="row">sobota, 28 listopada</th><td>09:00–16:00</td>');
    expect(facts).toContain('<th scope="row">Strzyżenie damskie</th><td><s>130,00\u00a0zł</s> 110,00\u00a0zł</td>');
    expect(facts).toContain('<a href="/rezerwacja/miasto">Zarezerwuj wizytę online</a>');
  });

  it('has its head and facts in English, under the English address', async () => {
    const served = await render('/salony/M101', { language: 'en' }).page;
    expect(served?.head.description).toMatch(/Services: hairdressing and beauty treatments\. Google rating 4\.6\/5 \(312 reviews\)\./);
    expect(lastCrumb(served?.head.structuredData?.[1])).toBe('https://www.example.pl/salony/M101?lang=en');
    expect(served?.facts?.value).toContain('<td><s>PLN\u00a0130.00</s> PLN\u00a0110.00</td>');
    expect(served?.facts?.value).toContain('<h2>Opening hours</h2>');
  });

  it('keeps its head and other facts when the prices and hours fail', async () => {
    const bodies = { ...defaultBodies(), '/api/salon-prices/M101': new Error('500'), [HOURS_PATH]: new Error('500') };
    const served = await render('/salony/M101', { bodies }).page;
    expect(served?.head.title).toBe('Warszawa Puławska – Warszawa');
    expect(served?.facts?.value).not.toMatch(/Cennik|Godziny otwarcia/);
  });

  it('is not served for an unknown or a disabled salon', async () => {
    expect(await render('/salony/M999').page).toBeUndefined();
    expect(await render('/salony/M101', { bodies: { ...defaultBodies(), '/api/salons/M101': salonDetails({ enabled: false }) } }).page).toBeUndefined();
  });

  it('writes a name that tries to break out as text only', async () => {
    const bodies = { ...defaultBodies(), '/api/salons/M101': salonDetails({ name: NASTY_NAME }) };
    const served = await render('/salony/M101', { bodies }).page;
    expect(served?.facts?.value).not.toMatch(/<script|<\/script|<b>|"Ola"|'Ala'/);
    expect(served?.facts?.value).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;</h1>');
    // The head keeps it as data: the gateway escapes it for each place it writes it (head-tags.ts).
    expect(served?.head.title).toBe(`${NASTY_NAME} – Warszawa`);
  });
});

describe('a city’s page', () => {
  it('reads the city and the salons, and lists the city’s salons in Polish', async () => {
    const { page, calls } = render('/salony/krakow');
    const served = await page;
    expect(calls.map((call) => call.path)).toEqual(['/api/cities/krakow', '/api/salons']);
    expect(served?.head).toMatchObject({
      title: 'Salony fryzjerskie w Krakowie',
      description: '2 salony fryzjerskie w Krakowie: adresy, oceny klientów w Google i rezerwacja wizyty online.',
      image: { url: '/api/images/salons/M202-1/5_3.webp?w=1280', width: 1280, height: 768 },
    });
    expect(lastCrumb(served?.head.structuredData?.[0])).toBe('https://www.example.pl/salony/krakow');
    expect(served?.facts?.value).toContain('<h1>Salony fryzjerskie w Krakowie</h1><p>Trzy salony w Krakowie.</p>');
    expect(served?.facts?.value).toContain('<li><a href="/salony/M202">Kraków Floriańska</a>, ul. Floriańska 12, 31-019 Kraków</li>');
    expect(served?.facts?.value).toContain('<h2>Dojazd</h2><p>Tramwajem.</p>');
  });

  it('speaks English under the English address', async () => {
    const bodies = { ...defaultBodies(), '/api/cities/krakow': krakowDetails({ inCity: 'in Kraków' }) };
    const served = await render('/salony/krakow', { language: 'en', bodies }).page;
    expect(served?.head.title).toBe('Hair salons in Kraków');
    expect(served?.facts?.value).toContain('<h2>Our salons in Kraków</h2>');
    expect(lastCrumb(served?.head.structuredData?.[0])).toBe('https://www.example.pl/salony/krakow?lang=en');
  });

  it('is not served for an unknown city or what cannot be a city’s slug, which it does not ask about', async () => {
    expect(await render('/salony/opole').page).toBeUndefined();
    const { page, calls } = render('/salony/Krak%C3%B3w');
    expect(await page).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('writes the city’s copy and its salons’ names as text only', async () => {
    const bodies = {
      ...defaultBodies(),
      '/api/cities/krakow': krakowDetails({ name: NASTY_NAME, seo: { mainContent: NASTY_NAME, paragraphs: [{ title: NASTY_NAME, content: NASTY_NAME }] } }),
      '/api/salons': allSalons().map((salon) => ({ ...salon, name: NASTY_NAME })),
    };
    const served = await render('/salony/krakow', { bodies }).page;
    expect(served?.facts?.value).not.toMatch(/<script|<\/script|<b>|"Ola"|'Ala'/);
  });
});

describe('the salon list', () => {
  it('links every city with salons, in Polish and in English', async () => {
    const pl = await render('/salony').page;
    expect(pl?.head).toMatchObject({ title: 'Salony fryzjerskie w całej Polsce', openGraphType: 'website' });
    expect(pl?.facts?.value).toContain('<h1>Salony</h1>');
    expect(pl?.facts?.value).toContain('<ul><li><a href="/salony/warszawa">Warszawa</a></li><li><a href="/salony/krakow">Kraków</a></li></ul>');
    const en = await render('/salony', { language: 'en' }).page;
    expect(en?.head.title).toBe('Hair salons across Poland');
    expect(lastCrumb(en?.head.structuredData?.[0])).toBe('https://www.example.pl/salony?lang=en');
  });

  it('is served without its cities when they cannot be read, and writes their names as text', async () => {
    const failed = await render('/salony', { bodies: { '/api/cities': new Error('500') } }).page;
    expect(failed?.facts?.value).not.toContain('<ul>');
    const nasty = await render('/salony', { bodies: { '/api/cities': cityAreas().map((city) => ({ ...city, name: NASTY_NAME })) } }).page;
    expect(nasty?.facts?.value).not.toMatch(/<script|<b>|"Ola"/);
  });
});
