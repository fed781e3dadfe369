import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { SessionUser } from '@salon/contracts/events';
import { initI18n } from '@salon/i18n';
import { bus } from '@salon/platform';
import { renderWithUi } from '@salon/ui/testing';
import '../i18n.ts';
import { createBookingStore } from '../app/store.ts';
import { PreferredSalonHeart } from './preferred-salon-heart.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const profile = {
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Kowalska',
  phone: '+48886000001',
  email: 'anna.kowalska@example.com',
  emailConfirmed: true,
  sex: 'F',
  language: 'pl',
  marketingConsents: [
    { channel: 'Email', granted: true },
    { channel: 'Telemarketing', granted: false },
  ],
  preferredSalon: { id: 'M101', name: 'Warszawa Puławska' },
};
const anna: SessionUser = { id: 'u1', firstName: 'Anna', lastName: 'Kowalska', email: 'anna.kowalska@example.com', phone: '+48886000001', sex: 'F', preferredSalonId: 'M101' };

interface Call {
  url: string;
  method?: string;
  body?: { preferredSalon: { id: string } | null };
}
const puts = () => mockBaseQuery.mock.calls.map(([call]) => call as Call).filter((call) => call.method === 'PUT');

function renderHeart(salonId = 'M201', salonName = 'Kraków Rynek') {
  renderWithUi(
    <Provider store={createBookingStore()}>
      <PreferredSalonHeart salonId={salonId} salonName={salonName} />
    </Provider>,
    { route: '/wizyty/v1?utm_source=sms' },
  );
  return userEvent.setup();
}
const heart = (name = 'Kraków Rynek') => screen.getByRole('button', { name: `Ulubiony salon: ${name}` });
const signIn = (user: SessionUser = anna) => act(() => bus.emit('session:changed', { authenticated: true, user }));

beforeAll(() => initI18n());
beforeEach(() => {
  bus.emit('session:changed', { authenticated: false, user: null });
  mockBaseQuery.mockReset().mockImplementation(async ({ url, method = 'GET', body }: Call) => {
    if (url === '/api/users/me' && method === 'GET') return { data: profile };
    if (url === '/api/users/me' && method === 'PUT') return { data: { ...profile, preferredSalon: body?.preferredSalon ? { id: body.preferredSalon.id, name: 'x' } : null } };
    return { error: { status: 404, code: 'NOT_FOUND' } };
  });
});

it('asks a guest to sign in, coming back to this page', async () => {
  const opened = jest.fn();
  const off = bus.on('auth:open', opened);
  const user = renderHeart();
  expect(heart()).toHaveAttribute('aria-pressed', 'false');
  await user.click(heart());
  expect(opened).toHaveBeenCalledWith({ stage: 'IDENTIFICATION', returnPath: '/wizyty/v1?utm_source=sms' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(mockBaseQuery).not.toHaveBeenCalled();
  off();
});

it('for a customer who prefers another salon: confirm, then the profile is saved with this one', async () => {
  const changed = jest.fn();
  const off = bus.on('preferred-salon:changed', changed);
  signIn();
  const user = renderHeart();
  await user.click(heart());
  const dialog = screen.getByRole('dialog', { name: 'Ustawić Kraków Rynek jako ulubiony salon?' });
  expect(dialog).toHaveTextContent('Zastąpi on Twój obecny ulubiony salon.');
  await user.click(within(dialog).getByRole('button', { name: 'Tak, ustaw' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(puts()).toEqual([
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
  expect(heart()).toHaveAttribute('aria-pressed', 'true');
  off();
});

it('"not now" saves nothing', async () => {
  signIn({ ...anna, preferredSalonId: null });
  const user = renderHeart();
  await user.click(heart());
  const dialog = screen.getByRole('dialog', { name: 'Ustawić Kraków Rynek jako ulubiony salon?' });
  expect(dialog).toHaveTextContent('Ulubiony salon zawsze pokażemy na początku listy');
  await user.click(within(dialog).getByRole('button', { name: 'Nie teraz' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(puts()).toHaveLength(0);
  expect(heart()).toHaveAttribute('aria-pressed', 'false');
});

it('keeps the question open with a message when the save fails', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockBaseQuery.mockImplementation(async ({ method = 'GET' }: Call) =>
    method === 'PUT' ? { error: { status: 400, code: 'INVALID_VALUE', field: 'preferredSalon.id' } } : { data: profile },
  );
  signIn();
  const user = renderHeart();
  await user.click(heart());
  await user.click(screen.getByRole('button', { name: 'Tak, ustaw' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zapisać ulubionego salonu.');
  expect(heart()).toHaveAttribute('aria-pressed', 'false');
  warn.mockRestore();
});

it('the preferred salon shows pressed; pressing it un-sets nothing and says how to change it', async () => {
  signIn();
  const user = renderHeart('M101', 'Warszawa Puławska');
  const pressed = heart('Warszawa Puławska');
  expect(pressed).toHaveAttribute('aria-pressed', 'true');
  expect(pressed).toHaveAccessibleDescription('Twój ulubiony salon');
  await user.click(pressed);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('To już Twój ulubiony salon.');
  expect(mockBaseQuery).not.toHaveBeenCalled();
});
