import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createShopStore } from '../../../app/store.ts';
import { callsTo, product, shopApiDouble, signIn, signOut, type ApiAnswer } from '../../../lib/test-fixtures.ts';
import ShopRoutes from '../../../routes.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const FAVOURITES = [product(7, { favourite: true }), product(2, { favourite: true })];
const LIST_URL = '/api/users/me/favorite-products';

function renderFavourites(list = FAVOURITES, remove: () => ApiAnswer = () => ({ data: null })) {
  let current = list;
  mockBaseQuery.mockImplementation(
    shopApiDouble({
      [`GET ${LIST_URL}`]: () => ({ data: current }),
      [`DELETE ${LIST_URL}/${FAVOURITES[0]?.id}`]: () => {
        const answer = remove();
        if ('data' in answer) current = current.filter((item) => item.id !== FAVOURITES[0]?.id);
        return answer;
      },
    }),
  );
  return { ...renderRoutes(<ShopRoutes store={createShopStore()} />, '/sklep/ulubione'), user: userEvent.setup() };
}

const names = () =>
  within(screen.getByRole('list', { name: /ulubion/ }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  signIn();
});

describe('the favourites page', () => {
  it('lists the customer’s favourite products, newest first, noindex', async () => {
    renderFavourites();
    expect(await screen.findByText('2 ulubione produkty')).toBeInTheDocument();
    expect(names()).toEqual(['Szampon 7', 'Szampon 2']);
    expect(screen.getByRole('heading', { level: 1, name: 'Ulubione produkty' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('removes a product with its heart, at once, and moves the focus to what is left', async () => {
    const { user } = renderFavourites();
    await screen.findByText('2 ulubione produkty');
    await user.click(screen.getByRole('button', { name: 'Usuń Szampon 7 z ulubionych' }));
    expect(names()).toEqual(['Szampon 2']);
    expect(screen.getByText('1 ulubiony produkt')).toHaveFocus();
    await waitFor(() => expect(callsTo(mockBaseQuery, 'GET', LIST_URL)).toHaveLength(2));
    expect(names()).toEqual(['Szampon 2']);
  });

  it('brings a product back with a message when the API refuses to remove it', async () => {
    const { user } = renderFavourites(FAVOURITES, () => ({ error: { status: 0, code: 'UNKNOWN_ERROR' } }));
    await screen.findByText('2 ulubione produkty');
    await user.click(screen.getByRole('button', { name: 'Usuń Szampon 7 z ulubionych' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się usunąć produktu z ulubionych');
    expect(names()).toEqual(['Szampon 7', 'Szampon 2']);
    expect(screen.getByRole('button', { name: 'Usuń Szampon 7 z ulubionych' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('invites to the shop when there is none', async () => {
    renderFavourites([]);
    expect(await screen.findByRole('heading', { name: 'Nie masz jeszcze ulubionych produktów' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do sklepu' })).toHaveAttribute('href', '/sklep');
  });

  it('needs a session', async () => {
    signOut();
    const { location } = renderFavourites();
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});
