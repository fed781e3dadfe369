import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import type { Area, Salon } from '@salon/contracts/catalog-api';
import type { SessionUser } from '@salon/contracts';
import { testUserProfile } from '@salon/contracts/testing';
import type { LastVisit } from '@salon/contracts/reservations-api';
import { initI18n } from '@salon/i18n';
import { bus } from '@salon/platform';
import { mockViewport, renderRoutes } from '@salon/ui/testing';
import '../../../i18n.ts';
import { createBookingStore, type BookingStore } from '../../../app/store.ts';
import { trackBooking, trackRecommendation } from '../../../lib/booking-tracking.ts';
import { availableAreasChanged, serviceSelected } from '../../../lib/reservation-draft-slice.ts';
import { AreaScreen } from './area-screen.tsx';

// The API: every call goes through the base query, so the test answers it here.
const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));
jest.mock('../../../lib/booking-tracking.ts', () => ({ trackBooking: jest.fn(), trackRecommendation: jest.fn() }));

const area = (code: string, name: string, order: number | null, latitude: number, longitude: number, patch: Partial<Area> = {}): Area => ({
  code,
  name,
  order,
  virtual: false,
  coordinates: { latitude, longitude },
  department: { code: 'X', name: 'X' },
  salonCount: 3,
  ...patch,
});
const areas: Area[] = [
  area('lodz', 'Łódź', null, 51.7592, 19.456),
  area('krakow', 'Kraków', 2, 50.0647, 19.945),
  area('lublin', 'Lublin', null, 51.2465, 22.5684),
  area('warszawa', 'Warszawa', 1, 52.2297, 21.0122),
  area('gdansk', 'Gdańsk', null, 54.352, 18.6466),
  area('gdynia', 'Gdynia', null, 54.5189, 18.5305),
  area('uslugi-mobilne', 'Usługi mobilne', null, 52.2297, 21.0122, { virtual: true }),
];

const salonOf = (id: string, name: string, city: string, cityCode: string, address: string) =>
  ({
    id,
    name,
    enabled: true,
    virtual: false,
    services: ['1001'],
    location: { department: { code: 'X', name: 'X' }, city, cityCode, cityGroup: null, postcode: '00-000', address: [address] },
  }) as unknown as Salon;
const pulawska = salonOf('M101', 'Warszawa Puławska', 'Warszawa', 'warszawa', 'ul. Puławska 12');
const arkadia = salonOf('M103', 'Warszawa Arkadia', 'Warszawa', 'warszawa', 'al. Jana Pawła II 82');
const rynek = salonOf('M201', 'Kraków Rynek', 'Kraków', 'krakow', 'Rynek Główny 1');

const lastVisit: LastVisit = {
  id: '00000000-0000-4000-8000-000000000001',
  salon: { id: 'M201', name: 'Kraków Rynek', phone: '+48 12 000 00 00', virtual: false, location: { city: 'Kraków', cityCode: 'krakow', postcode: '31-042', address: ['Rynek Główny 1'] }, coordinates: null },
  service: { id: '1001', name: 'Strzyżenie damskie', category: 'HAIRDRESSING', duration: 60 },
  startDateTime: '2026-01-10T10:00:00',
  hairdresserId: 'H20101',
  hairdresserName: 'Anna Nowak',
};

const profile = testUserProfile({
  phone: '+48886000001',
  email: 'anna.kowalska@example.com',
  marketingConsents: [
    { channel: 'Email', granted: true },
    { channel: 'Telemarketing', granted: false },
  ],
  preferredSalon: { id: 'M101', name: 'Warszawa Puławska' },
});

const anna: SessionUser = {
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'anna.kowalska@example.com',
  phone: '+48886000001',
  sex: 'F',
  preferredSalonId: 'M101',
};

interface Call {
  url: string;
  method?: string;
  body?: unknown;
}
function api({ url, method = 'GET', body }: Call) {
  if (url === '/api/cities') return { data: areas };
  if (url === '/api/salons') return { data: [pulawska, arkadia, rynek] };
  if (url === '/api/salons/M101') return { data: pulawska };
  if (url === '/api/salons/M103') return { data: arkadia };
  if (url === '/api/salons/M201') return { data: rynek };
  if (url === '/api/services/1001') return { data: { id: '1001', name: 'Strzyżenie damskie', duration: 60, price: { value: 110, currency: 'PLN' } } };
  if (url === '/api/visits/last') return { data: lastVisit };
  if (url === '/api/users/me' && method === 'GET') return { data: profile };
  if (url === '/api/users/me' && method === 'PUT') {
    const { preferredSalon } = body as { preferredSalon: { id: string } };
    return { data: { ...profile, preferredSalon: { id: preferredSalon.id, name: 'x' } } };
  }
  return { error: { status: 404, code: 'NOT_FOUND' } };
}

function renderScreen(store: BookingStore = createBookingStore(), path = '/rezerwacja/miasto?utm_source=mail') {
  const view = renderRoutes(
    <Provider store={store}>
      <Routes>
        <Route path="/rezerwacja/miasto" element={<AreaScreen />} />
        <Route path="/rezerwacja/:step" element={<p>next step</p>} />
      </Routes>
    </Provider>,
    path,
  );
  return { ...view, store };
}

const signIn = (user: SessionUser = anna) => act(() => bus.emit('session:changed', { authenticated: true, user }));
const names = (list: HTMLElement) => within(list).getAllByRole('button').map((button) => button.textContent);
const called = (url: string, method = 'GET') => mockBaseQuery.mock.calls.some(([call]) => call.url === url && (call.method ?? 'GET') === method);

let viewport: ReturnType<typeof mockViewport> | undefined;

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset().mockImplementation(async (call: Call) => api(call));
  jest.mocked(trackBooking).mockClear();
  jest.mocked(trackRecommendation).mockClear();
  bus.emit('session:changed', { authenticated: false, user: null });
});
afterEach(() => {
  viewport?.restore();
  viewport = undefined;
});

describe('AreaScreen lists', () => {
  it('on desktop shows suggested areas by order and the others by name, in two blocks', async () => {
    viewport = mockViewport(1280);
    renderScreen();
    const suggested = await screen.findByRole('list', { name: 'Popularne miasta' });
    expect(names(suggested)).toEqual(['Warszawa', 'Kraków']);
    expect(names(screen.getByRole('list', { name: 'Pozostałe miasta' }))).toEqual(['Gdańsk', 'Gdynia', 'Lublin', 'Łódź']);
    expect(screen.queryByRole('list', { name: 'Miasta' })).toBeNull();
    expect(trackBooking).toHaveBeenCalledWith('step-view', { step: 'area' });
  });

  it('on mobile shows one merged list', async () => {
    viewport = mockViewport(390);
    renderScreen();
    const all = await screen.findByRole('list', { name: 'Miasta' });
    expect(names(all)).toEqual(['Warszawa', 'Kraków', 'Gdańsk', 'Gdynia', 'Lublin', 'Łódź']);
    expect(screen.queryByRole('heading', { name: 'Popularne miasta' })).toBeNull();
  });

  it('follows the viewport from mobile to desktop', async () => {
    viewport = mockViewport(390);
    renderScreen();
    await screen.findByRole('list', { name: 'Miasta' });
    act(() => viewport!.resize(1280));
    expect(screen.getByRole('list', { name: 'Popularne miasta' })).toBeInTheDocument();
  });

  it('choosing an area selects it, tracks it and goes to the service step with the query', async () => {
    const user = userEvent.setup();
    const { store, location } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Kraków' }));
    expect(store.getState().reservationDraft.area).toEqual({ code: 'krakow', name: 'Kraków', virtual: false });
    expect(trackRecommendation).toHaveBeenCalledWith('go', expect.objectContaining({ step: 'area', area: 'krakow' }));
    expect(location()).toMatchObject({ pathname: '/rezerwacja/usluga', search: '?utm_source=mail' });
  });

  it('highlights the area already chosen', async () => {
    const store = createBookingStore();
    renderScreen(store);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gdańsk' }));
    // Back on the area step: the chosen one is marked.
    renderScreen(store);
    const chosen = await screen.findByRole('button', { name: /Gdańsk.*wybrane/ });
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Gdynia' })).not.toHaveAttribute('aria-current');
  });

  it('shows an error with a retry when the areas cannot be loaded', async () => {
    mockBaseQuery.mockResolvedValue({ error: { status: 500, code: 'UNKNOWN_ERROR' } });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać listy lokalizacji.');
    mockBaseQuery.mockImplementation(async (call: Call) => api(call));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('button', { name: 'Warszawa' })).toBeEnabled();
  });
});

describe('AreaScreen services at the customer’s place', () => {
  const region = () => screen.findByRole('region', { name: 'Przyjedziemy do Ciebie' });

  it.each([390, 1280])('at %i px: a choice of their own after the cities, explained, not a city', async (width) => {
    viewport = mockViewport(width);
    renderScreen();
    const block = await region();
    const tile = within(block).getByRole('button', { name: 'Usługi mobilne' });
    expect(tile).toHaveAccessibleDescription('Fryzjer, wizażystka, barber lub manicure w Twoim domu, hotelu czy biurze. Adres, pod który mamy przyjechać, podasz w ostatnim kroku.');
    for (const list of screen.getAllByRole('list')) expect(within(list).queryByRole('button', { name: /Usługi mobilne/ })).toBeNull();
    // After the places, in reading order.
    const order = screen.getAllByRole('button').map((button) => button.textContent);
    expect(order.indexOf('Usługi mobilne')).toBeGreaterThan(order.indexOf('Łódź'));
  });

  it('choosing them selects the virtual area and goes to the service step with the query', async () => {
    const { store, location } = renderScreen();
    await userEvent.setup().click(within(await region()).getByRole('button', { name: 'Usługi mobilne' }));
    expect(store.getState().reservationDraft.area).toEqual({ code: 'uslugi-mobilne', name: 'Usługi mobilne', virtual: true });
    expect(location()).toMatchObject({ pathname: '/rezerwacja/usluga', search: '?utm_source=mail' });

    renderScreen(store);
    expect(await screen.findByRole('button', { name: /Usługi mobilne.*wybrane/ })).toHaveAttribute('aria-current', 'true');
  });

  it.each([
    ['en', 'At your place', 'Mobile services', /You give the address in the last step\.$/],
    ['fr', 'Chez vous', 'Services à domicile', /Vous indiquerez l’adresse à la dernière étape\.$/],
  ])('speaks %s: its own name, not the Polish name of the area', async (language, heading, name, text) => {
    await i18next.changeLanguage(language);
    try {
      renderScreen();
      const block = await screen.findByRole('region', { name: heading });
      expect(within(block).getByRole('button', { name })).toHaveAccessibleDescription(text);
      expect(screen.queryByText('Usługi mobilne')).toBeNull();
    } finally {
      await act(() => i18next.changeLanguage('pl'));
    }
  });

  it('are left out of the nearest-area suggestion', async () => {
    const getCurrentPosition = jest.fn((success: PositionCallback) =>
      success({ coords: { latitude: 52.2297, longitude: 21.0122 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    try {
      renderScreen();
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Użyj mojej lokalizacji' }));
      // The virtual area sits on Warsaw's centre too: only Warsaw itself is offered.
      expect(names(screen.getByRole('list', { name: 'Najbliżej Ciebie' }))).toEqual([expect.stringMatching(/^Warszawa/)]);
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });
});

describe('AreaScreen with a booking link limited to some areas', () => {
  function limitedStore() {
    const store = createBookingStore();
    store.dispatch(availableAreasChanged(['warszawa', 'gdansk']));
    store.dispatch(serviceSelected({ id: '1001', name: 'Strzyżenie damskie' }));
    return store;
  }

  it('disables the areas where the service is not offered', async () => {
    renderScreen(limitedStore());
    expect(await screen.findByRole('button', { name: 'Warszawa' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Gdańsk' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Kraków.*usługa niedostępna/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Usługi mobilne/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Usługa „Strzyżenie damskie” jest dostępna tylko w części lokalizacji.');
  });

  it('keeps the service on choosing an available area and goes to the date step', async () => {
    const { store, location } = renderScreen(limitedStore());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Warszawa' }));
    expect(store.getState().reservationDraft).toMatchObject({ area: { code: 'warszawa' }, service: { id: '1001' } });
    expect(location().pathname).toBe('/rezerwacja/termin');
  });
});

describe('AreaScreen nearest-area suggestion', () => {
  const getCurrentPosition = jest.fn();
  beforeEach(() => {
    getCurrentPosition.mockReset();
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('asks for the position only on request and suggests the two nearest when about as close', async () => {
    const user = userEvent.setup();
    const { store } = renderScreen();
    await screen.findByRole('button', { name: 'Warszawa' });
    expect(getCurrentPosition).not.toHaveBeenCalled();

    getCurrentPosition.mockImplementation((success: PositionCallback) =>
      success({ coords: { latitude: 54.4418, longitude: 18.5601 } } as GeolocationPosition),
    );
    await user.click(screen.getByRole('button', { name: 'Użyj mojej lokalizacji' }));
    const nearest = screen.getByRole('list', { name: 'Najbliżej Ciebie' });
    expect(within(nearest).getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringMatching(/^Gdynia/), expect.stringMatching(/^Gdańsk/)]);

    await user.click(within(nearest).getByRole('button', { name: /Gdańsk/ }));
    expect(store.getState().reservationDraft.area?.code).toBe('gdansk');
    // Kept for the slot search, which then lists the nearest salons first.
    expect(store.getState().reservationDraft.customerLocation).toEqual({ latitude: 54.4418, longitude: 18.5601 });
  });

  it('suggests one area when the second is much farther', async () => {
    getCurrentPosition.mockImplementation((success: PositionCallback) =>
      success({ coords: { latitude: 50.06, longitude: 19.94 } } as GeolocationPosition),
    );
    renderScreen();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Użyj mojej lokalizacji' }));
    expect(within(screen.getByRole('list', { name: 'Najbliżej Ciebie' })).getAllByRole('button')).toHaveLength(1);
  });

  it('says so when the location is denied', async () => {
    getCurrentPosition.mockImplementation((_success: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError),
    );
    const { store } = renderScreen();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Użyj mojej lokalizacji' }));
    expect(screen.getByRole('status')).toHaveTextContent('Nie mamy dostępu do Twojej lokalizacji.');
    expect(store.getState().reservationDraft.customerLocation).toBeNull();
  });

  it('says so when the browser cannot locate', async () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    renderScreen();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Użyj mojej lokalizacji' }));
    expect(screen.getByRole('status')).toHaveTextContent('Nie udało się ustalić Twojej lokalizacji.');
  });
});

describe('AreaScreen for a signed-in customer', () => {
  it('offers nothing of the kind to a guest, and does not ask for the last visit', async () => {
    renderScreen();
    await screen.findByRole('button', { name: 'Warszawa' });
    expect(screen.queryByRole('button', { name: /ulubiony salon/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Twoja ostatnia wizyta' })).toBeNull();
    expect(called('/api/visits/last')).toBe(false);
  });

  it('books at the preferred salon: its area and the salon, then the service step', async () => {
    signIn();
    const { store, location } = renderScreen();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Rezerwuj w salonie Warszawa Puławska' }));
    expect(store.getState().reservationDraft).toMatchObject({ area: { code: 'warszawa' }, salon: { id: 'M101' }, salonChosen: true });
    expect(location()).toMatchObject({ pathname: '/rezerwacja/usluga', search: '?utm_source=mail' });
  });

  it('changes the preferred salon in a full-screen modal and saves the whole profile', async () => {
    const user = userEvent.setup();
    const changed = jest.fn();
    const unsubscribe = bus.on('preferred-salon:changed', changed);
    signIn();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Zmień ulubiony salon' }));

    const dialog = screen.getByRole('dialog', { name: 'Wybierz ulubiony salon' });
    const warsaw = await within(dialog).findByRole('list', { name: 'Warszawa' });
    expect(within(warsaw).getByRole('button', { name: /Warszawa Puławska/ })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('list', { name: 'Kraków' })).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Szukaj salonu lub miasta' }), 'arkad');
    expect(within(dialog).queryByRole('list', { name: 'Kraków' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /Warszawa Arkadia/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = mockBaseQuery.mock.calls.map(([call]) => call).find((call) => call.method === 'PUT');
    expect(put).toEqual({
      url: '/api/users/me',
      method: 'PUT',
      apiVersion: 3,
      body: {
        firstName: 'Anna',
        lastName: 'Kowalska',
        phone: '+48886000001',
        email: 'anna.kowalska@example.com',
        sex: 'F',
        marketingConsents: profile.marketingConsents,
        preferredSalon: { id: 'M103' },
        language: 'pl',
      },
    });
    expect(called('/api/users/me')).toBe(true);
    expect(changed).toHaveBeenCalledWith({ salonId: 'M103' });
    expect(bus.last('session:changed')?.user?.preferredSalonId).toBe('M103');
    expect(screen.getByRole('status')).toHaveTextContent('Zapisaliśmy Warszawa Arkadia jako Twój ulubiony salon.');
    expect(await screen.findByRole('button', { name: 'Rezerwuj w salonie Warszawa Arkadia' })).toBeEnabled();
    unsubscribe();
  });

  it('keeps the modal open with a message when the save fails', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockBaseQuery.mockImplementation(async (call: Call) =>
      call.method === 'PUT' ? { error: { status: 400, code: 'INVALID_VALUE' } } : api(call),
    );
    signIn({ ...anna, preferredSalonId: null });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Wybierz ulubiony salon' }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /Kraków Rynek/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nie udało się zapisać ulubionego salonu.');
    expect(bus.last('session:changed')?.user?.preferredSalonId).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('shows the last visit and books it again at the date step', async () => {
    const user = userEvent.setup();
    signIn();
    const { store, location } = renderScreen();
    const card = await screen.findByRole('region', { name: 'Twoja ostatnia wizyta' });
    expect(card).toHaveTextContent('Strzyżenie damskie');
    expect(card).toHaveTextContent('Anna Nowak');
    expect(card).toHaveTextContent('Kraków Rynek, Kraków');

    await user.click(within(card).getByRole('button', { name: 'Zarezerwuj ponownie' }));
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/termin'));
    expect(store.getState().reservationDraft).toMatchObject({
      area: { code: 'krakow' },
      salon: { id: 'M201' },
      salonChosen: true,
      service: { id: '1001', price: { value: 110, currency: 'PLN' } },
      hairdresser: { id: 'H20101', name: 'Anna Nowak' },
      isLastVisitFromCard: true,
    });
    expect(trackBooking).toHaveBeenCalledWith('repeat-visit', expect.objectContaining({ salonId: 'M201', serviceId: '1001' }));
  });

  it("says 'any hairdresser' and puts the card above everything on mobile", async () => {
    viewport = mockViewport(390);
    mockBaseQuery.mockImplementation(async (call: Call) =>
      call.url === '/api/visits/last' ? { data: { ...lastVisit, hairdresserId: null, hairdresserName: null } } : api(call),
    );
    signIn();
    renderScreen();
    const card = await screen.findByRole('region', { name: 'Twoja ostatnia wizyta' });
    expect(card).toHaveTextContent('Dowolny fryzjer');
    await screen.findByRole('button', { name: 'Rezerwuj w salonie Warszawa Puławska' });
    const order = screen.getAllByRole('button').map((button) => button.textContent);
    expect(order.indexOf('Zarezerwuj ponownie')).toBeLessThan(order.indexOf('Rezerwuj w salonie Warszawa Puławska'));
  });

  it('puts the card between the tools and the lists on desktop', async () => {
    viewport = mockViewport(1280);
    signIn();
    renderScreen();
    await screen.findByRole('region', { name: 'Twoja ostatnia wizyta' });
    await screen.findByRole('button', { name: 'Rezerwuj w salonie Warszawa Puławska' });
    const order = screen.getAllByRole('button').map((button) => button.textContent);
    expect(order.indexOf('Użyj mojej lokalizacji')).toBeLessThan(order.indexOf('Zarezerwuj ponownie'));
    expect(order.indexOf('Zarezerwuj ponownie')).toBeLessThan(order.indexOf('Warszawa'));
  });
});
