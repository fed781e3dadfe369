import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, salonNow, toLocalIso } from '@salon/i18n';
import { bus } from '@salon/platform';
import { mockViewport, renderRoutes } from '@salon/ui/testing';
import type { SessionUser } from '@salon/contracts/events';
import { testSalon } from '@salon/contracts/testing';
import type { Visit } from '../../../api/get-visit.ts';
import { createBookingStore, type BookingStore } from '../../../app/store.ts';
import { trackBooking, trackRecommendation } from '../../../lib/booking-tracking.ts';
import { CONTACT_STORAGE_KEY, readStoredContact, rememberContact } from '../../../lib/contact-store.ts';
import { areaSelected, lastVisitFromCardChanged, serviceSelected, slotSelected } from '../../../lib/reservation-draft-slice.ts';
import { visitToken } from '../../../lib/visit-access.ts';
import BookingRoutes from '../../../routes.tsx';
import { preloadStepScreens } from '../../../app/reservation-step-screen.tsx';
import { visitDetailsScreen } from '../../../app/lazy-screen.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));
jest.mock('../../../lib/booking-tracking.ts', () => ({ trackBooking: jest.fn(), trackRecommendation: jest.fn() }));

const HOLD = '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const VISIT_ID = '0b7c1e2a-1111-4222-8333-444455556666';

const visit: Visit = {
  id: VISIT_ID,
  contact: { firstName: 'Ewa', lastName: 'Nowak', phone: '+48600100200' },
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
  startDateTime: '2026-12-01T10:30:00',
  endDateTime: '2026-12-01T11:30:00',
};

const profile: SessionUser = {
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'anna@example.com',
  phone: '+48886000001',
  sex: 'F',
  preferredSalonId: null,
};

interface Call {
  url: string;
  method?: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}
const posts = () => mockBaseQuery.mock.calls.map(([args]) => args as Call).filter((args) => args.method === 'POST');

/** Answers the API: the POST with `postAnswer`, the new visit's GET with the visit, anything else 404. */
function answerApi(postAnswer: (call: Call) => unknown) {
  mockBaseQuery.mockImplementation(async (args: Call) => {
    if (args.method === 'POST' && args.url === '/api/visits') return postAnswer(args);
    if (args.url === `/api/visits/${VISIT_ID}`) return { data: visit };
    return { error: { status: 404, code: 'NOT_FOUND' } };
  });
}
const created = () => ({ data: visit, meta: { status: 201, headers: new Headers({ location: `/api/visits/${VISIT_ID}` }) } });
const failed = (error: Record<string, unknown>) => () => ({ error: { status: 400, ...error } });

function preparedStore(): BookingStore {
  const store = createBookingStore();
  store.dispatch(areaSelected({ code: 'KRK', name: 'Kraków' }));
  store.dispatch(serviceSelected({ id: 's1', name: 'Strzyżenie damskie', duration: 60, price: { value: 120, currency: 'PLN' } }));
  store.dispatch(
    slotSelected({
      salon: { id: 'M12', name: 'Salon Rynek', services: ['s1'], servicePrice: { value: 130, currency: 'PLN' } },
      date: '2026-12-01T10:30:00',
      hairdresser: { id: 'h7', name: 'Marta' },
      holdId: HOLD,
    }),
  );
  return store;
}

function renderForm(store = preparedStore(), path = '/rezerwacja/dane-rezerwacji') {
  const result = renderRoutes(<BookingRoutes store={store} />, path);
  return { ...result, store, user: userEvent.setup() };
}

const confirm = () => screen.getByRole('button', { name: 'Potwierdź rezerwację' });
const field = (label: string) => screen.getByLabelText(label);

async function fillContact(user: ReturnType<typeof userEvent.setup>, phone = '600 100 200') {
  await user.type(field('Imię'), 'Ewa');
  await user.type(field('Nazwisko'), 'Nowak');
  await user.type(field('Numer telefonu'), phone);
}

// The later steps load lazily; with their chunks there they render at once.
beforeAll(() => Promise.all([initI18n(), preloadStepScreens()]));

beforeEach(() => {
  answerApi(created);
});

afterEach(() => {
  window.localStorage.clear();
  act(() => bus.emit('session:changed', { authenticated: false, user: null }));
});

describe('the form', () => {
  it('keeps the confirm button disabled until first name, last name and phone are filled', async () => {
    const { user } = renderForm();
    expect(confirm()).toBeDisabled();
    await user.type(field('Imię'), 'Ewa');
    await user.type(field('Nazwisko'), 'Nowak');
    expect(confirm()).toBeDisabled();
    await user.type(field('Numer telefonu'), '600100200');
    expect(confirm()).toBeEnabled();
    await user.clear(field('Imię'));
    expect(confirm()).toBeDisabled();
  });

  it('offers remember-me to a guest, pre-checked with a complete remembered contact', () => {
    rememberContact({ firstName: 'Ewa', lastName: 'Nowak', phone: '600100200', salonId: 'M1', serviceId: 's9', hairdresserName: null });
    renderForm();
    expect(field('Imię')).toHaveValue('Ewa');
    expect(field('Numer telefonu')).toHaveValue('600100200');
    expect(screen.getByRole('checkbox', { name: 'Zapamiętaj moje dane na tym urządzeniu' })).toBeChecked();
    expect(confirm()).toBeEnabled();
  });

  it('leaves remember-me unticked without a remembered contact', () => {
    renderForm();
    expect(screen.getByRole('checkbox', { name: 'Zapamiętaj moje dane na tym urządzeniu' })).not.toBeChecked();
  });

  it('a wrong phone format is refused before sending', async () => {
    const { user } = renderForm();
    await fillContact(user, '12 34');
    await user.click(confirm());
    expect(await screen.findByText('To nie jest poprawny numer telefonu')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});

describe('a visit at the customer’s place', () => {
  /** The draft of a booking in the virtual area: its salons come to the customer. */
  function mobileStore(): BookingStore {
    const store = createBookingStore();
    store.dispatch(areaSelected({ code: 'uslugi-mobilne', name: 'Usługi mobilne', virtual: true }));
    store.dispatch(serviceSelected({ id: '1303', name: 'Strzyżenie w domu', duration: 60, price: { value: 150, currency: 'PLN' } }));
    store.dispatch(
      slotSelected({
        salon: { id: 'M900', name: 'Ślub i uroda z dojazdem', services: ['1303'], servicePrice: { value: 150, currency: 'PLN' } },
        date: '2026-12-01T10:30:00',
        hairdresser: null,
        holdId: HOLD,
      }),
    );
    return store;
  }
  const addressGroup = () => screen.getByRole('group', { name: 'Adres wizyty' });

  async function fillAddress(user: ReturnType<typeof userEvent.setup>, postcode = '00950') {
    await user.type(field('Ulica, numer domu i mieszkania'), ' ul. Miodowa 5 m. 2 ');
    await user.type(field('Kod pocztowy'), postcode);
    await user.type(field('Miejscowość'), 'Warszawa');
  }

  it('asks where the team comes to, and waits for the address before the confirm button', async () => {
    const { user } = renderForm(mobileStore());
    expect(addressGroup()).toHaveAccessibleDescription('Przyjedziemy pod ten adres: do domu, hotelu lub biura.');
    expect(field('Ulica, numer domu i mieszkania')).toHaveAttribute('autocomplete', 'street-address');
    expect(field('Kod pocztowy')).toHaveAttribute('autocomplete', 'postal-code');
    expect(field('Miejscowość')).toHaveAttribute('autocomplete', 'address-level2');
    await fillContact(user);
    expect(confirm()).toBeDisabled();
    await fillAddress(user);
    expect(confirm()).toBeEnabled();
    await user.clear(field('Miejscowość'));
    expect(confirm()).toBeDisabled();
  });

  it('sends the address with the contact, the postcode written 00-000, and opens the visit', async () => {
    const { user, location } = renderForm(mobileStore());
    await fillContact(user);
    await fillAddress(user);
    await user.click(confirm());
    await waitFor(() => expect(location().pathname).toBe(`/wizyty/${VISIT_ID}`));
    expect(posts()[0]?.body).toMatchObject({
      salonId: 'M900',
      serviceId: '1303',
      contact: {
        firstName: 'Ewa',
        lastName: 'Nowak',
        phone: '600 100 200',
        location: { address: 'ul. Miodowa 5 m. 2', postcode: '00-950', city: 'Warszawa' },
      },
    });
  });

  it('refuses a postcode that is not one before sending', async () => {
    const { user } = renderForm(mobileStore());
    await fillContact(user);
    await fillAddress(user, '0950');
    await user.click(confirm());
    expect(await within(addressGroup()).findByText('Podaj kod pocztowy w formacie 00-000')).toBeInTheDocument();
    expect(field('Kod pocztowy')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('a salon visit has no address fields and sends none', () => {
    renderForm();
    expect(screen.queryByRole('group', { name: 'Adres wizyty' })).toBeNull();
    expect(screen.queryByLabelText('Kod pocztowy')).toBeNull();
  });
});

describe('a signed-in customer', () => {
  beforeEach(() => act(() => bus.emit('session:changed', { authenticated: true, user: profile })));

  it('gets the profile prefilled and no remember-me', () => {
    renderForm();
    expect(field('Imię')).toHaveValue('Anna');
    expect(field('Nazwisko')).toHaveValue('Kowalska');
    expect(field('Numer telefonu')).toHaveValue('+48886000001');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('Rezerwujesz wizytę dla innej osoby?')).toBeNull();
  });

  it('is warned when the phone differs from the profile and books knowingly', async () => {
    const { user, location } = renderForm();
    await user.clear(field('Numer telefonu'));
    await user.type(field('Numer telefonu'), '511 222 333');
    expect(screen.getByRole('status')).toHaveTextContent('Rezerwujesz wizytę dla innej osoby?');
    expect(screen.getByRole('status')).toHaveTextContent('nie pojawi się na liście Twoich wizyt');
    await user.click(confirm());
    await waitFor(() => expect(location().pathname).toBe(`/wizyty/${VISIT_ID}`));
    expect(posts()[0]?.body).toMatchObject({ acceptDifferentPhone: true, contact: { phone: '511 222 333' } });
  });

  it('the same number written differently is no warning and sends no acknowledgement', async () => {
    const { user, location } = renderForm();
    await user.clear(field('Numer telefonu'));
    await user.type(field('Numer telefonu'), '886 000 001');
    expect(screen.queryByText('Rezerwujesz wizytę dla innej osoby?')).toBeNull();
    await user.click(confirm());
    await waitFor(() => expect(location().pathname).toBe(`/wizyty/${VISIT_ID}`));
    expect(posts()[0]?.body).not.toHaveProperty('acceptDifferentPhone');
  });

  it('never remembers the contact on the device', async () => {
    rememberContact({ firstName: 'Old', lastName: 'Guest', phone: '600100200', salonId: null, serviceId: null, hairdresserName: null });
    const { user, location } = renderForm();
    await user.click(confirm());
    await waitFor(() => expect(location().pathname).toBe(`/wizyty/${VISIT_ID}`));
    expect(readStoredContact()).toBeNull();
  });
});

describe('a successful booking', () => {
  it('posts the draft, tracks it, remembers the ticked contact and opens the visit', async () => {
    const store = preparedStore();
    store.dispatch(lastVisitFromCardChanged(true));
    const { user, location } = renderForm(store);
    await fillContact(user);
    await user.type(field('Uwagi dla salonu (opcjonalnie)'), 'Proszę o ciszę');
    await user.click(screen.getByRole('checkbox', { name: 'Zapamiętaj moje dane na tym urządzeniu' }));
    await user.click(confirm());

    await waitFor(() => expect(location().pathname).toBe(`/wizyty/${VISIT_ID}`));
    expect(posts()).toEqual([
      {
        url: '/api/visits',
        method: 'POST',
        body: {
          salonId: 'M12',
          hairdresserId: 'h7',
          serviceId: 's1',
          contact: { firstName: 'Ewa', lastName: 'Nowak', phone: '600 100 200' },
          dateTime: '2026-12-01T10:30:00',
          holdId: HOLD,
          clientNote: 'Proszę o ciszę',
        },
        headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/) },
      },
    ]);
    expect(trackBooking).toHaveBeenCalledWith('reservation-created', expect.objectContaining({ visitId: VISIT_ID, salonId: 'M12', serviceId: 's1' }));
    expect(trackRecommendation).toHaveBeenCalledWith('purchase', { serviceId: 's1', salonId: 'M12', price: 130, currency: 'PLN' });
    expect(readStoredContact()).toEqual({
      firstName: 'Ewa',
      lastName: 'Nowak',
      phone: '600 100 200',
      salonId: 'M12',
      serviceId: 's1',
      hairdresserName: 'Marta',
    });
    expect(store.getState().reservationDraft).toMatchObject({
      stage: 'finished',
      isLastVisitFromCard: false,
      contact: { firstName: 'Ewa', rememberContact: true },
    });
  });

  it("keeps the answer's manage token for the visit and sends it when the visit's page loads it, also after the tab is closed", async () => {
    const ACCESS_TOKEN = 'bWFuYWdlLXRva2VuLWZvci12aXNpdA';
    // A visit a month ahead: a token is kept until its visit's end.
    const booked = { ...visit, endDateTime: toLocalIso(salonNow().plus({ days: 30 })), accessToken: ACCESS_TOKEN };
    answerApi(() => ({ data: booked, meta: { status: 201, headers: new Headers({ location: `/api/visits/${VISIT_ID}` }) } }));
    const { user, location, unmount } = renderForm();
    await fillContact(user);
    await user.click(confirm());
    await waitFor(() => expect(location().pathname).toBe(`/wizyty/${VISIT_ID}`));
    const reads = () => mockBaseQuery.mock.calls.map(([args]) => args as Call).filter((args) => args.url === `/api/visits/${VISIT_ID}`);
    await waitFor(() => expect(reads()).toEqual([{ url: `/api/visits/${VISIT_ID}`, headers: { 'x-visit-token': ACCESS_TOKEN } }]));
    expect(visitToken(VISIT_ID)).toBe(ACCESS_TOKEN);
    // Nothing of the token in the page's state beyond the id the form needs.
    expect(JSON.stringify(location())).not.toContain(ACCESS_TOKEN);

    // The tab closed and the page opened again: a new store, the token from this browser.
    unmount();
    mockBaseQuery.mockClear();
    renderRoutes(<BookingRoutes store={createBookingStore()} />, `/wizyty/${VISIT_ID}`);
    await waitFor(() => expect(reads()).toEqual([{ url: `/api/visits/${VISIT_ID}`, headers: { 'x-visit-token': ACCESS_TOKEN } }]));
  });

  it('clears the remembered contact when remember-me is unticked', async () => {
    rememberContact({ firstName: 'Ewa', lastName: 'Nowak', phone: '600100200', salonId: 'M1', serviceId: 's9', hairdresserName: null });
    const { user, location } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Zapamiętaj moje dane na tym urządzeniu' }));
    await user.click(confirm());
    await waitFor(() => expect(location().pathname).toBe(`/wizyty/${VISIT_ID}`));
    expect(window.localStorage.getItem(CONTACT_STORAGE_KEY)).toBeNull();
  });

  it('sends any hairdresser as null and no hold when there is none', async () => {
    const store = createBookingStore();
    store.dispatch(areaSelected({ code: 'KRK', name: 'Kraków' }));
    store.dispatch(serviceSelected({ id: 's1', name: 'Strzyżenie damskie' }));
    store.dispatch(slotSelected({ salon: { id: 'M12', name: 'Salon Rynek' }, date: '2026-12-01T10:30:00' }));
    const { user, location } = renderForm(store);
    await fillContact(user);
    await user.click(confirm());
    await waitFor(() => expect(location().pathname).toBe(`/wizyty/${VISIT_ID}`));
    expect(posts()[0]?.body).toMatchObject({ hairdresserId: null });
    expect(posts()[0]?.body).not.toHaveProperty('holdId');
    expect(posts()[0]?.body).not.toHaveProperty('clientNote');
  });
});

describe('a time held on salon details', () => {
  it('opens the filled-in final form from the booking root; the visit is created with the hold', async () => {
    const salon = testSalon({ id: 'M12', name: 'Salon Rynek', services: ['s1'], location: { ...testSalon().location!, city: 'Kraków', cityCode: 'krakow' } });
    const krakow = { code: 'krakow', name: 'Kraków', order: 2, virtual: false, coordinates: null, department: { code: 'MAL', name: 'Małopolskie' }, salonCount: 4 };
    const cut = { id: 's1', name: 'Strzyżenie damskie', duration: 60, price: { value: 130, currency: 'PLN' } };
    mockBaseQuery.mockImplementation(async (args: Call & { params?: Record<string, unknown> }) => {
      if (args.url === '/api/salons/M12') return { data: salon };
      if (args.url === '/api/cities') return { data: [krakow] };
      if (args.url === '/api/services' && args.params?.salonId === 'M12') return { data: [cut] };
      if (args.method === 'POST' && args.url === '/api/visits') return created();
      if (args.url === `/api/visits/${VISIT_ID}`) return { data: visit };
      return { error: { status: 404, code: 'NOT_FOUND' } };
    });
    // The salons remote held the time and handed it over before booking loaded.
    bus.emit('booking:prefill', { salonId: 'M12', serviceId: 's1', dateTime: '2026-12-01T10:30:00', holdId: HOLD, hairdresserId: 'h7', hairdresserName: 'Marta' });

    const { user, location } = renderForm(createBookingStore(), '/rezerwacja');
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/dane-rezerwacji'));
    await fillContact(user);
    await user.click(confirm());

    await waitFor(() => expect(location().pathname).toBe(`/wizyty/${VISIT_ID}`));
    expect(posts()[0]?.body).toEqual({
      salonId: 'M12',
      serviceId: 's1',
      hairdresserId: 'h7',
      dateTime: '2026-12-01T10:30:00',
      holdId: HOLD,
      contact: { firstName: 'Ewa', lastName: 'Nowak', phone: '600 100 200' },
    });
  });
});

describe('a refused booking', () => {
  it.each([
    [{ code: 'INVALID_VALUE', field: 'contact.phone' }, 'Numer telefonu jest nieprawidłowy', 'musi to być istniejący numer telefonu'],
    [{ code: 'DIFFERENT_PHONE_NUMBER', field: 'contact.phone' }, 'Rezerwacja dla innej osoby', 'nie pojawi się na liście Twoich wizyt'],
    [{ code: 'MINIMUM_DISTANCE_NOT_MET', minimumDistanceInDays: 28 }, 'Za mały odstęp między wizytami', 'co najmniej 28 dni'],
    [{ code: 'OTHER_RESERVATION_IN_PROGRESS' }, 'Masz już rezerwację w tym czasie', 'pokrywa się z wybranym terminem'],
    [{ code: 'RESERVATION_LIMIT_EXCEEDED' }, 'Osiągnięto limit rezerwacji', 'najpierw odwołaj obecną wizytę'],
    [{ code: 'SLOT_NOT_AVAILABLE' }, 'Ten termin jest już niedostępny', 'Wybierz inny termin'],
    [{ code: 'NOT_FOUND', field: 'salonId' }, 'Nie udało się zarezerwować wizyty', 'Nie znaleźliśmy tego'],
  ])('%o shows its message and explanation in the form and in the draft', async (error, message, explanation) => {
    answerApi(failed(error));
    const { user, location, store } = renderForm();
    await fillContact(user);
    await user.click(confirm());
    const box = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((element) => element.textContent?.includes(explanation));
      if (!found) throw new Error('no alert with the explanation');
      return found;
    });
    expect(box).toHaveTextContent(message);
    expect(location().pathname).toBe('/rezerwacja/dane-rezerwacji');
    expect(store.getState().reservationDraft.error).toEqual({ message, explanation: expect.stringContaining(explanation) });
    expect(store.getState().reservationDraft.stage).not.toBe('finished');
    expect(trackBooking).toHaveBeenCalledWith('reservation-failed', expect.objectContaining({ code: error.code }));
  });

  it('INVALID_VALUE on the phone also marks the phone field', async () => {
    answerApi(failed({ code: 'INVALID_VALUE', field: 'contact.phone' }));
    const { user } = renderForm();
    // A number the browser's rule takes (it is the API's: decision 0029); should the API
    // refuse it all the same (its rule moved on before this remote), the field says so.
    await fillContact(user, '600 100 300');
    await user.click(confirm());
    await waitFor(() => expect(field('Numer telefonu')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Numer telefonu')).toHaveAccessibleDescription(expect.stringContaining('Numer telefonu jest nieprawidłowy'));
  });

  it('SLOT_NOT_AVAILABLE links back to the date step', async () => {
    answerApi(failed({ code: 'SLOT_NOT_AVAILABLE' }));
    const { user, location } = renderForm();
    await fillContact(user);
    await user.click(confirm());
    const alert = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((element) => element.textContent?.includes('Ten termin jest już niedostępny'));
      if (!found) throw new Error('no alert');
      return found;
    });
    await user.click(within(alert).getByRole('link', { name: 'Wybierz inny termin' }));
    expect(location().pathname).toBe('/rezerwacja/termin');
  });

  it('after the API says the phone differs, the next try books for the other person', async () => {
    let calls = 0;
    answerApi(() => (++calls === 1 ? { error: { status: 400, code: 'DIFFERENT_PHONE_NUMBER', field: 'contact.phone' } } : created()));
    const { user, location } = renderForm();
    await fillContact(user);
    await user.click(confirm());
    await screen.findAllByText('Rezerwacja dla innej osoby');
    await user.click(confirm());
    await waitFor(() => expect(location().pathname).toBe(`/wizyty/${VISIT_ID}`));
    expect(posts()[0]?.body).not.toHaveProperty('acceptDifferentPhone');
    expect(posts()[1]?.body).toMatchObject({ acceptDifferentPhone: true });
  });
});

describe('an answer that is lost (decision 0036)', () => {
  const keyOf = (call: Call | undefined) => call?.headers?.['Idempotency-Key'];

  it('is asked again with the same key until it comes, and the customer sees the visit, booked once', async () => {
    let calls = 0;
    // An API instance killed mid-request: nginx's 503, then no answer at all, then the visit.
    answerApi(() => (++calls === 1 ? { error: { status: 503, code: 'UNKNOWN_ERROR' } } : calls === 2 ? { error: { status: 0, code: 'UNKNOWN_ERROR' } } : created()));
    const { user, location } = renderForm();
    await fillContact(user);
    await user.click(confirm());
    await waitFor(() => expect(location().pathname).toBe(`/wizyty/${VISIT_ID}`), { timeout: 5_000 });
    expect(posts()).toHaveLength(3);
    expect(new Set(posts().map(keyOf)).size).toBe(1);
    expect(trackBooking).toHaveBeenCalledTimes(1);
    expect(trackBooking).toHaveBeenCalledWith('reservation-created', expect.objectContaining({ visitId: VISIT_ID }));
  });

  it('still lost after three tries: the customer is told, and their next try is the same booking', async () => {
    let calls = 0;
    answerApi(() => (++calls <= 3 ? { error: { status: 0, code: 'UNKNOWN_ERROR' } } : created()));
    const { user, location } = renderForm();
    await fillContact(user);
    await user.click(confirm());
    await screen.findAllByText('Nie udało się zarezerwować wizyty', {}, { timeout: 5_000 });
    expect(posts()).toHaveLength(3);
    await user.click(confirm());
    await waitFor(() => expect(location().pathname).toBe(`/wizyty/${VISIT_ID}`));
    expect(new Set(posts().map(keyOf)).size).toBe(1);
  });

  it('a refusal is an answer: not asked again, and the next try is a new booking with a new key', async () => {
    let calls = 0;
    answerApi(() => (++calls === 1 ? { error: { status: 400, code: 'SLOT_NOT_AVAILABLE' } } : created()));
    const { user, location } = renderForm();
    await fillContact(user);
    await user.click(confirm());
    await screen.findAllByText('Ten termin jest już niedostępny');
    expect(posts()).toHaveLength(1);
    await user.click(confirm());
    await waitFor(() => expect(location().pathname).toBe(`/wizyty/${VISIT_ID}`));
    expect(keyOf(posts()[1])).not.toBe(keyOf(posts()[0]));
  });
});

describe('layout', () => {
  it('on a phone the summary is above the form and the confirm button is the form’s own', () => {
    const viewport = mockViewport(390);
    try {
      renderForm();
      expect(screen.getByText('Podsumowanie rezerwacji')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Potwierdź rezerwację' })).toHaveLength(1);
      expect(screen.getByRole('form', { name: 'Dane kontaktowe' })).toContainElement(confirm());
    } finally {
      viewport.restore();
    }
  });
});

describe('the last step', () => {
  it("fetches the visit's page ahead while the browser is idle: the customer lands there once booked", async () => {
    const preload = jest.spyOn(visitDetailsScreen, 'preload');
    const idle = Object.assign(window, { requestIdleCallback: (run: () => void) => (run(), 1), cancelIdleCallback: () => undefined });
    try {
      const { unmount } = renderForm();
      await waitFor(() => expect(preload).toHaveBeenCalled());
      unmount();
    } finally {
      Reflect.deleteProperty(idle, 'requestIdleCallback');
      Reflect.deleteProperty(idle, 'cancelIdleCallback');
      preload.mockRestore();
    }
  });
});
