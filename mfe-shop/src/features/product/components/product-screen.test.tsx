import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { setCurrentLanguage } from '@salon/platform';
import { renderRoutes } from '@salon/ui/testing';
import { createShopStore } from '../../../app/store.ts';
import { callsTo, product, recordSignInRequests, shopApiDouble, signIn, signOut, structuredData, type ApiAnswer } from '../../../lib/test-fixtures.ts';
import ShopRoutes from '../../../routes.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const SHAMPOO = product(4);
const PATH = `/sklep/produkt/${SHAMPOO.id}`;
const FAVOURITE_URL = `/api/users/me/favorite-products/${SHAMPOO.id}`;

function renderAt(path = PATH) {
  return { ...renderRoutes(<ShopRoutes store={createShopStore()} />, path), user: userEvent.setup() };
}

const heart = () => screen.getByRole('button', { name: /ulubionych/ });

let signInRequests: ReturnType<typeof recordSignInRequests>;
beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset().mockImplementation(shopApiDouble());
  signOut();
  signInRequests = recordSignInRequests();
});
afterEach(() => signInRequests.stop());

describe('a product page', () => {
  it('shows the product, its description in paragraphs and that it is bought in the salons', async () => {
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Szampon 4' })).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));
    expect(breadcrumb.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByRole('link', { name: 'Sklep' })).toHaveAttribute('href', '/sklep');
    const facts = screen.getAllByRole('definition')[0]?.closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent('MarkaL’Oréal Professionnel');
    expect(facts).toHaveTextContent('LiniaAbsolut Repair');
    expect(facts).toHaveTextContent('KategoriaWłosy');
    expect(facts).toHaveTextContent('RodzajSzampon');
    expect(facts).toHaveTextContent('Pojemność250 ml');
    expect(screen.getByText(/44,99\s*zł/)).toBeInTheDocument();
    expect(screen.getByText('Szampon numer 4 do włosów zniszczonych.').tagName).toBe('P');
    expect(screen.getByText('Stosuj na mokre włosy.').tagName).toBe('P');
    expect(screen.getByText('Kupisz w salonie')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Butelka szamponu 4' })).toHaveAttribute('loading', 'eager');
    expect(within(screen.getByRole('list', { name: 'Więcej zdjęć: Szampon 4' })).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(document.title).toBe('Szampon 4 – L’Oréal Professionnel | Salon');
  });

  it('gives search engines a Product sold in the salons, in PLN, and the canonical address', async () => {
    renderAt();
    await screen.findByRole('heading', { level: 1, name: 'Szampon 4' });
    await waitFor(() => expect(structuredData()).not.toBeNull());
    expect(structuredData()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Szampon 4',
      brand: { '@type': 'Brand', name: 'L’Oréal Professionnel' },
      image: ['http://localhost/api/images/shop/product-4.webp?w=960', 'http://localhost/api/images/shop/product-4-b.webp?w=960'],
      offers: { '@type': 'Offer', price: '44.99', priceCurrency: 'PLN', availability: 'https://schema.org/InStoreOnly', url: `http://localhost${PATH}` },
    });
    expect(structuredData('BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Strona główna' }, { name: 'Sklep', item: 'http://localhost/sklep' }, { name: 'Szampon 4', item: `http://localhost${PATH}` }],
    });
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost${PATH}`);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    // The picture of link previews, with its size and what it shows.
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/api/images/shop/product-4.webp?w=960');
    expect(document.head.querySelector('meta[property="og:image:width"]')).toHaveAttribute('content', '960');
    expect(document.head.querySelector('meta[property="og:image:alt"]')).toHaveAttribute('content', 'Butelka szamponu 4');
  });

  it.each([
    [{ status: 404, code: 'NOT_FOUND', field: 'id' }],
    [{ status: 400, code: 'INVALID_VALUE', field: 'id' }],
  ])('says a product that does not exist (%j) is not in the shop, with the way back', async (error) => {
    mockBaseQuery.mockImplementation(shopApiDouble({ [`GET /api/shop/products/${SHAMPOO.id}`]: () => ({ error }) }));
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie ma takiego produktu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do sklepu' })).toHaveAttribute('href', '/sklep');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('speaks French', async () => {
    setCurrentLanguage('fr');
    try {
      renderAt();
      expect(await screen.findByText('En vente dans nos salons')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ajouter Szampon 4 aux favoris' })).toBeInTheDocument();
    } finally {
      act(() => setCurrentLanguage('pl'));
    }
  });
});

describe('the favourite heart', () => {
  it('marks at once (aria-pressed, the label says what a press will do) and tells the API', async () => {
    signIn();
    let answer: (value: ApiAnswer) => void = () => {};
    mockBaseQuery.mockImplementation(shopApiDouble({ [`POST ${FAVOURITE_URL}`]: () => new Promise((resolve) => (answer = resolve)) }));
    const { user } = renderAt();
    await screen.findByRole('heading', { level: 1, name: 'Szampon 4' });
    expect(heart()).toHaveAccessibleName('Dodaj Szampon 4 do ulubionych');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toHaveAccessibleName('Usuń Szampon 4 z ulubionych');
    expect(callsTo(mockBaseQuery, 'POST', FAVOURITE_URL)).toHaveLength(1);
    act(() => answer({ data: null }));
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-disabled'));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('unmarks with DELETE, and puts the mark back with a message when the API refuses', async () => {
    signIn();
    mockBaseQuery.mockImplementation(
      shopApiDouble({
        [`GET /api/shop/products/${SHAMPOO.id}`]: () => ({ data: { ...SHAMPOO, favourite: true } }),
        [`DELETE ${FAVOURITE_URL}`]: () => ({ error: { status: 500, code: 'UNKNOWN_ERROR' } }),
      }),
    );
    const { user } = renderAt();
    await screen.findByRole('heading', { level: 1, name: 'Szampon 4' });
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się usunąć produktu z ulubionych');
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(mockBaseQuery, 'DELETE', FAVOURITE_URL)).toHaveLength(1);
  });

  it('asks a guest to sign in, back to this page, and marks nothing', async () => {
    const { user } = renderAt(`${PATH}?utm_source=news`);
    await screen.findByRole('heading', { level: 1, name: 'Szampon 4' });
    await user.click(heart());
    expect(signInRequests.opened).toEqual([{ stage: 'IDENTIFICATION', returnPath: `${PATH}?utm_source=news` }]);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(mockBaseQuery.mock.calls.some(([call]) => String((call as { url: string }).url).includes('favorite-products'))).toBe(false);
  });
});
