import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEvents, SessionUser } from '@salon/contracts/events';
import { initI18n } from '@salon/i18n';
import { bus } from '@salon/platform';
import { resetWindowState } from '@salon/platform/test-support';
import { PreferredSalonHeart } from './preferred-salon-heart.tsx';
import { renderWithUi } from './testing.ts';

const anna: SessionUser = {
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'anna.kowalska@example.com',
  phone: '+48886000001',
  sex: 'F',
  preferredSalonId: 'M101',
};

function renderHeart({ salonId = 'M201', salonName = 'Kraków Rynek', signedInOnly = false } = {}) {
  renderWithUi(<PreferredSalonHeart salonId={salonId} salonName={salonName} signedInOnly={signedInOnly} />, {
    route: '/wizyty/v1?utm_source=sms',
  });
  return userEvent.setup();
}
const heart = (name = 'Kraków Rynek') => screen.getByRole('button', { name: `Ulubiony salon: ${name}` });
const signIn = (user: SessionUser = anna) => act(() => bus.emit('session:changed', { authenticated: true, user }));

let opened: BusEvents['auth:open'][];
let chosen: BusEvents['preferred-salon:choose'][];
let offs: (() => void)[];

beforeAll(() => initI18n());
beforeEach(() => {
  resetWindowState();
  bus.emit('session:changed', { authenticated: false, user: null });
  opened = [];
  chosen = [];
  offs = [bus.on('auth:open', (payload) => opened.push(payload)), bus.on('preferred-salon:choose', (payload) => chosen.push(payload))];
});
afterEach(() => offs.forEach((off) => off()));

it('asks a guest to sign in, coming back to this page', async () => {
  const user = renderHeart();
  expect(heart()).toHaveAttribute('aria-pressed', 'false');
  await user.click(heart());
  expect(opened).toEqual([{ stage: 'IDENTIFICATION', returnPath: '/wizyty/v1?utm_source=sms' }]);
  expect(chosen).toEqual([]);
});

it('is not there for a guest when it is for signed-in customers only', () => {
  renderHeart({ signedInOnly: true });
  expect(screen.queryByRole('button')).toBeNull();
  signIn();
  expect(heart()).toBeInTheDocument();
});

it('asks the account remote to make another salon the preferred one', async () => {
  signIn();
  const user = renderHeart({ signedInOnly: true });
  await user.click(heart());
  expect(chosen).toEqual([{ salonId: 'M201', salonName: 'Kraków Rynek' }]);
  expect(opened).toEqual([]);
  // Pressed only once the session says so (the dialog saved it).
  expect(heart()).toHaveAttribute('aria-pressed', 'false');
  signIn({ ...anna, preferredSalonId: 'M201' });
  expect(heart()).toHaveAttribute('aria-pressed', 'true');
});

it('the preferred salon shows pressed; pressing it un-sets nothing and says how to change it', async () => {
  signIn();
  const user = renderHeart({ salonId: 'M101', salonName: 'Warszawa Puławska' });
  const pressed = heart('Warszawa Puławska');
  expect(pressed).toHaveAttribute('aria-pressed', 'true');
  expect(pressed).toHaveAccessibleDescription('Twój ulubiony salon');
  await user.click(pressed);
  expect(chosen).toEqual([]);
  expect(screen.getByRole('status')).toHaveTextContent('To już Twój ulubiony salon.');
});

it('a signed-out visitor never has a preferred salon', () => {
  bus.emit('session:changed', { authenticated: false, user: anna });
  renderHeart({ salonId: 'M101', salonName: 'Warszawa Puławska' });
  expect(heart('Warszawa Puławska')).toHaveAttribute('aria-pressed', 'false');
});
