import type { ShopProduct, ShopVoucher } from '@salon/contracts/shop-api';
import { serializeJsonLd } from '@salon/contracts/page-head';
import { shopSeoLocales } from './seo-locales.ts';
import { priceOf, zlotyText } from './shop-money.ts';
import { shopPageHead, shopPicture, shopProductFacts, shopProductPageHead, shopVoucherFacts, shopVoucherPageHead } from './shop-pages.ts';
import { paragraphsOf } from '../../paragraphs.ts';
import { NASTY_NAME, testPageContext } from '../../test-support.ts';

const input = testPageContext('pl');

const PRODUCT: ShopProduct = {
  kind: 'product',
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Olaplex No. 3',
  brand: { id: 'olaplex', name: 'Olaplex' },
  line: null,
  category: { id: 'wlosy', name: 'Włosy' },
  type: { id: 'kuracja', name: 'Kuracja' },
  volumeMl: 100,
  price: 12900,
  description: 'Kuracja odbudowująca.\n\n  Raz w tygodniu.  \n\n\n',
  images: [
    { photo: 'olaplex-3', alt: 'Butelka Olaplex No. 3', width: 800, height: 800 },
    { photo: 'olaplex-3-b', alt: 'Tył butelki', width: 2000, height: 1000 },
  ],
  favourite: true,
};

const VOUCHER: ShopVoucher = {
  kind: 'voucher',
  id: 'b0000000-0000-4000-8000-000000000001',
  name: 'Karnet: 3 × strzyżenie',
  description: 'Trzy strzyżenia.',
  price: 30050,
  services: [{ name: 'Strzyżenie' }],
  entries: 3,
  validityMonths: null,
  images: [],
};

describe('shop money', () => {
  it('writes grosze as decimal złoty, and as a price to format', () => {
    expect(zlotyText(4999)).toBe('49.99');
    expect(zlotyText(5000)).toBe('50');
    expect(zlotyText(5)).toBe('0.05');
    expect(priceOf(4999)).toEqual({ value: 49.99, currency: 'PLN' });
  });
});

describe('shopPicture', () => {
  it('is the widest WebP rendition with the size the image route gives it, never wider than the master', () => {
    expect(shopPicture({ photo: 'p', alt: 'A', width: 2000, height: 1000 })).toEqual({ url: '/api/images/shop/p.webp?w=960', width: 960, height: 480, type: 'image/webp', alt: 'A' });
    expect(shopPicture({ photo: 'p', alt: 'A', width: 800, height: 1000 })).toMatchObject({ width: 800, height: 1000 });
  });
});

describe('a description’s paragraphs', () => {
  it('splits at blank lines and drops empty ones', () => {
    expect(paragraphsOf(PRODUCT.description)).toEqual(['Kuracja odbudowująca.', 'Raz w tygodniu.']);
  });
});

describe('the shop’s pages', () => {
  it('the list: title, description, the logo, Home › Shop', () => {
    expect(shopPageHead(input)).toMatchObject({
      title: 'Sklep: kosmetyki do włosów i vouchery na usługi',
      image: { url: '/logo.png', alt: 'Logo Kosmyk' },
      structuredData: [{ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Strona główna' }, { name: 'Sklep', item: 'https://www.example.pl/sklep' }] }],
    });
  });

  it('a product: its first picture, og:type product, every picture in its Product, sold in the salons', () => {
    const head = shopProductPageHead(PRODUCT, input);
    expect(head).toMatchObject({
      title: 'Olaplex No. 3 – Olaplex',
      description: 'Kuracja odbudowująca. Raz w tygodniu.',
      openGraphType: 'product',
      image: { url: '/api/images/shop/olaplex-3.webp?w=960', width: 800, height: 800, alt: 'Butelka Olaplex No. 3' },
    });
    expect(head.structuredData?.[0]).toMatchObject({
      '@type': 'Product',
      image: ['https://www.example.pl/api/images/shop/olaplex-3.webp?w=960', 'https://www.example.pl/api/images/shop/olaplex-3-b.webp?w=960'],
      brand: { '@type': 'Brand', name: 'Olaplex' },
      category: 'Włosy',
      offers: { price: '129', priceCurrency: 'PLN', availability: 'https://schema.org/InStoreOnly', url: `https://www.example.pl/sklep/produkt/${PRODUCT.id}` },
    });
    expect(head.structuredData?.[1]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('a voucher without a picture: the logo, the chain as its brand, sold online', () => {
    const head = shopVoucherPageHead(VOUCHER, input);
    expect(head.image).toMatchObject({ url: '/logo.png' });
    expect(head.structuredData?.[0]).toMatchObject({ brand: { name: 'Kosmyk' }, image: [], offers: { price: '300.50', availability: 'https://schema.org/OnlineOnly' } });
  });

  it('facts: the name, the brand or services, the price in the language, the description’s paragraphs', () => {
    expect(shopProductFacts(PRODUCT, input).value).toMatch(
      /^<h1>Olaplex No\. 3<\/h1><dl><dt>Marka<\/dt><dd>Olaplex<\/dd><dt>Cena<\/dt><dd>129,00\szł<\/dd><\/dl><p>Kuracja odbudowująca\.<\/p><p>Raz w tygodniu\.<\/p>$/,
    );
    expect(shopVoucherFacts(VOUCHER, testPageContext('fr')).value).toMatch(/<dt>Prestations<\/dt><dd>Strzyżenie<\/dd><dt>Prix<\/dt><dd>300,50\s/);
  });

  it('keeps a name, a brand or a description with markup as text', () => {
    const product = { ...PRODUCT, name: NASTY_NAME, brand: { id: 'x', name: NASTY_NAME }, description: NASTY_NAME };
    const facts = shopProductFacts(product, input).value;
    expect(facts).not.toMatch(/<\/?script|<b>/);
    expect(facts).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;</h1>');
    expect(serializeJsonLd(shopProductPageHead(product, input).structuredData)).not.toMatch(/<\/script|<script|<b>/);
  });

  it('needs no copy but the shop’s part, which mfe-shop registers', () => {
    expect(Object.keys(shopSeoLocales.pl)).toEqual(['shop']);
  });
});
