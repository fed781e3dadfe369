import { act, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { bus, setRuntimeConfigForTests } from '@salon/platform';
import { mockViewport, renderRoutes, structuredDataItems } from '@salon/ui/testing';
import type { Visit } from './api/get-visit.ts';
import { createBookingStore, type BookingStore } from './app/store.ts';
import { areaSelected, salonSelected, serviceSelected, slotSelected } from './lib/reservation-draft-slice.ts';
import { editSlotSelected, editStarted } from './features/visit-edit/store/visit-edit-slice.ts';
import BookingRoutes from './routes.tsx';

// The API: every call goes through the base query, so tests answer it here.
const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const visit: Visit = {
  id: 'v1',
  contact: { firstName: 'Ewa', lastName: 'Nowak', phone: '600100200' },
  reservations: [],
  salon: {
    id: 'M12',
    name: 'Salon Rynek',
    phone: '+48 12 300 40 50',
    virtual: false,
    location: { city: 'Kraków', cityCode: 'krakow', postcode: '31-042', address: ['Rynek Główny 12'] },
    coordinates: { latitude: 50.0617, longitude: 19.9373 },
  },
  note: null,
  selectedHairdresser: null,
  selectedHairdresserName: null,
  status: 'ACTIVE',
  startDateTime: '2026-11-24T10:00:00',
  endDateTime: '2026-11-24T11:00:00',
};
const krakow = { code: 'KRK', name: 'Kraków' };
const cut = { id: 's1', name: 'Strzyżenie damskie' };
const rynek = { id: 'M12', name: 'Salon Rynek', services: ['s1'] };

/** The routes as the shell mounts them, with a store the test may have prepared. */
function renderAt(path: string, store: BookingStore = createBookingStore()) {
  return { ...renderRoutes(<BookingRoutes store={store} />, path), store };
}

const heading = () => screen.getByRole('heading', { level: 1 });

beforeAll(() => initI18n());

beforeEach(() => {
  mockBaseQuery.mockResolvedValue({ error: { status: 404, code: 'NOT_FOUND' } });
  document.head.innerHTML = '';
});

afterEach(() => setRuntimeConfigForTests(null));

describe('booking steps', () => {
  it('shows the area step with its breadcrumb, the 4-step navigation and a description', () => {
    renderAt('/rezerwacja/miasto');
    expect(heading()).toHaveTextContent('Wybierz miasto');

    const breadcrumb = screen.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(within(breadcrumb).getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Rezerwacja wizyty' })).toHaveAttribute('href', '/rezerwacja/miasto');

    const steps = screen.getByRole('navigation', { name: 'Etapy rezerwacji' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Miasto',
      '2Usługa',
      '3Salon i termin',
      '4Dane rezerwacji',
    ]);
    expect(within(steps).getByText('Miasto').closest('li')).toHaveAttribute('aria-current', 'step');

    // The head the gateway serves the step with (@salon/seo): its title, description, address and breadcrumbs.
    expect(document.title).toBe('Rezerwacja wizyty online – wybierz miasto | Salon');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('online'));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/rezerwacja/miasto');
    expect(structuredDataItems()).toEqual([
      expect.objectContaining({ '@type': 'BreadcrumbList', itemListElement: [expect.objectContaining({ name: 'Strona główna' }), expect.objectContaining({ name: 'Rezerwacja wizyty' })] }),
    ]);
  });

  it('hides the step navigation below desktop', () => {
    const viewport = mockViewport(400);
    try {
      renderAt('/rezerwacja/miasto');
      expect(heading()).toHaveTextContent('Wybierz miasto');
      expect(screen.queryByRole('navigation', { name: 'Etapy rezerwacji' })).toBeNull();
    } finally {
      viewport.restore();
    }
  });

  it('marks later steps noindex, without a description, and links back to earlier ones', () => {
    const store = createBookingStore();
    store.dispatch(areaSelected(krakow));
    store.dispatch(serviceSelected(cut));
    store.dispatch(slotSelected({ salon: rynek, date: '2026-12-01T10:30:00' }));
    renderAt('/rezerwacja/dane-rezerwacji', store);

    expect(heading()).toHaveTextContent('Dane rezerwacji');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(structuredDataItems()).toEqual([]);
    const steps = screen.getByRole('navigation', { name: 'Etapy rezerwacji' });
    expect(within(steps).getByRole('link', { name: 'Salon i termin' })).toHaveAttribute('href', '/rezerwacja/termin');
    expect(within(steps).queryByRole('link', { name: 'Dane rezerwacji' })).toBeNull();
  });
});

describe('booking root', () => {
  it('resets the draft; when the API cannot resolve the link it starts at the area step, keeping the other query keys', async () => {
    const store = createBookingStore();
    store.dispatch(areaSelected(krakow));
    store.dispatch(serviceSelected(cut));
    const { location } = renderAt('/rezerwacja?salonId=M12&serviceId=s1&city=krakow&utm_source=mail', store);

    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/miasto'));
    expect(location().search).toBe('?utm_source=mail');
    expect(store.getState().reservationDraft.area).toBeNull();
    expect(store.getState().reservationDraft.service).toBeNull();
    expect(heading()).toHaveTextContent('Wybierz miasto');
  });
});

describe('step guards with an empty draft', () => {
  it.each(['/rezerwacja/usluga', '/rezerwacja/termin', '/rezerwacja/dane-rezerwacji'])('%s goes to the area step', async (path) => {
    const { location } = renderAt(`${path}?utm_source=mail`);
    await waitFor(() => expect(location()).toMatchObject({ pathname: '/rezerwacja/miasto', search: '?utm_source=mail' }));
    expect(heading()).toHaveTextContent('Wybierz miasto');
  });

  it('the date step asks for the service when area selection is off', async () => {
    setRuntimeConfigForTests({ features: { areaSelection: false } });
    const store = createBookingStore();
    store.dispatch(serviceSelected(cut));
    renderAt('/rezerwacja/termin', store);
    expect(heading()).toHaveTextContent('Wybierz salon i termin');
  });

  it('the final form without a salon or date goes to the date step', async () => {
    const store = createBookingStore();
    store.dispatch(areaSelected(krakow));
    store.dispatch(serviceSelected(cut));
    store.dispatch(salonSelected(rynek));
    const { location } = renderAt('/rezerwacja/dane-rezerwacji', store);
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/termin'));
    expect(heading()).toHaveTextContent('Wybierz salon i termin');
  });

  it('a reload keeps the draft: the final form opens again with its time and hold', async () => {
    const storage = window.sessionStorage;
    try {
      const later = `${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T10:30:00`;
      const before = createBookingStore({ storage });
      before.dispatch(areaSelected(krakow));
      before.dispatch(serviceSelected(cut));
      before.dispatch(slotSelected({ salon: rynek, date: later, holdId: '3b0c8a1e-1b2c-4d3e-8f40-5a6b7c8d9e0f' }));
      // The page loads again: a new store on the same tab's storage.
      const { location, store } = renderAt('/rezerwacja/dane-rezerwacji', createBookingStore({ storage }));
      expect(heading()).toHaveTextContent('Dane rezerwacji');
      expect(location().pathname).toBe('/rezerwacja/dane-rezerwacji');
      expect(store.getState().reservationDraft).toMatchObject({ area: krakow, service: cut, salon: rynek, date: later });
    } finally {
      storage.clear();
    }
  });

  it('the service step with an area stays', () => {
    const store = createBookingStore();
    store.dispatch(areaSelected(krakow));
    renderAt('/rezerwacja/usluga', store);
    expect(heading()).toHaveTextContent('Wybierz usługę');
  });
});

describe('visit details', () => {
  it('/wizyty without an id goes to the area step', async () => {
    const { location } = renderAt('/wizyty');
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/miasto'));
  });

  it('a visit the API does not show (404) gets the not-found page, noindex, and stays', async () => {
    const { location } = renderAt('/wizyty/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleźliśmy tej wizyty albo link wygasł' })).toBeInTheDocument();
    expect(location().pathname).toBe('/wizyty/nope');
    expect(mockBaseQuery).toHaveBeenCalledWith({ url: '/api/visits/nope' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('a visit that cannot be loaded for another reason goes to the area step', async () => {
    mockBaseQuery.mockResolvedValue({ error: { status: 0, code: 'UNKNOWN_ERROR' } });
    const { location } = renderAt('/wizyty/v1');
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/miasto'));
  });

  it('a visit that loads shows the details page, noindex', async () => {
    mockBaseQuery.mockResolvedValue({ data: visit });
    const { location } = renderAt('/wizyty/v1?cancel');
    expect(heading()).toHaveTextContent('Szczegóły wizyty');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(location().pathname).toBe('/wizyty/v1');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

describe('edit flow', () => {
  it('the root without visitId and without a visit being edited goes home', async () => {
    const { location } = renderAt('/rezerwacja/edytuj');
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(heading()).toHaveTextContent('Home');
  });

  it('the root loads the visit from the query and enters at the service step on desktop', async () => {
    mockBaseQuery.mockResolvedValue({ data: visit });
    const { store, location } = renderAt('/rezerwacja/edytuj?visitId=v1');
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/edytuj/usluga'));
    expect(mockBaseQuery).toHaveBeenCalledWith({ url: '/api/visits/v1' });
    expect(store.getState().visitEdit.visit).toEqual(visit);
    expect(heading()).toHaveTextContent('Zmień usługę');
    const steps = screen.getByRole('navigation', { name: 'Etapy zmiany rezerwacji' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
  });

  it('the root enters at the common step on mobile', async () => {
    const viewport = mockViewport(400);
    try {
      mockBaseQuery.mockResolvedValue({ data: visit });
      const { location } = renderAt('/rezerwacja/edytuj?visitId=v1');
      await waitFor(() => expect(location().pathname).toBe('/rezerwacja/edytuj/wizyta'));
      expect(heading()).toHaveTextContent('Twoja wizyta');
    } finally {
      viewport.restore();
    }
  });

  it('an empty visitId counts as none', async () => {
    const { location } = renderAt('/rezerwacja/edytuj?visitId=');
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });

  it('the root shows the not-found page for a visit the API does not show (404), and stays', async () => {
    const { location, store } = renderAt('/rezerwacja/edytuj?visitId=nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleźliśmy tej wizyty albo link wygasł' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zarezerwuj wizytę' })).toHaveAttribute('href', '/rezerwacja');
    expect(location().pathname + location().search).toBe('/rezerwacja/edytuj?visitId=nope');
    expect(store.getState().visitEdit.visit).toBeNull();
  });

  it('the root goes home when the visit cannot be loaded for another reason', async () => {
    mockBaseQuery.mockResolvedValue({ error: { status: 0, code: 'UNKNOWN_ERROR' } });
    const { location } = renderAt('/rezerwacja/edytuj?visitId=v1');
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('the root restarts the visit already being edited, dropping its choices', async () => {
    const store = createBookingStore();
    store.dispatch(editStarted(visit));
    store.dispatch(editSlotSelected({ date: '2026-12-01T10:00:00' }));
    const { location } = renderAt('/rezerwacja/edytuj', store);
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/edytuj/usluga'));
    expect(store.getState().visitEdit).toMatchObject({ visit, date: null });
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });

  it.each(['/rezerwacja/edytuj/wizyta', '/rezerwacja/edytuj/usluga', '/rezerwacja/edytuj/termin', '/rezerwacja/edytuj/potwierdz'])(
    '%s without a visit being edited goes home',
    async (path) => {
      const { location } = renderAt(path);
      await waitFor(() => expect(location().pathname).toBe('/'));
    },
  );

  it('the date step shows with a visit being edited', () => {
    const store = createBookingStore();
    store.dispatch(editStarted(visit));
    renderAt('/rezerwacja/edytuj/termin', store);
    expect(heading()).toHaveTextContent('Zmień termin');
  });

  it('confirm without a chosen date goes home', async () => {
    const store = createBookingStore();
    store.dispatch(editStarted(visit));
    const { location } = renderAt('/rezerwacja/edytuj/potwierdz', store);
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('confirm shows with a chosen date', () => {
    const store = createBookingStore();
    store.dispatch(editStarted(visit));
    store.dispatch(editSlotSelected({ date: '2026-12-01T10:00:00' }));
    renderAt('/rezerwacja/edytuj/potwierdz', store);
    expect(heading()).toHaveTextContent('Potwierdź zmiany');
  });
});

describe('the rest of the prefix', () => {
  it.each(['/rezerwacja/nieznana', '/rezerwacja/edytuj/nieznana', '/wizyty/v1/extra'])('%s goes to root', async (path) => {
    const { location } = renderAt(path);
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('resets the draft on booking:reset', () => {
    const store = createBookingStore();
    store.dispatch(areaSelected(krakow));
    renderAt('/rezerwacja/usluga', store);
    act(() => bus.emit('booking:reset', {}));
    expect(store.getState().reservationDraft.area).toBeNull();
  });
});
