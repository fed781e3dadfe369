import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import type { Service } from '@salon/contracts/catalog-api';
import type { SessionUser } from '@salon/contracts/events';
import { initI18n } from '@salon/i18n';
import { setRuntimeConfigForTests, setSessionUser } from '@salon/platform';
import { UiRoot } from '@salon/ui';
import { createBookingStore, type BookingStore } from '../../../app/store.ts';
import { trackBooking, trackRecommendation } from '../../../lib/booking-tracking.ts';
import { areaSelected, salonSelected, serviceSelected } from '../../../lib/reservation-draft-slice.ts';
import BookingRoutes from '../../../routes.tsx';
import { CATEGORY_PREFERENCE_KEY } from '../lib/category-preference.ts';

// The API: every call goes through the base query, so the tests answer it here.
const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));
jest.mock('../../../lib/booking-tracking.ts');

const service = (patch: Partial<Service> & Pick<Service, 'id' | 'name'>): Service => ({
  duration: 60,
  order: 1,
  category: 'HAIRDRESSING',
  sex: ['F'],
  outsideOfSalon: false,
  promoted: false,
  promotingMessage: null,
  price: { value: 100, currency: 'PLN' },
  priceFrom: false,
  description: null,
  longDescription: null,
  minimumDistanceInDays: null,
  ...patch,
});

const womenCut = service({ id: '1001', name: 'Strzyżenie damskie', price: { value: 120, currency: 'PLN' }, priceFrom: true });
const menCut = service({ id: '1002', name: 'Strzyżenie męskie', sex: ['M'], duration: 30 });
const colouring = service({
  id: '1003',
  name: 'Koloryzacja',
  duration: 120,
  promoted: true,
  promotingMessage: '-20% do końca miesiąca',
  description: 'Koloryzacja całych włosów.',
  longDescription: 'Z konsultacją kolorystki i pielęgnacją po zabiegu.',
});
const balayage = service({ id: '1004', name: 'Balayage', duration: 180 });
const manicure = service({ id: '1101', name: 'Manicure hybrydowy', category: 'COSMETICS', sex: ['F', 'M'], duration: 45, promoted: true });
const beard = service({ id: '1201', name: 'Trymowanie brody', category: 'BARBER', sex: ['M'], duration: 30 });
const krakowServices = [womenCut, menCut, colouring, balayage, manicure, beard];
const rynekServices = [
  { ...womenCut, priceFrom: false },
  { ...menCut, price: { value: 65, currency: 'PLN' } },
  colouring,
];

const krakow = { code: 'krakow', name: 'Kraków' };
const rynek = { id: 'M12', name: 'Salon Rynek' };
const anna: SessionUser = {
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  phone: '600100200',
  sex: 'F',
  preferredSalonId: null,
};

interface Api {
  area?: Service[] | 'error' | 'pending';
  salon?: Service[];
  lastVisitServiceId?: string;
}

/** Answers the calls of the service step. */
function answer({ area = krakowServices, salon = rynekServices, lastVisitServiceId }: Api = {}) {
  mockBaseQuery.mockImplementation((args: { url: string; params?: Record<string, unknown> }) => {
    if (args.url === '/api/services' && args.params?.salonId) return Promise.resolve({ data: salon });
    if (args.url === '/api/services') {
      if (area === 'pending') return new Promise(() => {});
      if (area === 'error') return Promise.resolve({ error: { status: 500, code: 'UNKNOWN_ERROR' } });
      return Promise.resolve({ data: area });
    }
    if (args.url === '/api/visits/last') {
      return Promise.resolve(
        lastVisitServiceId
          ? { data: { id: 'v1', service: { id: lastVisitServiceId, name: '', category: 'HAIRDRESSING', duration: 60 } } }
          : { error: { status: 404, code: 'NOT_FOUND' } },
      );
    }
    return Promise.resolve({ error: { status: 404, code: 'NOT_FOUND' } });
  });
}

/** A store with Kraków chosen, plus whatever the test dispatches. */
function storeWithArea(...then: Parameters<BookingStore['dispatch']>[0][]) {
  const store = createBookingStore();
  store.dispatch(areaSelected(krakow));
  then.forEach((action) => store.dispatch(action));
  return store;
}

/** The booking routes at the service step, with navigation state as the area step sends it. */
function renderStep(store: BookingStore, state: unknown = null) {
  let current: Location | undefined;
  function LocationSpy() {
    current = useLocation();
    return null;
  }
  render(
    <UiRoot>
      <MemoryRouter initialEntries={[{ pathname: '/rezerwacja/usluga', search: '?utm_source=mail', state }]}>
        <Routes>
          <Route path="*" element={<BookingRoutes store={store} />} />
        </Routes>
        <LocationSpy />
      </MemoryRouter>
    </UiRoot>,
  );
  return { location: () => current as Location, user: userEvent.setup() };
}

/** The names of the services of a list, in order. */
const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]?.textContent);

const serviceList = (name = 'Usługi') => screen.findByRole('list', { name });

beforeAll(() => initI18n());

beforeEach(() => {
  answer();
  setRuntimeConfigForTests({ features: { serviceFilter: true }, booking: { areasEndpoint: 'cities' } });
});

afterEach(() => {
  setRuntimeConfigForTests(null);
  window.localStorage.clear();
  delete (window as { __SALON_BUS_STATE__?: unknown }).__SALON_BUS_STATE__;
  jest.clearAllMocks();
});

describe('the service list', () => {
  it('asks for the area’s services by city code, API version 3', async () => {
    renderStep(storeWithArea());
    await serviceList();
    expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/services', params: { city: 'krakow' }, apiVersion: 3 }));
    // Nobody is signed in: no last visit to ask for.
    expect(mockBaseQuery).not.toHaveBeenCalledWith(expect.objectContaining({ url: '/api/visits/last' }));
  });

  it('asks by department code or for the virtual salons, as the area says', async () => {
    setRuntimeConfigForTests({ booking: { areasEndpoint: 'departments' } });
    renderStep(storeWithArea());
    await serviceList();
    expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ params: { departmentCode: 'krakow' } }));

    const virtual = createBookingStore();
    virtual.dispatch(areaSelected({ code: 'virtual', name: 'Z dojazdem', virtual: true }));
    renderStep(virtual);
    await waitFor(() => expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ params: { virtualSalons: true } })));
  });

  it('orders promoted first, then the last visit, then by name, with one badge per row (selected wins)', async () => {
    setRuntimeConfigForTests({ features: { serviceFilter: false } });
    answer({ lastVisitServiceId: '1004' });
    act(() => setSessionUser(anna));
    renderStep(storeWithArea(serviceSelected({ id: '1003', name: 'Koloryzacja' })));

    const list = await serviceList();
    expect(namesIn(list)).toEqual([
      'Koloryzacja',
      'Manicure hybrydowy',
      'Balayage',
      'Strzyżenie damskie',
      'Strzyżenie męskie',
      'Trymowanie brody',
    ]);
    const row = (name: string) => within(list).getByRole('button', { name });
    expect(row('Koloryzacja')).toHaveAccessibleDescription(/^Wybrana -20% do końca miesiąca Cena: 100,00\szł Czas trwania: 2 godz\.$/);
    expect(row('Koloryzacja')).toHaveAttribute('aria-current', 'true');
    expect(row('Manicure hybrydowy')).toHaveAccessibleDescription(/^Promocja Cena: 100,00\szł Czas trwania: 45 min$/);
    expect(row('Balayage')).toHaveAccessibleDescription(/^Ostatnia wizyta /);
    expect(row('Strzyżenie damskie')).toHaveAccessibleDescription(/^Cena: od 120,00\szł Czas trwania: 1 godz\.$/);
    // The filter is off by configuration.
    expect(screen.queryByRole('group', { name: 'Filtruj usługi' })).toBeNull();
  });

  it('shows a skeleton while loading', async () => {
    answer({ area: 'pending' });
    renderStep(storeWithArea());
    expect(await screen.findByRole('status', { name: 'Wczytujemy usługi…' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Usługi' })).toBeNull();
  });

  it('shows an error with a retry when the services cannot be loaded', async () => {
    answer({ area: 'error' });
    const { user } = renderStep(storeWithArea());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać usług.');
    answer();
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await serviceList()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the area has no services, with a way back to the area step', async () => {
    answer({ area: [] });
    renderStep(storeWithArea());
    const empty = (await screen.findByRole('heading', { name: 'Brak usług w tej lokalizacji' })).closest('section') as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Zmień miasto' })).toHaveAttribute('href', '/rezerwacja/miasto');
    expect(screen.queryByRole('group', { name: 'Filtruj usługi' })).toBeNull();
  });
});

describe('the filter', () => {
  const sexRadio = (name: string) => within(screen.getByRole('group', { name: 'Dla kogo' })).getByRole('radio', { name });
  const categoryGroup = () => screen.getByRole('group', { name: 'Kategoria' });
  const categoryRadio = (name: string) => within(categoryGroup()).getByRole('radio', { name });

  it('starts at women and hairdressing, offering only the categories present', async () => {
    answer({ area: [womenCut, menCut, colouring, manicure] });
    renderStep(storeWithArea());
    const list = await serviceList();
    expect(sexRadio('Kobieta')).toBeChecked();
    expect(categoryRadio('Fryzjer')).toBeChecked();
    expect(within(categoryGroup()).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Wszystkie',
      'Fryzjer',
      'Kosmetyka',
    ]);
    expect(namesIn(list)).toEqual(['Koloryzacja', 'Strzyżenie damskie']);
  });

  it('filters by category and sex, remembers the category and tracks the change', async () => {
    const { user } = renderStep(storeWithArea());
    await serviceList();
    await user.click(categoryRadio('Wszystkie'));
    expect(namesIn(screen.getByRole('list', { name: 'Usługi' }))).toEqual(['Koloryzacja', 'Manicure hybrydowy', 'Balayage', 'Strzyżenie damskie']);
    expect(window.localStorage.getItem(CATEGORY_PREFERENCE_KEY)).toBe('ALL');
    expect(trackRecommendation).toHaveBeenLastCalledWith('tag', { category: 'ALL', sex: 'F' });

    await user.click(sexRadio('Mężczyzna'));
    expect(namesIn(screen.getByRole('list', { name: 'Usługi' }))).toEqual(['Manicure hybrydowy', 'Strzyżenie męskie', 'Trymowanie brody']);
    expect(trackRecommendation).toHaveBeenLastCalledWith('tag', { category: 'ALL', sex: 'M' });
    // Only the category is a preference.
    expect(window.localStorage.getItem(CATEGORY_PREFERENCE_KEY)).toBe('ALL');
  });

  it('starts at the remembered category', async () => {
    window.localStorage.setItem(CATEGORY_PREFERENCE_KEY, 'COSMETICS');
    renderStep(storeWithArea());
    const list = await serviceList();
    expect(categoryRadio('Kosmetyka')).toBeChecked();
    expect(namesIn(list)).toEqual(['Manicure hybrydowy']);
  });

  it('takes the sex from the signed-in customer’s profile', async () => {
    act(() => setSessionUser({ ...anna, sex: 'M' }));
    renderStep(storeWithArea());
    const list = await serviceList();
    expect(sexRadio('Mężczyzna')).toBeChecked();
    expect(namesIn(list)).toEqual(['Strzyżenie męskie']);
  });

  it('chooses the only category by itself', async () => {
    answer({ area: [beard, service({ id: '1202', name: 'Golenie brzytwą', category: 'BARBER', sex: ['M'] })] });
    renderStep(storeWithArea());
    const list = await serviceList();
    expect(within(categoryGroup()).getAllByRole('radio')).toHaveLength(1);
    expect(categoryRadio('Barber')).toBeChecked();
    // Nothing for women here, so without a profile the list starts at men.
    expect(sexRadio('Mężczyzna')).toBeChecked();
    expect(namesIn(list)).toEqual(['Golenie brzytwą', 'Trymowanie brody']);
  });

  it('says when the filter leaves nothing, and clears it', async () => {
    window.localStorage.setItem(CATEGORY_PREFERENCE_KEY, 'BARBER');
    answer({ area: [womenCut, beard] });
    const { user } = renderStep(storeWithArea());
    expect(await screen.findByRole('heading', { name: 'Brak usług dla wybranych filtrów' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Usługi' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(categoryRadio('Wszystkie')).toBeChecked();
    expect(namesIn(await serviceList())).toEqual(['Strzyżenie damskie']);
  });
});

describe('with a salon chosen', () => {
  beforeEach(() => setRuntimeConfigForTests({ features: { serviceFilter: false } }));

  it('lists the salon’s services first and the area’s others under “other salons”', async () => {
    renderStep(storeWithArea(salonSelected(rynek)));
    const salonList = await serviceList('Usługi w salonie Salon Rynek');
    expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/services', params: { salonId: 'M12' }, apiVersion: 3 }));
    expect(namesIn(salonList)).toEqual(['Koloryzacja', 'Strzyżenie damskie', 'Strzyżenie męskie']);
    // The salon's own price, not the area's "from" price.
    expect(within(salonList).getByRole('button', { name: 'Strzyżenie męskie' })).toHaveAccessibleDescription(/65,00\szł/);

    const others = screen.getByRole('list', { name: 'Usługi w innych salonach' });
    expect(namesIn(others)).toEqual(['Manicure hybrydowy', 'Balayage', 'Trymowanie brody']);
  });

  it('keeps the salon for one of its services', async () => {
    const store = storeWithArea(salonSelected(rynek));
    const { user, location } = renderStep(store);
    await user.click(within(await serviceList('Usługi w salonie Salon Rynek')).getByRole('button', { name: 'Strzyżenie męskie' }));
    expect(store.getState().reservationDraft).toMatchObject({
      salon: { id: 'M12' },
      service: { id: '1002', name: 'Strzyżenie męskie', duration: 30, price: { value: 65, currency: 'PLN' } },
    });
    expect(location().pathname).toBe('/rezerwacja/termin');
  });

  it('drops the salon for a service of another salon', async () => {
    const store = storeWithArea(salonSelected(rynek));
    const { user, location } = renderStep(store);
    await serviceList('Usługi w salonie Salon Rynek');
    await user.click(within(screen.getByRole('list', { name: 'Usługi w innych salonach' })).getByRole('button', { name: 'Balayage' }));
    expect(store.getState().reservationDraft).toMatchObject({ salon: null, salonChosen: false, service: { id: '1004' } });
    expect(location().pathname).toBe('/rezerwacja/termin');
  });
});

describe('the description modal', () => {
  it('opens from the help icon with the description, duration and price, and gives focus back on close', async () => {
    setRuntimeConfigForTests({ features: { serviceFilter: false } });
    const { user } = renderStep(storeWithArea());
    await serviceList();
    const help = screen.getByRole('button', { name: 'Opis usługi Koloryzacja' });
    await user.click(help);

    const dialog = screen.getByRole('dialog', { name: 'Koloryzacja' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(dialog).toHaveTextContent('Koloryzacja całych włosów.');
    expect(dialog).toHaveTextContent('Z konsultacją kolorystki i pielęgnacją po zabiegu.');
    expect(within(dialog).getByText('Czas trwania').nextElementSibling).toHaveTextContent('2 godz.');
    expect(within(dialog).getByText('Cena').nextElementSibling).toHaveTextContent(/100,00\szł/);
    expect(trackRecommendation).toHaveBeenCalledWith('view', { serviceId: '1003' });

    const buttons = within(dialog).getAllByRole('button', { name: 'Zamknij' });
    await user.click(buttons[buttons.length - 1] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(help).toHaveFocus();
  });

  it('says when a service has no description', async () => {
    setRuntimeConfigForTests({ features: { serviceFilter: false } });
    const { user } = renderStep(storeWithArea());
    await serviceList();
    await user.click(screen.getByRole('button', { name: 'Opis usługi Balayage' }));
    expect(screen.getByRole('dialog', { name: 'Balayage' })).toHaveTextContent('Ta usługa nie ma jeszcze opisu.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('choosing a service', () => {
  it('stores it, tracks it and goes to the date step, keeping the query', async () => {
    const store = storeWithArea();
    const { user, location } = renderStep(store);
    expect(trackBooking).toHaveBeenCalledWith('step-view', { step: 'service' });
    await user.click(within(await serviceList()).getByRole('button', { name: 'Strzyżenie damskie' }));

    expect(store.getState().reservationDraft.service).toEqual({
      id: '1001',
      name: 'Strzyżenie damskie',
      duration: 60,
      price: { value: 120, currency: 'PLN' },
    });
    expect(trackBooking).toHaveBeenCalledWith('service-chosen', { serviceId: '1001' });
    expect(location()).toMatchObject({ pathname: '/rezerwacja/termin', search: '?utm_source=mail' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wybierz salon i termin');
  });
});

describe('coming back from the area step', () => {
  it('goes straight on to the date step when a service is chosen already', async () => {
    const store = storeWithArea(serviceSelected({ id: '1001', name: 'Strzyżenie damskie' }));
    const { location } = renderStep(store, { from: 'area' });
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/termin'));
    expect(location().search).toBe('?utm_source=mail');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wybierz salon i termin');
    // The service step asked for no list of its own: the one call is the date step's, for the summary's price.
    expect(mockBaseQuery.mock.calls.filter(([call]) => (call as { url: string }).url === '/api/services')).toHaveLength(1);
  });

  it('stays without a chosen service, and forgets where it came from', async () => {
    const { location } = renderStep(storeWithArea(), { from: 'area' });
    await serviceList();
    expect(location().pathname).toBe('/rezerwacja/usluga');
    await waitFor(() => expect(location().state).toBeNull());
  });

  it('stays when a service is chosen but the visitor did not come from the area step', async () => {
    const { location } = renderStep(storeWithArea(serviceSelected({ id: '1001', name: 'Strzyżenie damskie' })));
    await serviceList();
    expect(location().pathname).toBe('/rezerwacja/usluga');
  });
});
