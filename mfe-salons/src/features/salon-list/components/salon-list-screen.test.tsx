import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigationType } from 'react-router';
import type { SessionUser } from '@salon/contracts/events';
import { initI18n } from '@salon/i18n';
import { bus, isExactQuery } from '@salon/platform';
import { renderRoutes } from '@salon/ui/testing';
import { createSalonsStore } from '../../../app/store.ts';
import SalonsRoutes from '../../../routes.tsx';
import { directoryApi } from '../test-fixtures.ts';

// The API: every call goes through the base query, so the test answers it here.
const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

let navigationType = '';
function NavigationTypeSpy() {
  navigationType = useNavigationType();
  return null;
}

function renderList(path = '/salony') {
  const view = renderRoutes(
    <>
      <SalonsRoutes store={createSalonsStore()} />
      <NavigationTypeSpy />
    </>,
    path,
  );
  return { ...view, user: userEvent.setup() };
}

const anna: SessionUser = { id: 'u1', firstName: 'Anna', lastName: 'Kowalska', email: null, phone: null, sex: 'F', preferredSalonId: 'M601' };

/** The `<h2>` sections of the page, in order. */
const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
/** The salon names of the list named by a section heading. */
const salonsIn = (section: string) =>
  within(screen.getByRole('list', { name: section }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading', { level: 3 }).textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Szukaj salonu' });
const clearControl = () => within(screen.getByRole('search')).queryByRole('button', { name: 'Wyczyść wyszukiwanie' });
/** Types a whole query at once (a paste): one render instead of one per letter. */
async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(searchBox());
  await user.click(searchBox());
  await user.paste(text);
}
const loaded = () => screen.findByRole('heading', { level: 2, name: 'Warszawa' });

// Rendering a dozen salon boxes in jsdom takes a second or two per search on a busy 2-core machine.
jest.setTimeout(15_000);

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset().mockImplementation(directoryApi());
  bus.emit('session:changed', { authenticated: false, user: null });
});

describe('the salon list', () => {
  it('has the breadcrumb, the heading and indexable meta with a canonical path without the query', async () => {
    renderList('/salony?q=krakow&utm_source=mail');
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));
    expect(breadcrumb.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByText('Salony')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Salony');
    await screen.findByRole('heading', { level: 2, name: 'Kraków' });
    expect(document.title).toBe('Salony fryzjerskie w całej Polsce | Salon');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('Znajdź salon fryzjerski'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/salony');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows a spinner while the salons load', async () => {
    mockBaseQuery.mockImplementation((args: { url: string }) => (args.url === '/api/salons' ? new Promise(() => {}) : directoryApi()(args)));
    renderList();
    expect((await screen.findByText('Wczytujemy salony…')).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Warszawa' })).toBeNull();
  });

  it('lists the suggested salons first, then the others by city group or city: suggested cities in order, then alphabetically', async () => {
    renderList();
    await loaded();
    expect(sectionTitles()).toEqual([
      'Polecane salony',
      'Warszawa',
      'Kraków',
      'Trójmiasto',
      'Białystok',
      'Lublin',
      'Łódź',
      'Usługi mobilne – przyjedziemy do Ciebie',
      'Mapa salonów',
    ]);
    expect(salonsIn('Polecane salony')).toEqual(['Warszawa Puławska', 'Kraków Galeria Krakowska', 'Wrocław Świdnicka']);
    // The suggested ones are not listed twice: Wrocław has no section of its own.
    expect(salonsIn('Warszawa')).toEqual(['Warszawa Arkadia']);
    expect(salonsIn('Kraków')).toEqual(['Kraków Floriańska', 'Kraków Karmelicka']);
    expect(salonsIn('Trójmiasto')).toEqual(['Gdańsk Długa', 'Gdynia Riviera']);
  });

  it('puts the signed-in customer’s preferred salon first, with the hearts', async () => {
    act(() => bus.emit('session:changed', { authenticated: true, user: anna }));
    renderList();
    await loaded();
    expect(salonsIn('Twój ulubiony salon i polecane')).toEqual(['Łódź Manufaktura', 'Warszawa Puławska', 'Kraków Galeria Krakowska', 'Wrocław Świdnicka']);
    expect(screen.queryByRole('heading', { level: 2, name: 'Łódź' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ulubiony salon: Łódź Manufaktura' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows no hearts to a guest', async () => {
    renderList();
    await loaded();
    expect(screen.queryByRole('button', { name: /Ulubiony salon/ })).toBeNull();
  });

  it('does not list the virtual salons as places: the mobile services have one card that books in their area', async () => {
    renderList();
    await loaded();
    expect(screen.queryByText('Ślub i uroda z dojazdem')).toBeNull();
    expect(screen.queryByText('Fryzjer i barber z dojazdem')).toBeNull();
    const card = within(screen.getByRole('region', { name: 'Usługi mobilne – przyjedziemy do Ciebie' }));
    const reserve = card.getByRole('link', { name: 'Zarezerwuj usługę z dojazdem' });
    expect(reserve).toHaveAttribute('href', '/rezerwacja?city=uslugi-mobilne');
    expect(reserve).toHaveAttribute('rel', 'nofollow');
  });

  it('has a button for each city with salons, in the API’s order, none active', async () => {
    renderList();
    const cities = within(await screen.findByRole('navigation', { name: 'Miasta' }));
    const links = cities.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Warszawa', 'Kraków', 'Wrocław', 'Gdańsk', 'Białystok', 'Gdynia', 'Lublin', 'Łódź']);
    expect(cities.getByRole('link', { name: 'Kraków' })).toHaveAttribute('href', '/salony/krakow');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });

  it('keeps the city row’s room while the cities load, silently, so the page below does not jump', async () => {
    let answerCities: (value: unknown) => void = () => undefined;
    mockBaseQuery.mockImplementation(directoryApi({ '/api/cities': new Promise((resolve) => (answerCities = resolve)) }));
    renderList();
    await loaded();
    expect(screen.getByTestId('chip-nav-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('navigation', { name: 'Miasta' })).not.toBeInTheDocument();
    await act(async () => answerCities(await directoryApi()({ url: '/api/cities' } as never)));
    expect(await screen.findByRole('navigation', { name: 'Miasta' })).toBeInTheDocument();
    expect(screen.queryByTestId('chip-nav-skeleton')).not.toBeInTheDocument();
  });

  it('a city button starts afresh in that city: it keeps the other query keys but not the search', async () => {
    const { user, location } = renderList('/salony?q=lodz&utm_source=mail');
    const krakow = within(await screen.findByRole('navigation', { name: 'Miasta' })).getByRole('link', { name: 'Kraków' });
    expect(krakow).toHaveAttribute('href', '/salony/krakow?utm_source=mail');
    await user.click(krakow);
    expect(await screen.findByRole('heading', { level: 1, name: 'Salony fryzjerskie w Krakowie' })).toBeInTheDocument();
    expect(location().search).toBe('?utm_source=mail');
    // Marked as meant, so the shell does not carry the old query over.
    expect(isExactQuery(location().state)).toBe(true);
    expect(searchBox()).toHaveValue('');
  });

  it('searches without diacritics, keeps the query in the URL by replacing the entry, and moves the suggested section last', async () => {
    const { user, location } = renderList('/salony?utm_source=mail');
    await loaded();
    await user.type(searchBox(), 'lodz');
    expect(sectionTitles()).toEqual(['Łódź', 'Polecane salony', 'Mapa salonów']);
    expect(salonsIn('Łódź')).toEqual(['Łódź Manufaktura']);
    expect(screen.getByText('Znaleziono 1 salon')).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(location().search).get('q')).toBe('lodz'));
    expect(new URLSearchParams(location().search).get('utm_source')).toBe('mail');
    expect(navigationType).toBe('REPLACE');
  });

  it('finds by street and lists suggested salons in their city while searching', async () => {
    const { user } = renderList();
    await loaded();
    await search(user, 'KRAKÓW');
    expect(salonsIn('Kraków')).toEqual(['Kraków Floriańska', 'Kraków Galeria Krakowska', 'Kraków Karmelicka']);
    expect(screen.getByText('Znaleziono 3 salony')).toBeInTheDocument();
    await search(user, 'swidnicka 28');
    expect(sectionTitles()[0]).toBe('Wrocław');
    expect(salonsIn('Wrocław')).toEqual(['Wrocław Świdnicka']);
  });

  it('restores the search from the URL after a reload', async () => {
    renderList('/salony?q=lipowa');
    await screen.findByRole('heading', { level: 2, name: 'Białystok' });
    expect(searchBox()).toHaveValue('lipowa');
    expect(sectionTitles()).toEqual(['Białystok', 'Lublin', 'Polecane salony', 'Mapa salonów']);
  });

  it('offers the clear control only while there is text; it empties the search and returns the focus to it', async () => {
    const { user, location } = renderList();
    await loaded();
    expect(clearControl()).toBeNull();
    await search(user, 'gdy');
    expect(salonsIn('Trójmiasto')).toEqual(['Gdynia Riviera']);
    await user.click(clearControl()!);
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(clearControl()).toBeNull();
    await waitFor(() => expect(location().search).toBe(''));
    expect(sectionTitles()[0]).toBe('Polecane salony');
  });

  it('says so when the search finds nothing, and offers to clear it', async () => {
    const { user } = renderList();
    await loaded();
    await search(user, 'zakopane');
    expect(screen.getByRole('heading', { level: 2, name: 'Nie znaleźliśmy takiego salonu' })).toBeInTheDocument();
    expect(screen.getByText('Znaleziono 0 salonów')).toBeInTheDocument();
    // The suggested salons are still offered, below the message.
    expect(sectionTitles()).toEqual(['Nie znaleźliśmy takiego salonu', 'Polecane salony', 'Mapa salonów']);
    const [, emptyAction] = screen.getAllByRole('button', { name: 'Wyczyść wyszukiwanie' });
    await user.click(emptyAction!);
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Nie znaleźliśmy takiego salonu' })).toBeNull();
  });

  it('finds the mobile services card by its name', async () => {
    const { user } = renderList();
    await loaded();
    await search(user, 'dojazdem');
    expect(screen.getByRole('region', { name: 'Usługi mobilne – przyjedziemy do Ciebie' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nie znaleźliśmy takiego salonu' })).toBeNull();
  });

  it('a failed load shows an error with a retry, and the city buttons and the search keep working', async () => {
    let fail = true;
    mockBaseQuery.mockImplementation((args: { url: string }) =>
      directoryApi(fail ? { '/api/salons': { error: { status: 500, code: 'UNKNOWN_ERROR' } } } : {})(args),
    );
    const { user } = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać listy salonów.');
    expect(within(screen.getByRole('navigation', { name: 'Miasta' })).getByRole('link', { name: 'Kraków' })).toBeInTheDocument();
    await user.type(searchBox(), 'lodz');
    expect(searchBox()).toHaveValue('lodz');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Łódź' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed list of cities says so with its own retry and leaves the salons alone', async () => {
    let fail = true;
    mockBaseQuery.mockImplementation((args: { url: string }) =>
      directoryApi(fail ? { '/api/cities': { error: { status: 500, code: 'UNKNOWN_ERROR' } } } : {})(args),
    );
    const { user } = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać listy miast.');
    // Without the cities' order every section is alphabetical.
    expect(await screen.findByRole('heading', { level: 2, name: 'Warszawa' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('navigation', { name: 'Miasta' })).toBeInTheDocument();
  });

  it('shows the map section with its fallback when maps have no token', async () => {
    renderList();
    const map = within(await screen.findByRole('region', { name: 'Mapa salonów' }));
    expect(map.getByText(/Mapa jest teraz niedostępna/)).toBeInTheDocument();
  });
});
