import { serializeJsonLd } from '@salon/contracts/page-head';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@salon/contracts/runtime-config';
import type { ShopProduct, ShopVoucher } from '@salon/contracts/shop-api';
import { NASTY_NAME, TEST_CONFIG, TEST_ORIGIN as ORIGIN } from '@salon/seo/test-support';
import { renderPage, type PageContext, type ServedPage } from './index.ts';
import { siteRoutes } from './site.ts';
import { fakeApi, testContext } from './test-support.ts';

const KOSMYK: RuntimeConfig = {
  ...TEST_CONFIG,
  company: { name: 'Kosmyk sp. z o.o.', street: 'ul. Prosta 20', postcode: '00-850', city: 'Warszawa', nip: '5253000123', krs: '0000814327' },
  contact: { phone: '+48 22 290 40 40', customerServiceEmail: 'kontakt@kosmyk.pl', recruitmentEmail: null },
  links: {
    ...DEFAULT_RUNTIME_CONFIG.links,
    social: { facebook: 'https://www.facebook.com/kosmyk', instagram: null, youtube: 'https://www.youtube.com/@kosmyk', pinterest: null, tiktok: null },
  },
};

const PRODUCT: ShopProduct = {
  kind: 'product',
  id: 'a0000000-0000-4000-8000-000000000004',
  name: 'Szampon 4',
  brand: { id: 'loreal-professionnel', name: 'L’Oréal Professionnel' },
  line: 'Absolut Repair',
  category: { id: 'wlosy', name: 'Włosy' },
  type: { id: 'szampon', name: 'Szampon' },
  volumeMl: 250,
  price: 4499,
  description: 'Szampon do włosów zniszczonych.\n\nStosuj na mokre włosy.',
  images: [{ photo: 'product-4', alt: 'Butelka szamponu', width: 1200, height: 1500 }],
  favourite: false,
};

const VOUCHER: ShopVoucher = {
  kind: 'voucher',
  id: 'b0000000-0000-4000-8000-000000000001',
  name: 'Karnet: 5 × modelowanie',
  description: 'Pięć wizyt na modelowanie włosów.',
  price: 45000,
  services: [{ name: 'Modelowanie' }, { name: 'Mycie włosów' }],
  entries: 5,
  validityMonths: 12,
  images: [{ photo: 'voucher-1', alt: 'Karta vouchera', width: 640, height: 384 }],
};

/** The page the site's routes serve for `context`; an API failure fails the test. */
async function render(context: PageContext): Promise<ServedPage | undefined> {
  return renderPage(context, {
    routes: siteRoutes,
    onError: (error) => {
      throw error;
    },
  });
}

async function serve(pathname: string, options: Parameters<typeof testContext>[1] = {}): Promise<ServedPage> {
  const served = await render(testContext(pathname, { config: KOSMYK, ...options }));
  if (!served) throw new Error(`${pathname}: not served`);
  return served;
}

const items = (page: ServedPage) => (page.head.structuredData ?? []) as readonly Record<string, unknown>[];
const item = (page: ServedPage, type: string) => items(page).find((data) => data['@type'] === type);
const crumbs = (page: ServedPage) =>
  (item(page, 'BreadcrumbList')?.itemListElement as { name: string; item: string }[] | undefined)?.map((crumb) => [crumb.name, crumb.item]);

describe('the home page', () => {
  it('has its title, description with the brand, the logo, and the chain as Organization and WebSite', async () => {
    const page = await serve('/home');
    expect(page.head).toMatchObject({
      title: 'Fryzjer, kosmetyczka i barber – rezerwacja online',
      description: expect.stringMatching(/^Kosmyk – salony fryzjerskie i kosmetyczne\./),
      image: { url: '/logo.png', width: 512, height: 512, type: 'image/png', alt: 'Logo Kosmyk' },
    });
    expect(item(page, 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${ORIGIN}/home#organization`,
      name: 'Kosmyk',
      url: `${ORIGIN}/home`,
      logo: `${ORIGIN}/logo.png`,
      sameAs: ['https://www.facebook.com/kosmyk', 'https://www.youtube.com/@kosmyk'],
    });
    expect(item(page, 'WebSite')).toMatchObject({ name: 'Kosmyk', url: `${ORIGIN}/home`, publisher: { '@id': `${ORIGIN}/home#organization` } });
    expect(page.facts?.value).toBe('<h1>Piękne włosy zaczynają się tutaj</h1><p>Wybierz salon, usługę i dogodny termin – rezerwacja online zajmie Ci chwilę.</p>');
  });

  it('speaks English, and names no social profile the configuration does not have', async () => {
    const page = await serve('/home', { language: 'en', config: { ...KOSMYK, links: DEFAULT_RUNTIME_CONFIG.links } });
    expect(page.head.title).toBe('Hairdresser, beautician and barber – book online');
    expect(page.head.image?.alt).toBe('Kosmyk logo');
    expect(item(page, 'Organization')).not.toHaveProperty('sameAs');
    expect(page.facts?.value).toContain('<h1>Beautiful hair starts here</h1>');
  });

  it('keeps a brand with markup as text', async () => {
    const page = await serve('/home', { config: { ...KOSMYK, brand: NASTY_NAME } });
    expect(item(page, 'Organization')?.name).toBe(NASTY_NAME);
    expect(serializeJsonLd(page.head.structuredData)).not.toMatch(/<\/script|<script|<b>/);
  });
});

describe('the about and app download pages', () => {
  it('about us: the text filled from the configuration, its sections, Home › About us', async () => {
    const page = await serve('/o-nas');
    expect(page.head.title).toBe('O nas');
    expect(page.head.description).toMatch(/^Kosmyk to sieć salonów/);
    expect(crumbs(page)).toEqual([
      ['Strona główna', `${ORIGIN}/home`],
      ['O nas', `${ORIGIN}/o-nas`],
    ]);
    expect(page.facts?.value).toMatch(/^<h1>O nas<\/h1><p>Kosmyk – bo każda fryzura/);
    expect(page.facts?.value).toContain('<h2>Salony blisko Ciebie</h2><p>');
    expect(page.facts?.value).not.toContain('{{');
  });

  it('about us in English names the English page in its breadcrumbs', async () => {
    const page = await serve('/o-nas', { language: 'en' });
    expect(page.head.title).toBe('About us');
    expect(crumbs(page)).toEqual([
      ['Home', `${ORIGIN}/home`],
      ['About us', `${ORIGIN}/o-nas?lang=en`],
    ]);
  });

  it('app download: the links to the configured stores and what the app does', async () => {
    const ios = 'https://apps.apple.com/pl/app/kosmyk/id1?a=1&b=2';
    const page = await serve('/pobierz-aplikacje', { config: { ...KOSMYK, links: { ...KOSMYK.links, appStore: { ios, android: null } } } });
    expect(page.head).toMatchObject({ title: 'Pobierz aplikację', description: expect.stringContaining('Aplikacja Kosmyk na telefon') });
    expect(page.facts?.value).toBe(
      '<h1>Pobierz aplikację</h1><p>Rezerwuj wizyty, sprawdzaj punkty i vouchery w aplikacji na telefon.</p>' +
        '<ul><li><a href="https://apps.apple.com/pl/app/kosmyk/id1?a=1&amp;b=2">Pobierz z App Store</a></li></ul>' +
        '<h2>Co zrobisz w aplikacji</h2><ul><li>Umówisz wizytę w kilka chwil i zmienisz jej termin, gdy plany się zmienią.</li>' +
        '<li>Sprawdzisz punkty programu lojalnościowego i historię wizyt.</li><li>Będziesz mieć pod ręką vouchery i rabat urodzinowy.</li></ul>',
    );
  });

  it('app download without a store: the sentence saying the app is not out yet', async () => {
    const page = await serve('/pobierz-aplikacje', { language: 'en' });
    expect(page.facts?.value).toBe(
      '<h1>Get the app</h1><p>Book visits and check your points and vouchers in the app on your phone.</p>' +
        '<p>The Kosmyk app is not in the app stores yet. Until it is, you can book a visit on this website in a few moments.</p>',
    );
  });
});

describe('the legal pages', () => {
  it.each([
    ['/polityka-prywatnosci', 'Polityka prywatności'],
    ['/regulamin', 'Regulamin'],
  ])('%s: the whole document, its company and contacts filled in, e-mail and phone as links', async (path, title) => {
    const page = await serve(path);
    expect(page.head.title).toMatch(new RegExp(`^${title}`));
    expect(page.head.description).not.toContain('{{');
    expect(crumbs(page)?.at(-1)).toEqual([page.head.title, `${ORIGIN}${path}`]);
    const facts = page.facts?.value ?? '';
    expect(facts).toMatch(new RegExp(`^<h1>${page.head.title}</h1><p>Obowiązuje od 1 listopada 2026 r.</p><p>`));
    expect(facts.match(/<h2>/g)?.length).toBeGreaterThan(3);
    expect(facts).not.toContain('{{');
  });

  it('names the configured company and links its contacts', async () => {
    const facts = (await serve('/polityka-prywatnosci')).facts?.value ?? '';
    expect(facts).toContain('Kosmyk sp. z o.o.');
    expect(facts).toContain('<a href="mailto:kontakt@kosmyk.pl">kontakt@kosmyk.pl</a>');
    expect(facts).toContain('<a href="tel:+48222904040">+48 22 290 40 40</a>');
  });

  it('is in the page’s language', async () => {
    const page = await serve('/regulamin', { language: 'fr' });
    expect(page.facts?.value).toContain('<p>En vigueur à compter du 1er novembre 2026</p>');
    expect(crumbs(page)?.[0]).toEqual(['Accueil', `${ORIGIN}/home`]);
  });
});

describe('the booking’s first step', () => {
  it('has its title, description, Home › Booking, and what it is for as facts', async () => {
    const page = await serve('/rezerwacja/miasto');
    expect(page.head).toEqual(expect.objectContaining({ title: 'Rezerwacja wizyty online – wybierz miasto', description: expect.stringContaining('online') }));
    expect(page.facts?.value).toContain('<h1>Rezerwacja wizyty</h1>');
    expect(crumbs(page)).toEqual([
      ['Strona główna', `${ORIGIN}/home`],
      ['Rezerwacja wizyty', `${ORIGIN}/rezerwacja/miasto`],
    ]);
  });

  it('speaks English', async () => {
    const page = await serve('/rezerwacja/miasto', { language: 'en' });
    expect(page.head.title).toBe('Book a visit online – choose a city');
  });
});

describe('the shop', () => {
  const api = () =>
    fakeApi({
      [`/api/shop/products/${PRODUCT.id}`]: PRODUCT,
      [`/api/shop/vouchers/${VOUCHER.id}`]: VOUCHER,
    });

  it('the list: its title, description, Home › Shop, and its heading', async () => {
    const page = await serve('/sklep');
    expect(page.head).toMatchObject({ title: 'Sklep: kosmetyki do włosów i vouchery na usługi', image: { url: '/logo.png', alt: 'Logo Kosmyk' } });
    expect(crumbs(page)).toEqual([
      ['Strona główna', `${ORIGIN}/home`],
      ['Sklep', `${ORIGIN}/sklep`],
    ]);
    expect(page.facts?.value).toMatch(/^<h1>Sklep<\/h1><p>Profesjonalne kosmetyki/);
  });

  it('a product: read in the page’s language, its picture with its size, a Product sold in the salons in PLN', async () => {
    const reader = api();
    const page = await serve(`/sklep/produkt/${PRODUCT.id}`, { api: reader });
    expect(reader.calls).toEqual([{ path: `/api/shop/products/${PRODUCT.id}`, options: { language: 'pl' } }]);
    expect(page.head).toMatchObject({
      title: 'Szampon 4 – L’Oréal Professionnel',
      description: 'Szampon do włosów zniszczonych. Stosuj na mokre włosy.',
      openGraphType: 'product',
      image: { url: '/api/images/shop/product-4.webp?w=960', width: 960, height: 1200, type: 'image/webp', alt: 'Butelka szamponu' },
    });
    const url = `${ORIGIN}/sklep/produkt/${PRODUCT.id}`;
    expect(item(page, 'Product')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': url,
      sku: PRODUCT.id,
      name: 'Szampon 4',
      description: PRODUCT.description,
      image: [`${ORIGIN}/api/images/shop/product-4.webp?w=960`],
      brand: { '@type': 'Brand', name: 'L’Oréal Professionnel' },
      category: 'Włosy',
      offers: { '@type': 'Offer', url, price: '44.99', priceCurrency: 'PLN', availability: 'https://schema.org/InStoreOnly' },
    });
    expect(crumbs(page)).toEqual([
      ['Strona główna', `${ORIGIN}/home`],
      ['Sklep', `${ORIGIN}/sklep`],
      ['Szampon 4', url],
    ]);
    expect(page.facts?.value).toMatch(
      /^<h1>Szampon 4<\/h1><dl><dt>Marka<\/dt><dd>L’Oréal Professionnel<\/dd><dt>Cena<\/dt><dd>44,99\szł<\/dd><\/dl><p>Szampon do włosów zniszczonych.<\/p><p>Stosuj na mokre włosy.<\/p>$/,
    );
  });

  it('a product in English', async () => {
    const reader = api();
    const page = await serve(`/sklep/produkt/${PRODUCT.id}`, { api: reader, language: 'en' });
    expect(reader.calls).toEqual([{ path: `/api/shop/products/${PRODUCT.id}`, options: { language: 'en' } }]);
    expect(crumbs(page)?.map(([name]) => name)).toEqual(['Home', 'Shop', 'Szampon 4']);
    expect(page.facts?.value).toMatch(/<dt>Price<\/dt><dd>PLN\s44\.99<\/dd>/);
  });

  it('a voucher: sold online, the chain its brand, the services it pays for', async () => {
    const page = await serve(`/sklep/voucher/${VOUCHER.id}`, { api: api() });
    expect(page.head).toMatchObject({
      title: 'Karnet: 5 × modelowanie – voucher na usługi',
      openGraphType: 'product',
      image: { url: '/api/images/shop/voucher-1.webp?w=960', width: 640, height: 384 },
    });
    expect(item(page, 'Product')).toMatchObject({
      brand: { '@type': 'Brand', name: 'Kosmyk' },
      offers: { price: '450', priceCurrency: 'PLN', availability: 'https://schema.org/OnlineOnly' },
    });
    expect(item(page, 'Product')).not.toHaveProperty('category');
    expect(page.facts?.value).toMatch(/^<h1>Karnet: 5 × modelowanie<\/h1><dl><dt>Usługi<\/dt><dd>Modelowanie, Mycie włosów<\/dd><dt>Cena<\/dt><dd>450,00\szł<\/dd><\/dl>/);
  });

  it('a product or voucher the API does not have: no page of its own', async () => {
    const context = testContext('/sklep/produkt/a0000000-0000-4000-8000-000000000099', { config: KOSMYK, api: api() });
    expect(await render(context)).toBeUndefined();
    expect(await render({ ...context, pathname: '/sklep/voucher/b0000000-0000-4000-8000-000000000099' })).toBeUndefined();
  });

  it('keeps a name with markup as text, in the facts and in the JSON-LD', async () => {
    const hostile = fakeApi({
      [`/api/shop/products/${PRODUCT.id}`]: { ...PRODUCT, name: NASTY_NAME, description: NASTY_NAME },
      [`/api/shop/vouchers/${VOUCHER.id}`]: { ...VOUCHER, name: NASTY_NAME, services: [{ name: NASTY_NAME }] },
    });
    for (const path of [`/sklep/produkt/${PRODUCT.id}`, `/sklep/voucher/${VOUCHER.id}`]) {
      const page = await serve(path, { api: hostile });
      expect(page.head.title.startsWith(NASTY_NAME)).toBe(true);
      const facts = page.facts?.value ?? '';
      expect(facts).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;</h1>');
      expect(facts).not.toMatch(/<\/?script|<b>/);
      expect(serializeJsonLd(page.head.structuredData)).not.toMatch(/<\/script|<script|<b>/);
    }
  });
});
