import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, salonNow, toLocalIso } from '@salon/i18n';
import { bus, setTokens } from '@salon/platform';
import { mockViewport, renderRoutes } from '@salon/ui/testing';
import type { Visit, VisitReservation } from '@salon/contracts/reservations-api';
import { createBookingStore } from '../../../app/store.ts';
import { selectReservationDraft } from '../../../lib/reservation-draft-slice.ts';
import { krakowArea, repeatSalon } from '../../../repeat-visit-fixtures.ts';
import { keepVisitToken, visitToken } from '../../../lib/visit-access.ts';
import BookingRoutes from '../../../routes.tsx';

const mockBaseQuery = jest.fn();
const mockTrack = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
  track: (...args: unknown[]) => mockTrack(...args),
}));

const ID = '0b7c1e2a-1111-4222-8333-444455556666';
const salon = {
  id: 'M12',
  name: 'Salon Rynek',
  phone: '+48 12 300 40 50',
  virtual: false,
  location: { city: 'Kraków', cityCode: 'krakow', postcode: '31-042', address: ['Rynek Główny 12'] },
  coordinates: { latitude: 50.0617, longitude: 19.9373 },
};
const reservation = (id: string, name: string, start: string, end: string): VisitReservation => ({
  id,
  salon,
  service: { id: name, name, category: 'HAIRDRESSING', duration: 30 },
  startDateTime: start,
  endDateTime: end,
  hairdresserId: 'h7',
  hairdresserName: 'Marta',
  price: { value: 100, currency: 'PLN' },
  status: 'ACTIVE',
});
const visit: Visit = {
  id: ID,
  contact: { firstName: 'Ewa', lastName: 'Nowak', phone: '+48600100200' },
  reservations: [reservation('r1', 'Strzyżenie damskie', '2030-11-26T10:00:00', '2030-11-26T11:00:00')],
  salon,
  note: null,
  selectedHairdresser: 'h7',
  selectedHairdresserName: 'Marta',
  status: 'ACTIVE',
  startDateTime: '2030-11-26T10:00:00',
  endDateTime: '2030-11-26T11:00:00',
};
const cancelledVisit: Visit = {
  ...visit,
  status: 'CANCELLED',
  cancelledBy: 'CUSTOMER',
  reservations: visit.reservations.map((r) => ({ ...r, status: 'CANCELLED' })),
};
/** A visit that started an hour ago and is still on. */
const startedVisit = (): Visit => {
  const start = salonNow().minus({ hours: 1 }).startOf('minute');
  return { ...visit, startDateTime: toLocalIso(start), endDateTime: toLocalIso(start.plus({ hours: 2 })) };
};

interface Call {
  url: string;
  method?: string;
  headers?: Record<string, string>;
}

/** The visit's salon as GET /api/salons/{id} answers: in Kraków, offering the visit's service. */
const bookableSalon = { ...repeatSalon, id: 'M12', services: ['Strzyżenie damskie'] };

/** What "book again" asks: the salon, the areas, the service. */
function answerBookAgain({ url }: Call) {
  if (url === '/api/salons/M12') return { data: bookableSalon };
  if (url === '/api/cities') return { data: [krakowArea] };
  if (url === '/api/services/Strzyżenie damskie') {
    return { data: { id: 'Strzyżenie damskie', name: 'Strzyżenie damskie', duration: 60, price: { value: 100, currency: 'PLN' } } };
  }
  return { error: { status: 404, code: 'NOT_FOUND' } };
}

/** GET answers `visits` in turn (the last one repeats); DELETE answers `cancel`. */
function answerApi(visits: Visit[], cancel: () => unknown = () => ({ data: null, meta: { status: 204 } })) {
  let reads = 0;
  mockBaseQuery.mockImplementation(async (args: Call) => {
    if (args.url !== `/api/visits/${ID}`) return answerBookAgain(args);
    if (args.method === 'DELETE') return cancel();
    const answer = visits[Math.min(reads, visits.length - 1)];
    reads += 1;
    return { data: answer };
  });
}
const deletes = () => mockBaseQuery.mock.calls.filter(([args]) => (args as Call).method === 'DELETE');

function renderAt(path = `/wizyty/${ID}`) {
  const store = createBookingStore();
  return { ...renderRoutes(<BookingRoutes store={store} />, path), user: userEvent.setup(), store };
}
const card = () => screen.getByRole('region', { name: 'Podsumowanie wizyty' });
/** The card's price row: its label and value. */
const priceRow = () => {
  const label = within(card()).getByText(/^Cena/, { selector: 'dt' });
  return [label.textContent, label.nextElementSibling?.textContent?.replace(/\s/g, ' ')];
};

beforeAll(() => initI18n());

describe('the visit summary', () => {
  it('shows services with the chosen hairdresser, salon, status, date with weekday and time', async () => {
    answerApi([visit]);
    renderAt();
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    expect(within(card()).getByText('Rezerwacja potwierdzona')).toBeInTheDocument();
    expect(within(card()).getByRole('listitem')).toHaveTextContent('Strzyżenie damskie (Marta)');
    expect(card()).toHaveTextContent('wtorek, 26 listopada 2030, godz. 10:00–11:00');
    expect(card()).toHaveTextContent('Salon Rynek');
    expect(card()).toHaveTextContent('Rynek Główny 12, 31-042 Kraków');
    expect(within(card()).getByRole('link', { name: 'Zmień wizytę' })).toHaveAttribute('href', `/rezerwacja/edytuj?visitId=${ID}`);
    expect(within(card()).getByRole('button', { name: 'Odwołaj wizytę' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('lists every service of a visit with its price, the total, and leaves the hairdresser out when any was fine', async () => {
    answerApi([
      {
        ...visit,
        selectedHairdresser: null,
        selectedHairdresserName: null,
        reservations: [
          visit.reservations[0]!,
          { ...reservation('r2', 'Modelowanie', '2030-11-26T11:00:00', '2030-11-26T11:30:00'), price: { value: 45.5, currency: 'PLN' } },
        ],
      },
    ]);
    renderAt();
    const items = await within(await screen.findByRole('region', { name: 'Podsumowanie wizyty' })).findAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual(['Strzyżenie damskie · 100,00 zł', 'Modelowanie · 45,50 zł']);
    expect(priceRow()).toEqual(['Cena łącznie', '145,50 zł']);
  });

  it('shows the price, the salon’s phone and a directions link', async () => {
    answerApi([visit]);
    renderAt();
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    expect(priceRow()).toEqual(['Cena', '100,00 zł']);
    expect(within(card()).getByRole('link', { name: 'Zadzwoń do salonu: +48 12 300 40 50' })).toHaveAttribute('href', 'tel:+48123004050');
    const directions = within(card()).getByRole('link', { name: 'Wyznacz trasę do salonu (otwiera się w nowej karcie)' });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=50.0617%2C19.9373');
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([390, 1280])('offers cancel on the card itself at %i px, beside edit', async (width) => {
    const viewport = mockViewport(width);
    try {
      answerApi([visit]);
      const { user } = renderAt();
      await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
      expect(within(card()).getByRole('link', { name: 'Zmień wizytę' })).toBeInTheDocument();
      await user.click(within(card()).getByRole('button', { name: 'Odwołaj wizytę' }));
      expect(screen.getByRole('dialog', { name: 'Odwołać wizytę?' })).toBeInTheDocument();
    } finally {
      viewport.restore();
    }
  });

  it('a visit that has started offers no cancel and no change (the API refuses both)', async () => {
    answerApi([startedVisit()]);
    renderAt();
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    expect(within(card()).getByText('Rezerwacja potwierdzona')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Odwołaj wizytę' })).toBeNull();
    expect(within(card()).queryByRole('link', { name: 'Zmień wizytę' })).toBeNull();
    expect(within(card()).getByRole('button', { name: 'Dodaj do kalendarza' })).toBeInTheDocument();
  });

  it('a cancelled visit says so, offers nothing on it but "book again", and keeps the salon’s phone and heart', async () => {
    answerApi([cancelledVisit]);
    renderAt();
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    expect(within(card()).getByText('Wizyta odwołana')).toBeInTheDocument();
    expect(within(card()).getAllByRole('button').map((button) => button.textContent || button.getAttribute('aria-label'))).toEqual([
      'Ulubiony salon: Salon Rynek',
      'Zarezerwuj ponownie',
    ]);
    expect(within(card()).queryByRole('link', { name: 'Zmień wizytę' })).toBeNull();
    expect(within(card()).getByRole('link', { name: 'Zadzwoń do salonu: +48 12 300 40 50' })).toBeInTheDocument();
    expect(card()).not.toHaveTextContent('Salon odwołał tę wizytę');
  });

  it('a visit the salon cancelled says so, with an apology', async () => {
    answerApi([{ ...cancelledVisit, cancelledBy: 'SALON' }]);
    renderAt();
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    expect(card()).toHaveTextContent('Salon odwołał tę wizytę. Przepraszamy za kłopot.');
    expect(within(card()).getByRole('button', { name: 'Zarezerwuj ponownie' })).toBeInTheDocument();
  });
});

describe('book again', () => {
  it.each([
    ['by the customer', 'CUSTOMER' as const],
    ['by the salon', 'SALON' as const],
  ])('after a cancel %s starts a booking with the same salon, service and hairdresser, at the date step', async (_by, cancelledBy) => {
    answerApi([{ ...cancelledVisit, cancelledBy }]);
    const { user, store, location } = renderAt();
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    await user.click(within(card()).getByRole('button', { name: 'Zarezerwuj ponownie' }));
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/termin'));
    const draft = selectReservationDraft(store.getState());
    expect(draft.salon).toMatchObject({ id: 'M12' });
    expect(draft.service).toMatchObject({ id: 'Strzyżenie damskie' });
    expect(draft.area).toMatchObject({ code: 'krakow' });
    expect(draft.hairdresser).toEqual({ id: 'h7', name: 'Marta' });
    expect(mockTrack).toHaveBeenCalledWith('booking:visit-book-again', { visitId: ID, cancelledBy }, 'booking');
  });

  it('says so, with a way to start anew, when the salon no longer takes bookings', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerApi([cancelledVisit]);
    mockBaseQuery.mockImplementation(async (args: Call) =>
      args.url === `/api/visits/${ID}` ? { data: cancelledVisit } : args.url === '/api/salons/M12' ? { data: { ...bookableSalon, enabled: false } } : answerBookAgain(args),
    );
    const { user, location } = renderAt();
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    await user.click(within(card()).getByRole('button', { name: 'Zarezerwuj ponownie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('salon mógł przestać przyjmować rezerwacje online');
    expect(screen.getByRole('link', { name: 'Wybierz salon i usługę' })).toHaveAttribute('href', '/rezerwacja');
    expect(location().pathname).toBe(`/wizyty/${ID}`);
    warn.mockRestore();
  });
});

describe('calendar export', () => {
  it('offers an .ics file with the one-hour alarm, and Google and Outlook links', async () => {
    answerApi([visit]);
    const { user } = renderAt();
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    await user.click(screen.getByRole('button', { name: 'Dodaj do kalendarza' }));
    const dialog = screen.getByRole('dialog', { name: 'Dodaj wizytę do kalendarza' });

    const apple = within(dialog).getByRole('link', { name: 'Apple (plik .ics)' });
    expect(apple).toHaveAttribute('download', 'wizyta.ics');
    const ics = decodeURIComponent(apple.getAttribute('href')?.replace('data:text/calendar;charset=utf-8,', '') ?? '');
    expect(ics).toContain('DTSTART:20301126T090000Z');
    expect(ics).toContain('TRIGGER:-PT1H');
    expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Strzyżenie damskie – Salon Rynek');

    const google = new URL(within(dialog).getByRole('link', { name: 'Google' }).getAttribute('href') ?? '');
    expect(google.searchParams.get('dates')).toBe('20301126T090000Z/20301126T100000Z');
    const outlook = new URL(within(dialog).getByRole('link', { name: 'Outlook' }).getAttribute('href') ?? '');
    expect(outlook.hostname).toBe('outlook.live.com');
    expect(dialog).toHaveTextContent('przypomnienie godzinę przed wizytą');
  });
});

describe('cancelling', () => {
  it('cancels after confirmation; the card then shows the visit cancelled', async () => {
    answerApi([visit, cancelledVisit]);
    const { user } = renderAt();
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    await user.click(screen.getByRole('button', { name: 'Odwołaj wizytę' }));
    const dialog = screen.getByRole('dialog', { name: 'Odwołać wizytę?' });
    expect(dialog).toHaveTextContent('26 listopada 2030, 10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Odwołaj wizytę' }));

    expect(await screen.findByText('Wizyta została odwołana.')).toBeInTheDocument();
    await waitFor(() => expect(within(card()).getByText('Wizyta odwołana')).toBeInTheDocument());
    expect(deletes()).toEqual([[{ url: `/api/visits/${ID}`, method: 'DELETE' }]]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card()).getByRole('button', { name: 'Zarezerwuj ponownie' })).toBeInTheDocument();
  });

  it('keeping the visit sends nothing', async () => {
    answerApi([visit]);
    const { user } = renderAt();
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    await user.click(screen.getByRole('button', { name: 'Odwołaj wizytę' }));
    await user.click(screen.getByRole('button', { name: 'Nie, zostaw wizytę' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deletes()).toHaveLength(0);
  });

  it('says a multi-service cancel covers every service', async () => {
    answerApi([{ ...visit, reservations: [...visit.reservations, reservation('r2', 'Modelowanie', '2030-11-26T11:00:00', '2030-11-26T11:30:00')] }]);
    const { user } = renderAt();
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    await user.click(screen.getByRole('button', { name: 'Odwołaj wizytę' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Odwołanie obejmie wszystkie usługi tej wizyty: Strzyżenie damskie, Modelowanie.');
  });

  it('an already cancelled visit gets the already-cancelled modal, whose button goes to the booking root', async () => {
    answerApi([visit], () => ({ error: { status: 400, code: 'RESERVATION_CANCELLED' } }));
    const { user, location } = renderAt();
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    await user.click(screen.getByRole('button', { name: 'Odwołaj wizytę' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Odwołaj wizytę' }));
    const modal = await screen.findByRole('dialog', { name: 'Wizyta jest już odwołana' });
    await user.click(within(modal).getByRole('button', { name: 'Zarezerwuj wizytę' }));
    await waitFor(() => expect(location().pathname).toBe('/rezerwacja/miasto'));
  });

  it('a visit that started gets the expired modal', async () => {
    answerApi([visit], () => ({ error: { status: 400, code: 'RESERVATION_EXPIRED' } }));
    const { user } = renderAt();
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    await user.click(screen.getByRole('button', { name: 'Odwołaj wizytę' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Odwołaj wizytę' }));
    const modal = await screen.findByRole('dialog', { name: 'Tej wizyty nie można odwołać' });
    expect(modal).toHaveTextContent('Wizyta już się rozpoczęła lub minęła');
    await user.click(within(modal).getByRole('button', { name: 'Rozumiem' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('any other failure is the generic error', async () => {
    answerApi([visit], () => ({ error: { status: 0, code: 'UNKNOWN_ERROR' } }));
    const { user } = renderAt();
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    await user.click(screen.getByRole('button', { name: 'Odwołaj wizytę' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Odwołaj wizytę' }));
    const modal = await screen.findByRole('dialog', { name: 'Nie udało się odwołać wizyty' });
    expect(modal).toHaveTextContent('Wystąpił nieoczekiwany błąd');
  });
});

describe('the cancel query key', () => {
  it('opens the cancel dialog on arrival, and closing drops the key', async () => {
    answerApi([visit]);
    const { user, location } = renderAt(`/wizyty/${ID}?cancel&utm_source=sms`);
    expect(await screen.findByRole('dialog', { name: 'Odwołać wizytę?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nie, zostaw wizytę' }));
    expect(location().search).toBe('?utm_source=sms');
  });

  it('opens it on a phone too', async () => {
    const viewport = mockViewport(390);
    try {
      answerApi([visit]);
      renderAt(`/wizyty/${ID}?cancel=1`);
      expect(await screen.findByRole('dialog', { name: 'Odwołać wizytę?' })).toBeInTheDocument();
    } finally {
      viewport.restore();
    }
  });

  it('on a visit that has started says it can no longer be cancelled', async () => {
    answerApi([startedVisit()]);
    renderAt(`/wizyty/${ID}?cancel`);
    expect(await screen.findByRole('dialog', { name: 'Tej wizyty nie można odwołać' })).toBeInTheDocument();
    expect(deletes()).toHaveLength(0);
  });

  it('on a cancelled visit says it is already cancelled', async () => {
    answerApi([cancelledVisit]);
    renderAt(`/wizyty/${ID}?cancel`);
    expect(await screen.findByRole('dialog', { name: 'Wizyta jest już odwołana' })).toBeInTheDocument();
    expect(deletes()).toHaveLength(0);
  });
});

/** An end a month ahead: a token is kept until its visit's end, and the fixtures' visit is dated. */
const FUTURE_END = toLocalIso(salonNow().plus({ days: 30 }));
const upcoming = (entry: Visit): Visit => ({ ...entry, endDateTime: FUTURE_END });

describe('the manage link of a message', () => {
  const TOKEN = 'Zm9vYmFyLXRva2VuLTEyMzQ1Njc4OTA';
  /** What the page's address was whenever the API or the tracker was called. */
  let seen: string[];
  const address = () => window.location.pathname + window.location.search;

  beforeEach(() => {
    seen = [];
    mockTrack.mockImplementation(() => seen.push(address()));
  });
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  /** Opens the link as the browser would: the page's address and the router's location are the link. */
  function openLink(path: string) {
    window.history.replaceState(null, '', path);
    return renderAt(path);
  }

  it('reads the token once, keeps it, and takes it out of the address and the router before any call or tracked event', async () => {
    answerApi([upcoming(visit), upcoming(cancelledVisit)]);
    const answer = mockBaseQuery.getMockImplementation()!;
    mockBaseQuery.mockImplementation(async (args: Call) => {
      seen.push(address());
      return answer(args);
    });
    const { user, location } = openLink(`/wizyty/${ID}?t=${TOKEN}&utm_source=sms`);
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });

    expect(window.location.search).toBe('?utm_source=sms');
    await waitFor(() => expect(location().search).toBe('?utm_source=sms'));
    expect(location().pathname).toBe(`/wizyty/${ID}`);
    expect(visitToken(ID)).toBe(TOKEN);
    expect(mockBaseQuery.mock.calls.map(([call]) => call as Call)).toEqual([{ url: `/api/visits/${ID}`, headers: { 'x-visit-token': TOKEN } }]);

    // Cancelling sends it too.
    await user.click(screen.getByRole('button', { name: 'Odwołaj wizytę' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Odwołaj wizytę' }));
    await screen.findByText('Wizyta została odwołana.');
    expect(deletes()).toEqual([[{ url: `/api/visits/${ID}`, method: 'DELETE', headers: { 'x-visit-token': TOKEN } }]]);

    expect(seen.length).toBeGreaterThan(1);
    expect(seen.filter((at) => at.includes(TOKEN))).toEqual([]);
    expect(JSON.stringify(mockTrack.mock.calls)).not.toContain(TOKEN);
  });

  it('keeps the cancel key of the link while taking the token out', async () => {
    answerApi([upcoming(visit)]);
    const { location } = openLink(`/wizyty/${ID}?t=${TOKEN}&cancel`);
    expect(await screen.findByRole('dialog', { name: 'Odwołać wizytę?' })).toBeInTheDocument();
    expect(window.location.search).toBe('?cancel=');
    expect(location().search).toBe('?cancel=');
  });

  it("a link's token wins over one kept before, and over a signed-in customer's session", async () => {
    keepVisitToken(ID, 'older-token', FUTURE_END);
    setTokens({ accessToken: 'someone-else', refreshToken: 'r' });
    answerApi([upcoming(visit)]);
    openLink(`/wizyty/${ID}?t=${TOKEN}`);
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    expect(mockBaseQuery).toHaveBeenCalledWith({ url: `/api/visits/${ID}`, headers: { 'x-visit-token': TOKEN } });
  });

  it('a token kept in this browser (after booking, or a link opened before) is sent without the link', async () => {
    keepVisitToken(ID, TOKEN, FUTURE_END);
    answerApi([upcoming(visit)]);
    renderAt(`/wizyty/${ID}`);
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    expect(mockBaseQuery).toHaveBeenCalledWith({ url: `/api/visits/${ID}`, headers: { 'x-visit-token': TOKEN } });
  });

  it('without a token nothing but the id is sent (a signed-in owner needs no more)', async () => {
    answerApi([upcoming(visit)]);
    renderAt(`/wizyty/${ID}`);
    await screen.findByRole('region', { name: 'Podsumowanie wizyty' });
    expect(mockBaseQuery.mock.calls[0]![0]).toEqual({ url: `/api/visits/${ID}`, headers: undefined });
  });
});

describe('a visit the API does not show (404)', () => {
  afterEach(() => localStorage.clear());

  it('says it cannot be found or the link expired, and offers booking and signing in to see the visits', async () => {
    mockBaseQuery.mockResolvedValue({ error: { status: 404, code: 'NOT_FOUND' } });
    const opened = jest.fn();
    const off = bus.on('auth:open', opened);
    try {
      const { user, location } = renderAt(`/wizyty/${ID}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleźliśmy tej wizyty albo link wygasł' })).toBeInTheDocument();
      expect(screen.getByText(/działa do końca wizyty i tylko w całości/)).toBeInTheDocument();
      expect(location().pathname).toBe(`/wizyty/${ID}`);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('link', { name: 'Zarezerwuj wizytę' })).toHaveAttribute('href', '/rezerwacja');
      await user.click(screen.getByRole('button', { name: 'Zaloguj się, aby zobaczyć swoje wizyty' }));
      expect(opened).toHaveBeenCalledWith({ stage: 'IDENTIFICATION', returnPath: '/profil/rezerwacje' });
      expect(mockTrack).toHaveBeenCalledWith('booking:visit-not-found', { visitId: ID, source: 'details', signedIn: false }, 'booking');
    } finally {
      off();
    }
  });

  it('signed in, it leads to the visits in the profile', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    mockBaseQuery.mockResolvedValue({ error: { status: 404, code: 'NOT_FOUND' } });
    renderAt(`/wizyty/${ID}`);
    expect(await screen.findByRole('link', { name: 'Zobacz swoje wizyty' })).toHaveAttribute('href', '/profil/rezerwacje');
    expect(screen.queryByRole('button', { name: /Zaloguj się/ })).toBeNull();
  });

  it('forgets a token the API refuses (the visit is over)', async () => {
    keepVisitToken(ID, 'expired-token', FUTURE_END);
    mockBaseQuery.mockResolvedValue({ error: { status: 404, code: 'NOT_FOUND' } });
    renderAt(`/wizyty/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Nie znaleźliśmy tej wizyty albo link wygasł' });
    expect(mockBaseQuery).toHaveBeenCalledWith({ url: `/api/visits/${ID}`, headers: { 'x-visit-token': 'expired-token' } });
    expect(visitToken(ID)).toBeNull();
  });

  it.each([
    ['en', "We can't find this visit, or the link has expired", 'Sign in to see your visits'],
    ['fr', 'Cette visite est introuvable ou le lien a expiré', 'Connectez-vous pour voir vos visites'],
  ])('speaks %s', async (language, title, signIn) => {
    const i18next = (await import('i18next')).default;
    await i18next.changeLanguage(language);
    try {
      mockBaseQuery.mockResolvedValue({ error: { status: 404, code: 'NOT_FOUND' } });
      renderAt(`/wizyty/${ID}`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: signIn })).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('pl');
    }
  });
});

test('a visit that cannot be loaded for another reason goes to the area step', async () => {
  mockBaseQuery.mockResolvedValue({ error: { status: 0, code: 'UNKNOWN_ERROR' } });
  const { location } = renderAt(`/wizyty/${ID}`);
  await waitFor(() => expect(location().pathname).toBe('/rezerwacja/miasto'));
});
