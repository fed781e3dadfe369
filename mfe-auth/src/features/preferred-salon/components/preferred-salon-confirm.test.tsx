import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@salon/contracts/events';
import { testUserProfile } from '@salon/contracts/testing';
import { initI18n } from '@salon/i18n';
import { bus, track } from '@salon/platform';
import { resetWindowState } from '@salon/platform/test-support';
import { renderWithUi } from '@salon/ui/testing';
import { createAuthStore } from '../../../app/store.ts';
import AuthDialogHost from '../../../dialog-host.tsx';
import { callsTo, fail, ok, routeApi, type ApiCall } from '../../../test/api-routes.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
  track: jest.fn(),
}));

const profile = testUserProfile({
  phone: '+48886000001',
  email: 'anna.kowalska@example.com',
  marketingConsents: [
    { channel: 'Email', granted: true },
    { channel: 'Telemarketing', granted: false },
  ],
  preferredSalon: { id: 'M101', name: 'Warszawa Puławska' },
});
const anna: SessionUser = { id: 'u1', firstName: 'Anna', lastName: 'Kowalska', email: 'anna.kowalska@example.com', phone: '+48886000001', sex: 'F', preferredSalonId: 'M101' };

const savedAs = (call: ApiCall) => {
  const salon = (call.body as { preferredSalon: { id: string } }).preferredSalon;
  return ok({ ...profile, preferredSalon: { id: salon.id, name: 'Kraków Rynek' } });
};

function renderHost(user: SessionUser | null = anna) {
  act(() => bus.emit('session:changed', { authenticated: user !== null, user }));
  renderWithUi(<AuthDialogHost store={createAuthStore()} />);
  return userEvent.setup();
}
const choose = () => act(() => bus.emit('preferred-salon:choose', { salonId: 'M201', salonName: 'Kraków Rynek' }));
const question = () => screen.getByRole('dialog', { name: 'Ustawić Kraków Rynek jako ulubiony salon?' });

beforeAll(() => initI18n());
beforeEach(() => {
  resetWindowState();
  jest.mocked(track).mockClear();
  mockBaseQuery.mockReset();
  routeApi(mockBaseQuery, { 'GET /api/users/me': ok(profile), 'PUT /api/users/me': savedAs });
});

it('for a customer who prefers another salon: confirm, then the profile is saved with this one and every remote hears', async () => {
  const changed = jest.fn();
  const off = bus.on('preferred-salon:changed', changed);
  const user = renderHost();
  choose();
  expect(question()).toHaveTextContent('Zastąpi on Twój obecny ulubiony salon.');
  await user.click(within(question()).getByRole('button', { name: 'Tak, ustaw' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(callsTo(mockBaseQuery, 'PUT /api/users/me')).toEqual([
    {
      url: '/api/users/me',
      method: 'PUT',
      apiVersion: 3,
      body: {
        firstName: 'Anna',
        lastName: 'Kowalska',
        phone: '+48886000001',
        email: 'anna.kowalska@example.com',
        sex: 'F',
        marketingConsents: profile.marketingConsents,
        preferredSalon: { id: 'M201' },
        language: 'pl',
      },
    },
  ]);
  expect(changed).toHaveBeenCalledWith({ salonId: 'M201' });
  expect(bus.last('session:changed')?.user).toEqual({ ...anna, preferredSalonId: 'M201' });
  expect(track).toHaveBeenCalledWith('preferred-salon-heart', { salonId: 'M201', outcome: 'saved' }, 'auth');
  off();
});

it('sends the profile as it is now, not as the host first loaded it', async () => {
  const user = renderHost();
  await waitFor(() => expect(callsTo(mockBaseQuery, 'GET /api/users/me').length).toBeGreaterThan(0));
  // Meanwhile the customer granted a consent in another tab.
  const granted = [
    { channel: 'Email', granted: true },
    { channel: 'Telemarketing', granted: true },
  ];
  routeApi(mockBaseQuery, { 'GET /api/users/me': ok({ ...profile, marketingConsents: granted }), 'PUT /api/users/me': savedAs });
  choose();
  await user.click(screen.getByRole('button', { name: 'Tak, ustaw' }));
  await waitFor(() => expect(callsTo(mockBaseQuery, 'PUT /api/users/me')).toHaveLength(1));
  expect(callsTo(mockBaseQuery, 'PUT /api/users/me')[0]?.body).toMatchObject({ marketingConsents: granted, preferredSalon: { id: 'M201' } });
});

it('a request that waited for the host to load is asked at once', () => {
  act(() => bus.emit('session:changed', { authenticated: true, user: { ...anna, preferredSalonId: null } }));
  choose();
  renderWithUi(<AuthDialogHost store={createAuthStore()} />);
  expect(question()).toHaveTextContent('Ulubiony salon zawsze pokażemy na początku listy');
});

it('"not now" saves nothing', async () => {
  const user = renderHost({ ...anna, preferredSalonId: null });
  choose();
  await user.click(within(question()).getByRole('button', { name: 'Nie teraz' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(callsTo(mockBaseQuery, 'PUT /api/users/me')).toHaveLength(0);
  expect(track).toHaveBeenCalledWith('preferred-salon-heart', { salonId: 'M201', outcome: 'declined' }, 'auth');
});

it('keeps the question open with a message when the save fails', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  routeApi(mockBaseQuery, { 'GET /api/users/me': ok(profile), 'PUT /api/users/me': fail(400, 'INVALID_VALUE', 'preferredSalon.id') });
  const changed = jest.fn();
  const off = bus.on('preferred-salon:changed', changed);
  const user = renderHost();
  choose();
  await user.click(screen.getByRole('button', { name: 'Tak, ustaw' }));
  expect(await within(question()).findByRole('alert')).toHaveTextContent('Nie udało się zapisać ulubionego salonu.');
  expect(changed).not.toHaveBeenCalled();
  expect(bus.last('session:changed')?.user?.preferredSalonId).toBe('M101');
  expect(track).toHaveBeenCalledWith('preferred-salon-heart', { salonId: 'M201', outcome: 'failed' }, 'auth');
  off();
  warn.mockRestore();
});

it('asks nothing without a session', () => {
  renderHost(null);
  choose();
  expect(screen.queryByRole('dialog')).toBeNull();
});
