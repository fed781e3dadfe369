import { screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import type { Area, Salon, Service } from '@salon/contracts/catalog-api';
import { initI18n } from '@salon/i18n';
import { bus, isExactQuery } from '@salon/platform';
import { renderRoutes } from '@salon/ui/testing';
import '../../../i18n.ts';
import { createBookingStore } from '../../../app/store.ts';
import { areaSelected, serviceSelected } from '../../../lib/reservation-draft-slice.ts';
import { ReservationRoot } from './reservation-root.tsx';

// The API: every call goes through the base query, so the test answers it here.
const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const warszawa: Area = {
  code: 'warszawa',
  name: 'Warszawa',
  order: 1,
  virtual: false,
  coordinates: { latitude: 52.23, longitude: 21.01 },
  department: { code: 'MAZ', name: 'Mazowieckie' },
  salonCount: 6,
};
const salon = {
  id: 'M101',
  name: 'Warszawa Puławska',
  virtual: false,
  enabled: true,
  services: ['1001'],
  location: { department: { code: 'MAZ', name: 'Mazowieckie' }, city: 'Warszawa', cityCode: 'warszawa', cityGroup: null, postcode: '02-566', address: ['ul. Puławska 12'] },
} as Salon;
const cut = { id: '1001', name: 'Strzyżenie damskie', duration: 60, price: { value: 120, currency: 'PLN' } } as Service;

const notFound = { error: { status: 404, code: 'NOT_FOUND' } };
function api({ url }: { url: string }) {
  if (url === '/api/cities') return { data: [warszawa] };
  if (url === '/api/salons/M101') return { data: salon };
  if (url === '/api/services') return { data: [cut] };
  return notFound;
}

function renderRoot(path: string, store = createBookingStore()) {
  const view = renderRoutes(
    <Provider store={store}>
      <Routes>
        <Route path="/rezerwacja" element={<ReservationRoot />} />
        <Route path="/rezerwacja/:step" element={<p>landed</p>} />
      </Routes>
    </Provider>,
    path,
  );
  return { ...view, store };
}

beforeAll(() => initI18n());
beforeEach(() => mockBaseQuery.mockReset().mockImplementation(async (args: { url: string }) => api(args)));

describe('ReservationRoot', () => {
  it('resets the draft, shows a spinner and lands where the link says, keeping other keys', async () => {
    const store = createBookingStore();
    store.dispatch(areaSelected({ code: 'krakow', name: 'Kraków' }));
    store.dispatch(serviceSelected({ id: '1201', name: 'Broda' }));
    const { location } = renderRoot('/rezerwacja?salonId=M101&serviceId=1001&utm_source=mail', store);
    expect(screen.getByRole('status')).toHaveTextContent('Przygotowujemy rezerwację…');

    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/termin'));
    expect(location().search).toBe('?utm_source=mail');
    // Marked exact, so the shell's query carry-over does not bring the consumed keys back.
    expect(isExactQuery(location().state)).toBe(true);
    expect(store.getState().reservationDraft).toMatchObject({
      area: { code: 'warszawa', name: 'Warszawa' },
      salon: { id: 'M101' },
      salonChosen: true,
      service: { id: '1001', name: 'Strzyżenie damskie' },
    });
    expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/services', params: { city: 'warszawa' }, apiVersion: 3 }));
  });

  it('with a city goes to the service step', async () => {
    const { location, store } = renderRoot('/rezerwacja?city=warszawa&ref=x');
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/usluga'));
    expect(location().search).toBe('?ref=x');
    expect(store.getState().reservationDraft.area?.code).toBe('warszawa');
  });

  it('with a missing service starts anew at the area step', async () => {
    const store = createBookingStore();
    store.dispatch(areaSelected({ code: 'krakow', name: 'Kraków' }));
    const { location } = renderRoot('/rezerwacja?serviceId=nope', store);
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/miasto'));
    expect(store.getState().reservationDraft.area).toBeNull();
    expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/services/nope' }));
  });

  it('takes a time held on salon details that waited for it and lands on the final form, filled in', async () => {
    const store = createBookingStore();
    store.dispatch(areaSelected({ code: 'krakow', name: 'Kraków' }));
    const hold = '5f0c6c1e-4b0a-4e52-9d0e-2d7b1f1c9a11';
    // Emitted by the salons remote before booking has loaded: it waits on the bus.
    bus.emit('booking:prefill', { salonId: 'M101', serviceId: '1001', dateTime: '2026-12-01T10:30:00', holdId: hold, hairdresserId: 'H2', hairdresserName: 'Anna' });

    const { location } = renderRoot('/rezerwacja', store);
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/dane-rezerwacji'));
    expect(store.getState().reservationDraft).toMatchObject({
      area: { code: 'warszawa', name: 'Warszawa' },
      salon: { id: 'M101', name: 'Warszawa Puławska' },
      service: { id: '1001', name: 'Strzyżenie damskie' },
      date: '2026-12-01T10:30:00',
      holdId: hold,
      hairdresser: { id: 'H2', name: 'Anna' },
    });
    expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/services', params: { salonId: 'M101' } }));
  });

  it('a prefill whose salon is gone goes on as a link to that salon and service would', async () => {
    bus.emit('booking:prefill', { salonId: 'M404', serviceId: '1001', dateTime: '2026-12-01T10:30:00', holdId: '5f0c6c1e-4b0a-4e52-9d0e-2d7b1f1c9a11' });
    const { location, store } = renderRoot('/rezerwacja');
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/miasto'));
    expect(store.getState().reservationDraft.holdId).toBeNull();
  });

  it('without a prefill waiting, a later visit to the root goes by the link alone', async () => {
    const { location, store } = renderRoot('/rezerwacja?salonId=M101');
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/usluga'));
    expect(store.getState().reservationDraft.date).toBeNull();
  });

  it('falls back to the area step when the API fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockBaseQuery.mockResolvedValue({ error: { status: 500, code: 'UNKNOWN_ERROR' } });
    const { location } = renderRoot('/rezerwacja?salonId=M101');
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/miasto'));
    expect(location().search).toBe('');
    warn.mockRestore();
  });
});
