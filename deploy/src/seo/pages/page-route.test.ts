import { createSeoTranslator } from '@salon/seo';
import { renderPage, type PageRoute } from './index.ts';
import { matchPattern } from './page-route.ts';
import { testContext } from './test-support.ts';

describe('matchPattern', () => {
  it('gives each named segment decoded, and nothing for another shape', () => {
    expect(matchPattern('/salony/:code', '/salony/M101')).toEqual({ code: 'M101' });
    expect(matchPattern('/blog/:category/:slug', '/blog/koloryzacja/%C5%BC%C3%B3%C5%82ty')).toEqual({ category: 'koloryzacja', slug: 'żółty' });
    expect(matchPattern('/salony', '/salony')).toEqual({});
    expect(matchPattern('/salony/:code', '/salony')).toBeUndefined();
    expect(matchPattern('/salony/:code', '/salony/M1/x')).toBeUndefined();
    expect(matchPattern('/salony/:code', '/blog/M1')).toBeUndefined();
    expect(matchPattern('/salony/:code', '/salony/%E0%A4%A')).toBeUndefined();
  });
});

describe('renderPage', () => {
  const context = testContext('/salony/krakow');
  const route = (pattern: string, title: string | undefined): PageRoute => ({ pattern, render: async () => (title === undefined ? undefined : { head: { title } }) });

  it('takes the first matching route that renders the page', async () => {
    const routes = [route('/blog', 'Blog'), route('/salony/:code', undefined), route('/salony/:city', 'Kraków'), route('/salony/:other', 'Other')];
    expect(await renderPage(context, { routes })).toEqual({ head: { title: 'Kraków' } });
    expect(await renderPage({ ...context, pathname: '/sklep' }, { routes })).toBeUndefined();
  });

  it('serves the page without its facts when the data cannot be read, and says why', async () => {
    const onError = jest.fn();
    const failing: PageRoute = { pattern: '/salony/:code', render: () => Promise.reject(new Error('API down')) };
    expect(await renderPage(context, { routes: [failing, route('/salony/:city', 'Kraków')], onError })).toBeUndefined();
    expect(onError).toHaveBeenCalledWith(new Error('API down'));
  });

  it('gives each language its copy', () => {
    const translate = createSeoTranslator();
    expect(translate('en')('page.noscript')).toMatch(/JavaScript/);
    expect(translate('fr')('page.noscript')).not.toBe(translate('pl')('page.noscript'));
  });
});
