import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { setCurrentLanguage } from '@salon/platform';
import { mockViewport, renderRoutes } from '@salon/ui/testing';
import { createShopStore } from '../../../app/store.ts';
import { ITEMS, callsTo, shopApiDouble, signOut } from '../../../lib/test-fixtures.ts';
import ShopRoutes from '../../../routes.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

function renderAt(path = '/sklep') {
  return { ...renderRoutes(<ShopRoutes store={createShopStore()} />, path), user: userEvent.setup() };
}

const results = () => screen.getByRole('list', { name: 'Wyniki' });
const shownNames = () =>
  within(results())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const loaded = () => screen.findByRole('list', { name: 'Wyniki' });
const itemCalls = () => callsTo(mockBaseQuery, 'GET', '/api/shop/items');
const priceField = (name: 'Od' | 'Do') => screen.getByRole('spinbutton', { name });
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

jest.setTimeout(20_000);

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset().mockImplementation(shopApiDouble());
  signOut();
});

describe('the list and its URL', () => {
  it('shows the first page, the count in a live region, cards with price, badge and pictures', async () => {
    renderAt();
    await loaded();
    expect(shownNames()).toHaveLength(12);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Znaleziono 28 pozycji');
    expect(screen.getByText('Pokazano 12 z 28')).toBeInTheDocument();
    const voucher = screen.getByRole('article', { name: 'Karnet: 5 × modelowanie' });
    expect(within(voucher).getByText('Voucher')).toBeInTheDocument();
    expect(within(voucher).getByText('5 wejść')).toBeInTheDocument();
    expect(voucher).toHaveTextContent(/450,00\s*zł/);
    expect(within(voucher).getByRole('link', { name: 'Karnet: 5 × modelowanie' })).toHaveAttribute('href', expect.stringMatching(/^\/sklep\/voucher\//));
    const first = screen.getByRole('article', { name: 'Szampon 1' });
    expect(first).toHaveTextContent('L’Oréal Professionnel');
    expect(first).toHaveTextContent('500 ml');
    expect(first).toHaveTextContent(/41,99\s*zł/);
    const picture = within(first).getByRole('img', { name: 'Butelka szamponu 1' });
    expect(picture).toHaveAttribute('width', '960');
    expect(picture).toHaveAttribute('loading', 'eager');
    const sources = picture.parentElement?.querySelectorAll('source') ?? [];
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toContain('/api/images/shop/product-1.avif?w=320 320w');
    expect(within(screen.getByRole('article', { name: 'Szampon 9' })).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('reads filters, sort and price from the URL into the controls and the API call', async () => {
    renderAt('/sklep?marka=kerastase&pojemnosc=250&cena_od=50&sortuj=cena-rosnaco');
    await loaded();
    expect(screen.getByRole('checkbox', { name: 'Kérastase' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Redken' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '250 ml' })).toBeChecked();
    expect(priceField('Od')).toHaveValue(50);
    expect(screen.getByRole('combobox', { name: 'Sortuj' })).toHaveValue('price-asc');
    expect(itemCalls()[0]?.params).toEqual({ page: 1, brand: 'kerastase', volume: '250', priceMin: 5000, sort: 'price-asc' });
  });

  it('writes ticks, the sort and vouchers only to the URL with Polish names, and announces the new count', async () => {
    const { user, location } = renderAt('/sklep?utm_source=news');
    await loaded();
    await user.click(screen.getByRole('checkbox', { name: 'Redken' }));
    await waitFor(() => expect(location().search).toBe('?utm_source=news&marka=redken'));
    await waitFor(() => expect(screen.getByText(/^Znaleziono/)).toHaveTextContent('Znaleziono 9 pozycji'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortuj' }), 'price-desc');
    await waitFor(() => expect(location().search).toBe('?utm_source=news&marka=redken&sortuj=cena-malejaco'));
    await user.click(screen.getByRole('switch', { name: 'Tylko vouchery' }));
    // Vouchers only drops the product filters, which would leave vouchers out.
    await waitFor(() => expect(location().search).toBe('?utm_source=news&vouchery=1&sortuj=cena-malejaco'));
    expect(screen.getByRole('group', { name: 'Marka' })).toBeDisabled();
    await waitFor(() => expect(shownNames()).toEqual(['Karnet: 5 × modelowanie', 'Karnet: 3 × strzyżenie']));
  });

  it('applies a price range typed in złoty as grosze', async () => {
    const { user, location } = renderAt();
    await loaded();
    await user.type(priceField('Od'), '45');
    await user.type(priceField('Do'), '50');
    await user.click(screen.getByRole('button', { name: 'Zastosuj cenę' }));
    await waitFor(() => expect(location().search).toBe('?cena_od=45&cena_do=50'));
    await waitFor(() => expect(itemCalls().at(-1)?.params).toEqual({ page: 1, priceMin: 4500, priceMax: 5000 }));
  });

  it('says "Invalid price range" on the field when "from" is above "to", and changes nothing', async () => {
    const { user, location } = renderAt();
    await loaded();
    await user.type(priceField('Od'), '200');
    await user.type(priceField('Do'), '100');
    await user.click(screen.getByRole('button', { name: 'Zastosuj cenę' }));
    await waitFor(() => expect(errorOf(priceField('Do'))).toBe('Nieprawidłowy zakres cen'));
    expect(priceField('Do')).toHaveAttribute('aria-invalid', 'true');
    expect(location().search).toBe('');
  });

  it('puts the API’s 400 on priceMax (a shared link upside down) on the same field', async () => {
    renderAt('/sklep?cena_od=200&cena_do=100');
    expect(await screen.findByRole('heading', { name: 'Nieprawidłowy zakres cen' })).toBeInTheDocument();
    expect(errorOf(priceField('Do'))).toBe('Nieprawidłowy zakres cen');
    expect(itemCalls()[0]?.params).toMatchObject({ priceMin: 20000, priceMax: 10000 });
  });

  it('loads more: appends the next page, keeps it in the URL and moves the focus to the first new item', async () => {
    const { user, location } = renderAt('/sklep?marka=loreal-professionnel,redken');
    await loaded();
    expect(screen.getByText('Pokazano 12 z 18')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    await waitFor(() => expect(shownNames()).toHaveLength(18));
    expect(location().search).toBe('?marka=loreal-professionnel%2Credken&strona=2');
    expect(screen.getByText('Pokazano 18 z 18')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();
    const thirteenth = within(results()).getAllByRole('listitem')[12];
    expect(within(thirteenth as HTMLElement).getByRole('link')).toHaveFocus();
    expect(itemCalls().map((call) => call.params?.page)).toEqual([1, 2]);
  });

  it('restores every loaded page on reload', async () => {
    renderAt('/sklep?strona=3');
    await waitFor(() => expect(screen.getByText('Pokazano 28 z 28')).toBeInTheDocument());
    expect(shownNames()).toEqual(ITEMS.map((item) => item.name));
  });

  it('shows “change filters” when nothing matches, with a button that clears them', async () => {
    const { user, location } = renderAt('/sklep?cena_od=1&cena_do=2&sortuj=cena-rosnaco');
    expect(await screen.findByRole('heading', { name: 'Brak wyników' })).toBeInTheDocument();
    expect(screen.getByText(/Zmień filtry/)).toBeInTheDocument();
    const clear = within(screen.getByRole('heading', { name: 'Brak wyników' }).parentElement as HTMLElement).getByRole('button', { name: 'Wyczyść filtry' });
    await user.click(clear);
    await waitFor(() => expect(location().search).toBe('?sortuj=cena-rosnaco'));
    expect(await loaded()).toBeInTheDocument();
    expect(priceField('Od')).toHaveValue(null);
  });

  it('shows placeholders while loading and a failure with a retry', async () => {
    let fail = true;
    mockBaseQuery.mockImplementation(
      shopApiDouble({ 'GET /api/shop/items': (call) => (fail ? { error: { status: 500, code: 'UNKNOWN_ERROR' } } : shopApiDouble()(call)) }),
    );
    const { user } = renderAt();
    expect(screen.getByText('Wczytujemy produkty…')).toBeInTheDocument();
    expect(await screen.findByText('Nie udało się wczytać produktów.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await loaded()).toBeInTheDocument();
  });

  it.each([
    ['fr' as const, 'Boutique', 'Filtres', '28 articles trouvés'],
    ['en' as const, 'Shop', 'Filters', '28 items found'],
  ])('speaks %s', async (language, title, filters, found) => {
    setCurrentLanguage(language);
    try {
      renderAt();
      expect(await screen.findByText(found)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.getByRole('heading', { level: 2, name: filters })).toBeInTheDocument();
    } finally {
      act(() => setCurrentLanguage('pl'));
    }
  });
});

describe('the filters on a phone', () => {
  let viewport: ReturnType<typeof mockViewport>;
  beforeEach(() => {
    viewport = mockViewport(390);
  });
  afterEach(() => viewport.restore());

  it('open in a dialog from "Filters (n)", keep the focus inside, close with Escape, the close button or "Show results"', async () => {
    const { user, location } = renderAt('/sklep?marka=redken');
    await loaded();
    expect(screen.queryByRole('complementary')).toBeNull();
    const open = screen.getByRole('button', { name: 'Filtry (1)' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Filtry' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Tab from the last control comes back to the first: the focus stays in the dialog.
    const showResults = within(dialog).getByRole('button', { name: 'Pokaż 9 wyników' });
    showResults.focus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(within(screen.getByRole('dialog')).getByRole('checkbox', { name: 'Kérastase' }));
    await waitFor(() => expect(location().search).toBe('?marka=redken&marka=kerastase'));
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Pokaż 17 wyników' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filtry (2)' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Filtry (2)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
