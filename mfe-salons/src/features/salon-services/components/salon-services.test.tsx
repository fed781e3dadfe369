import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { SalonDetails, SalonPriceItem, SalonPrices } from '@salon/contracts/catalog-api';
import type { BusEvents, SessionUser } from '@salon/contracts/events';
import type { SalonSlots } from '@salon/contracts/reservations-api';
import { testHairdresser, testSalon, testSalonSlots } from '@salon/contracts/testing';
import { initI18n, salonNow } from '@salon/i18n';
import { bus, setRuntimeConfigForTests, track } from '@salon/platform';
import { resetWindowState } from '@salon/platform/test-support';
import { renderRoutes } from '@salon/ui/testing';
import { createSalonsStore } from '../../../app/store.ts';
import { SalonServices } from './salon-services.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
  track: jest.fn(),
}));

interface Call {
  url: string;
  method?: string;
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  apiVersion?: number;
}

const salon: SalonDetails = { ...testSalon({ name: 'Warszawa Puławska' }), seo: null };
const HOLD = '5f0c6c1e-4b0a-4e52-9d0e-2d7b1f1c9a11';

const item = (name: string, overrides: Partial<SalonPriceItem> = {}): SalonPriceItem => ({
  name,
  sex: ['F'],
  price: 120,
  originalPrice: null,
  serviceCategory: 'HAIRDRESSING',
  priceJson: { value: 120, currency: 'PLN' },
  serviceId: '1001',
  shortDescription: null,
  longDescription: null,
  ...overrides,
});
const womensCut = item('Strzyżenie damskie', {
  shortDescription: 'Mycie, strzyżenie i modelowanie.',
  longDescription: 'Konsultacja, mycie dwoma szamponami, strzyżenie i modelowanie szczotką.',
  price: 99,
  originalPrice: 130,
  priceJson: { value: 99, currency: 'PLN' },
});
const colour = item('Koloryzacja', { serviceId: '1002', sex: ['F', 'M'] });
const mensCut = item('Strzyżenie męskie', { serviceId: '1101', sex: ['M'] });
const manicure = item('Manicure', { serviceId: '1201', serviceCategory: 'COSMETICS' });
const consultation = item('Konsultacja kolorysty', { serviceId: '' });
const prices: SalonPrices = { items: [womensCut, colour, mensCut, manicure, consultation], notes: [], description: null };

const day = (offset: number) => salonNow().plus({ days: offset }).toISODate()!;
const at = (offset: number, time: string) => `${day(offset)}T${time}:00`;
const zofia = (offset: number) => testHairdresser('H1', 'Zofia', [at(offset, '10:00'), at(offset, '12:30')]);
const anna = (offset: number) => testHairdresser('H2', 'Anna', [at(offset, '11:15')]);

type SlotsByDay = Record<string, SalonSlots[]>;
let slotsByDay: SlotsByDay;
let holdAnswer: (call: Call) => unknown;

function answer(call: Call) {
  if (call.url === '/api/salon-prices/M101') return { data: prices };
  if (call.url === '/api/reservation-slots') return { data: slotsByDay[call.params!.date!] ?? [testSalonSlots({}, [zofia(0)], { slots: [], slotStatus: 'NO_SLOTS_AVAILABLE' })] };
  if (call.url === '/api/reservation-holds' && call.method === 'POST') return holdAnswer(call);
  return { error: { status: 404, code: 'NOT_FOUND' } };
}
const calls = (url: string) => mockBaseQuery.mock.calls.map(([call]) => call as Call).filter((call) => call.url === url);

function renderServices(target: SalonDetails = salon) {
  const view = renderRoutes(
    <Provider store={createSalonsStore()}>
      <SalonServices salon={target} />
    </Provider>,
    '/salony/M101',
  );
  return { ...view, user: userEvent.setup() };
}

const list = () => screen.getByRole('list');
const serviceNames = () => within(list()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const toggle = (group: string, name: string) => within(screen.getByRole('group', { name: group })).getByRole('button', { name });
const reserve = (service: string) => screen.getByRole('button', { name: `Zarezerwuj: ${service}` });
const panel = (service: string) => screen.getByRole('region', { name: `Wolne terminy: ${service}` });
const timeButton = (time: string) => screen.getByRole('button', { name: `${time}, Warszawa Puławska` });

let scrolled: jest.Mock;
beforeAll(() => initI18n());
beforeEach(() => {
  resetWindowState();
  setRuntimeConfigForTests({ booking: { maxReservationBoundaryInDays: 14 } });
  slotsByDay = { [day(0)]: [testSalonSlots({}, [zofia(0), anna(0)])] };
  holdAnswer = (call) => ({
    data: {
      id: HOLD,
      salonId: 'M101',
      serviceId: call.body!.serviceId,
      hairdresserId: 'H1',
      requestedHairdresserId: call.body!.hairdresserId,
      startDateTime: call.body!.dateTime,
      endDateTime: call.body!.dateTime,
      expiresAt: '2030-01-01T10:10:00.000+01:00',
    },
  });
  mockBaseQuery.mockReset().mockImplementation(async (call: Call) => answer(call));
  jest.mocked(track).mockClear();
  scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
});

describe('the price list', () => {
  it('opens on women and hairdressing, as toggle buttons, with a count', async () => {
    renderServices();
    expect(screen.getByRole('heading', { level: 2, name: 'Cennik i rezerwacja' })).toBeInTheDocument();
    expect(await screen.findByRole('list')).toBeInTheDocument();
    expect(serviceNames()).toEqual(['Strzyżenie damskie', 'Koloryzacja', 'Konsultacja kolorysty']);
    expect(toggle('Dla kogo', 'Kobiety')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('Dla kogo', 'Mężczyźni')).toHaveAttribute('aria-pressed', 'false');
    expect(toggle('Kategoria', 'Fryzjerstwo')).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('group', { name: 'Kategoria' })).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Wszystkie',
      'Fryzjerstwo',
      'Kosmetyka',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 usługi');
  });

  it('opens on the signed-in customer’s sex', async () => {
    const adam: SessionUser = { id: 'u2', firstName: 'Adam', lastName: 'Nowak', email: null, phone: null, sex: 'M', preferredSalonId: null };
    act(() => bus.emit('session:changed', { authenticated: true, user: adam }));
    renderServices();
    await screen.findByRole('list');
    expect(serviceNames()).toEqual(['Koloryzacja', 'Strzyżenie męskie']);
    expect(toggle('Dla kogo', 'Mężczyźni')).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by sex and category, and says so when nothing is left', async () => {
    const { user } = renderServices();
    await screen.findByRole('list');
    await user.click(toggle('Kategoria', 'Wszystkie'));
    expect(serviceNames()).toEqual(['Strzyżenie damskie', 'Koloryzacja', 'Manicure', 'Konsultacja kolorysty']);
    expect(screen.getByRole('status')).toHaveTextContent('4 usługi');
    await user.click(toggle('Dla kogo', 'Mężczyźni'));
    expect(serviceNames()).toEqual(['Koloryzacja', 'Strzyżenie męskie']);
    await user.click(toggle('Kategoria', 'Kosmetyka'));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Brak usług dla wybranych filtrów' })).toBeInTheDocument();
    expect(screen.getByText('Zmień filtry, aby zobaczyć inne usługi.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 usług');
  });

  it('shows the short description and the long one behind a toggle', async () => {
    const { user } = renderServices();
    await screen.findByRole('list');
    expect(screen.getByText('Mycie, strzyżenie i modelowanie.')).toBeVisible();
    const more = screen.getByRole('button', { name: 'Pokaż opis: Strzyżenie damskie' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Konsultacja, mycie dwoma szamponami/)).not.toBeVisible();
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Ukryj opis: Strzyżenie damskie' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Konsultacja, mycie dwoma szamponami/)).toBeVisible();
  });

  it('shows the price with its currency, the original one struck through with hidden labels', async () => {
    renderServices();
    await screen.findByRole('list');
    const [discounted, regular] = within(list()).getAllByRole('listitem');
    expect(discounted).toHaveTextContent(/Poprzednia cena: 130,00\s*zł/);
    expect(discounted).toHaveTextContent(/Aktualna cena: 99,00\s*zł/);
    expect(discounted!.querySelector('s')).toHaveTextContent(/130,00/);
    expect(regular).toHaveTextContent(/120,00\s*zł/);
    expect(regular).not.toHaveTextContent('Poprzednia cena');
  });

  it('offers a reservation only for a service with an id, at a salon taking online bookings', async () => {
    renderServices();
    await screen.findByRole('list');
    expect(reserve('Strzyżenie damskie')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zarezerwuj: Konsultacja kolorysty' })).toBeNull();
  });

  it('offers no reservation where the salon takes no online bookings', async () => {
    renderServices({ ...salon, acceptsReservations: false });
    await screen.findByRole('list');
    expect(screen.queryByRole('button', { name: /^Zarezerwuj/ })).toBeNull();
  });

  it('a failed price list says so in its own section and retries', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockBaseQuery.mockImplementation(async (call: Call) =>
      call.url === '/api/salon-prices/M101' ? { error: { status: 500, code: 'UNKNOWN_ERROR' } } : answer(call),
    );
    const { user } = renderServices();
    expect(await screen.findByRole('heading', { name: 'Nie udało się pobrać cennika.' })).toBeInTheDocument();
    mockBaseQuery.mockImplementation(async (call: Call) => answer(call));
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('list')).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('the slot panel', () => {
  it('opens below its service on today, scrolled into view, with the HH:mm times', async () => {
    let answerSlots: () => void = () => undefined;
    mockBaseQuery.mockImplementation((call: Call) =>
      call.url === '/api/reservation-slots' ? new Promise((resolve) => (answerSlots = () => resolve(answer(call)))) : Promise.resolve(answer(call)),
    );
    const { user } = renderServices();
    await screen.findByRole('list');
    await user.click(reserve('Strzyżenie damskie'));
    expect(reserve('Strzyżenie damskie')).toHaveAttribute('aria-expanded', 'true');
    const region = panel('Strzyżenie damskie');
    expect(reserve('Strzyżenie damskie')).toHaveAttribute('aria-controls', region.id);
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'nearest' });
    expect(within(region).getByRole('status')).toHaveTextContent('Szukamy wolnych terminów…');
    act(() => answerSlots());

    expect(await within(region).findByRole('button', { name: '10:00, Warszawa Puławska' })).toBeInTheDocument();
    expect(within(region).getByRole('list', { name: 'Wolne godziny w salonie Warszawa Puławska' })).toHaveTextContent('10:0011:1512:30');
    const days = within(within(region).getByRole('group', { name: 'Wybierz dzień' })).getAllByRole('button');
    expect(days).toHaveLength(14);
    expect(days[0]).toHaveAttribute('aria-pressed', 'true');
    expect(days[0]).toHaveAccessibleName(/^Dziś, /);
    expect(calls('/api/reservation-slots')[0]).toEqual({
      url: '/api/reservation-slots',
      params: { date: day(0), services: '1001', salonId: 'M101' },
      apiVersion: 3,
      auth: false,
    });
  });

  it('keeps one panel open at a time; pressing again closes it', async () => {
    const { user } = renderServices();
    await screen.findByRole('list');
    await user.click(reserve('Strzyżenie damskie'));
    await user.click(reserve('Koloryzacja'));
    expect(screen.getAllByRole('region', { name: /^Wolne terminy/ })).toEqual([panel('Koloryzacja')]);
    expect(reserve('Strzyżenie damskie')).toHaveAttribute('aria-expanded', 'false');
    await user.click(reserve('Koloryzacja'));
    expect(screen.queryByRole('region', { name: /^Wolne terminy/ })).toBeNull();
  });

  it('scrolls without animation under reduced motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
    const { user } = renderServices();
    await screen.findByRole('list');
    await user.click(reserve('Strzyżenie damskie'));
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'auto', block: 'nearest' });
    window.matchMedia = original;
  });

  it('a chosen hairdresser shows only their times; none means any', async () => {
    const { user } = renderServices();
    await screen.findByRole('list');
    await user.click(reserve('Strzyżenie damskie'));
    const filter = await screen.findByRole('group', { name: 'Fryzjer' });
    expect(within(filter).getAllByRole('button').map((button) => button.textContent)).toEqual(['Dowolny fryzjer', 'Anna', 'Zofia']);
    expect(within(filter).getByRole('button', { name: 'Dowolny fryzjer' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filter).getByRole('button', { name: 'Anna' }));
    expect(screen.getByRole('list', { name: 'Wolne godziny w salonie Warszawa Puławska' })).toHaveTextContent(/^11:15$/);
    await user.click(within(filter).getByRole('button', { name: 'Dowolny fryzjer' }));
    expect(screen.getByRole('list', { name: 'Wolne godziny w salonie Warszawa Puławska' })).toHaveTextContent('10:0011:1512:30');
  });

  it('moves to the second day when today has no time, and only once', async () => {
    slotsByDay = {};
    const { user } = renderServices();
    await screen.findByRole('list');
    await user.click(reserve('Strzyżenie damskie'));
    const region = panel('Strzyżenie damskie');
    await waitFor(() => expect(calls('/api/reservation-slots').map((call) => call.params!.date)).toEqual([day(0), day(1)]));
    expect(await within(region).findByRole('heading', { name: 'Brak wolnych terminów' })).toBeInTheDocument();
    const days = within(within(region).getByRole('group', { name: 'Wybierz dzień' })).getAllByRole('button');
    expect(days[1]).toHaveAttribute('aria-pressed', 'true');
    expect(within(region).getByText('Na dziś nie ma już wolnych terminów, więc pokazujemy jutro.')).toBeInTheDocument();
    expect(calls('/api/reservation-slots')).toHaveLength(2);
  });

  it('stays on a day the customer chose, saying there is no slot', async () => {
    slotsByDay = { [day(0)]: [testSalonSlots({}, [zofia(0)])] };
    const { user } = renderServices();
    await screen.findByRole('list');
    await user.click(reserve('Strzyżenie damskie'));
    const region = panel('Strzyżenie damskie');
    await within(region).findByRole('button', { name: '10:00, Warszawa Puławska' });
    const days = within(within(region).getByRole('group', { name: 'Wybierz dzień' })).getAllByRole('button');
    await user.click(days[3]!);
    expect(await within(region).findByRole('heading', { name: 'Brak wolnych terminów' })).toBeInTheDocument();
    expect(calls('/api/reservation-slots').map((call) => call.params!.date)).toEqual([day(0), day(3)]);
  });

  it('says why when the salon takes no online bookings for the service that day', async () => {
    slotsByDay = { [day(0)]: [testSalonSlots({}, [], { slotStatus: 'SERVICE_NOT_AVAILABLE', servicePrice: null })] };
    const { user } = renderServices();
    await screen.findByRole('list');
    await user.click(reserve('Strzyżenie damskie'));
    expect(await screen.findByRole('heading', { name: 'Usługa niedostępna online' })).toBeInTheDocument();
  });
});

describe('picking a time', () => {
  it('holds it, hands it to booking and goes to the booking root', async () => {
    const prefills: BusEvents['booking:prefill'][] = [];
    const off = bus.on('booking:prefill', (payload) => prefills.push(payload));
    const { user, location } = renderServices();
    await screen.findByRole('list');
    await user.click(reserve('Strzyżenie damskie'));
    await user.click(await within(await screen.findByRole('group', { name: 'Fryzjer' })).findByRole('button', { name: 'Zofia' }));
    await user.click(timeButton('12:30'));

    await waitFor(() => expect(location().pathname).toBe('/rezerwacja'));
    expect(calls('/api/reservation-holds')).toEqual([
      {
        url: '/api/reservation-holds',
        method: 'POST',
        body: { salonId: 'M101', serviceId: '1001', dateTime: at(0, '12:30'), hairdresserId: 'H1' },
        auth: false,
      },
    ]);
    expect(prefills).toEqual([
      { salonId: 'M101', serviceId: '1001', dateTime: at(0, '12:30'), holdId: HOLD, hairdresserId: 'H1', hairdresserName: 'Zofia' },
    ]);
    expect(track).toHaveBeenCalledWith('salons:slot-picked', expect.objectContaining({ salonId: 'M101', serviceId: '1001' }), 'salons');
    off();
  });

  it('a time taken meanwhile says so and reloads the day', async () => {
    holdAnswer = () => ({ error: { status: 400, code: 'SLOT_NOT_AVAILABLE' } });
    const { user, location } = renderServices();
    await screen.findByRole('list');
    await user.click(reserve('Strzyżenie damskie'));
    await user.click(await screen.findByRole('button', { name: '10:00, Warszawa Puławska' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ten termin jest już niedostępny. Wybierz inną godzinę.');
    await waitFor(() => expect(calls('/api/reservation-slots')).toHaveLength(2));
    expect(location().pathname).toBe('/salony/M101');
  });

  it('any other failure says so with the API’s reason', async () => {
    holdAnswer = () => ({ error: { status: 429, code: 'RATE_LIMITED' } });
    const prefilled = jest.fn();
    const off = bus.on('booking:prefill', prefilled);
    const { user } = renderServices();
    await screen.findByRole('list');
    await user.click(reserve('Strzyżenie damskie'));
    await user.click(await screen.findByRole('button', { name: '10:00, Warszawa Puławska' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się zarezerwować terminu. Spróbuj ponownie.');
    expect(alert).toHaveTextContent('Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.');
    expect(calls('/api/reservation-slots')).toHaveLength(1);
    expect(prefilled).not.toHaveBeenCalled();
    off();
  });
});
