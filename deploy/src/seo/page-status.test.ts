import type { Sitemap } from '@salon/contracts/sitemap-api';
import { pageStatus } from './page-status.ts';

const DATA: Sitemap = {
  salons: [{ id: 'M101' }, { id: 'M102' }],
  retiredSalons: [
    { id: 'M150', cityCode: 'krakow' },
    { id: 'M151', cityCode: 'sopot' },
  ],
  cities: [{ code: 'krakow' }, { code: 'warszawa' }],
  blogCategories: [{ slug: 'koloryzacja', lastModified: '2025-03-02T10:00:00.000Z' }],
  articles: [{ categorySlug: 'koloryzacja', slug: 'balayage', lastModified: '2025-03-02T10:00:00.000Z' }],
  offers: [{ id: '0123456789abcdef01234567', citySlug: 'gdynia', lastModified: '2026-01-10T08:00:00.000Z' }],
  products: [{ id: '5f0c2b8e-8f0a-4c55-9d2a-1b8c6f4e2a10' }],
  vouchers: [{ id: '9a1e4c77-2d3b-4f6e-8a90-c1d2e3f4a5b6' }],
};

let reads = 0;
const sitemap = async () => {
  reads += 1;
  return DATA;
};
const status = (path: string) => pageStatus(path, sitemap);
beforeEach(() => {
  reads = 0;
});

describe('pages that exist', () => {
  it('answers 200 for the shell’s pages and the sections’ lists without asking the API', async () => {
    for (const path of ['/home', '/o-nas', '/pobierz-aplikacje', '/polityka-prywatnosci', '/regulamin', '/salony', '/blog', '/pracuj-z-nami', '/sklep', '/email-confirmation/abc', '/unsubscribe/email/42']) {
      expect([path, await status(path)]).toEqual([path, { status: 200 }]);
    }
    expect(reads).toBe(0);
  });

  it('serves every page of the booking, the visits and the profile, which the client routes itself', async () => {
    for (const path of ['/rezerwacja', '/rezerwacja/miasto', '/rezerwacja/edytuj/termin', '/wizyty/123', '/profil', '/profil/rezerwacje']) {
      expect([path, await status(path)]).toEqual([path, { status: 200 }]);
    }
    expect(reads).toBe(0);
  });

  it('answers 200 for the salons, cities, categories, articles, offers, products and vouchers the API lists', async () => {
    for (const path of ['/salony/M101', '/salony/krakow', '/blog/koloryzacja', '/blog/koloryzacja/balayage', '/pracuj-z-nami/0123456789abcdef01234567', '/pracuj-z-nami/gdynia', '/sklep/produkt/5f0c2b8e-8f0a-4c55-9d2a-1b8c6f4e2a10', '/sklep/voucher/9a1e4c77-2d3b-4f6e-8a90-c1d2e3f4a5b6']) {
      expect([path, await status(path)]).toEqual([path, { status: 200 }]);
    }
  });

  it('serves the shop’s signed-in pages', async () => {
    for (const path of ['/sklep/ulubione', '/sklep/kasa/abc', '/sklep/zamowienie/abc', '/sklep/zamowienie/abc/niepowodzenie']) {
      expect([path, await status(path)]).toEqual([path, { status: 200 }]);
    }
  });
});

describe('pages that do not', () => {
  it('redirects where the client sends the customer', async () => {
    expect(await status('/')).toEqual({ status: 301, location: '/home' });
    expect(await status('//')).toEqual({ status: 301, location: '/home' });
    expect(await status('/salony/')).toEqual({ status: 301, location: '/salony' });
    expect(await status('/salony/M101/')).toEqual({ status: 301, location: '/salony/M101' });
    // Never to another site: `//host` and `/\host` are other origins to a browser.
    expect(await status('//evil.example/')).toEqual({ status: 301, location: '/evil.example' });
    expect(await status('//evil.example//')).toEqual({ status: 301, location: '/evil.example' });
    expect(await status('/\\evil.example/')).toEqual({ status: 404 });
    expect(await status('/salony/M999')).toEqual({ status: 301, location: '/salony' });
    expect(await status('/blog/nieznana')).toEqual({ status: 301, location: '/blog' });
    expect(await status('/blog/koloryzacja/nieznany')).toEqual({ status: 301, location: '/blog' });
    expect(await status('/blog/pielegnacja/balayage')).toEqual({ status: 301, location: '/blog/koloryzacja/balayage' });
    expect(await status('/pracuj-z-nami/ffffffffffffffffffffffff')).toEqual({ status: 301, location: '/pracuj-z-nami' });
    expect(await status('/pracuj-z-nami/krakow')).toEqual({ status: 301, location: '/pracuj-z-nami' });
  });

  it('sends a disabled salon to its city, or to the salon list when its city has no page left', async () => {
    expect(await status('/salony/M150')).toEqual({ status: 301, location: '/salony/krakow' });
    expect(await status('/salony/M151')).toEqual({ status: 301, location: '/salony' });
  });

  it('answers 404 where the client says "not found" or has no page', async () => {
    for (const path of ['/salony/atlantyda', '/sklep/produkt/nie-ma', '/sklep/voucher/nie-ma', '/sklep/cos', '/salony/M101/cennik', '/blog/a/b/c', '/pracuj-z-nami/gdynia/x', '/nieznana', '/home/x', '/o-nas/x', '/email-confirmation', '/salony/%E0%A4%A']) {
      expect([path, await status(path)]).toEqual([path, { status: 404 }]);
    }
  });

  it('serves the page when the API cannot say, rather than refuse a customer', async () => {
    const failing = () => Promise.reject(new Error('the API is down'));
    expect(await pageStatus('/salony/M999', failing)).toEqual({ status: 200 });
    expect(await pageStatus('/nieznana', failing)).toEqual({ status: 404 });
  });
});
