import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { UserProfile } from '@salon/contracts/identity-api';
import { initI18n } from '@salon/i18n';
import { bus, setCurrentLanguage } from '@salon/platform';
import { renderWithUi } from '@salon/ui/testing';
import '../../../i18n.ts';
import { createAuthStore } from '../../../app/store.ts';
import { PersonalDataModal } from './personal-data-modal.tsx';
import { callsTo, notFound, ok, routeApi, type ApiCall, type Routes } from '../../../test/api-routes.ts';
import { testUserProfile } from '@salon/contracts/testing';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));


const complete: UserProfile = testUserProfile({
  phone: '+48886000001',
  birthday: { day: 14, month: 2 },
  marketingConsents: [
    { channel: 'Email', granted: false },
    { channel: 'Telemarketing', granted: true },
  ],
  preferredSalon: { id: 's1', name: 'Salon Mokotów' },
  points: 120,
  identifiers: { marketingAutomation: 'ma-1' },
});
const missingAll: UserProfile = { ...complete, sex: null, birthday: null, marketingConsents: [] };

/** The API: the profile (a function: it may change after a save) and per test the answers of other calls ("METHOD url"). */
function serve(profile: UserProfile | (() => UserProfile), answers: Routes = {}) {
  routeApi(mockBaseQuery, { 'GET /api/users/me': () => ok(typeof profile === 'function' ? profile() : profile), ...answers }, notFound);
}

function renderModal(open = true) {
  const onClose = jest.fn();
  renderWithUi(
    <Provider store={createAuthStore()}>
      <PersonalDataModal open={open} onClose={onClose} />
    </Provider>,
  );
  return { onClose, user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: 'Uzupełnij swoje dane' });
const save = () => screen.getByRole('button', { name: 'Zapisz' });
const emailConsent = () => screen.getByRole('checkbox', { name: 'Zgadzam się na otrzymywanie informacji marketingowych e-mailem.' });
const phoneConsent = () =>
  screen.getByRole('checkbox', { name: 'Zgadzam się na otrzymywanie informacji marketingowych SMS-em, MMS-em i telefonicznie.' });

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('PersonalDataModal', () => {
  it('loads nothing while closed', () => {
    serve(missingAll);
    renderModal(false);
    expect(mockBaseQuery).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes at once, without showing, when nothing is missing', async () => {
    serve(complete);
    const { onClose } = renderModal();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the profile cannot be loaded: it is an offer, not a gate', async () => {
    serve(complete, { 'GET /api/users/me': { error: { status: 500, code: 'UNKNOWN_ERROR' } } });
    const { onClose } = renderModal();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks only for the sex when only the sex is missing', async () => {
    serve({ ...complete, sex: null });
    renderModal();
    const view = within(await dialog());
    expect(view.getByRole('combobox', { name: 'Płeć' })).toBeInTheDocument();
    expect(view.queryByRole('group', { name: 'Data urodzenia' })).not.toBeInTheDocument();
    expect(view.queryByRole('group', { name: 'Zgody marketingowe' })).not.toBeInTheDocument();
  });

  it('asks only for the birthday when its month is missing', async () => {
    serve({ ...complete, birthday: { day: 14, month: null } });
    renderModal();
    const view = within(await dialog());
    const birthday = view.getByRole('group', { name: 'Data urodzenia' });
    expect(within(birthday).getByRole('combobox', { name: 'Dzień' })).toBeInTheDocument();
    expect(within(birthday).getByRole('combobox', { name: 'Miesiąc' })).toBeInTheDocument();
    expect(view.queryByRole('combobox', { name: 'Płeć' })).not.toBeInTheDocument();
    expect(view.queryByRole('group', { name: 'Zgody marketingowe' })).not.toBeInTheDocument();
  });

  it('asks only for the consents when a channel has no answer, the e-mail one locked without a confirmed address', async () => {
    serve({
      ...complete,
      emailConfirmed: false,
      unconfirmedEmail: 'anna@example.com',
      marketingConsents: [{ channel: 'Telemarketing', granted: true }],
    });
    renderModal();
    const view = within(await dialog());
    expect(view.getByRole('group', { name: 'Zgody marketingowe' })).toBeInTheDocument();
    expect(view.queryByRole('combobox', { name: 'Płeć' })).not.toBeInTheDocument();
    expect(view.queryByRole('group', { name: 'Data urodzenia' })).not.toBeInTheDocument();
    expect(emailConsent()).toBeDisabled();
    expect(view.getByText('Zgodę na wiadomości e-mail możesz wyrazić, gdy potwierdzisz swój adres e-mail.')).toBeInTheDocument();
    // What the profile already says stays ticked.
    expect(phoneConsent()).toBeChecked();
    expect(phoneConsent()).toBeEnabled();
  });

  it('says an e-mail must be added first when there is none', async () => {
    serve({ ...missingAll, email: null, emailConfirmed: false });
    renderModal();
    await dialog();
    expect(emailConsent()).toBeDisabled();
    expect(screen.getByText('Zgodę na wiadomości e-mail możesz wyrazić, gdy dodasz i potwierdzisz adres e-mail.')).toBeInTheDocument();
  });

  it('saves the birthday, then the whole profile with the sex and both consents, and tells the session', async () => {
    let current = missingAll;
    serve(() => current, {
      'PUT /api/users/me/profile/birthday': ({ body }) => {
        current = { ...current, birthday: body as UserProfile['birthday'] };
        return { data: current };
      },
      'PUT /api/users/me': ({ body }) => {
        current = { ...current, ...(body as Partial<UserProfile>), preferredSalon: complete.preferredSalon };
        return { data: current };
      },
    });
    const sessions = jest.fn();
    const profileUpdates = jest.fn();
    const offSession = bus.on('session:changed', sessions);
    const offProfile = bus.on('profile:updated', profileUpdates);
    const { user, onClose } = renderModal();
    await dialog();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Płeć' }), 'Kobieta');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dzień' }), '29');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Miesiąc' }), 'luty');
    await user.click(emailConsent());
    await user.click(save());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(callsTo(mockBaseQuery, 'PUT /api/users/me/profile/birthday')[0]?.body).toEqual({ day: 29, month: 2 });
    const [update] = callsTo(mockBaseQuery, 'PUT /api/users/me');
    expect(update).toMatchObject({ apiVersion: 3 });
    expect(update?.body).toEqual({
      firstName: 'Anna',
      lastName: 'Kowalska',
      phone: '+48886000001',
      email: 'anna@example.com',
      sex: 'F',
      marketingConsents: [
        { channel: 'Email', granted: true },
        { channel: 'Telemarketing', granted: false },
      ],
      preferredSalon: { id: 's1' },
      language: 'pl',
    });
    const sessionUser = { id: 'u1', firstName: 'Anna', lastName: 'Kowalska', email: 'anna@example.com', phone: '+48886000001', sex: 'F', preferredSalonId: 's1' };
    expect(sessions).toHaveBeenLastCalledWith({ authenticated: expect.any(Boolean), user: sessionUser });
    expect(profileUpdates).toHaveBeenCalledWith({ user: sessionUser });
    offSession();
    offProfile();
  });

  it('saves only the birthday through its own call when only the birthday was asked', async () => {
    let current: UserProfile = { ...complete, birthday: null };
    serve(() => current, {
      'PUT /api/users/me/profile/birthday': ({ body }) => {
        current = { ...current, birthday: body as UserProfile['birthday'] };
        return { data: current };
      },
    });
    const profileUpdates = jest.fn();
    const off = bus.on('profile:updated', profileUpdates);
    const { user, onClose } = renderModal();
    await dialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Miesiąc' }), 'grudzień');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dzień' }), '24');
    await user.click(save());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(mockBaseQuery, 'PUT /api/users/me/profile/birthday')[0]?.body).toEqual({ day: 24, month: 12 });
    expect(callsTo(mockBaseQuery, 'PUT /api/users/me')).toHaveLength(0);
    expect(profileUpdates).toHaveBeenCalledWith({ user: expect.objectContaining({ id: 'u1', sex: 'F' }) });
    off();
  });

  it('offers the days of the chosen month and drops a day the new month lacks', async () => {
    serve({ ...complete, birthday: null });
    const { user } = renderModal();
    await dialog();
    const day = screen.getByRole('combobox', { name: 'Dzień' });
    expect(within(day).getAllByRole('option')).toHaveLength(32);
    await user.selectOptions(day, '31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Miesiąc' }), 'luty');
    expect(within(day).queryByRole('option', { name: '30' })).not.toBeInTheDocument();
    expect(within(day).getByRole('option', { name: '29' })).toBeInTheDocument();
    expect(day).toHaveValue('');
  });

  it('wants both the day and the month, or neither, before sending anything', async () => {
    serve({ ...complete, birthday: null });
    const { user, onClose } = renderModal();
    await dialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dzień' }), '3');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Aby dodać datę urodzenia, wypełnij oba pola.');
    expect(screen.getByRole('group', { name: 'Data urodzenia' })).toHaveAccessibleDescription('Aby dodać datę urodzenia, wypełnij oba pola.');
    expect(callsTo(mockBaseQuery, 'PUT /api/users/me/profile/birthday')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the API’s ONE_OF_IS_NULL on the birthday', async () => {
    serve({ ...complete, birthday: null }, { 'PUT /api/users/me/profile/birthday': { error: { status: 400, code: 'ONE_OF_IS_NULL', field: 'month' } } });
    const { user, onClose } = renderModal();
    await dialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dzień' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Miesiąc' }), 'maj');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Aby dodać datę urodzenia, wypełnij oba pola.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a refused e-mail consent on the consent and keeps everything typed', async () => {
    serve(missingAll, {
      'PUT /api/users/me/profile/birthday': { data: missingAll },
      'PUT /api/users/me': { error: { status: 400, code: 'INVALID_VALUE', field: 'marketingConsents' } },
    });
    const { user, onClose } = renderModal();
    await dialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Płeć' }), 'Mężczyzna');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dzień' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Miesiąc' }), 'maj');
    await user.click(emailConsent());
    await user.click(save());

    expect(await screen.findByText('Zgoda na wiadomości e-mail wymaga potwierdzonego adresu e-mail.')).toBeInTheDocument();
    expect(emailConsent()).toHaveAccessibleDescription('Zgoda na wiadomości e-mail wymaga potwierdzonego adresu e-mail.');
    expect(screen.getByRole('combobox', { name: 'Płeć' })).toHaveValue('M');
    expect(screen.getByRole('combobox', { name: 'Dzień' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Miesiąc' })).toHaveValue('5');
    expect(emailConsent()).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows any other failure in an alert, keeps the answers and saves on a second try', async () => {
    let fail = true;
    serve(
      { ...complete, sex: null },
      {
        'PUT /api/users/me': ({ body }) =>
          fail ? { error: { status: 500, code: 'UNKNOWN_ERROR' } } : { data: { ...complete, ...(body as Partial<UserProfile>), preferredSalon: complete.preferredSalon } },
      },
    );
    const { user, onClose } = renderModal();
    await dialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Płeć' }), 'Mężczyzna');
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wystąpił nieoczekiwany błąd. Spróbuj ponownie później lub skontaktuj się z obsługą klienta.',
    );
    expect(screen.getByRole('combobox', { name: 'Płeć' })).toHaveValue('M');
    expect(onClose).not.toHaveBeenCalled();

    fail = false;
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(mockBaseQuery, 'PUT /api/users/me').at(-1)?.body).toMatchObject({ sex: 'M', marketingConsents: complete.marketingConsents });
  });

  it('“Nie teraz” closes without saving', async () => {
    serve(missingAll);
    const { user, onClose } = renderModal();
    await dialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Płeć' }), 'Kobieta');
    await user.click(screen.getByRole('button', { name: 'Nie teraz' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(mockBaseQuery.mock.calls.filter(([call]) => (call as ApiCall).method === 'PUT')).toHaveLength(0);
  });

  it('saving with nothing answered sends nothing and closes', async () => {
    serve({ ...complete, sex: null, birthday: null });
    const { user, onClose } = renderModal();
    await dialog();
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockBaseQuery.mock.calls.filter(([call]) => (call as ApiCall).method === 'PUT')).toHaveLength(0);
  });

  it('speaks English too', async () => {
    serve(missingAll);
    setCurrentLanguage('en');
    try {
      renderModal();
      expect(await screen.findByRole('dialog', { name: 'Complete your details' })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'February' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
    } finally {
      act(() => setCurrentLanguage('pl'));
    }
  });
});
