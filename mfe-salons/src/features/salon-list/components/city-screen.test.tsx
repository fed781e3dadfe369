import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@salon/contracts/events';
import { initI18n } from '@salon/i18n';
import { bus } from '@salon/platform';
import { renderRoutes, structuredDataItems } from '@salon/ui/testing';
import { createSalonsStore } from '../../../app/store.ts';
import SalonsRoutes from '../../../routes.tsx';
import { directoryApi } from '../test-fixtures.ts';

// The API: every call goes through the base query, so the test answers it here.
const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

function renderCity(path = '/salony/krakow') {
  return { ...renderRoutes(<SalonsRoutes store={createSalonsStore()} />, path), user: userEvent.setup() };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const breadcrumb = () => within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));
const salonsIn = (section: string) =>
  within(screen.getByRole('list', { name: section }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading', { level: 3 }).textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Szukaj salonu' });
const loaded = () => screen.findByRole('heading', { level: 1, name: 'Salony fryzjerskie w Krakowie' });
const meta = (name: string) => document.head.querySelector(`meta[name="${name}"]`);

// Rendering the salon boxes in jsdom takes a second or two per step on a busy 2-core machine.
jest.setTimeout(15_000);

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset().mockImplementation(directoryApi());
  bus.emit('session:changed', { authenticated: false, user: null });
});

describe('a city page', () => {
  it('has the breadcrumb with the city’s name, the heading, the lead text and indexable meta', async () => {
    renderCity('/salony/krakow?utm_source=mail');
    await loaded();
    expect(breadcrumb().getByRole('link', { name: 'Salony' })).toHaveAttribute('href', '/salony');
    expect(breadcrumb().getByText('Kraków')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/Trzy salony w Krakowie/)).toBeInTheDocument();
    expect(document.title).toBe('Salony fryzjerskie w Krakowie | Salon');
    expect(meta('description')).toHaveAttribute('content', '3 salony fryzjerskie w Krakowie: adresy, oceny klientów w Google i rezerwacja wizyty online.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/salony/krakow');
    expect(meta('robots')).toBeNull();
    // The head @salon/seo builds, as the gateway serves it: the breadcrumbs as JSON-LD.
    const [breadcrumbs] = structuredDataItems() as { itemListElement: { name: string }[] }[];
    expect(breadcrumbs?.itemListElement.map((item) => item.name)).toEqual(['Strona główna', 'Salony', 'Kraków']);
  });

  it('marks its city button as the active one, which returns to all salons', async () => {
    renderCity();
    await loaded();
    const cities = within(screen.getByRole('navigation', { name: 'Miasta' }));
    const active = cities.getByRole('link', { name: /^Kraków/ });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveAttribute('href', '/salony');
    expect(cities.getByRole('link', { name: 'Warszawa' })).toHaveAttribute('href', '/salony/warszawa');
    expect(cities.getByRole('link', { name: 'Warszawa' })).not.toHaveAttribute('aria-current');
  });

  it('lists the city’s salons (suggested first), then the suggested salons of other cities, then the SEO paragraphs', async () => {
    renderCity();
    await loaded();
    expect(salonsIn('Nasze salony w Krakowie')).toEqual(['Kraków Galeria Krakowska', 'Kraków Floriańska', 'Kraków Karmelicka']);
    expect(salonsIn('Polecane salony w innych miastach')).toEqual(['Warszawa Puławska', 'Wrocław Świdnicka']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Nasze salony w Krakowie',
      'Polecane salony w innych miastach',
      'Fryzjer na Starym Mieście',
      'Przy dworcu',
    ]);
    expect(screen.getByText('Salon przy Floriańskiej jest kilka kroków od Rynku.')).toBeInTheDocument();
    expect(screen.getByText('W soboty otwieramy o dziewiątej.')).toBeInTheDocument();
  });

  it('shows a closed salon and one that books by phone for what they are', async () => {
    renderCity();
    await loaded();
    const florianska = within(screen.getByRole('article', { name: 'Kraków Floriańska' }));
    expect(florianska.getByText('Salon tymczasowo zamknięty')).toBeInTheDocument();
    const karmelicka = within(screen.getByRole('article', { name: 'Kraków Karmelicka' }));
    expect(karmelicka.queryByRole('link', { name: /Zarezerwuj/ })).toBeNull();
    expect(karmelicka.getByText(/nie przyjmuje rezerwacji online/)).toBeInTheDocument();
  });

  it('puts the customer’s preferred salon of another city first in the section below', async () => {
    const anna: SessionUser = { id: 'u1', firstName: 'Anna', lastName: 'Kowalska', email: null, phone: null, sex: 'F', preferredSalonId: 'M601' };
    act(() => bus.emit('session:changed', { authenticated: true, user: anna }));
    renderCity();
    await loaded();
    expect(salonsIn('Twój ulubiony salon i polecane w innych miastach')).toEqual(['Łódź Manufaktura', 'Warszawa Puławska', 'Wrocław Świdnicka']);
  });

  it('filters the city’s salons by the search text, keeping it in the URL', async () => {
    const { user, location } = renderCity();
    await loaded();
    await user.type(searchBox(), 'flor');
    expect(salonsIn('Nasze salony w Krakowie')).toEqual(['Kraków Floriańska']);
    expect(screen.getByText('Znaleziono 1 salon')).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?q=flor'));
  });

  it('says so when the search finds nothing in the city, with a way to clear it and to all salons', async () => {
    const { user } = renderCity('/salony/krakow?q=pulawska');
    await loaded();
    expect(searchBox()).toHaveValue('pulawska');
    expect(screen.getByRole('heading', { level: 2, name: 'Nie znaleźliśmy takiego salonu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobacz wszystkie salony' })).toHaveAttribute('href', '/salony');
    const [, clearAction] = screen.getAllByRole('button', { name: 'Wyczyść wyszukiwanie' });
    await user.click(clearAction!);
    expect(searchBox()).toHaveFocus();
    expect(salonsIn('Nasze salony w Krakowie')).toHaveLength(3);
  });

  it.each([
    ['an unknown slug', '/salony/nowy-sacz', 'Nowy Sacz'],
    ['the virtual area, which is not a city', '/salony/uslugi-mobilne', 'Usługi mobilne'],
  ])('%s shows the empty message with a link to all salons, kept out of search engines', async (_, path, name) => {
    renderCity(path);
    expect(await screen.findByRole('heading', { level: 2, name: 'Nie mamy salonu w tym mieście' })).toBeInTheDocument();
    expect(heading()).toHaveTextContent(name);
    expect(breadcrumb().getByText(name)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Zobacz wszystkie salony' })).toHaveAttribute('href', '/salony');
    expect(meta('robots')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('the virtual area’s page also offers the mobile services', async () => {
    renderCity('/salony/uslugi-mobilne');
    const card = within(await screen.findByRole('region', { name: 'Usługi mobilne – przyjedziemy do Ciebie' }));
    expect(card.getByRole('link', { name: 'Zarezerwuj usługę z dojazdem' })).toHaveAttribute('href', '/rezerwacja?city=uslugi-mobilne');
  });

  it('a failed load of the city shows an error with a retry', async () => {
    let fail = true;
    mockBaseQuery.mockImplementation((args: { url: string }) =>
      directoryApi(fail ? { '/api/cities/krakow': { error: { status: 500, code: 'UNKNOWN_ERROR' } } } : {})(args),
    );
    const { user } = renderCity();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać strony miasta.');
    expect(heading()).toHaveTextContent('Krakow');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await loaded();
    expect(salonsIn('Nasze salony w Krakowie')).toHaveLength(3);
  });
});
