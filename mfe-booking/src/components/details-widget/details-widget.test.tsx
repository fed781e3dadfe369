import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { Provider } from 'react-redux';
import { mockViewport, renderRoutes, renderWithUi } from '@salon/ui/testing';
import type { Salon, Service } from '@salon/contracts/catalog-api';
import { testSalon } from '@salon/contracts/testing';
import { createBookingStore, type BookingStore } from '../../app/store.ts';
import axe from 'axe-core';
import { areaSelected, salonSelected, serviceSelected, slotSelected } from '../../lib/reservation-draft-slice.ts';
import BookingRoutes from '../../routes.tsx';
import { backToSummaryStep, DetailsWidget } from './details-widget.tsx';
import { preloadStepScreens } from '../../app/reservation-step-screen.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const salon: Salon = testSalon({
  id: 'M12',
  name: 'Salon Rynek',
  location: {
    department: { code: 'MA', name: 'Małopolska' },
    city: 'Kraków',
    cityCode: 'krakow',
    cityGroup: null,
    postcode: '31-042',
    address: ['Rynek Główny 12'],
  },
  coordinates: { latitude: 50.0617, longitude: 19.9373 },
  phone: '+48 12 300 40 50',
  services: ['s1'],
});

function draftStore({ hairdresser = true } = {}): BookingStore {
  const store = createBookingStore();
  store.dispatch(areaSelected({ code: 'KRK', name: 'Kraków' }));
  store.dispatch(serviceSelected({ id: 's1', name: 'Strzyżenie damskie', duration: 90, price: { value: 120, currency: 'PLN' } }));
  store.dispatch(
    slotSelected({
      salon: { id: 'M12', name: 'Salon Rynek', services: ['s1'], servicePrice: { value: 130, currency: 'PLN' } },
      date: '2026-12-01T10:30:00',
      hairdresser: hairdresser ? { id: 'h7', name: 'Marta' } : null,
    }),
  );
  return store;
}

function renderAt(path: string, store: BookingStore) {
  return { ...renderRoutes(<BookingRoutes store={store} />, path), user: userEvent.setup() };
}
const widget = () => screen.getByRole('region', { name: 'Twoja rezerwacja' });

// The later steps load lazily; with their chunks there they render at once.
beforeAll(() => Promise.all([initI18n(), preloadStepScreens()]));

/** The women's cut as the API lists it: Kraków's salons charge 110 to 135 zł, Salon Rynek 130 zł. */
const cutIn = (price: number, priceFrom: boolean): Service => ({
  id: 's1',
  name: 'Strzyżenie damskie',
  duration: 90,
  order: 1,
  category: 'HAIRDRESSING',
  sex: ['F'],
  outsideOfSalon: false,
  promoted: false,
  promotingMessage: null,
  price: { value: price, currency: 'PLN' },
  priceFrom,
  description: null,
  longDescription: null,
  minimumDistanceInDays: null,
});

beforeEach(() => {
  mockBaseQuery.mockImplementation(async (args: { url: string; params?: Record<string, unknown> }) => {
    if (args.url === '/api/salons/M12') return { data: salon };
    if (args.url === '/api/services' && args.params?.salonId === 'M12') return { data: [cutIn(130, false)] };
    if (args.url === '/api/services' && args.params?.city === 'KRK') return { data: [cutIn(110, true)] };
    return { error: { status: 404, code: 'NOT_FOUND' } };
  });
});

describe('on the final form (desktop)', () => {
  it('sums up area, service with price and duration, salon with map and phone links, date with hairdresser', async () => {
    renderAt('/rezerwacja/dane-rezerwacji', draftStore());
    const terms = within(widget()).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Miasto', 'Usługa', 'Salon', 'Termin']);
    expect(widget()).toHaveTextContent('Kraków');
    expect(widget()).toHaveTextContent('Strzyżenie damskie');
    expect(widget()).toHaveTextContent(/130,00\s+zł/);
    expect(widget()).toHaveTextContent('1 godz. 30 min');
    expect(widget()).toHaveTextContent('wtorek, 1 grudnia 2026, godz. 10:30');
    expect(widget()).toHaveTextContent('Fryzjer: Marta');

    const map = await within(widget()).findByRole('link', { name: 'Pokaż na mapie' });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=50.0617%2C19.9373');
    expect(map).toHaveAttribute('target', '_blank');
    expect(within(widget()).getByRole('link', { name: 'Zadzwoń: +48 12 300 40 50' })).toHaveAttribute('href', 'tel:+48123004050');
    expect(widget()).toHaveTextContent('Rynek Główny 12, 31-042 Kraków');
  });

  it('says any hairdresser when none was chosen', () => {
    renderAt('/rezerwacja/dane-rezerwacji', draftStore({ hairdresser: false }));
    expect(widget()).toHaveTextContent('Dowolny fryzjer');
  });

  it('links every row to its step', () => {
    renderAt('/rezerwacja/dane-rezerwacji', draftStore());
    const links = ['Zmień miasto', 'Zmień usługę', 'Zmień salon', 'Zmień termin'].map((name) =>
      within(widget()).getByRole('link', { name }).getAttribute('href'),
    );
    expect(links).toEqual(['/rezerwacja/miasto', '/rezerwacja/usluga', '/rezerwacja/termin', '/rezerwacja/termin']);
  });

  it('an edit link starts edit mode; back to the summary returns to the final form', async () => {
    const store = draftStore();
    const { user, location } = renderAt('/rezerwacja/dane-rezerwacji', store);
    await user.click(within(widget()).getByRole('link', { name: 'Zmień usługę' }));
    expect(location().pathname).toBe('/rezerwacja/usluga');
    expect(store.getState().reservationDraft.editing).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Wróć do podsumowania' }));
    expect(location().pathname).toBe('/rezerwacja/dane-rezerwacji');
    expect(screen.queryByRole('link', { name: 'Wróć do podsumowania' })).toBeNull();
  });

  it('the area step gets the back button too, though no widget', async () => {
    const store = draftStore();
    const { user, location } = renderAt('/rezerwacja/dane-rezerwacji', store);
    await user.click(within(widget()).getByRole('link', { name: 'Zmień miasto' }));
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/miasto'));
    expect(screen.queryByRole('region', { name: 'Twoja rezerwacja' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Wróć do podsumowania' })).toHaveAttribute('href', '/rezerwacja/dane-rezerwacji');
  });
});

describe('the price agrees with the cards', () => {
  /** The widget alone, as the date step draws it beside the salon cards. */
  const renderWidget = (store: BookingStore) =>
    renderWithUi(
      <Provider store={store}>
        <DetailsWidget step="salon-date" />
      </Provider>,
    );
  /** The service as the service step's area list gave it: the area's lowest price. */
  const pickedFromArea = () => serviceSelected({ id: 's1', name: 'Strzyżenie damskie', duration: 90, price: { value: 110, currency: 'PLN' } });

  it('without a salon it is the area’s “from” price, as on the service card', async () => {
    const store = createBookingStore();
    store.dispatch(areaSelected({ code: 'KRK', name: 'Kraków' }));
    store.dispatch(pickedFromArea());
    renderWidget(store);
    await waitFor(() => expect(widget()).toHaveTextContent(/od 110,00\s+zł/));
  });

  it('with a salon chosen on purpose it is that salon’s price, as on its card, not the area’s lowest', async () => {
    const store = createBookingStore();
    store.dispatch(areaSelected({ code: 'KRK', name: 'Kraków' }));
    store.dispatch(salonSelected({ id: 'M12', name: 'Salon Rynek', services: ['s1'] }));
    store.dispatch(pickedFromArea());
    renderWidget(store);
    await waitFor(() => expect(widget()).toHaveTextContent(/130,00\s+zł/));
    expect(widget()).not.toHaveTextContent(/110,00/);
    expect(widget()).not.toHaveTextContent(/od 130/);
  });

  it('with a time chosen it is the price the time came with', () => {
    renderAt('/rezerwacja/dane-rezerwacji', draftStore());
    expect(widget()).toHaveTextContent(/130,00\s+zł/);
    expect(mockBaseQuery).not.toHaveBeenCalledWith(expect.objectContaining({ url: '/api/services' }));
  });
});

it('is a valid definition list: each group holds only its term and definitions (the edit link is one)', async () => {
  const { container } = renderAt('/rezerwacja/dane-rezerwacji', draftStore());
  const results = await axe.run(container, { runOnly: ['definition-list', 'dlitem', 'list', 'listitem'] });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  const service = within(widget()).getByText('Usługa').closest('div')!;
  expect(within(service).getAllByRole('definition').at(-1)).toContainElement(within(service).getByRole('link', { name: 'Zmień usługę' }));
});

describe('on earlier steps', () => {
  it('the date step links only to the steps before it', () => {
    renderAt('/rezerwacja/termin', draftStore());
    expect(within(widget()).getByRole('link', { name: 'Zmień miasto' })).toBeInTheDocument();
    expect(within(widget()).getByRole('link', { name: 'Zmień usługę' })).toBeInTheDocument();
    expect(within(widget()).queryByRole('link', { name: 'Zmień termin' })).toBeNull();
    expect(within(widget()).queryByRole('link', { name: 'Zmień salon' })).toBeNull();
  });

  it('the service step shows only what is chosen', () => {
    const store = createBookingStore();
    store.dispatch(areaSelected({ code: 'KRK', name: 'Kraków' }));
    renderAt('/rezerwacja/usluga', store);
    expect(within(widget()).getAllByRole('term').map((term) => term.textContent)).toEqual(['Miasto']);
  });

  it('the area step has no widget', () => {
    renderAt('/rezerwacja/miasto', createBookingStore());
    expect(screen.queryByRole('region', { name: 'Twoja rezerwacja' })).toBeNull();
  });
});

it('on a phone the summary is a compact disclosure with the chosen service, salon and time', () => {
  const viewport = mockViewport(390);
  try {
    renderAt('/rezerwacja/dane-rezerwacji', draftStore());
    expect(screen.queryByRole('region', { name: 'Twoja rezerwacja' })).toBeNull();
    const summary = screen.getByText('Podsumowanie rezerwacji').closest('summary');
    expect(summary).toHaveTextContent('Strzyżenie damskie · Salon Rynek · wt. 1.12 10:30');
    expect(summary?.closest('details')).not.toHaveAttribute('open');
  } finally {
    viewport.restore();
  }
});

describe('backToSummaryStep', () => {
  it('is the next step when editing and it lies ahead, else null', () => {
    const store = draftStore();
    const draft = store.getState().reservationDraft;
    expect(backToSummaryStep(draft, 'service')).toBeNull();
    const editing = { ...draft, editing: true };
    expect(backToSummaryStep(editing, 'service')).toBe('final-form');
    expect(backToSummaryStep(editing, 'final-form')).toBeNull();
    expect(backToSummaryStep({ ...editing, date: null }, 'service')).toBe('salon-date');
    expect(backToSummaryStep({ ...editing, date: null }, 'salon-date')).toBeNull();
    expect(backToSummaryStep({ ...editing, stage: 'finished' }, 'area')).toBeNull();
  });
});
