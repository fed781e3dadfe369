import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router';
import { initI18n, salonNow } from '@salon/i18n';
import { setRuntimeConfigForTests } from '@salon/platform';
import { mockViewport, renderRoutes } from '@salon/ui/testing';
import type { Service } from '@salon/contracts/catalog-api';
import type { Hold, SlotsQuery, Visit } from '@salon/contracts/reservations-api';
import '../../../i18n.ts';
import { createBookingStore } from '../../../app/store.ts';
import { testHairdresser, testSalonSlots } from '@salon/contracts/testing';
import { editServiceSelected, editSlotSelected, editStarted, initialVisitEdit } from '../store/visit-edit-slice.ts';
import { saveVisitEdit } from '../store/visit-edit-storage.ts';
import { testReservation, testVisit } from '../lib/test-visit.ts';
import { keepVisitToken, visitToken, VISIT_TOKENS_STORAGE_KEY } from '../../../lib/visit-access.ts';
import { EditStepScreen } from './edit-step-screen.tsx';

// The API: every call goes through the base query, so tests answer it here.
const mockBaseQuery = jest.fn();
const mockTrack = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
  track: (...args: unknown[]) => mockTrack(...args),
}));

interface Call {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  params?: SlotsQuery & { salonId?: string };
  body?: Record<string, unknown>;
  apiVersion?: number;
}

const day = (offset: number) => salonNow().plus({ days: offset }).toISODate()!;
const at = (offset: number, time: string) => `${day(offset)}T${time}:00`;
const HOLD_ID = '3b0c8a1e-1b2c-4d3e-8f40-5a6b7c8d9e0f';

// The visit: a women's cut with Anna Wiśniewska, the day after tomorrow at 10:00.
const reservation = testReservation({ startDateTime: at(2, '10:00'), endDateTime: at(2, '11:00') });
const visit = testVisit({ reservations: [reservation] });

const service = (id: string, name: string, promoted = false): Service =>
  ({ id, name, promoted, duration: 60, price: { value: 120, currency: 'PLN' }, promotingMessage: null, category: 'HAIRDRESSING', sex: ['F'] }) as unknown as Service;

type Answer = { data: unknown } | { error: unknown };

function answerApi({ edit = { data: visit } as Answer, hold = 'ok' as 'ok' | 'taken' } = {}) {
  mockBaseQuery.mockImplementation(async (call: Call) => {
    if (call.url === '/api/services') return { data: [service('1003', 'Koloryzacja'), service('1001', 'Strzyżenie damskie'), service('1009', 'Baleyage', true)] };
    if (call.url === '/api/reservation-slots') {
      return {
        data: [
          testSalonSlots({ id: 'M12', name: 'Salon Rynek', services: ['1001', '1003'] }, [
            testHairdresser('H1201', 'Anna Wiśniewska', [`${call.params!.date}T10:30:00`, `${call.params!.date}T14:00:00`]),
            testHairdresser('H1202', 'Beata Lis', [`${call.params!.date}T12:00:00`]),
          ]),
        ],
      };
    }
    if (call.url === '/api/reservation-holds') {
      if (hold === 'taken') return { error: { status: 400, code: 'SLOT_NOT_AVAILABLE' } };
      const body = call.body!;
      const held: Hold = {
        id: HOLD_ID,
        salonId: 'M12',
        serviceId: body.serviceId as string,
        hairdresserId: (body.hairdresserId as string | null) ?? 'H1202',
        requestedHairdresserId: (body.hairdresserId as string | null) ?? null,
        startDateTime: body.dateTime as string,
        endDateTime: body.dateTime as string,
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      };
      return { data: held };
    }
    if (call.method === 'PUT') return edit;
    if (call.url === `/api/visits/${visit.id}` && call.method === undefined) return { data: visit };
    return { error: { status: 404, code: 'NOT_FOUND' } };
  });
}

const calls = (url: string | RegExp) =>
  mockBaseQuery.mock.calls.map(([call]) => call as Call).filter((call) => (typeof url === 'string' ? call.url === url : url.test(call.url)));
const tracked = (type: string) => mockTrack.mock.calls.filter(([name]) => name === type).map(([, data]) => data);

function Where() {
  const { pathname, search } = useLocation();
  return <h1>{`${pathname}${search}`}</h1>;
}

function renderStep(path: string, prepare: (store: ReturnType<typeof createBookingStore>) => void = () => undefined, start: Visit = visit) {
  const store = createBookingStore();
  store.dispatch(editStarted(start));
  prepare(store);
  return renderWith(store, path);
}

function renderWith(store: ReturnType<typeof createBookingStore>, path: string) {
  const view = renderRoutes(
    <Provider store={store}>
      <Routes>
        <Route path="/rezerwacja/edytuj/wizyta" element={<EditStepScreen step="common" />} />
        <Route path="/rezerwacja/edytuj/usluga" element={<EditStepScreen step="service" />} />
        <Route path="/rezerwacja/edytuj/termin" element={<EditStepScreen step="date" />} />
        <Route path="/rezerwacja/edytuj/potwierdz" element={<EditStepScreen step="confirm" />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </Provider>,
    path,
  );
  return { ...view, store };
}

jest.setTimeout(15_000);
beforeAll(() => initI18n());
beforeEach(() => setRuntimeConfigForTests({ booking: { maxReservationBoundaryInDays: 14 } }));
afterEach(() => setRuntimeConfigForTests(null));

describe('the common step', () => {
  it('shows the visit with its salon, map and phone, and leads to the date step or the cancel dialog', async () => {
    const viewport = mockViewport(390);
    try {
      answerApi();
      const { location } = renderStep('/rezerwacja/edytuj/wizyta');
      const facts = screen.getByRole('region', { name: 'Twoja wizyta' });
      expect(facts).toHaveTextContent('Strzyżenie damskie');
      expect(facts).toHaveTextContent('Salon Rynek');
      expect(facts).toHaveTextContent('Rynek Główny 12, 31-042 Kraków');
      expect(facts).toHaveTextContent('10:00–11:00');
      expect(facts).toHaveTextContent('Anna Wiśniewska');
      expect(within(facts).getByRole('link', { name: /Pokaż salon na mapie/ })).toHaveAttribute(
        'href',
        'https://www.google.com/maps/search/?api=1&query=50.0617%2C19.9373',
      );
      expect(within(facts).getByRole('link', { name: 'Zadzwoń do salonu: +48 12 300 40 50' })).toHaveAttribute('href', 'tel:+48123004050');

      await userEvent.click(screen.getByRole('link', { name: 'Odwołaj wizytę' }));
      expect(location().pathname).toBe(`/wizyty/${visit.id}`);
      expect(location().search).toBe('?cancel');
    } finally {
      viewport.restore();
    }
  });

  it('change goes to the date step, the address naming the visit and keeping the other keys', async () => {
    answerApi();
    const { location } = renderStep(`/rezerwacja/edytuj/wizyta?visitId=${visit.id}&utm_source=sms`);
    await userEvent.click(screen.getByRole('link', { name: 'Zmień termin' }));
    expect(location().pathname).toBe('/rezerwacja/edytuj/termin');
    expect(new URLSearchParams(location().search).get('visitId')).toBe(visit.id);
    expect(new URLSearchParams(location().search).get('utm_source')).toBe('sms');
  });
});

describe('the service step', () => {
  it('lists the salon’s services with the current one selected; a choice goes to the date step', async () => {
    answerApi();
    const { location, store } = renderStep('/rezerwacja/edytuj/usluga');
    const list = await screen.findByRole('list', { name: /Wybierz usługę w salonie Salon Rynek/ });
    expect(calls('/api/services')[0]).toMatchObject({ params: { salonId: 'M12' }, apiVersion: 3 });
    expect(within(list).getAllByRole('button', { name: /^(Baleyage|Koloryzacja|Strzyżenie damskie)$/ }).map((b) => b.textContent)).toEqual([
      'Baleyage',
      'Koloryzacja',
      'Strzyżenie damskie',
    ]);
    expect(within(list).getByRole('button', { name: 'Strzyżenie damskie' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(list).getByRole('button', { name: 'Koloryzacja' }));
    expect(location().pathname).toBe('/rezerwacja/edytuj/termin');
    expect(store.getState().visitEdit.service).toEqual({ id: '1003', name: 'Koloryzacja' });
  });
});

describe('the date step', () => {
  it('searches the visit’s salon for the chosen service, its own time counting as free', async () => {
    answerApi();
    renderStep('/rezerwacja/edytuj/termin', (store) => store.dispatch(editServiceSelected({ id: '1003', name: 'Koloryzacja' })));
    await screen.findByRole('button', { name: '10:30, Salon Rynek' });
    expect(calls('/api/reservation-slots')[0]!.params).toEqual({
      date: day(2),
      services: '1003',
      salonId: 'M12',
      editedReservationId: reservation.id,
    });
    expect(screen.getByText('Usługa: Koloryzacja')).toBeVisible();
    // The customer chose Anna for the visit: she is first, marked and preselected.
    const hairdressers = screen.getByRole('group', { name: 'Fryzjer' });
    expect(within(hairdressers).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Dowolny fryzjer',
      'Anna WiśniewskaOstatnia wizyta',
      'Beata Lis',
    ]);
    expect(within(hairdressers).getByRole('button', { name: /Anna Wiśniewska/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: '12:00, Salon Rynek' })).toBeNull();
  });

  it('picking a time holds it, stores time, hairdresser and hold, and goes to confirm', async () => {
    answerApi();
    const { location, store } = renderStep('/rezerwacja/edytuj/termin');
    await userEvent.click(await screen.findByRole('button', { name: '14:00, Salon Rynek' }));
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/edytuj/potwierdz'));
    expect(calls('/api/reservation-holds')).toEqual([
      {
        url: '/api/reservation-holds',
        method: 'POST',
        body: { salonId: 'M12', serviceId: '1001', dateTime: at(2, '14:00'), hairdresserId: 'H1201', editedReservationId: reservation.id },
      },
    ]);
    expect(store.getState().visitEdit).toMatchObject({
      date: at(2, '14:00'),
      hairdresser: { id: 'H1201', name: 'Anna Wiśniewska' },
      holdId: HOLD_ID,
    });
  });

  it('a time taken meanwhile says so and stays', async () => {
    answerApi({ hold: 'taken' });
    const { location } = renderStep('/rezerwacja/edytuj/termin');
    await userEvent.click(await screen.findByRole('button', { name: '14:00, Salon Rynek' }));
    expect(await screen.findByText('Ten termin jest już niedostępny. Wybierz inną godzinę.')).toBeVisible();
    expect(location().pathname).toBe('/rezerwacja/edytuj/termin');
  });
});

describe('the confirm step', () => {
  const picked = (store: ReturnType<typeof createBookingStore>) => {
    store.dispatch(editServiceSelected({ id: '1003', name: 'Koloryzacja' }));
    store.dispatch(editSlotSelected({ date: at(3, '12:00'), hairdresser: { id: 'H1202', name: 'Beata Lis' }, holdId: HOLD_ID }));
  };

  it('shows the visit before and after, the contact read-only, and sends the exact edit payload; success goes home', async () => {
    answerApi();
    const { location, store } = renderStep('/rezerwacja/edytuj/potwierdz', picked);
    const table = screen.getByRole('table', { name: 'Zmiany w wizycie' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Usługa')).toHaveTextContent('Strzyżenie damskieKoloryzacja');
    expect(row('Godzina')).toHaveTextContent('10:0012:00');
    expect(row('Fryzjer')).toHaveTextContent('Anna WiśniewskaBeata Lis');
    const contact = screen.getByRole('region', { name: 'Dane kontaktowe' });
    expect(contact).toHaveTextContent('Ewa');
    expect(contact).toHaveTextContent('+48600100200');
    expect(within(contact).queryByRole('textbox')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź zmiany' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(calls(/\/reservations\//)).toEqual([
      {
        url: `/api/visits/${visit.id}/reservations/${reservation.id}`,
        method: 'PUT',
        body: {
          serviceId: '1003',
          startDateTime: at(3, '12:00'),
          contact: { firstName: 'Ewa', lastName: 'Nowak', phone: '+48600100200' },
          hairdresserId: 'H1202',
          holdId: HOLD_ID,
        },
      },
    ]);
    expect(tracked('booking:reservation-edited')).toEqual([
      expect.objectContaining({ visitId: visit.id, serviceId: '1003', dateTime: at(3, '12:00'), hairdresserId: 'H1202' }),
    ]);
    expect(store.getState().visitEdit.visit).toBeNull();
  });

  it("sends the visit's token kept in this browser, which then lasts until the visit's new end", async () => {
    const moved = { ...visit, endDateTime: at(20, '13:00') };
    answerApi({ edit: { data: moved } });
    keepVisitToken(visit.id, 'token-from-link');
    try {
      const { location } = renderStep('/rezerwacja/edytuj/potwierdz', picked);
      await userEvent.click(screen.getByRole('button', { name: 'Potwierdź zmiany' }));
      await waitFor(() => expect(location().pathname).toBe('/'));
      expect(calls(/\/reservations\//).map((call) => call.headers)).toEqual([{ 'x-visit-token': 'token-from-link' }]);
      const kept = JSON.parse(localStorage.getItem(VISIT_TOKENS_STORAGE_KEY)!) as Record<string, { until: number }>;
      expect(kept[visit.id]!.until).toBe(salonNow().plus({ days: 20 }).set({ hour: 13, minute: 0, second: 0, millisecond: 0 }).toMillis());
      expect(visitToken(visit.id)).toBe('token-from-link');
    } finally {
      localStorage.clear();
    }
  });

  it('an error shows both its message and its explanation, and stays', async () => {
    answerApi({ edit: { error: { status: 400, code: 'MINIMUM_DISTANCE_NOT_MET', minimumDistanceInDays: 21 } } });
    const { location } = renderStep('/rezerwacja/edytuj/potwierdz', picked);
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź zmiany' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Za mały odstęp między wizytami');
    expect(alert).toHaveTextContent('Rezerwacje tej usługi muszą być oddalone od siebie o co najmniej 21 dni. Wybierz inny termin.');
    expect(location().pathname).toBe('/rezerwacja/edytuj/potwierdz');
  });

  it('a taken slot offers the date step; an unknown error gets the generic texts', async () => {
    answerApi({ edit: { error: { status: 400, code: 'SLOT_NOT_AVAILABLE' } } });
    renderStep('/rezerwacja/edytuj/potwierdz', picked);
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź zmiany' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ten termin jest już niedostępny');
    expect(within(alert).getByRole('link', { name: 'Zmień termin' })).toHaveAttribute('href', `/rezerwacja/edytuj/termin?visitId=${visit.id}`);

    answerApi({ edit: { error: { status: 500, code: 'UNKNOWN_ERROR' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź zmiany' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się zmienić wizyty'));
    expect(screen.getByRole('alert').textContent!.length).toBeGreaterThan('Nie udało się zmienić wizyty'.length + 5);
  });

  it('after DIFFERENT_PHONE_NUMBER the next confirm accepts the other phone', async () => {
    answerApi({ edit: { error: { status: 400, code: 'DIFFERENT_PHONE_NUMBER', field: 'contact.phone' } } });
    renderStep('/rezerwacja/edytuj/potwierdz', picked);
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź zmiany' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rezerwacja dla innej osoby');
    answerApi();
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź zmiany' }));
    await waitFor(() => expect(calls(/\/reservations\//)).toHaveLength(2));
    expect(calls(/\/reservations\//)[1]!.body).toMatchObject({ acceptDifferentPhone: true });
  });
});

describe('the visit in the address (decision 0025)', () => {
  const storage = window.sessionStorage;
  afterEach(() => storage.clear());

  it('an address without the visit’s id gets the id of the visit being edited', async () => {
    answerApi();
    const { location } = renderStep('/rezerwacja/edytuj/usluga');
    await waitFor(() => expect(location().search).toBe(`?visitId=${visit.id}`));
    expect(location().pathname).toBe('/rezerwacja/edytuj/usluga');
  });

  it('a reload at the confirm step loads the visit its address names and keeps the new time and its hold', async () => {
    answerApi();
    const expires = salonNow().plus({ minutes: 8 });
    saveVisitEdit(
      storage,
      {
        ...initialVisitEdit,
        visitId: visit.id,
        service: { id: '1003', name: 'Koloryzacja' },
        date: at(3, '12:00'),
        hairdresser: { id: 'H1202', name: 'Beata Lis' },
        holdId: HOLD_ID,
        holdExpiresAt: expires.toISO()!,
      },
      Date.now(),
    );
    renderWith(createBookingStore({ storage }), `/rezerwacja/edytuj/potwierdz?visitId=${visit.id}`);
    const table = await screen.findByRole('table', { name: 'Zmiany w wizycie' });
    expect(calls(`/api/visits/${visit.id}`)).toHaveLength(1);
    expect(within(table).getByRole('row', { name: /^Usługa/ })).toHaveTextContent('Strzyżenie damskieKoloryzacja');
    expect(within(table).getByRole('row', { name: /^Godzina/ })).toHaveTextContent('10:0012:00');
    expect(screen.getByRole('status')).toHaveTextContent(`Trzymamy dla Ciebie ten termin do ${expires.toFormat('HH:mm')}.`);
  });

  it('a shared link to another visit starts over on that one', async () => {
    answerApi();
    saveVisitEdit(storage, { ...initialVisitEdit, visitId: 'another-visit', date: at(3, '12:00') }, Date.now());
    const store = createBookingStore({ storage });
    const { location } = renderWith(store, `/rezerwacja/edytuj/potwierdz?visitId=${visit.id}`);
    // Loaded, but with no new time this tab chose for it: confirming has nothing to confirm.
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(store.getState().visitEdit).toMatchObject({ visitId: visit.id, date: null });
  });

  it('a visit the API does not show to this visitor gets the not-found page, and stays', async () => {
    answerApi();
    const { location } = renderWith(createBookingStore(), '/rezerwacja/edytuj/termin?visitId=someone-elses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleźliśmy tej wizyty albo link wygasł' })).toBeVisible();
    expect(location().pathname + location().search).toBe('/rezerwacja/edytuj/termin?visitId=someone-elses');
  });

  it('a visit that cannot be loaded for another reason goes home without its id', async () => {
    mockBaseQuery.mockResolvedValue({ error: { status: 0, code: 'UNKNOWN_ERROR' } });
    const { location } = renderWith(createBookingStore(), `/rezerwacja/edytuj/termin?visitId=${visit.id}&utm_source=sms`);
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(location().search).toBe('?utm_source=sms');
  });
});

describe('a visit that cannot be changed', () => {
  it.each(['/rezerwacja/edytuj/wizyta', '/rezerwacja/edytuj/usluga', '/rezerwacja/edytuj/termin'])('a cancelled visit is refused at %s', (path) => {
    answerApi();
    renderStep(path, undefined, { ...visit, status: 'CANCELLED' });
    expect(screen.getByRole('heading', { name: 'Tej wizyty nie można zmienić' })).toBeVisible();
    expect(screen.getByText('Wizyta została odwołana. Możesz zarezerwować nowy termin.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zarezerwuj wizytę' })).toHaveAttribute('href', '/rezerwacja');
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });

  it('a past visit is refused with a link to its details', () => {
    const past = testReservation({ startDateTime: at(-1, '10:00'), endDateTime: at(-1, '11:00') });
    renderStep('/rezerwacja/edytuj/wizyta', undefined, testVisit({ reservations: [past] }));
    expect(screen.getByText(/Wizyta już się rozpoczęła lub minęła/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Szczegóły wizyty' })).toHaveAttribute('href', `/wizyty/${visit.id}`);
  });
});
