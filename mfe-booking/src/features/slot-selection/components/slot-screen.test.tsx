import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import { initI18n, salonNow } from '@salon/i18n';
import { setRuntimeConfigForTests } from '@salon/platform';
import { renderRoutes } from '@salon/ui/testing';
import type { SessionUser } from '@salon/contracts/events';
import type { Hold, SalonSlots, SlotsQuery } from '@salon/contracts/reservations-api';
import '../../../i18n.ts';
import { createBookingStore, type BookingStore } from '../../../app/store.ts';
import {
  areaSelected,
  customerLocated,
  lastVisitFromCardChanged,
  salonSelected,
  serviceSelected,
  slotSelected,
} from '../../../lib/reservation-draft-slice.ts';
import { testHairdresser, testSalonSlots } from '@salon/contracts/testing';
import { SlotScreen } from './slot-screen.tsx';

// The API: every call goes through the base query, so tests answer it here.
const mockBaseQuery = jest.fn();
const mockTrack = jest.fn();
const mockSession: { authenticated: boolean; user: SessionUser | null } = { authenticated: false, user: null };
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  useSession: () => mockSession,
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
  track: (...args: unknown[]) => mockTrack(...args),
}));

interface Call {
  url: string;
  method?: string;
  params?: SlotsQuery;
  body?: Record<string, unknown>;
  apiVersion?: number;
}

const today = salonNow();
const day = (offset: number) => today.plus({ days: offset }).toISODate()!;
const at = (offset: number, time: string) => `${day(offset)}T${time}:00`;

const warszawa = { code: 'warszawa', name: 'Warszawa' };
const cut = { id: '1001', name: 'Strzyżenie damskie' };
const HOLD_ID = '3b0c8a1e-1b2c-4d3e-8f40-5a6b7c8d9e0f';

/** Puławska and Wola have times on every day but those listed as empty. */
function answerFor(params: SlotsQuery, emptyDays: string[], closed: string[]): SalonSlots[] {
  const offset = Math.round(
    (new Date(`${params.date}T12:00:00Z`).getTime() - new Date(`${day(0)}T12:00:00Z`).getTime()) / 86_400_000,
  );
  const empty = emptyDays.includes(params.date);
  const times = (...list: string[]) => (empty ? [] : list.map((time) => at(offset, time)));
  const open = !closed.includes('M101');
  const pulawska = testSalonSlots({ id: 'M101', name: 'Warszawa Puławska', services: ['1001'], open }, [
    testHairdresser('H10101', 'Zofia Kowalska', open ? times('09:00', '13:00') : []),
    testHairdresser('H10102', 'Marek Nowak', open ? times('10:00', '18:30') : []),
  ]);
  const wola = testSalonSlots({ id: 'M103', name: 'Warszawa Wola' }, [testHairdresser('H10301', 'Ola Lis', times('11:15'))]);
  const all = [pulawska, wola];
  return params.salonId ? all.filter((result) => result.salon.id === params.salonId) : all;
}

function answerApi({ emptyDays = [] as string[], closed = [] as string[], hold = 'ok' as 'ok' | 'taken' | 'broken' } = {}) {
  mockBaseQuery.mockImplementation(async (call: Call) => {
    if (call.url === '/api/reservation-slots') return { data: answerFor(call.params!, emptyDays, closed) };
    if (call.url === '/api/reservation-holds') {
      if (hold === 'taken') return { error: { status: 400, code: 'SLOT_NOT_AVAILABLE' } };
      if (hold === 'broken') return { error: { status: 500, code: 'UNKNOWN_ERROR' } };
      const body = call.body!;
      const held: Hold = {
        id: HOLD_ID,
        salonId: body.salonId as string,
        serviceId: body.serviceId as string,
        hairdresserId: (body.hairdresserId as string | null) ?? 'H10101',
        requestedHairdresserId: (body.hairdresserId as string | null) ?? null,
        startDateTime: body.dateTime as string,
        endDateTime: body.dateTime as string,
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      };
      return { data: held };
    }
    return { error: { status: 404, code: 'NOT_FOUND' } };
  });
}

const slotCalls = () =>
  mockBaseQuery.mock.calls.map(([call]) => call as Call).filter((call) => call.url === '/api/reservation-slots');
const holdCalls = () =>
  mockBaseQuery.mock.calls.map(([call]) => call as Call).filter((call) => call.url === '/api/reservation-holds');
const tracked = (type: string) => mockTrack.mock.calls.filter(([name]) => name === type).map(([, data]) => data);

function draftStore(prepare: (store: BookingStore) => void = () => undefined) {
  const store = createBookingStore();
  store.dispatch(areaSelected(warszawa));
  store.dispatch(serviceSelected(cut));
  prepare(store);
  return store;
}

function renderScreen(store = draftStore()) {
  const view = renderRoutes(
    <Provider store={store}>
      <Routes>
        <Route path="/rezerwacja/termin" element={<SlotScreen />} />
        <Route path="/rezerwacja/dane-rezerwacji" element={<h1>Dane rezerwacji</h1>} />
      </Routes>
    </Provider>,
    '/rezerwacja/termin',
  );
  return { ...view, store };
}

const card = (name: string) => screen.findByRole('article', { name });
const dayButton = (offset: number) =>
  within(screen.getByRole('group', { name: 'Wybierz dzień' })).getAllByRole('button')[offset]!;

const times = async (name: string) =>
  within(await card(name))
    .getAllByRole('button', { name: /^\d\d:\d\d,/ })
    .map((button) => button.textContent);

// Rendering a strip of days and the salons in jsdom takes a few seconds per journey.
jest.setTimeout(15_000);

beforeAll(() => initI18n());
// Two weeks of days keep the DOM small enough for quick tests; the range itself has its own test.
beforeEach(() => setRuntimeConfigForTests({ booking: { maxReservationBoundaryInDays: 14 } }));
afterEach(() => setRuntimeConfigForTests(null));

describe('the salon and date step', () => {
  it('searches the area’s salons for today and shows their times', async () => {
    answerApi();
    renderScreen();
    expect(await times('Warszawa Puławska')).toEqual([
      '09:00',
      '10:00',
      '13:00',
      '18:30',
    ]);
    expect(await card('Warszawa Wola')).toBeVisible();
    expect(slotCalls()[0]).toMatchObject({ apiVersion: 3, params: { date: day(0), services: '1001', city: 'warszawa' } });
    expect(dayButton(0)).toHaveAttribute('aria-pressed', 'true');
    expect(tracked('booking:step-view')).toEqual([{ step: 'salon-date' }]);
  });

  it('offers the configured number of days', async () => {
    setRuntimeConfigForTests({ booking: { maxReservationBoundaryInDays: 21, areasEndpoint: 'departments' } });
    answerApi();
    renderScreen(
      (() => {
        const store = createBookingStore();
        store.dispatch(areaSelected({ code: 'MAZ', name: 'mazowieckie' }));
        store.dispatch(serviceSelected(cut));
        return store;
      })(),
    );
    await card('Warszawa Puławska');
    expect(within(screen.getByRole('group', { name: 'Wybierz dzień' })).getAllByRole('button')).toHaveLength(21);
    expect(slotCalls()[0]!.params).toMatchObject({ departmentCode: 'MAZ' });
  });

  it('a new day fetches again and clears the time-of-day filter', async () => {
    answerApi();
    renderScreen();
    await card('Warszawa Puławska');
    await userEvent.click(screen.getByRole('button', { name: 'Wieczór od 18:00' }));
    await userEvent.click(dayButton(3));

    await waitFor(() => expect(slotCalls().at(-1)!.params!.date).toBe(day(3)));
    expect(await screen.findByRole('button', { name: '09:00, Warszawa Puławska' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Wieczór od 18:00' })).toHaveAttribute('aria-pressed', 'false');
    expect(dayButton(3)).toHaveAttribute('aria-pressed', 'true');
    expect(tracked('booking:day-chosen')).toEqual([{ date: day(3) }]);
  });

  it('falls back from an empty day it opened on to the next days with times', async () => {
    answerApi({ emptyDays: [day(0), day(1)] });
    renderScreen();
    // Each step is a round trip through the store and a render of the strip: slow in jsdom.
    expect(await screen.findByRole('button', { name: '09:00, Warszawa Puławska' }, { timeout: 4000 })).toBeVisible();
    expect(slotCalls().map((call) => call.params!.date)).toEqual([day(0), day(1), day(2)]);
    expect(dayButton(2)).toHaveAttribute('aria-pressed', 'true');
  });

  it('stays on an empty day the customer chose and says so', async () => {
    answerApi({ emptyDays: [day(4)] });
    renderScreen();
    await card('Warszawa Puławska');
    await userEvent.click(dayButton(4));
    expect(await screen.findByText('Brak wolnych terminów')).toBeVisible();
    expect(dayButton(4)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pokaż salony bez wolnych terminów (2)' })).toBeVisible();
  });

  it('sends the location the customer shared on the area step, so the API lists the nearest salons first', async () => {
    answerApi();
    renderScreen(draftStore((store) => store.dispatch(customerLocated({ latitude: 52.18123, longitude: 21.00456 }))));
    expect(await card('Warszawa Wola')).toBeVisible();
    expect(slotCalls()[0]!.params).toEqual({ date: day(0), services: '1001', city: 'warszawa', location: '52.181,21.005' });
  });

  it('searches only the salon chosen on purpose, and the area on request', async () => {
    answerApi({ closed: ['M101'] });
    renderScreen(draftStore((store) => store.dispatch(salonSelected({ id: 'M101', name: 'Warszawa Puławska', services: ['1001'] }))));
    expect(await card('Warszawa Puławska')).toHaveTextContent('Salon jest tymczasowo zamknięty.');
    expect(slotCalls()[0]!.params).toEqual({ date: expect.any(String), services: '1001', salonId: 'M101' });
    expect(screen.queryByRole('button', { name: 'Wybierz salon' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Pokaż inne salony' }));
    await waitFor(() => expect(slotCalls().at(-1)!.params).toMatchObject({ city: 'warszawa' }));
    expect(await times('Warszawa Wola')).toEqual(['11:15']);
  });

  it('a failed search is logged and offers a retry', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockBaseQuery.mockResolvedValue({ error: { status: 503, code: 'UNKNOWN_ERROR' } });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Nie udało się wczytać wolnych terminów' })).toBeVisible();
    expect(log).toHaveBeenCalledWith('[booking] the free times could not be loaded', expect.objectContaining({ status: 503 }));

    answerApi();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await card('Warszawa Puławska')).toBeVisible();
  });

  it('marks the repeat card’s hairdresser and starts with them', async () => {
    answerApi();
    renderScreen(
      draftStore((store) => {
        store.dispatch(salonSelected({ id: 'M101', name: 'Warszawa Puławska', services: ['1001'] }));
        store.dispatch(slotSelected({ salon: { id: 'M101', name: 'Warszawa Puławska' }, date: at(-30, '10:00'), hairdresser: { id: null, name: 'Marek Nowak' } }));
        store.dispatch(lastVisitFromCardChanged(true));
      }),
    );
    const hairdressers = await screen.findByRole('group', { name: 'Fryzjer' });
    expect(within(hairdressers).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Dowolny fryzjer',
      'Marek NowakOstatnia wizyta',
      'Zofia Kowalska',
    ]);
    expect(within(hairdressers).getByRole('button', { name: /Marek Nowak/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await times('Warszawa Puławska')).toEqual(['10:00', '18:30']);
  });
});

describe('the preferred salon', () => {
  it('is listed first, and every salon has its heart', async () => {
    answerApi();
    mockSession.user = { id: 'u1', firstName: 'Ewa', lastName: 'Nowak', email: null, phone: null, sex: 'F', preferredSalonId: 'M103' };
    mockSession.authenticated = true;
    try {
      renderScreen();
      await card('Warszawa Wola');
      const names = screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
      expect(names[0]).toBe('Warszawa Wola');
      expect(screen.getByRole('button', { name: /Warszawa Wola/, pressed: true })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Warszawa Puławska/, pressed: false })).toBeInTheDocument();
    } finally {
      mockSession.user = null;
      mockSession.authenticated = false;
    }
  });
});

describe('picking a time', () => {
  it('holds it, stores salon, time and hold, and goes to the final form', async () => {
    answerApi();
    const { store, location } = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: '13:00, Warszawa Puławska' }));

    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/dane-rezerwacji'));
    expect(holdCalls()).toEqual([
      {
        url: '/api/reservation-holds',
        method: 'POST',
        body: { salonId: 'M101', serviceId: '1001', dateTime: at(0, '13:00'), hairdresserId: null },
      },
    ]);
    const draft = store.getState().reservationDraft;
    expect(draft).toMatchObject({
      salon: { id: 'M101', name: 'Warszawa Puławska', services: ['1001'], servicePrice: { value: 120, currency: 'PLN' } },
      date: at(0, '13:00'),
      hairdresser: null,
      holdId: HOLD_ID,
    });
    expect(tracked('reco:go')).toEqual([{ salonId: 'M101', serviceId: '1001' }]);
  });

  it('holds with the chosen hairdresser', async () => {
    answerApi();
    const { store } = renderScreen(draftStore((s) => s.dispatch(salonSelected({ id: 'M101', name: 'Warszawa Puławska', services: ['1001'] }))));
    const hairdressers = await screen.findByRole('group', { name: 'Fryzjer' });
    await userEvent.click(within(hairdressers).getByRole('button', { name: 'Zofia Kowalska' }));
    await userEvent.click(screen.getByRole('button', { name: '09:00, Warszawa Puławska' }));
    await waitFor(() => expect(store.getState().reservationDraft.hairdresser).toEqual({ id: 'H10101', name: 'Zofia Kowalska' }));
    expect(holdCalls()[0]!.body).toMatchObject({ hairdresserId: 'H10101' });
  });

  it('keeps showing and replaces the customer’s own hold when changing the time', async () => {
    answerApi();
    const previous = '11111111-2222-4333-8444-555555555555';
    renderScreen(
      draftStore((store) =>
        store.dispatch(slotSelected({ salon: { id: 'M101', name: 'Warszawa Puławska' }, date: at(0, '10:00'), holdId: previous })),
      ),
    );
    expect(await screen.findByRole('button', { name: '10:00, Warszawa Puławska, wybrany termin' })).toBeVisible();
    expect(slotCalls()[0]!.params).toMatchObject({ holdId: previous });
    await userEvent.click(screen.getByRole('button', { name: '11:15, Warszawa Wola' }));
    await waitFor(() => expect(holdCalls()[0]!.body).toMatchObject({ salonId: 'M103', replacesHoldId: previous }));
  });

  it('a time taken meanwhile says so and reloads the times', async () => {
    answerApi({ hold: 'taken' });
    const { store, location } = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: '13:00, Warszawa Puławska' }));

    expect(await within(await card('Warszawa Puławska')).findByRole('alert')).toHaveTextContent(
      'Ten termin jest już niedostępny. Wybierz inną godzinę.',
    );
    await waitFor(() => expect(slotCalls()).toHaveLength(2));
    expect(location().pathname).toBe('/rezerwacja/termin');
    expect(store.getState().reservationDraft.date).toBeNull();
    expect(tracked('booking:slot-hold-failed')).toEqual([{ code: 'SLOT_NOT_AVAILABLE' }]);
  });

  it('another failure shows a generic error', async () => {
    answerApi({ hold: 'broken' });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: '11:15, Warszawa Wola' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zarezerwować terminu. Spróbuj ponownie.');
    expect(slotCalls()).toHaveLength(1);
    expect(tracked('booking:slot-hold-failed')).toEqual([{ code: 'UNKNOWN_ERROR' }]);
  });
});
