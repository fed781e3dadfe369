import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import type { SessionUser } from '@salon/contracts/events';
import type { UserProfile } from '@salon/contracts/identity-api';
import { testUserProfile } from '@salon/contracts/testing';
import type { Visit } from '@salon/contracts/reservations-api';
import { initI18n } from '@salon/i18n';
import { bus } from '@salon/platform';
import { renderRoutes } from '@salon/ui/testing';
import { createBookingStore, type BookingStore } from '../../../app/store.ts';
import { trackBooking } from '../../../lib/booking-tracking.ts';
import { areaSelected, serviceSelected, slotSelected, stageChanged } from '../../../lib/reservation-draft-slice.ts';
import '../../../i18n.ts';
import { resetAfterBookingTurns } from '../lib/after-booking.ts';
import { VisitDetailsScreen } from './visit-details-screen.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));
jest.mock('../../../lib/booking-tracking.ts', () => ({ trackBooking: jest.fn(), trackRecommendation: jest.fn() }));

const ID = '0b7c1e2a-1111-4222-8333-444455556666';
const START = '2026-11-24T10:00:00';
const salon = {
  id: 'M12',
  name: 'Salon Rynek',
  phone: '+48 12 300 40 50',
  virtual: false,
  location: { city: 'Kraków', cityCode: 'krakow', postcode: '31-042', address: ['Rynek Główny 12'] },
  coordinates: { latitude: 50.0617, longitude: 19.9373 },
};
const visitOf = (patch: Partial<Visit> = {}): Visit => ({
  id: ID,
  contact: { firstName: 'Ewa', lastName: 'Nowak', phone: '+48600100200' },
  reservations: [],
  salon,
  note: null,
  selectedHairdresser: null,
  selectedHairdresserName: null,
  status: 'ACTIVE',
  startDateTime: START,
  endDateTime: '2026-11-24T11:00:00',
  ...patch,
});

const profileOf = (patch: Partial<UserProfile> = {}): UserProfile =>
  testUserProfile({
    firstName: 'Ewa',
    lastName: 'Nowak',
    email: 'ewa.nowak@example.com',
    birthday: null,
    hasLoyaltyAccount: false,
    identifiers: { marketingAutomation: 'm1' },
    ...patch,
  });
const ewa: SessionUser = { id: 'u1', firstName: 'Ewa', lastName: 'Nowak', email: 'ewa.nowak@example.com', phone: '+48600100200', sex: 'F', preferredSalonId: null };

interface Call {
  url: string;
  method?: string;
  body?: Record<string, unknown>;
  params?: Record<string, string>;
}

/** The API as a customer sees it: `profile` changes with every save, as the real one does. */
function answerApi({
  visit = visitOf(),
  profile = profileOf(),
  account = { registered: false, hasPassword: false },
  put,
}: { visit?: Visit; profile?: UserProfile; account?: unknown; put?: (call: Call) => unknown } = {}) {
  let current = profile;
  mockBaseQuery.mockImplementation(async (call: Call) => {
    const { url, method = 'GET', body } = call;
    if (url === `/api/visits/${ID}`) return { data: visit };
    if (url === '/api/users/public') return { data: account };
    if (url === '/api/users/me' && method === 'GET') return { data: current };
    if (url === '/api/users/me' && method === 'PUT') {
      const refused = put?.(call);
      if (refused) return refused;
      const sent = body as { preferredSalon: { id: string } | null; marketingConsents: UserProfile['marketingConsents'] };
      current = {
        ...current,
        preferredSalon: sent.preferredSalon ? { id: sent.preferredSalon.id, name: 'Salon Rynek' } : null,
        marketingConsents: sent.marketingConsents,
      };
      return { data: current };
    }
    return { error: { status: 404, code: 'NOT_FOUND' } };
  });
}
const puts = () => mockBaseQuery.mock.calls.map(([call]) => call as Call).filter((call) => call.method === 'PUT');
const calls = (url: string) => mockBaseQuery.mock.calls.filter(([call]) => (call as Call).url === url);

/** The store as the final form leaves it: the draft finished with this salon and time. */
function finishedStore(salonId = 'M12', date = START): BookingStore {
  const store = createBookingStore();
  store.dispatch(areaSelected({ code: 'krakow', name: 'Kraków' }));
  store.dispatch(serviceSelected({ id: '1001', name: 'Strzyżenie damskie' }));
  store.dispatch(slotSelected({ salon: { id: salonId, name: 'Salon Rynek' }, date }));
  store.dispatch(stageChanged('finished'));
  return store;
}

function renderDetails(store: BookingStore = finishedStore()) {
  const routes = (
    <Provider store={store}>
      <Routes>
        <Route path="/wizyty/:visitId" element={<VisitDetailsScreen />} />
      </Routes>
    </Provider>
  );
  return { ...renderRoutes(routes, `/wizyty/${ID}`), user: userEvent.setup(), store };
}
const signIn = (user: SessionUser = ewa) => act(() => bus.emit('session:changed', { authenticated: true, user }));
const summary = () => screen.findByRole('region', { name: 'Podsumowanie wizyty' });
/** Nothing asked: no dialog, and no region on the page but the visit's summary. */
function expectNoQuestion() {
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getAllByRole('region')).toEqual([screen.getByRole('region', { name: 'Podsumowanie wizyty' })]);
}
/**
 * Lets what the page started run its course: effects, then the queries they start
 * (RTK Query calls the API a few ticks later), then their answers. A quiet path ("asks
 * nothing") is checked only after this.
 */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
/** Whether `first` comes before `second` in the page. */
const precedes = (first: Element, second: Element) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  jest.mocked(trackBooking).mockClear();
  resetAfterBookingTurns();
  bus.emit('session:changed', { authenticated: false, user: null });
});

describe('the success page comes first', () => {
  it('for a guest: the confirmation on top, the summary, then the account suggestion in the page; nothing covers them or takes the focus', async () => {
    answerApi();
    renderDetails();
    const question = await screen.findByRole('region', { name: 'Załóż konto' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const confirmation = screen.getByRole('status');
    expect(confirmation).toHaveTextContent('Wizyta zarezerwowana');
    expect(confirmation).toHaveTextContent('Potwierdzenie z linkiem do zarządzania wizytą wyślemy SMS-em na numer +48600100200.');
    const card = screen.getByRole('region', { name: 'Podsumowanie wizyty' });
    expect(precedes(confirmation, card)).toBe(true);
    expect(precedes(card, question)).toBe(true);
    expect(question).not.toContainElement(document.activeElement as HTMLElement | null);
  });

  it('for a signed-in customer: the questions follow the summary in turn, the next one taking the focus', async () => {
    answerApi();
    signIn();
    const { user } = renderDetails();
    const salonQuestion = await screen.findByRole('region', { name: 'Ustawić Salon Rynek jako ulubiony salon?' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Wizyta zarezerwowana');
    expect(precedes(screen.getByRole('region', { name: 'Podsumowanie wizyty' }), salonQuestion)).toBe(true);
    expect(salonQuestion).not.toContainElement(document.activeElement as HTMLElement | null);

    await user.click(within(salonQuestion).getByRole('button', { name: 'Nie, dziękuję' }));
    const consents = await screen.findByRole('region', { name: 'Zyskaj 50 punktów za każdą wizytę' });
    expect(screen.getByRole('heading', { name: 'Zyskaj 50 punktów za każdą wizytę' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(consents).toBeInTheDocument();
  });

  it('shows no confirmation on a later visit to the page', async () => {
    answerApi();
    renderDetails(createBookingStore());
    await summary();
    expect(screen.queryByText('Wizyta zarezerwowana')).toBeNull();
  });
});

describe('a signed-in customer', () => {
  it('without a preferred salon is asked to set the salon, then to give the consents for 50 points', async () => {
    answerApi();
    signIn();
    const updated = jest.fn();
    const off = bus.on('profile:updated', updated);
    const { user } = renderDetails();

    const question = await screen.findByRole('region', { name: 'Ustawić Salon Rynek jako ulubiony salon?' });
    await user.click(within(question).getByRole('button', { name: 'Tak, ustaw' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({ url: '/api/users/me', apiVersion: 3, body: { preferredSalon: { id: 'M12' }, firstName: 'Ewa', email: 'ewa.nowak@example.com' } });
    expect(bus.last('session:changed')?.user?.preferredSalonId).toBe('M12');
    expect(await screen.findByText('Zapisaliśmy Salon Rynek jako Twój ulubiony salon.')).toBeInTheDocument();
    // The heart on the card follows the session.
    expect(screen.getByRole('button', { name: 'Ulubiony salon: Salon Rynek' })).toHaveAttribute('aria-pressed', 'true');

    const consents = await screen.findByRole('region', { name: 'Zyskaj 50 punktów za każdą wizytę' });
    expect(consents).toHaveTextContent('dodatkowe 50 punktów lojalnościowych');
    const email = within(consents).getByRole('checkbox', { name: 'Zgoda na informacje marketingowe e-mailem' });
    const phone = within(consents).getByRole('checkbox', { name: 'Zgoda na informacje marketingowe SMS-em, MMS-em i telefonicznie' });
    expect(email).not.toBeChecked();
    expect(phone).not.toBeChecked();
    await user.click(email);
    await user.click(phone);
    await user.click(within(consents).getByRole('button', { name: 'Zapisz zgody' }));

    await waitFor(expectNoQuestion);
    expect(puts()[1]?.body).toMatchObject({
      preferredSalon: { id: 'M12' },
      marketingConsents: expect.arrayContaining([
        { channel: 'Email', granted: true },
        { channel: 'Telemarketing', granted: true },
      ]),
    });
    expect(screen.getByText('Dziękujemy! Zapisaliśmy Twoje zgody.')).toBeInTheDocument();
    expect(updated).toHaveBeenCalledWith({ user: expect.objectContaining({ id: 'u1', preferredSalonId: 'M12' }) });
    expect(trackBooking).toHaveBeenCalledWith('after-booking-preferred-salon', { visitId: ID, salonId: 'M12', outcome: 'accepted' });
    expect(trackBooking).toHaveBeenCalledWith('after-booking-consents', { visitId: ID, outcome: 'saved', email: true, telemarketing: true });
    off();
  });

  it('saying no to the salon saves nothing and goes on to the consents; "not now" closes them', async () => {
    answerApi();
    signIn();
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Nie, dziękuję' }));
    const consents = await screen.findByRole('region', { name: 'Zyskaj 50 punktów za każdą wizytę' });
    await user.click(within(consents).getByRole('button', { name: 'Nie teraz' }));
    expectNoQuestion();
    expect(screen.getByRole('heading', { name: 'Podsumowanie wizyty' })).toHaveFocus();
    expect(puts()).toHaveLength(0);
    expect(trackBooking).toHaveBeenCalledWith('after-booking-preferred-salon', { visitId: ID, salonId: 'M12', outcome: 'declined' });
    expect(trackBooking).toHaveBeenCalledWith('after-booking-consents', { visitId: ID, outcome: 'dismissed' });
  });

  it('with a preferred salon and both consents is asked nothing', async () => {
    answerApi({
      profile: profileOf({
        preferredSalon: { id: 'M1', name: 'Inny' },
        marketingConsents: [
          { channel: 'Email', granted: true },
          { channel: 'Telemarketing', granted: true },
        ],
      }),
    });
    signIn({ ...ewa, preferredSalonId: 'M1' });
    renderDetails();
    await summary();
    await waitFor(() => expect(calls('/api/users/me')).toHaveLength(1));
    // Let the answer land before looking for what it would have opened.
    await settle();
    expectNoQuestion();
  });

  it('with a preferred salon but no consents gets only the consents', async () => {
    answerApi({ profile: profileOf({ preferredSalon: { id: 'M1', name: 'Inny' } }) });
    signIn({ ...ewa, preferredSalonId: 'M1' });
    renderDetails();
    expect(await screen.findByRole('region', { name: 'Zyskaj 50 punktów za każdą wizytę' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /ulubiony salon/ })).toBeNull();
  });

  it('at a virtual salon is not asked to prefer it', async () => {
    answerApi({ visit: visitOf({ salon: { ...salon, virtual: true, location: null } }) });
    signIn();
    renderDetails();
    expect(await screen.findByRole('region', { name: 'Zyskaj 50 punktów za każdą wizytę' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /ulubiony salon/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ulubiony salon/ })).toBeNull();
  });

  it('without a confirmed e-mail is told why, and offered only the phone consent', async () => {
    answerApi({ profile: profileOf({ preferredSalon: { id: 'M1', name: 'Inny' }, emailConfirmed: false, unconfirmedEmail: 'ewa.nowak@example.com' }) });
    signIn({ ...ewa, preferredSalonId: 'M1' });
    const { user } = renderDetails();
    const consents = await screen.findByRole('region', { name: 'Zyskaj 50 punktów za każdą wizytę' });
    expect(within(consents).getByRole('status')).toHaveTextContent('wymaga potwierdzonego adresu e-mail');
    expect(within(consents).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(consents).getByRole('checkbox', { name: 'Zgoda na informacje marketingowe SMS-em, MMS-em i telefonicznie' }));
    await user.click(within(consents).getByRole('button', { name: 'Zapisz zgody' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body?.marketingConsents).toEqual([
      { channel: 'Email', granted: false },
      { channel: 'Telemarketing', granted: true },
    ]);
  });

  it('when the API refuses the e-mail consent, says so and keeps only the phone one', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerApi({
      profile: profileOf({ preferredSalon: { id: 'M1', name: 'Inny' } }),
      put: () => ({ error: { status: 400, code: 'INVALID_VALUE', field: 'marketingConsents' } }),
    });
    signIn({ ...ewa, preferredSalonId: 'M1' });
    const { user } = renderDetails();
    const consents = await screen.findByRole('region', { name: 'Zyskaj 50 punktów za każdą wizytę' });
    await user.click(within(consents).getByRole('checkbox', { name: 'Zgoda na informacje marketingowe e-mailem' }));
    await user.click(within(consents).getByRole('button', { name: 'Zapisz zgody' }));
    expect(await within(consents).findByRole('alert')).toHaveTextContent('adres e-mail nie jest potwierdzony');
    expect(within(consents).queryByRole('checkbox', { name: 'Zgoda na informacje marketingowe e-mailem' })).toBeNull();
    expect(within(consents).getByRole('checkbox', { name: 'Zgoda na informacje marketingowe SMS-em, MMS-em i telefonicznie' })).toBeInTheDocument();
    expect(trackBooking).toHaveBeenCalledWith('after-booking-consents', { visitId: ID, outcome: 'failed', code: 'INVALID_VALUE' });
    warn.mockRestore();
  });

  it('keeps the salon question open with a message when the save fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerApi({ put: () => ({ error: { status: 400, code: 'INVALID_VALUE', field: 'preferredSalon.id' } }) });
    signIn();
    const { user } = renderDetails();
    const question = await screen.findByRole('region', { name: 'Ustawić Salon Rynek jako ulubiony salon?' });
    await user.click(within(question).getByRole('button', { name: 'Tak, ustaw' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent('Nie udało się zapisać ulubionego salonu');
    expect(trackBooking).toHaveBeenCalledWith('after-booking-preferred-salon', { visitId: ID, salonId: 'M12', outcome: 'failed' });
    warn.mockRestore();
  });
});

describe('a guest', () => {
  it('whose phone has an account is asked to sign in, back to this page', async () => {
    answerApi({ account: { registered: true, hasPassword: true } });
    const opened = jest.fn();
    const off = bus.on('auth:open', opened);
    const { user } = renderDetails();
    const panel = await screen.findByRole('region', { name: 'Masz już u nas konto' });
    expect(calls('/api/users/public')[0]?.[0]).toMatchObject({ params: { phone: '+48600100200' } });
    expect(panel).toHaveTextContent('Zaloguj się, aby zobaczyć swoje wizyty i nimi zarządzać.');
    await user.click(within(panel).getByRole('button', { name: 'Zaloguj się' }));
    expect(opened).toHaveBeenCalledWith({ stage: 'IDENTIFICATION', returnPath: `/wizyty/${ID}` });
    expectNoQuestion();
    expect(trackBooking).toHaveBeenCalledWith('after-booking-account', { visitId: ID, registered: true, outcome: 'sign-in' });
    expect(calls('/api/users/me')).toHaveLength(0);
    off();
  });

  it('whose account came from Google or Apple is told to sign in that way', async () => {
    answerApi({ account: { registered: true, hasPassword: false } });
    renderDetails();
    expect(await screen.findByRole('region', { name: 'Masz już u nas konto' })).toHaveTextContent('Konto założono przez Google lub Apple');
  });

  it('whose phone has no account is offered one, with what it brings', async () => {
    answerApi({ account: { registered: false, hasPassword: false } });
    const opened = jest.fn();
    const off = bus.on('auth:open', opened);
    const { user } = renderDetails();
    const panel = await screen.findByRole('region', { name: 'Załóż konto' });
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'zobaczysz swoje wizyty i zmienisz lub odwołasz je w każdej chwili',
      'powtórzysz ostatnią wizytę jednym kliknięciem',
      'zbierzesz punkty lojalnościowe za każdą wizytę',
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Załóż konto' }));
    expect(opened).toHaveBeenCalledWith({ stage: 'IDENTIFICATION', returnPath: `/wizyty/${ID}` });
    off();
  });

  it('can dismiss the suggestion', async () => {
    answerApi();
    const { user } = renderDetails();
    const panel = await screen.findByRole('region', { name: 'Załóż konto' });
    await user.click(within(panel).getByRole('button', { name: 'Nie teraz' }));
    expectNoQuestion();
    // The section goes with the focus that was on its button: the focus moves to the summary.
    expect(screen.getByRole('heading', { name: 'Podsumowanie wizyty' })).toHaveFocus();
    expect(trackBooking).toHaveBeenCalledWith('after-booking-account', { visitId: ID, registered: false, outcome: 'dismissed' });
  });

  it('gets no suggestion when the lookup fails', async () => {
    mockBaseQuery.mockImplementation(async ({ url }: Call) =>
      url === `/api/visits/${ID}` ? { data: visitOf() } : { error: { status: 429, code: 'TOO_MANY_REQUESTS' } },
    );
    renderDetails();
    await summary();
    await waitFor(() => expect(trackBooking).toHaveBeenCalledWith('after-booking-account', { visitId: ID, outcome: 'unavailable' }));
    expectNoQuestion();
  });
});

describe('once per booking', () => {
  it('coming back to the page asks nothing again', async () => {
    answerApi();
    const store = finishedStore();
    const first = renderDetails(store);
    await first.user.click(within(await screen.findByRole('region', { name: 'Załóż konto' })).getByRole('button', { name: 'Nie teraz' }));
    first.unmount();

    renderDetails(store);
    await summary();
    await settle();
    expectNoQuestion();
    expect(calls('/api/users/public')).toHaveLength(1);
  });

  it('a reload (a fresh draft) asks nothing', async () => {
    answerApi();
    renderDetails(createBookingStore());
    await summary();
    await settle();
    expectNoQuestion();
    expect(calls('/api/users/public')).toHaveLength(0);
  });

  it('the page of another visit, with the draft still finished, asks nothing', async () => {
    answerApi();
    signIn();
    renderDetails(finishedStore('M12', '2026-11-25T12:00:00'));
    await summary();
    await settle();
    expectNoQuestion();
    expect(calls('/api/users/me')).toHaveLength(0);
  });
});
