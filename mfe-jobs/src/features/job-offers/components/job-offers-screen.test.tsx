import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createJobsStore } from '../../../app/store.ts';
import { offersApi } from '../../../lib/test-fixtures.ts';
import JobsRoutes from '../../../routes.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

function renderAt(path = '/pracuj-z-nami') {
  return { ...renderRoutes(<JobsRoutes store={createJobsStore()} />, path), user: userEvent.setup() };
}

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const offersIn = (section: RegExp) =>
  within(screen.getByRole('list', { name: section }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Szukaj oferty' });
const loaded = () => screen.findByRole('heading', { level: 2, name: /Kraków/ });

beforeAll(() => initI18n());
beforeEach(() => mockBaseQuery.mockReset().mockImplementation(offersApi()));

describe('the offers list', () => {
  it('groups the offers by city group or city, each heading with its count, and leaves disabled offers out', async () => {
    renderAt();
    await loaded();
    expect(sectionTitles()).toEqual(['Kraków (2 oferty)', 'Łódź (1 oferta)', 'Trójmiasto (2 oferty)']);
    expect(offersIn(/Trójmiasto/)).toEqual(['Barber', 'Recepcjonistka']);
    expect(screen.queryByText('Manager salonu')).toBeNull();
    const card = screen.getByRole('article', { name: 'Kosmetyczka' });
    expect(within(card).getByRole('link', { name: 'Kosmetyczka' })).toHaveAttribute('href', '/pracuj-z-nami/aaaaaaaaaaaaaaaaaaaaaa02');
    expect(card).toHaveTextContent('Kazimierz');
    expect(card).toHaveTextContent('ul. Józefa 5, 30-001 Kraków');
  });

  it('has a city filter linking to each city with its count', async () => {
    renderAt();
    await loaded();
    const cities = within(screen.getByRole('navigation', { name: 'Miasta' }));
    expect(cities.getByRole('link', { name: /Łódź/ })).toHaveAttribute('href', '/pracuj-z-nami/lodz');
    expect(cities.getByRole('link', { name: /Kraków/ })).toHaveAccessibleName(expect.stringContaining('2 oferty'));
  });

  it('searches without diacritics or case, keeps the text in ?q= and announces the count', async () => {
    const { user, location } = renderAt();
    await loaded();
    await user.click(searchBox());
    await user.paste('LODZ');
    expect(sectionTitles()).toEqual(['Łódź (1 oferta)']);
    expect(screen.getByRole('status')).toHaveTextContent('Znaleziono 1 ofertę');
    await waitFor(() => expect(location().search).toBe('?q=LODZ'));
  });

  it('reads the search from the URL, and a search that finds nothing says so with a way to clear it', async () => {
    const { user } = renderAt('/pracuj-z-nami?q=nieistniejace');
    expect(await screen.findByRole('heading', { name: 'Nie znaleźliśmy takiej oferty' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pokaż wszystkie oferty' }));
    expect(await loaded()).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
  });

  it('says when there are no offers at all', async () => {
    mockBaseQuery.mockImplementation(offersApi([]));
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Nie ma teraz ofert pracy' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, and a failure with a retry that loads again', async () => {
    let fail = true;
    let answer: (value: unknown) => void = () => {};
    mockBaseQuery.mockImplementation(() =>
      fail ? Promise.resolve({ error: { status: 500, code: 'UNKNOWN_ERROR' } }) : new Promise((resolve) => (answer = resolve)),
    );
    const { user } = renderAt();
    expect(await screen.findByText('Nie udało się wczytać ofert pracy.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Wczytujemy oferty pracy…')).toBeInTheDocument();
    answer(await offersApi()({ url: '/api/recruitment' }));
    expect(await loaded()).toBeInTheDocument();
  });
});

describe('a city page', () => {
  it('shows only that city, titled by its real name, with its chip current and leading back to all offers', async () => {
    renderAt('/pracuj-z-nami/gdynia');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gdynia'));
    expect(await screen.findByRole('heading', { level: 2, name: /Trójmiasto/ })).toBeInTheDocument();
    expect(offersIn(/Trójmiasto/)).toEqual(['Recepcjonistka']);
    const current = within(screen.getByRole('navigation', { name: 'Miasta' })).getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/pracuj-z-nami');
    expect(document.title).toBe('Praca: Gdynia | Salon');
  });

  it('an unknown city goes to the list, replacing the entry', async () => {
    const { location } = renderAt('/pracuj-z-nami/radom');
    await waitFor(() => expect(location().pathname).toBe('/pracuj-z-nami'));
    expect(await loaded()).toBeInTheDocument();
  });
});
